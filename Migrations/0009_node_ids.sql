-- Every per-node contract view gains node_id, the node's id in this database (the same path has
-- the same id in every run of the file). node_path is computed from interned prefixes, so no
-- index can serve a join on it; a join of two runs on (scenario, variant, profile, step, node_id)
-- uses node_frame's node index and takes milliseconds where the same join on node_path takes
-- minutes. node_path stays the key across databases.

DROP VIEW final_frames;
DROP VIEW pass_frames;
DROP VIEW pass_preferences;
DROP VIEW pass_state;
DROP VIEW pass_actions;
DROP VIEW run_diagnostics;

CREATE VIEW pass_frames AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       COALESCE(np.path_suffix, '') || n.path_suffix AS node_path, n.kind AS node_kind, f.name AS node_name,
       f.proposed_width, f.proposed_height, f.x, f.y, f.width, f.height,
       f.render_x, f.render_y, f.render_width, f.render_height,
       c.id AS case_id, f.ordinal AS node_order, f.spacing_before, f.node_id
FROM node_frame f
JOIN pass p ON p.id = f.pass_id
JOIN step s ON s.id = p.step_id
JOIN run_case c ON c.id = s.case_id
JOIN node n ON n.id = f.node_id
LEFT JOIN node np ON np.id = n.prefix_node_id;

CREATE VIEW final_frames AS
SELECT f.*
FROM pass_frames f
JOIN step s ON s.case_id = f.case_id AND s.step_index = f.step
WHERE f.frame = s.final_frame AND f.pass = s.final_pass;

CREATE VIEW pass_preferences AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       COALESCE(np.path_suffix, '') || n.path_suffix AS node_path, k.name AS "key", v.role, v.value,
       c.id AS case_id, v.ordinal, v.node_id
FROM preference_value v
JOIN pass p ON p.id = v.pass_id
JOIN step s ON s.id = p.step_id
JOIN run_case c ON c.id = s.case_id
JOIN preference_key k ON k.id = v.key_id
LEFT JOIN node n ON n.id = v.node_id
LEFT JOIN node np ON np.id = n.prefix_node_id;

CREATE VIEW pass_state AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       COALESCE(np.path_suffix, '') || n.path_suffix AS node_path, v.name, v.value,
       c.id AS case_id, v.ordinal, v.node_id
FROM state_value v
JOIN pass p ON p.id = v.pass_id
JOIN step s ON s.id = p.step_id
JOIN run_case c ON c.id = s.case_id
LEFT JOIN node n ON n.id = v.node_id
LEFT JOIN node np ON np.id = n.prefix_node_id;

CREATE VIEW pass_actions AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       COALESCE(np.path_suffix, '') || n.path_suffix AS node_path, a."action", a.status, a.detail,
       c.id AS case_id, a.ordinal, a.node_id
FROM action_event a
JOIN pass p ON p.id = a.pass_id
JOIN step s ON s.id = p.step_id
JOIN run_case c ON c.id = s.case_id
LEFT JOIN node n ON n.id = a.node_id
LEFT JOIN node np ON np.id = n.prefix_node_id;

CREATE VIEW run_diagnostics AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       d.code, COALESCE(np.path_suffix, '') || n.path_suffix AS node_path, d.message,
       c.id AS case_id, d.origin, d.node_id
FROM diagnostic d
JOIN pass p ON p.id = d.pass_id
JOIN step s ON s.id = p.step_id
JOIN run_case c ON c.id = s.case_id
LEFT JOIN node n ON n.id = d.node_id
LEFT JOIN node np ON np.id = n.prefix_node_id;

INSERT INTO schema_doc (object, kind, column_name, meaning) VALUES
('pass_frames', 'view', 'node_id', 'Extra: the node''s id in this database, the same for its path in every run of the file: join two runs on it (with scenario, variant, profile and step) rather than on node_path, which no index serves.'),
('final_frames', 'view', 'node_id', 'Extra: as in pass_frames.'),
('pass_preferences', 'view', 'node_id', 'Extra: as in pass_frames; NULL for a value with no node.'),
('pass_state', 'view', 'node_id', 'Extra: as in pass_frames.'),
('pass_actions', 'view', 'node_id', 'Extra: as in pass_frames.'),
('run_diagnostics', 'view', 'node_id', 'Extra: as in pass_frames; NULL for a step diagnostic with no node.');
