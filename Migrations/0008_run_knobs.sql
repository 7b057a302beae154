-- The behaviour choices (knobs) each run used, one row per knob and every knob, so that a run
-- says what it ran under even when it took the defaults (docs/cli.md, "Knobs"). Runs recorded
-- before this table existed have no rows: they ran with the defaults of their engine.
CREATE TABLE run_knob (
    run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
    key    TEXT NOT NULL,
    value  TEXT NOT NULL,
    PRIMARY KEY (run_id, key)
) WITHOUT ROWID;

CREATE VIEW run_knobs AS
SELECT k.run_id, r.label AS run_label, k.key, k.value
FROM run_knob k
JOIN run r ON r.id = k.run_id;

INSERT INTO schema_doc (object, kind, column_name, meaning) VALUES
('run_knobs', 'view', '', 'One row per knob of each run: the behaviour choices it ran under (layoutlab knobs lists them).'),
('run_knobs', 'view', 'run_id', 'The run.'),
('run_knobs', 'view', 'run_label', 'The run''s label, or NULL.'),
('run_knobs', 'view', 'key', 'The knob, as record --set names it: geometry-reader.unspecified, preference.initial-change, cycle-detector, frames-per-step, passes-per-frame, text.spacing, text.scale.'),
('run_knobs', 'view', 'value', 'Its value in the run, as written on the command line.'),
('run_knob', 'table', '', 'The knobs of each run, every knob.'),
('run_knob', 'table', 'run_id', 'The run.'),
('run_knob', 'table', 'key', 'The knob.'),
('run_knob', 'table', 'value', 'Its value.');
