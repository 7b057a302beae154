-- Pictures of a pass (docs/rendering.md, "What is recorded"): what each node draws (fills,
-- strokes, text with its fonts, image placeholders) and how it changes its subtree's drawing
-- (clip, hidden, render transform), as JSON. Paint rarely changes from pass to pass, so a row is
-- written only when a node's paint differs from the one it last had in its case: a node's paint
-- in a pass is its row with the greatest pass_id not after that pass.
CREATE TABLE paint (
    id          INTEGER PRIMARY KEY,
    description TEXT NOT NULL UNIQUE
);

-- The case's cascade removes its rows; node and pass ids are not declared as foreign keys, as
-- interned nodes and paints are never deleted and passes go only with their case: each declared
-- key needs an index, and a record writes a row here for every drawing node of every case.
CREATE TABLE node_paint (
    case_id  INTEGER NOT NULL REFERENCES run_case(id) ON DELETE CASCADE,
    node_id  INTEGER NOT NULL,
    pass_id  INTEGER NOT NULL,
    -- NULL: from this pass on the node draws nothing.
    paint_id INTEGER,
    PRIMARY KEY (case_id, node_id, pass_id)
) WITHOUT ROWID;

CREATE VIEW node_paints AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       COALESCE(np.path_suffix, '') || n.path_suffix AS node_path, n.kind AS node_kind,
       pt.description AS paint, c.id AS case_id, d.node_id, d.pass_id
FROM node_paint d
JOIN pass p ON p.id = d.pass_id
JOIN step s ON s.id = p.step_id
JOIN run_case c ON c.id = d.case_id
JOIN node n ON n.id = d.node_id
LEFT JOIN node np ON np.id = n.prefix_node_id
LEFT JOIN paint pt ON pt.id = d.paint_id;

INSERT INTO schema_doc (object, kind, column_name, meaning) VALUES
('node_paints', 'view', '', 'What nodes draw, one row each time a node''s paint changes in its case: the paint holds from this pass until the node''s next row. Frames are in pass_frames; `layoutlab render` draws the two together.'),
('node_paints', 'view', 'run_id', 'The run.'),
('node_paints', 'view', 'scenario', 'The scenario.'),
('node_paints', 'view', 'variant', 'The variant.'),
('node_paints', 'view', 'profile', 'The profile.'),
('node_paints', 'view', 'step', 'The step of the first pass with this paint.'),
('node_paints', 'view', 'frame', 'Its frame.'),
('node_paints', 'view', 'pass', 'That pass.'),
('node_paints', 'view', 'node_path', 'The node.'),
('node_paints', 'view', 'node_kind', 'Its kind.'),
('node_paints', 'view', 'paint', 'JSON: shape, fill, stroke, text (runs with font, size, weight, colour; line limit; alignment), placeholder, clip, hidden, transform; NULL when the node stopped drawing.'),
('node_paints', 'view', 'case_id', 'Extra: the case.'),
('node_paints', 'view', 'node_id', 'Extra: the node''s id.'),
('node_paints', 'view', 'pass_id', 'Extra: the pass''s id.'),
('paint', 'table', '', 'Each distinct paint, as JSON, shared by every run.'),
('paint', 'table', 'id', 'Row id.'),
('paint', 'table', 'description', 'The paint as JSON (see node_paints.paint).'),
('node_paint', 'table', '', 'A node''s paint from a pass on, written when it changes.'),
('node_paint', 'table', 'case_id', 'The case.'),
('node_paint', 'table', 'node_id', 'The node.'),
('node_paint', 'table', 'pass_id', 'The first pass with this paint.'),
('node_paint', 'table', 'paint_id', 'The paint, or NULL for none.');
