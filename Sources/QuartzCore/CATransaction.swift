import Foundation

/// Groups layer changes so they animate together, and runs a block when they are done (Apple:
/// "CATransaction"). Nothing animates here, so a transaction is done when it is committed: the
/// completion block set inside the outermost `begin()`/`commit()` runs at that commit, as UIKit
/// apps rely on to learn that a push or pop has finished. A block set with no transaction open
/// runs at the next `flush()`, where Core Animation commits its implicit transaction.
open class CATransaction: @unchecked Sendable {
    private struct Frame {
        var completion: (() -> Void)?
        var animationDuration: CFTimeInterval = 0.25
        var disableActions = false
        var timingFunction: CAMediaTimingFunction?
        var values: [String: Any] = [:]
    }

    /// Open transactions, outermost first; the implicit one is always at the bottom. Core
    /// Animation keeps them per thread; apps use them on the main thread, and so does this one.
    private static let state = State()

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var frames = [Frame()]
    }

    public required init() {}

    private static func withTop<T>(_ body: (inout Frame) -> T) -> T {
        state.lock.lock()
        defer { state.lock.unlock() }
        return body(&state.frames[state.frames.count - 1])
    }

    open class func begin() {
        state.lock.lock()
        state.frames.append(Frame())
        state.lock.unlock()
    }

    /// Ends the innermost transaction; the outermost one's end runs every completion block set
    /// inside it (nested blocks run with their enclosing transaction, as Core Animation's do).
    open class func commit() {
        state.lock.lock()
        guard state.frames.count > 1 else {
            state.lock.unlock()
            return
        }
        let ended = state.frames.removeLast()
        var toRun: [() -> Void] = []
        if state.frames.count == 1 {
            if let completion = ended.completion { toRun.append(completion) }
        } else if let completion = ended.completion {
            let outer = state.frames[state.frames.count - 1].completion
            state.frames[state.frames.count - 1].completion = { completion(); outer?() }
        }
        state.lock.unlock()
        for block in toRun { block() }
    }

    /// Commits the implicit transaction: runs a block set while none was open.
    open class func flush() {
        let completion = withTop { frame -> (() -> Void)? in
            defer { frame.completion = nil }
            return frame.completion
        }
        completion?()
    }

    open class func lock() {}
    open class func unlock() {}

    open class func completionBlock() -> (() -> Void)? { withTop { $0.completion } }
    open class func setCompletionBlock(_ block: (() -> Void)?) { withTop { $0.completion = block } }
    open class func animationDuration() -> CFTimeInterval { withTop { $0.animationDuration } }
    open class func setAnimationDuration(_ duration: CFTimeInterval) { withTop { $0.animationDuration = duration } }
    open class func disableActions() -> Bool { withTop { $0.disableActions } }
    open class func setDisableActions(_ flag: Bool) { withTop { $0.disableActions = flag } }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { withTop { $0.timingFunction } }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { withTop { $0.timingFunction = function } }
    open class func value(forKey key: String) -> Any? { withTop { $0.values[key] } }
    open class func setValue(_ value: Any?, forKey key: String) { withTop { $0.values[key] = value } }
}
