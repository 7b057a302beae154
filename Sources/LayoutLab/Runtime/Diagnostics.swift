/// What a diagnostic is about. The codes are part of the recording's contract.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An action site dispatched more than twice in one frame (SwiftUI's own warning text).
    public static let multipleUpdatesPerFrame = DiagnosticCode(rawValue: "multiple-updates-per-frame")
    /// An `onGeometryChange` value recurred within one frame and was not dispatched again
    /// (SwiftUI's "Geometry action is cycling between duplicate values.").
    public static let geometryCycle = DiagnosticCode(rawValue: "geometry-cycle")
    /// A negative or non-finite frame dimension, clamped (SwiftUI's "Invalid frame dimension").
    public static let invalidFrameDimension = DiagnosticCode(rawValue: "invalid-frame-dimension")
    /// A custom `Layout` placed a subview twice, never, at a non-finite point, with a NaN proposal,
    /// or outside `placeSubviews` (docs/layout-rules.md, "Custom layouts: the `Layout` protocol").
    public static let invalidSubviewPlacement = DiagnosticCode(rawValue: "invalid-subview-placement")
    /// A render effect (offset, scale) with a non-finite value; the effect is ignored.
    public static let invalidRenderEffect = DiagnosticCode(rawValue: "invalid-render-effect")
    /// A child's frame extends past its parent's, or past the screen, by more than 0.5 pt.
    public static let overflow = DiagnosticCode(rawValue: "overflow")
    /// A step hit the frame limit while still changing.
    public static let unstable = DiagnosticCode(rawValue: "unstable")
    /// A step came back to a state it had already been in.
    public static let cycle = DiagnosticCode(rawValue: "cycle")
    /// A frame hit the per-frame pass limit; the remaining work moved to the next frame.
    public static let passLimit = DiagnosticCode(rawValue: "pass-limit")
    /// A scroll to a view by id found no view with that id in a scroll view; nothing scrolled.
    public static let scrollTargetMissing = DiagnosticCode(rawValue: "scroll-target-missing")
    /// A `tap` step named no view, or one without a button or tap gesture; nothing happened.
    public static let tapTargetMissing = DiagnosticCode(rawValue: "tap-target-missing")
    /// Work queued on the main queue could not be drained (the main thread was blocked).
    public static let mainQueueUnavailable = DiagnosticCode(rawValue: "main-queue-unavailable")
    /// A view reads a dependency no ancestor provides: an `@EnvironmentObject`, or an
    /// `@Environment(Model.self)` object. SwiftUI stops the app on it; the engine ends the case,
    /// with outcome `error`, before that view's `body` runs (docs/cli.md, "Cases that fail").
    public static let missingDependency = DiagnosticCode(rawValue: "missing-dependency")
    /// A preview's `PreviewModifier` could not make its shared context (`makeSharedContext()`
    /// threw): Xcode shows the preview as failed; the case ends with outcome `error`.
    public static let previewContextFailed = DiagnosticCode(rawValue: "preview-context-failed")

    public var description: String { rawValue }

    /// A problem that persists from pass to pass is reported once per step, where it first appears.
    var isReportedOncePerStep: Bool { self == .invalidFrameDimension || self == .invalidSubviewPlacement }
}

/// A diagnostic as the trace reports it.
public struct Diagnostic: Hashable, Sendable {
    public var code: DiagnosticCode
    public var nodePath: String?
    public var message: String

    public init(code: DiagnosticCode, nodePath: String?, message: String) {
        self.code = code
        self.nodePath = nodePath
        self.message = message
    }
}

extension ViewGraph {
    /// Reports a problem found while views are expanded, before layout starts.
    func diagnose(_ code: DiagnosticCode, _ node: LayoutNode?, _ message: String) {
        currentPass?.diagnose(code, node, message)
    }
}
