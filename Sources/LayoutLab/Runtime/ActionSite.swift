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
    /// What the site dispatched in `dispatchFrame`, under the `duplicate-values` cycle detector.
    private var dispatchedValues: Set<String> = []
    private var warnedFrame = -1

    init(pathID: Int, serial: Int) {
        self.pathID = pathID
        self.lastSeenSerial = serial
    }

    /// SwiftUI lets a site dispatch twice per frame; later dispatches in that frame are dropped.
    static let dispatchesPerFrame = 2

    /// Whether the site may dispatch `value` (its description) now: by default at most twice a
    /// frame; under the `duplicate-values` knob, unless it already dispatched that value this frame.
    func claimDispatch(frame: Int, value: String, detector: Knobs.CycleDetector = .twoDispatches) -> Bool {
        if dispatchFrame != frame {
            dispatchFrame = frame
            dispatches = 0
            dispatchedValues.removeAll()
        }
        dispatches += 1
        switch detector {
        case .twoDispatches: return dispatches <= Self.dispatchesPerFrame
        case .duplicateValues: return dispatchedValues.insert(value).inserted
        }
    }

    /// True the first time a site is refused in a frame: that is when it logs its warning.
    func claimWarning(frame: Int) -> Bool {
        guard warnedFrame != frame else { return false }
        warnedFrame = frame
        return true
    }
}
