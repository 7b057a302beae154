/*
 * The baseline a `layoutlab record` process is measured against: the plainest program that writes
 * the same number of frame rows to SQLite. One prepared statement, C-level binds, one transaction,
 * into a fresh WAL database whose table has node_frame's 15 columns, primary key and index, with
 * the recorder's settings (synchronous = NORMAL). No layout, no other tables, no paths.
 *
 * Built by the process benchmark (StoreBenchmarks, "Process: record vs bare insert loop") with
 * `cc -O2 bare_insert_loop.c -lsqlite3`; run as `bare_insert_loop DATABASE ROWS`.
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>

static int check(int code, sqlite3 *db, const char *what) {
    if (code != SQLITE_OK && code != SQLITE_DONE && code != SQLITE_ROW) {
        fprintf(stderr, "error: %s: %s\n", what, sqlite3_errmsg(db));
        exit(2);
    }
    return code;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: bare_insert_loop DATABASE ROWS\n");
        return 2;
    }
    long rows = atol(argv[2]);
    sqlite3 *db;
    check(sqlite3_open(argv[1], &db), db, "open");
    check(sqlite3_exec(db,
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;"
        "CREATE TABLE frame (pass_id INTEGER NOT NULL, ordinal INTEGER NOT NULL, node_id INTEGER NOT NULL,"
        " name TEXT, proposed_width REAL, proposed_height REAL, x REAL NOT NULL, y REAL NOT NULL,"
        " width REAL NOT NULL, height REAL NOT NULL, render_x REAL NOT NULL, render_y REAL NOT NULL,"
        " render_width REAL NOT NULL, render_height REAL NOT NULL, spacing_before REAL,"
        " PRIMARY KEY (pass_id, ordinal)) WITHOUT ROWID;"
        "CREATE INDEX frame_node ON frame(node_id);", 0, 0, 0), db, "schema");
    sqlite3_stmt *insert;
    check(sqlite3_prepare_v2(db, "INSERT INTO frame VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", -1, &insert, 0),
          db, "prepare");
    check(sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0), db, "begin");
    /* Rows shaped like a table's: 23,000 nodes a pass, a name on one row in eight. */
    for (long i = 0; i < rows; i++) {
        double v = (double)(i % 997);
        sqlite3_bind_int64(insert, 1, i / 23041);
        sqlite3_bind_int64(insert, 2, i % 23041);
        sqlite3_bind_int64(insert, 3, i % 23041 + 1);
        if (i % 8 == 0) sqlite3_bind_text(insert, 4, "cell", 4, SQLITE_STATIC); else sqlite3_bind_null(insert, 4);
        sqlite3_bind_double(insert, 5, 390);
        sqlite3_bind_null(insert, 6);
        for (int column = 7; column <= 14; column++) sqlite3_bind_double(insert, column, v + column);
        sqlite3_bind_null(insert, 15);
        check(sqlite3_step(insert), db, "insert");
        sqlite3_reset(insert);
    }
    check(sqlite3_exec(db, "COMMIT", 0, 0, 0), db, "commit");
    sqlite3_finalize(insert);
    sqlite3_close(db);
    return 0;
}
