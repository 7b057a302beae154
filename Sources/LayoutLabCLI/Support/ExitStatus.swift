/// The exit statuses every command keeps to (docs/cli.md, "Exit codes").
enum ExitStatus {
    static let success: Int32 = 0
    /// `diff` found differences beyond the tolerance, or `fidelity` a reproduced share below
    /// `--min`: a check that fails, for CI. No other command exits 1.
    static let differences: Int32 = 1
    /// Bad input, one line on stderr: an unknown name or option, or a database that is missing,
    /// not SQLite, another application's, from a newer layoutlab, or damaged.
    static let badInput: Int32 = 2
    /// The machine's failure, not the input's: a case the engine could not finish, a lock held
    /// elsewhere past the timeout, a full disk, a file-size limit, no descriptors or memory,
    /// stdout that cannot be written.
    static let failure: Int32 = 3
    static let interrupted: Int32 = 130

    /// What `layoutlab --help` says about them.
    static let help = """
        Exit status: 0 success; 1 'diff' found differences, or 'fidelity' a share below --min; 2 bad input, including a database that \
        is missing, foreign, newer or damaged ('layoutlab check' looks into a damaged one); 3 the \
        machine's failure, not the input's: a case the engine could not finish, a lock held elsewhere \
        past LAYOUTLAB_LOCK_TIMEOUT, a full disk, an unwritable stdout; 130 interrupted.
        """
}
