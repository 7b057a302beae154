/// What a command built that the process, about to exit, need not take apart. Freeing a sweep
/// page's model and pictures (hundreds of thousands of strings and arrays) one by one took a
/// tenth of a second after the page was written, with nothing left to do but exit.
enum ExitingProcess {
    /// Set by ``LayoutLabCLI/main(arguments:scenarios:)``, which exits when its command returns;
    /// a command run in a test's process frees what it built, as any code does.
    nonisolated(unsafe) static var exitsAfterCommand = false
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `values` until the process exits, when it will.
    static func keep(_ values: Any...) {
        guard exitsAfterCommand else { return }
        kept.append(contentsOf: values)
    }
}
