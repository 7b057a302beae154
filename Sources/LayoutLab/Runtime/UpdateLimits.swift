/// Limits of the update cycle (docs/layout-rules.md, "The update cycle").
public struct UpdateLimits: Hashable, Sendable {
    /// Frames a step may render before it ends as `unstable` (one second of display).
    public var framesPerStep = 60
    /// Passes one frame may run before the rest of its work moves to the next frame.
    public var passesPerFrame = 16

    public init(framesPerStep: Int = 60, passesPerFrame: Int = 16) {
        self.framesPerStep = framesPerStep
        self.passesPerFrame = passesPerFrame
    }
}
