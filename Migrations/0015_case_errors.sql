-- Cases that fail (docs/cli.md, "Cases that fail"): a case whose code trapped (recorded by the
-- supervising `record` after its worker process died) or that read a dependency no ancestor
-- provides ends with outcome 'error'; this column says why, in one line.

ALTER TABLE run_case ADD COLUMN error TEXT;

DROP VIEW run_cases;

CREATE VIEW run_cases AS
SELECT c.run_id, r.label AS run_label, c.scenario, c.variant, c.profile, c.outcome,
       c.steps, c.passes, c.diagnostics,
       c.id AS case_id, c.summary, c.seed, c.timeline, c.frame_rows, c.os,
       COALESCE(c.base_variant, c.variant) AS base_variant, c.parameters, c.sweep, c.error
FROM run_case c
JOIN run r ON r.id = c.run_id;

INSERT INTO schema_doc (object, kind, column_name, meaning) VALUES
('run_cases', 'view', 'error', 'Extra: why a case with outcome error failed, in one line (the trap''s message, with the signal, or the dependency a view read that no ancestor provides); NULL otherwise.'),
('run_case', 'table', 'error', 'Why the case failed, or NULL.');
