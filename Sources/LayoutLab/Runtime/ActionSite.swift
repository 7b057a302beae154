/// What the graph remembers about one action site between passes: the last value it saw, how
/// often it dispatched this frame, its running task.
final class ActionSite {
    var pathID: Int
    var lastSeenSerial: Int
    /// Where the site came in tree order when last seen: disappearances are reported in that order.
    var treeOrder = 0
    /// The last preference value, `onChange` value or task id seen here.
    var value: Any?
    var task: Task<Void, Never>?
    var onDisappear: (() -> Void)?
    /// The values an `onGeometryChange` site dispatched in the current frame.
    var cycleDetector = ValueCycleDetector()
    private var dispatchFrame = -1
    private var dispatches = 0
    private var warnedFrame = -1

    init(pathID: Int, serial: Int) {
        self.pathID = pathID
        self.lastSeenSerial = serial
    }

    /// SwiftUI lets a site dispatch twice per frame; later dispatches in that frame are dropped.
    static let dispatchesPerFrame = 2

    func claimDispatch(frame: Int) -> Bool {
        if dispatchFrame != frame {
            dispatchFrame = frame
            dispatches = 0
        }
        dispatches += 1
        return dispatches <= Self.dispatchesPerFrame
    }

    /// True the first time a site is refused in a frame: that is when it logs its warning.
    func claimWarning(frame: Int) -> Bool {
        guard warnedFrame != frame else { return false }
        warnedFrame = frame
        return true
    }
}
