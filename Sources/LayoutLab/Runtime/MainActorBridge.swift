/// Where the engine runs code that SwiftUI runs on the main actor: a custom view's `body`, a
/// custom modifier's `body(content:)`, a scenario's or a preview's initializer, a
/// `PreviewProvider`'s `previews`.
///
/// SwiftUI declares `View`, `ViewModifier` and `PreviewProvider` `@MainActor` and evaluates them
/// on the main thread. The engine lays out each case on a thread of its own
/// (`Runtime/EngineThread.swift`), several cases at once, and each case owns its views, its
/// state and its models: nothing a case's main-actor code touches is shared with another case or
/// with the process's real main thread. So the isolation is honoured per case, not per thread,
/// and the engine calls main-actor code synchronously from the case's thread, as
/// `MainActor.assumeIsolated` does once its check has passed: a `@MainActor` function type and its
/// non-isolated twin have the same representation. (On an engine thread that check passes too:
/// `CaseMainActor.swift`; the bridge also serves callers on other threads, a test's own.) This is
/// the one place that does it; the engine's other libraries (the fidelity suite, the testing
/// library) reach it as SPI.
@_spi(MainActorBridge)
public enum MainActorBridge {
    /// Runs `work`, which is isolated to the main actor, on the calling (engine) thread.
    public static func run<T>(_ work: @MainActor () -> T) -> T {
        withoutActuallyEscaping(work) { work in
            unsafeBitCast(work, to: (() -> T).self)()
        }
    }

    /// A custom view's `body`.
    static func body<V: View>(of view: V) -> V.Body {
        // The view stays on this thread: it is handed to main-actor code that runs here, now.
        nonisolated(unsafe) let view = view
        return run { view.body }
    }

    /// A custom modifier's `body(content:)`.
    static func body<M: ViewModifier>(of modifier: M, content: M.Content) -> M.Body {
        nonisolated(unsafe) let modifier = modifier
        nonisolated(unsafe) let content = content
        return run { modifier.body(content: content) }
    }
}
