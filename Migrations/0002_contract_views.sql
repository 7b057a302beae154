-- The contract views (docs/schema.md): the stable, public surface. Their names and the columns
-- listed there are a contract; columns after those (case_id, node_order, …) are extras for joins
-- and ordering.

CREATE VIEW runs AS
SELECT id, label, status, started_at, finished_at, engine_version, command, host
FROM run;

CREATE VIEW run_cases AS
SELECT c.run_id, r.label AS run_label, c.scenario, c.variant, c.profile, c.outcome,
       c.steps, c.passes, c.diagnostics,
       c.id AS case_id, c.summary, c.seed, c.timeline, c.frame_rows
FROM run_case c
JOIN run r ON r.id = c.run_id;

CREATE VIEW pass_frames AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       n.path AS node_path, n.kind AS node_kind, f.name AS node_name,
       f.proposed_width, f.proposed_height, f.x, f.y, f.width, f.height,
       f.render_x, f.render_y, f.render_width, f.render_height,
       c.id AS case_id, f.ordinal AS node_order
FROM node_frame f
JOIN pass p ON p.id = f.pass_id
JOIN step s ON s.id = p.step_id
JOIN run_case c ON c.id = s.case_id
JOIN node n ON n.id = f.node_id;

-- The settled layout: the rows of each step's last pass (step.final_frame, step.final_pass).
CREATE VIEW final_frames AS
SELECT f.*
FROM pass_frames f
JOIN step s ON s.case_id = f.case_id AND s.step_index = f.step
WHERE f.frame = s.final_frame AND f.pass = s.final_pass;

CREATE VIEW pass_preferences AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       n.path AS node_path, k.name AS "key", v.role, v.value,
       c.id AS case_id, v.ordinal
FROM preference_value v
JOIN pass p ON p.id = v.pass_id
JOIN step s ON s.id = p.step_id
JOIN run_case c ON c.id = s.case_id
JOIN preference_key k ON k.id = v.key_id
LEFT JOIN node n ON n.id = v.node_id;

CREATE VIEW pass_state AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       n.path AS node_path, v.name, v.value,
       c.id AS case_id, v.ordinal
FROM state_value v
JOIN pass p ON p.id = v.pass_id
JOIN step s ON s.id = p.step_id
JOIN run_case c ON c.id = s.case_id
LEFT JOIN node n ON n.id = v.node_id;

CREATE VIEW pass_actions AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       n.path AS node_path, a."action", a.status, a.detail,
       c.id AS case_id, a.ordinal
FROM action_event a
JOIN pass p ON p.id = a.pass_id
JOIN step s ON s.id = p.step_id
JOIN run_case c ON c.id = s.case_id
LEFT JOIN node n ON n.id = a.node_id;

CREATE VIEW run_diagnostics AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       d.code, n.path AS node_path, d.message,
       c.id AS case_id, d.origin
FROM diagnostic d
JOIN pass p ON p.id = d.pass_id
JOIN step s ON s.id = p.step_id
JOIN run_case c ON c.id = s.case_id
LEFT JOIN node n ON n.id = d.node_id;
