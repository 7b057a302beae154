-- The OS generation each case ran (ios-18, ios-26, macos-26): it decides the text-style metrics,
-- bar heights, control sizes and list geometry (docs/fidelity.md, "Platforms and OS
-- generations"), so two runs of one profile on two generations are a difference a diff shows.
-- Cases recorded before this column existed ran the iOS 18 calibration, or macOS 26 on the one
-- macOS profile.

ALTER TABLE run_case ADD COLUMN os TEXT NOT NULL DEFAULT 'ios-18';
UPDATE run_case SET os = 'macos-26' WHERE profile = 'mac-window';

DROP VIEW run_cases;

CREATE VIEW run_cases AS
SELECT c.run_id, r.label AS run_label, c.scenario, c.variant, c.profile, c.outcome,
       c.steps, c.passes, c.diagnostics,
       c.id AS case_id, c.summary, c.seed, c.timeline, c.frame_rows, c.os
FROM run_case c
JOIN run r ON r.id = c.run_id;

INSERT INTO schema_doc (object, kind, column_name, meaning) VALUES
('run_cases', 'view', 'os', 'Extra: the OS generation the case ran (ios-18, ios-26, macos-26), which decides text, bar, control and list metrics.'),
('run_case', 'table', 'os', 'The OS generation the case ran.');

-- What the engine records grew since the first schema: the names and codes now in use.
UPDATE schema_doc SET meaning = 'onPreferenceChange, onChange, onAppear, onDisappear, task, overlayPreferenceValue, backgroundPreferenceValue or onGeometryChange.'
WHERE object = 'pass_actions' AND column_name = 'action';
UPDATE schema_doc SET meaning = '''fired'', or ''dropped'' (third and later dispatches of one site in one frame, or an onGeometryChange value recurring within a frame).'
WHERE object = 'pass_actions' AND column_name = 'status';
UPDATE schema_doc SET meaning = 'multiple-updates-per-frame, geometry-cycle, invalid-frame-dimension, invalid-subview-placement, invalid-render-effect, overflow, unstable, cycle, pass-limit or main-queue-unavailable.'
WHERE object = 'run_diagnostics' AND column_name = 'code';
UPDATE schema_doc SET meaning = 'The property''s name as declared, without the underscore; a model''s property as <holder>.<property>.'
WHERE object = 'pass_state' AND column_name = 'name';
