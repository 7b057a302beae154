-- The normalised tables behind the contract views (0002). Conventions:
--   * every table has an integer id or a (parent, ordinal) key;
--   * every foreign key is declared, and has an index whose first column is that key;
--   * deleting a run deletes everything recorded under it (ON DELETE CASCADE), except the
--     interned nodes and preference keys, which runs share;
--   * indexes (step, frame, pass, ordinal) count from 0, as the engine does.

-- One invocation of `layoutlab record`.
CREATE TABLE run (
    id             INTEGER PRIMARY KEY,
    label          TEXT UNIQUE,
    status         TEXT NOT NULL DEFAULT 'running'
                   CHECK (status IN ('running', 'complete', 'interrupted', 'failed')),
    started_at     TEXT NOT NULL,
    finished_at    TEXT,
    engine_version TEXT NOT NULL,
    command        TEXT NOT NULL,
    host           TEXT NOT NULL
);

-- One scenario variant on one profile, within a run. Written in a single transaction together
-- with everything beneath it, so a case is either complete or absent.
CREATE TABLE run_case (
    id          INTEGER PRIMARY KEY,
    run_id      INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
    scenario    TEXT NOT NULL,
    variant     TEXT NOT NULL,
    profile     TEXT NOT NULL,
    summary     TEXT NOT NULL,
    seed        TEXT,
    timeline    TEXT NOT NULL,
    outcome     TEXT NOT NULL CHECK (outcome IN ('stable', 'unstable', 'cycle', 'error')),
    steps       INTEGER NOT NULL,
    passes      INTEGER NOT NULL,
    diagnostics INTEGER NOT NULL,
    frame_rows  INTEGER NOT NULL,
    started_at  TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    UNIQUE (run_id, scenario, variant, profile)
);

-- One timeline event of a case and the screen it ran on.
CREATE TABLE step (
    id            INTEGER PRIMARY KEY,
    case_id       INTEGER NOT NULL REFERENCES run_case(id) ON DELETE CASCADE,
    step_index    INTEGER NOT NULL,
    event         TEXT NOT NULL,
    orientation   TEXT NOT NULL CHECK (orientation IN ('portrait', 'landscape')),
    screen_width  REAL NOT NULL,
    screen_height REAL NOT NULL,
    scale         REAL NOT NULL,
    safe_top      REAL NOT NULL,
    safe_leading  REAL NOT NULL,
    safe_bottom   REAL NOT NULL,
    safe_trailing REAL NOT NULL,
    dynamic_type  TEXT NOT NULL,
    outcome       TEXT NOT NULL CHECK (outcome IN ('stable', 'unstable', 'cycle')),
    cycle_period  INTEGER,
    frames        INTEGER NOT NULL,
    passes        INTEGER NOT NULL,
    final_frame   INTEGER NOT NULL,
    final_pass    INTEGER NOT NULL,
    UNIQUE (case_id, step_index)
);

-- One layout pass within a frame of a step.
CREATE TABLE pass (
    id          INTEGER PRIMARY KEY,
    step_id     INTEGER NOT NULL REFERENCES step(id) ON DELETE CASCADE,
    frame_index INTEGER NOT NULL,
    pass_index  INTEGER NOT NULL,
    UNIQUE (step_id, frame_index, pass_index)
);

-- Interned structural paths, shared by every run so that a path is stored once.
CREATE TABLE node (
    id        INTEGER PRIMARY KEY,
    path      TEXT NOT NULL,
    -- 64-bit FNV-1a of path. Paths run to hundreds of bytes; looking them up (and inserting
    -- them) through an index of integers instead of strings keeps recording fast. The recorder
    -- never inserts a path that exists, and writers take turns, so each path has one row.
    path_hash INTEGER NOT NULL,
    kind      TEXT
);
CREATE INDEX node_path_hash ON node(path_hash);

-- Interned preference key type names.
CREATE TABLE preference_key (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);

-- Each node's proposal and frames in one pass: by far the largest table, hence WITHOUT ROWID
-- with the key the rows arrive in (pass, then tree order), so inserts append.
CREATE TABLE node_frame (
    pass_id         INTEGER NOT NULL REFERENCES pass(id) ON DELETE CASCADE,
    ordinal         INTEGER NOT NULL,
    node_id         INTEGER NOT NULL REFERENCES node(id),
    name            TEXT,
    proposed_width  REAL,
    proposed_height REAL,
    x               REAL NOT NULL,
    y               REAL NOT NULL,
    width           REAL NOT NULL,
    height          REAL NOT NULL,
    render_x        REAL NOT NULL,
    render_y        REAL NOT NULL,
    render_width    REAL NOT NULL,
    render_height   REAL NOT NULL,
    PRIMARY KEY (pass_id, ordinal)
) WITHOUT ROWID;
CREATE INDEX node_frame_node ON node_frame(node_id);

-- Preference values written and read in one pass.
CREATE TABLE preference_value (
    pass_id INTEGER NOT NULL REFERENCES pass(id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    node_id INTEGER REFERENCES node(id),
    key_id  INTEGER NOT NULL REFERENCES preference_key(id),
    role    TEXT NOT NULL CHECK (role IN ('write', 'read')),
    value   TEXT NOT NULL,
    PRIMARY KEY (pass_id, ordinal)
) WITHOUT ROWID;
CREATE INDEX preference_value_node ON preference_value(node_id);
CREATE INDEX preference_value_key ON preference_value(key_id);

-- Every live @State value at the end of a pass.
CREATE TABLE state_value (
    pass_id INTEGER NOT NULL REFERENCES pass(id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    node_id INTEGER REFERENCES node(id),
    name    TEXT NOT NULL,
    value   TEXT NOT NULL,
    PRIMARY KEY (pass_id, ordinal)
) WITHOUT ROWID;
CREATE INDEX state_value_node ON state_value(node_id);

-- Actions queued by a pass: fired, or dropped by the per-frame limit.
CREATE TABLE action_event (
    pass_id INTEGER NOT NULL REFERENCES pass(id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    node_id INTEGER REFERENCES node(id),
    action  TEXT NOT NULL,
    status  TEXT NOT NULL CHECK (status IN ('fired', 'dropped')),
    detail  TEXT,
    PRIMARY KEY (pass_id, ordinal)
) WITHOUT ROWID;
CREATE INDEX action_event_node ON action_event(node_id);

-- Warnings. A diagnostic found while a pass ran belongs to that pass (origin 'pass'); one found
-- on a step's settled layout, or about the step itself, belongs to the step's final pass
-- (origin 'step').
CREATE TABLE diagnostic (
    id      INTEGER PRIMARY KEY,
    pass_id INTEGER NOT NULL REFERENCES pass(id) ON DELETE CASCADE,
    node_id INTEGER REFERENCES node(id),
    origin  TEXT NOT NULL CHECK (origin IN ('pass', 'step')),
    code    TEXT NOT NULL,
    message TEXT NOT NULL
);
CREATE INDEX diagnostic_pass ON diagnostic(pass_id);
CREATE INDEX diagnostic_node ON diagnostic(node_id);
