// The implicit-animation transaction (Apple: "SCNTransaction"). Nothing animates here: changes
// made inside a transaction take effect as they are made, and the completion block runs when the
// outermost transaction commits, as Apple's runs once the (here instant) animations are done.
import Foundation

open class SCNTransaction {
    private nonisolated(unsafe) static var depth = 0
    private nonisolated(unsafe) static var completions: [() -> Void] = []
    private nonisolated(unsafe) static var duration: TimeInterval = 0
    private nonisolated(unsafe) static var actionsDisabled = false

    open class var animationDuration: TimeInterval {
        get { duration }
        set { duration = newValue }
    }

    open class var disableActions: Bool {
        get { actionsDisabled }
        set { actionsDisabled = newValue }
    }

    /// The block to run when the current transaction commits.
    open class var completionBlock: (() -> Void)? {
        get { completions.last }
        set { if let newValue { completions.append(newValue) } }
    }

    open class func begin() { depth += 1 }

    open class func commit() {
        depth = max(0, depth - 1)
        guard depth == 0 else { return }
        let blocks = completions
        completions = []
        duration = 0
        blocks.forEach { $0() }
    }

    open class func flush() {}
    open class func lock() {}
    open class func unlock() {}
}
