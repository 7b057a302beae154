/// A step's pass timeline as the templates draw it: per run, its outcome and a box per frame
/// holding a mark per pass (the frame's last pass drawn darker).
struct TimelineView {
    struct Pass {
        var isLast: Bool
    }

    struct Frame {
        var index: Int
        var count: Int
        var passes: [Pass]
    }

    var who: String
    var label: String
    var outcome: String
    var description: String
    var frames: [Frame]

    init(who: String, label: String, outcome: String, passesPerFrame: [Int]) {
        self.who = who
        self.label = label
        self.outcome = outcome
        let passes = passesPerFrame.reduce(0, +)
        description = "\(DiffWording.count(passesPerFrame.count, "frame")), \(DiffWording.count(passes, "pass")): " + outcome
        frames = passesPerFrame.enumerated().map { index, count in
            Frame(index: index, count: count, passes: (0..<count).map { Pass(isLast: $0 == count - 1) })
        }
    }
}

/// A wireframe with its caption.
struct FigureView {
    var svg: String
    var caption: String
}
