import Dispatch
import Foundation

// SwiftData's model actors (Apple, "ModelActor"): an actor that owns a `ModelContext` of its own
// and runs its methods on that context's executor, so background work with models stays on one
// serial queue. `@ModelActor` writes the actor's container, executor and `init(modelContainer:)`.

/// What runs a model actor's work, with the context that work uses.
public protocol ModelExecutor: AnyObject, Sendable {
    var modelContext: ModelContext { get }
}

/// A model executor that is a serial executor: the actor's jobs run one at a time on it.
public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}

/// The executor `@ModelActor` gives an actor: its jobs run in order on a serial dispatch queue
/// of its own, each with the actor isolated to this executor.
public final class DefaultSerialModelExecutor: SerialModelExecutor, @unchecked Sendable {
    public let modelContext: ModelContext
    private let queue = DispatchQueue(label: "SwiftData.DefaultSerialModelExecutor")

    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}

/// An actor whose isolation is its model executor's (`@ModelActor` conforms an actor to it).
public protocol ModelActor: Actor {
    nonisolated var modelContainer: ModelContainer { get }
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor runs on its model executor, as Apple's does: every method of the actor works
    /// with `modelContext` on that executor's queue.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        guard let serial = modelExecutor as? any SerialExecutor else {
            preconditionFailure("a model actor's executor must be a serial executor (\(type(of: modelExecutor)))")
        }
        return serial.asUnownedSerialExecutor()
    }

    /// The context the actor's work reads and writes.
    public var modelContext: ModelContext { modelExecutor.modelContext }
}

/// Makes an actor a `ModelActor`: adds `modelContainer`, `modelExecutor` and
/// `init(modelContainer:)`, which gives the actor a context of its own on that container
/// (`Sources/LayoutLabMacros/ModelActorMacro.swift`).
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "LayoutLabMacros", type: "ModelActorMacro")
