-- A run whose recording process died (killed, machine lost) stayed `running` for ever. Runs now
-- record the recorder's process id and a heartbeat, stamped after every case, and may be
-- `abandoned`: `record` and `runs` mark a running run so once its process is gone from this host,
-- or, recorded elsewhere, once its heartbeat is an hour old (docs/cli.md, "Runs that died").
-- SQLite cannot change a CHECK constraint in place: the table is rebuilt (foreign keys are off
-- while a migration runs, so the cases referring to it stay), and its views with it.

DROP VIEW runs;
DROP VIEW run_cases;
DROP VIEW run_knobs;

CREATE TABLE run_rebuilt (
    id             INTEGER PRIMARY KEY,
    label          TEXT UNIQUE,
    status         TEXT NOT NULL DEFAULT 'running'
                   CHECK (status IN ('running', 'complete', 'interrupted', 'failed', 'abandoned')),
    started_at     TEXT NOT NULL,
    finished_at    TEXT,
    engine_version TEXT NOT NULL,
    command        TEXT NOT NULL,
    host           TEXT NOT NULL,
    pid            INTEGER,
    heartbeat_at   TEXT
);
INSERT INTO run_rebuilt (id, label, status, started_at, finished_at, engine_version, command, host)
SELECT id, label, status, started_at, finished_at, engine_version, command, host FROM run;
DROP TABLE run;
ALTER TABLE run_rebuilt RENAME TO run;

CREATE VIEW runs AS
SELECT id, label, status, started_at, finished_at, engine_version, command, host, pid, heartbeat_at
FROM run;

CREATE VIEW run_cases AS
SELECT c.run_id, r.label AS run_label, c.scenario, c.variant, c.profile, c.outcome,
       c.steps, c.passes, c.diagnostics,
       c.id AS case_id, c.summary, c.seed, c.timeline, c.frame_rows, c.os
FROM run_case c
JOIN run r ON r.id = c.run_id;

CREATE VIEW run_knobs AS
SELECT k.run_id, r.label AS run_label, k.key, k.value
FROM run_knob k
JOIN run r ON r.id = k.run_id;

UPDATE schema_doc SET meaning = 'running, complete, interrupted (SIGINT/SIGTERM; finished cases kept), failed, or abandoned (its recording process died; finished cases kept).'
WHERE object = 'runs' AND column_name = 'status';
INSERT INTO schema_doc (object, kind, column_name, meaning) VALUES
('runs', 'view', 'pid', 'Extra: the recording process''s id on host, while it may still be running; NULL for runs before this column.'),
('runs', 'view', 'heartbeat_at', 'Extra: when the recorder last finished a case (UTC), for telling a slow run from a dead one on another host.');
