/// The exit statuses every command keeps to (docs/cli.md, "Exit codes").
enum ExitStatus {
    static let success: Int32 = 0
    /// `diff` found differences beyond the tolerance; no other command exits 1.
    static let differences: Int32 = 1
    /// Bad input, one line on stderr: an unknown name or option, or a database that is missing,
    /// not SQLite, another application's, from a newer layoutlab, or damaged.
    static let badInput: Int32 = 2
    /// A failure that was not the input: a case the engine could not finish, a full disk.
    static let failure: Int32 = 3
    static let interrupted: Int32 = 130

    /// What `layoutlab --help` says about them.
    static let help = """
        Exit status: 0 success; 1 'diff' found differences; 2 bad input, including a database that \
        is missing, foreign, newer or damaged ('layoutlab check' looks into a damaged one); 3 a \
        failure that was not the input, such as a case the engine could not finish; 130 interrupted.
        """
}
