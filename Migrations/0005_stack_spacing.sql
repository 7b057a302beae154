-- The gap a stack left before each child: a stack with default spacing asks its neighbouring
-- children's edges for it (a text asks for more below it than above, a spacer for none), so the
-- recording keeps the figure the stack applied, for reports that explain a child's position.

DROP VIEW final_frames;
DROP VIEW pass_frames;

ALTER TABLE node_frame ADD COLUMN spacing_before REAL;

CREATE VIEW pass_frames AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       COALESCE(np.path_suffix, '') || n.path_suffix AS node_path, n.kind AS node_kind, f.name AS node_name,
       f.proposed_width, f.proposed_height, f.x, f.y, f.width, f.height,
       f.render_x, f.render_y, f.render_width, f.render_height,
       c.id AS case_id, f.ordinal AS node_order, f.spacing_before
FROM node_frame f
JOIN pass p ON p.id = f.pass_id
JOIN step s ON s.id = p.step_id
JOIN run_case c ON c.id = s.case_id
JOIN node n ON n.id = f.node_id
LEFT JOIN node np ON np.id = n.prefix_node_id;

-- The settled layout: the rows of each step's last pass (step.final_frame, step.final_pass).
CREATE VIEW final_frames AS
SELECT f.*
FROM pass_frames f
JOIN step s ON s.case_id = f.case_id AND s.step_index = f.step
WHERE f.frame = s.final_frame AND f.pass = s.final_pass;

INSERT INTO schema_doc (object, kind, column_name, meaning) VALUES
('pass_frames', 'view', 'spacing_before', 'Extra: the gap the parent stack left before this node along its axis (its explicit spacing, or the distance the neighbours'' edges ask for); NULL for a first child or a node not in an HStack or VStack.'),
('final_frames', 'view', 'spacing_before', 'Extra: the gap the parent stack left before this node along its axis (its explicit spacing, or the distance the neighbours'' edges ask for); NULL for a first child or a node not in an HStack or VStack.'),
('node_frame', 'table', 'spacing_before', 'The gap the parent stack left before the node along its axis, or NULL.');
