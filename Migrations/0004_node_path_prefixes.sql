-- Paths below a ForEach element are stored after it. A table of a thousand rows has tens of
-- thousands of paths that differ only in the element's id and what follows it; stored whole they
-- were the largest part of a fresh recording (the stress table's 220-byte paths: 40 % of its
-- pages). Now a node below an element keeps the element's node as its prefix and only the rest of
-- its own path. Rows stored before this migration keep their whole paths, with no prefix.
--
-- The prefix is the outermost ForEach element above the node, so a prefix never has a prefix
-- itself: a whole path is always COALESCE(prefix.path_suffix, '') || node.path_suffix. The
-- `node_paths` view gives it, and the contract views below join the same way.

DROP VIEW final_frames;
DROP VIEW pass_frames;
DROP VIEW pass_preferences;
DROP VIEW pass_state;
DROP VIEW pass_actions;
DROP VIEW run_diagnostics;

ALTER TABLE node RENAME COLUMN path TO path_suffix;
ALTER TABLE node ADD COLUMN prefix_node_id INTEGER REFERENCES node(id);
-- Paths are looked up by their prefix and hash (a path stored whole has a NULL prefix). One index
-- serves that and the foreign key, and keeps a table row's paths together: inserting them appends
-- to the index where the hash alone scattered them across it.
DROP INDEX node_path_hash;
CREATE INDEX node_prefix_hash ON node(prefix_node_id, path_hash);

CREATE VIEW node_paths AS
SELECT n.id, COALESCE(prefix.path_suffix, '') || n.path_suffix AS path, n.kind
FROM node n
LEFT JOIN node prefix ON prefix.id = n.prefix_node_id;

CREATE VIEW pass_frames AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       COALESCE(np.path_suffix, '') || n.path_suffix AS node_path, n.kind AS node_kind, f.name AS node_name,
       f.proposed_width, f.proposed_height, f.x, f.y, f.width, f.height,
       f.render_x, f.render_y, f.render_width, f.render_height,
       c.id AS case_id, f.ordinal AS node_order
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

-- In the views below a row may name no node: then n is NULL, and so is node_path.
CREATE VIEW pass_preferences AS
SELECT c.run_id, c.scenario, c.variant, c.profile,
       s.step_index AS step, p.frame_index AS frame, p.pass_index AS pass,
       COALESCE(np.path_suffix, '') || n.path_suffix AS node_path, k.name AS "key", v.role, v.value,
       c.id AS case_id, v.ordinal
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
       c.id AS case_id, v.ordinal
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
       c.id AS case_id, a.ordinal
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
       c.id AS case_id, d.origin
FROM diagnostic d
JOIN pass p ON p.id = d.pass_id
JOIN step s ON s.id = p.step_id
JOIN run_case c ON c.id = s.case_id
LEFT JOIN node n ON n.id = d.node_id
LEFT JOIN node np ON np.id = n.prefix_node_id;

-- Documentation. The helper view goes after the contract views and before the tables, which
-- move up to make room.
UPDATE schema_doc SET id = id + 100000 WHERE kind = 'table';
INSERT INTO schema_doc (id, object, kind, column_name, meaning)
SELECT (SELECT MAX(id) FROM schema_doc WHERE kind = 'view') + entry.position, 'node_paths', 'view', entry.column_name, entry.meaning
FROM (
    SELECT 1 AS position, '' AS column_name, 'Extra: every interned node with its whole path, for joins by node id.' AS meaning
    UNION ALL SELECT 2, 'id', 'The node''s id (node.id), which node_frame and the value tables refer to.'
    UNION ALL SELECT 3, 'path', 'The whole structural path, as node_path shows it in the contract views.'
    UNION ALL SELECT 4, 'kind', 'What the node models; NULL for a path seen only in state, preference or action rows.'
) AS entry
ORDER BY entry.position;

UPDATE schema_doc
SET meaning = 'Interned node paths shared by all runs; kind is NULL for a path seen only in state, preference or action rows. node_paths gives each whole path.'
WHERE object = 'node' AND column_name = '';
INSERT INTO schema_doc (object, kind, column_name, meaning) VALUES
('node', 'table', 'prefix_node_id', 'The outermost ForEach element above the node, whose path this one''s continues; NULL for a path stored whole.'),
('node', 'table', 'path_suffix', 'The path after the prefix node''s (starting with /), or the whole path when prefix_node_id is NULL.'),
('node', 'table', 'path_hash', '64-bit FNV-1a of the whole path; paths are looked up by prefix_node_id and path_hash.');
