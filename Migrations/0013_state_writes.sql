-- Cause and effect (docs/schema.md, "Causes"): each state write an action made, tied to that
-- action's row, with the values before and after. An action fires in a pass because a value it
-- watches changed there (its detail); the state it writes makes the owning view's body run again
-- in the next pass; the frames that then move are the effect, in pass_frames.
CREATE TABLE state_write (
    pass_id        INTEGER NOT NULL REFERENCES pass(id) ON DELETE CASCADE,
    ordinal        INTEGER NOT NULL,
    -- The action's pass in the same step, and its ordinal there: a task's writes arrive frames
    -- after the pass that started it, with the pass they are recorded under.
    action_frame   INTEGER NOT NULL,
    action_pass    INTEGER NOT NULL,
    action_ordinal INTEGER NOT NULL,
    node_id        INTEGER REFERENCES node(id),
    name           TEXT NOT NULL,
    old_value      TEXT NOT NULL,
    new_value      TEXT NOT NULL,
    PRIMARY KEY (pass_id, ordinal)
) WITHOUT ROWID;
CREATE INDEX state_write_node ON state_write(node_id);

CREATE VIEW pass_causes AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, ap.frame_index AS frame, ap.pass_index AS pass,
       COALESCE(anp.path_suffix, '') || an.path_suffix AS node_path, a."action", a.detail,
       COALESCE(wnp.path_suffix, '') || wn.path_suffix AS state_node_path, w.name AS state, w.old_value, w.new_value,
       c.id AS case_id, w.action_ordinal, w.ordinal, p.frame_index AS written_frame, p.pass_index AS written_pass
FROM state_write w
JOIN pass p ON p.id = w.pass_id
JOIN step s ON s.id = p.step_id
JOIN pass ap ON ap.step_id = p.step_id AND ap.frame_index = w.action_frame AND ap.pass_index = w.action_pass
JOIN action_event a ON a.pass_id = ap.id AND a.ordinal = w.action_ordinal
JOIN run_case c ON c.id = s.case_id
LEFT JOIN node an ON an.id = a.node_id
LEFT JOIN node anp ON anp.id = an.prefix_node_id
LEFT JOIN node wn ON wn.id = w.node_id
LEFT JOIN node wnp ON wnp.id = wn.prefix_node_id;

INSERT INTO schema_doc (object, kind, column_name, meaning) VALUES
('pass_causes', 'view', '', 'One row per state write an action made after a pass: the action, why it fired (its detail: the value it saw change), and the state it changed. The owning view runs its body again in the next pass; the frames that move there are the effect.'),
('pass_causes', 'view', 'run_id', 'The run.'),
('pass_causes', 'view', 'scenario', 'The scenario.'),
('pass_causes', 'view', 'variant', 'The variant.'),
('pass_causes', 'view', 'profile', 'The profile.'),
('pass_causes', 'view', 'step', 'The step.'),
('pass_causes', 'view', 'frame', 'The frame of the pass whose action it was (after which it ran, or which started its task).'),
('pass_causes', 'view', 'pass', 'That pass.'),
('pass_causes', 'view', 'written_frame', 'Extra: the frame of the pass the write is recorded with: the same pass for an action, a later one for a task.'),
('pass_causes', 'view', 'written_pass', 'Extra: that pass.'),
('pass_causes', 'view', 'node_path', 'The node whose action it was.'),
('pass_causes', 'view', 'action', 'onPreferenceChange, onChange, onAppear, onGeometryChange, scrollTo, tap, …'),
('pass_causes', 'view', 'detail', 'What the action saw: the preference or value that changed (as in pass_actions).'),
('pass_causes', 'view', 'state_node_path', 'The node that shows the view owning the state written.'),
('pass_causes', 'view', 'state', 'The state property written.'),
('pass_causes', 'view', 'old_value', 'Its value before, as JSON.'),
('pass_causes', 'view', 'new_value', 'Its value after, as JSON.'),
('pass_causes', 'view', 'case_id', 'Extra: the case.'),
('pass_causes', 'view', 'action_ordinal', 'Extra: the action''s ordinal in its pass (pass_actions.ordinal).'),
('pass_causes', 'view', 'ordinal', 'Extra: the write''s order among the pass''s writes.'),
('state_write', 'table', '', 'State writes made by actions, tied to their action_event rows.'),
('state_write', 'table', 'pass_id', 'The pass after which the action ran.'),
('state_write', 'table', 'ordinal', 'Order of the write.'),
('state_write', 'table', 'action_frame', 'The frame of the action''s pass.'),
('state_write', 'table', 'action_pass', 'The action''s pass.'),
('state_write', 'table', 'action_ordinal', 'The action_event ordinal of the action that wrote.'),
('state_write', 'table', 'node_id', 'The node showing the owning view.'),
('state_write', 'table', 'name', 'The state''s name.'),
('state_write', 'table', 'old_value', 'JSON before.'),
('state_write', 'table', 'new_value', 'JSON after.');
