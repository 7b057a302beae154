#if compiler(>=6.3)
@_spi(ExperimentalCustomExecutors) import _Concurrency
#endif
import Foundation

/// The main actor, as each case has it.
///
/// SwiftUI declares `View` `@MainActor` and runs a view's code on the main thread. The engine lays
/// out each case on a thread of its own (`EngineThread.swift`), several at once, and each case owns
/// its views, its state and its models, so the isolation is honoured per case: on an engine thread,
/// the case running there *is* the main actor. Swift's runtime has to agree, or Swift 6 code traps
/// (it checks the isolation at run time wherever a main-actor closure reaches code built without
/// strict checking: `items.filter { … }` in a `body`, a `Button`'s action) and a `task` action's
/// main-actor body hops to the process's real main thread, where it runs at no frame the engine
/// knows. So the engine names the process's main executor (``CaseMainExecutor``), which:
/// - answers "isolated" on an engine thread, as the real main thread is answered;
/// - keeps main-actor jobs enqueued by a case's thread for that case's ``FrameExecutor``, which
///   runs them between frames with the case's other `task` work;
/// - hands everything else to the platform's main executor, unchanged.
///
/// docs/supported-api.md, "Main-actor isolation (#36)", says what a user sees of it.
enum CaseMainActor {
    private static let engineThreadKey = makeKey()
    private static let frameExecutorKey = makeKey()

    private static func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }

    /// Marks the calling thread as an engine thread for as long as it lives.
    static func adoptEngineThread() {
        pthread_setspecific(engineThreadKey, UnsafeRawPointer(bitPattern: 1))
    }

    static var isEngineThread: Bool { pthread_getspecific(engineThreadKey) != nil }

    /// Runs `work` with main-actor jobs from this thread kept for `executor`.
    static func withFrameExecutor<T>(_ executor: FrameExecutor, _ work: () -> T) -> T {
        let previous = pthread_getspecific(frameExecutorKey)
        pthread_setspecific(frameExecutorKey, Unmanaged.passUnretained(executor).toOpaque())
        defer { pthread_setspecific(frameExecutorKey, previous) }
        return work()
    }

    /// The frame executor of the case running on this thread, if any.
    static var currentFrameExecutor: FrameExecutor? {
        pthread_getspecific(frameExecutorKey).map { Unmanaged<FrameExecutor>.fromOpaque($0).takeUnretainedValue() }
    }
}

#if compiler(>=6.3)
/// The process's main executor: the platform's, except on engine threads (``CaseMainActor``).
/// Built on Swift 6.3's custom-executor interface (`ExecutorFactory`, `MainExecutor`,
/// `isIsolatingCurrentContext` of SE-0471), which is still SPI.
final class CaseMainExecutor: MainExecutor, @unchecked Sendable {
    static let shared = CaseMainExecutor()
    private let platform: any MainExecutor = PlatformExecutorFactory.mainExecutor

    func enqueue(_ job: consuming ExecutorJob) {
        if let frames = CaseMainActor.currentFrameExecutor {
            frames.enqueueOnMainActor(UnownedJob(job))
        } else {
            platform.enqueue(job)
        }
    }

    func isIsolatingCurrentContext() -> Bool? {
        CaseMainActor.isEngineThread ? true : platform.isIsolatingCurrentContext()
    }

    func checkIsolated() {
        if !CaseMainActor.isEngineThread { platform.checkIsolated() }
    }

    func run() throws { try platform.run() }
    func runUntil(_ condition: () -> Bool) throws { try platform.runUntil(condition) }
    func stop() { platform.stop() }
}

struct CaseExecutorFactory: ExecutorFactory {
    static var mainExecutor: any MainExecutor { CaseMainExecutor.shared }
    static var defaultExecutor: any TaskExecutor { PlatformExecutorFactory.defaultExecutor }
}
#endif

/// Called once as the program loads, before any task runs (Sources/CLayoutLabMainActor). With a
/// compiler older than 6.3 there is no interface to do it: the process keeps the platform's
/// executors, and Swift 6 views' run-time checks trap off the main thread (docs/supported-api.md).
@_cdecl("layoutlab_install_case_main_executor")
public func _installCaseMainExecutor() {
    #if compiler(>=6.3)
    _createExecutors(factory: CaseExecutorFactory.self)
    #endif
}
