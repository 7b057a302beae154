/// A step's pass timeline as the templates draw it: per run, its outcome and a box per frame
/// holding a mark per pass (the frame's last pass drawn darker).
package struct PassTimelineView {
    package struct Pass {
        var isLast: Bool
    }

    package struct Frame {
        var index: Int
        var count: Int
        var passes: [Pass]
    }

    package var who: String
    package var label: String
    package var outcome: String
    package var description: String
    package var frames: [Frame]

    package init(who: String, label: String, outcome: String, passesPerFrame: [Int]) {
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
package struct FigureView {
    package var svg: String
    package var caption: String

    package init(svg: String, caption: String) {
        self.svg = svg
        self.caption = caption
    }
}
