-- Parameters and sweeps (docs/cli.md, "Sweeps"): a case may run with parameter values, a window
-- width or a launch text size. Its variant column names them after the declared variant
-- (`unversioned width=344`), so every case stays unique and diffs match the points; these columns
-- keep the parts apart for SQL.

ALTER TABLE run_case ADD COLUMN base_variant TEXT;
ALTER TABLE run_case ADD COLUMN parameters TEXT;
ALTER TABLE run_case ADD COLUMN sweep TEXT;

DROP VIEW run_cases;

CREATE VIEW run_cases AS
SELECT c.run_id, r.label AS run_label, c.scenario, c.variant, c.profile, c.outcome,
       c.steps, c.passes, c.diagnostics,
       c.id AS case_id, c.summary, c.seed, c.timeline, c.frame_rows, c.os,
       COALESCE(c.base_variant, c.variant) AS base_variant, c.parameters, c.sweep
FROM run_case c
JOIN run r ON r.id = c.run_id;

INSERT INTO schema_doc (object, kind, column_name, meaning) VALUES
('run_cases', 'view', 'base_variant', 'Extra: the declared variant, without the settings that variant adds for a swept or parameterised case.'),
('run_cases', 'view', 'parameters', 'Extra: the parameter values the case ran with, as a JSON object, when the scenario declares parameters; NULL otherwise.'),
('run_cases', 'view', 'sweep', 'Extra: the case''s sweep point, as KEY=VALUE separated by spaces (width=344, dynamic-type=xxLarge, param.rows=12); NULL outside a sweep.'),
('run_case', 'table', 'base_variant', 'The declared variant (NULL before version 11: the variant).'),
('run_case', 'table', 'parameters', 'Parameter values as JSON, or NULL.'),
('run_case', 'table', 'sweep', 'The sweep point, or NULL.');
