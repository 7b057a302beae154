/// Where a pass stands in its case.
public struct PassPosition: Hashable, Sendable {
    public let step: Int
    public let frame: Int
    public let pass: Int

    public init(step: Int, frame: Int, pass: Int) {
        self.step = step
        self.frame = frame
        self.pass = pass
    }
}

/// A timeline step as it starts: what happened and the screen it happened on.
public struct StepInfo: Sendable, Hashable {
    public let index: Int
    public let step: TimelineStep
    public let screen: Screen
    public let orientation: Orientation
    public let dynamicTypeSize: DynamicTypeSize
}

/// How a step ended.
public enum StepOutcome: Hashable, Sendable {
    /// A frame ended with nothing pending.
    case stable
    /// The frame limit was reached while state was still changing.
    case unstable
    /// A frame's complete state repeated an earlier frame's; `period` frames apart.
    case cycle(period: Int)

    /// The name recorded in the `outcome` columns.
    public var name: String {
        switch self {
        case .stable: "stable"
        case .unstable: "unstable"
        case .cycle: "cycle"
        }
    }
}

/// A finished step: its outcome, its size, and the diagnostics found on its final layout.
public struct StepResult: Sendable {
    public let index: Int
    public let outcome: StepOutcome
    public let frames: Int
    public let passes: Int
    /// Frame and pass of the step's last pass, where `diagnostics` are reported.
    public let finalFrame: Int
    public let finalPass: Int
    /// `overflow` on the settled layout, and `unstable` / `cycle` for the step itself.
    public let diagnostics: [Diagnostic]
    /// Why the case cannot go on after this step (a view read a dependency no ancestor
    /// provides), or nil: the case then ends with outcome `error` and this message.
    public var failure: String? = nil
}
