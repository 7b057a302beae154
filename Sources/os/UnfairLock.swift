import Foundation
#if canImport(Glibc)
// Apple's `os` brings the C library with it (Darwin); this one brings Glibc, so code that takes
// the `canImport(os)` branch and still calls a `pthread_` function there (swift-argument-parser's
// `Mutex` destroys its lock with `pthread_mutex_destroy` whenever Glibc can be imported) compiles.
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif

// Apple's unfair lock (os/lock.h) and its Swift wrapper. A module named `os` is what
// `#if canImport(os)` finds, and two packages this one builds with take that branch when it is
// present (swift-argument-parser's `Mutex`, swift-syntax's logging import), so the lock must be a
// real one used in place through a pointer, as theirs is, and its zero state, `os_unfair_lock()`,
// an unlocked lock, as Apple's `OS_UNFAIR_LOCK_INIT` is. A default pthread mutex is both (glibc's
// `PTHREAD_MUTEX_INITIALIZER` is all zeros), and it is what those packages use on Linux anyway.
// And a package that takes that branch does not link this module (it never named it as a
// dependency): so the functions are emitted into the caller, and the lock is a C type.

/// A lock that waiting threads block on (Apple: "os_unfair_lock_s"). Not recursive.
public typealias os_unfair_lock = pthread_mutex_t
public typealias os_unfair_lock_s = os_unfair_lock
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

@_alwaysEmitIntoClient
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    pthread_mutex_lock(lock)
}

@_alwaysEmitIntoClient
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    pthread_mutex_unlock(lock)
}

@_alwaysEmitIntoClient
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(lock) == 0
}

/// A lock that owns the state it protects (Apple: "OSAllocatedUnfairLock", iOS 16).
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Storage: @unchecked Sendable {
        let mutex = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }

    private let storage: Storage

    public init(initialState: State) {
        storage = Storage(initialState)
    }

    public init(uncheckedState initialState: State) {
        storage = Storage(initialState)
    }

    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked(body)
    }

    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.mutex.lock()
        defer { storage.mutex.unlock() }
        return try body(&storage.state)
    }

    public func withLockIfAvailable<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? where R: Sendable {
        guard storage.mutex.try() else { return nil }
        defer { storage.mutex.unlock() }
        return try body(&storage.state)
    }

    public func lock() { storage.mutex.lock() }
    public func unlock() { storage.mutex.unlock() }
    public func lockIfAvailable() -> Bool { storage.mutex.try() }

    public enum Ownership: Hashable, Sendable {
        case owner, notOwner
    }

    /// Apple traps when the assertion fails; an `NSLock` cannot tell its owner, so this checks
    /// only that the lock is held at all.
    public func precondition(_ condition: Ownership) {
        let free = storage.mutex.try()
        if free { storage.mutex.unlock() }
        Swift.precondition(free == (condition == .notOwner), "OSAllocatedUnfairLock: not \(condition)")
    }
}

extension OSAllocatedUnfairLock where State == Void {
    public init() {
        self.init(initialState: ())
    }

    public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked { _ in try body() }
    }

    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        try withLockUnchecked { (_: inout Void) in try body() }
    }
}
