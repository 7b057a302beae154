/// One event on a scenario's timeline. Each step renders frames until the layout settles.
public enum TimelineStep: Hashable, Sendable, CustomStringConvertible {
    /// The app launches in an orientation.
    case launch(Orientation)
    /// The device rotates.
    case rotate(Orientation)
    /// The window is resized (iPad split view, Stage Manager), keeping the current insets.
    /// Widths under 600 pt are horizontally compact.
    case resize(width: CGFloat, height: CGFloat)
    /// The user changes the text size.
    case dynamicType(DynamicTypeSize)
    /// The user scrolls the outermost scroll view until `offset` points of its content are
    /// above its top (left of its leading edge for a horizontal one), as far as the content
    /// allows (docs/layout-rules.md, "ScrollView").
    case scroll(to: CGFloat)
    /// The app scrolls to a view by id, as `ScrollViewProxy.scrollTo(_:anchor:)` does: the scroll
    /// view holding the first view with that id moves so that the view is in sight
    /// (docs/layout-rules.md, "Scrolling to a view"). Written `.scroll(toID: 40, anchor: .top)`.
    case scrollTo(ScrollTarget)
    /// The user taps the view with this `accessibilityIdentifier`: the action of the button it is
    /// or is in, or of its tap gesture, runs (docs/layout-rules.md, "Tapping a view").
    case tap(String)

    public static func launch() -> TimelineStep { .launch(.portrait) }

    /// Scrolls to the view with `id` (see `scrollTo`).
    public static func scroll(toID id: some Hashable & Sendable, anchor: UnitPoint? = nil) -> TimelineStep {
        .scrollTo(ScrollTarget(id: id, anchor: anchor))
    }

    public var description: String {
        switch self {
        case .launch(let orientation): "launch(\(orientation.rawValue))"
        case .rotate(let orientation): "rotate(\(orientation.rawValue))"
        case .resize(let width, let height): "resize(\(width.formattedPoints)x\(height.formattedPoints))"
        case .dynamicType(let size): "dynamicType(\(size))"
        case .scroll(let offset): "scroll(to: \(offset.formattedPoints))"
        case .scrollTo(let target): "scroll(toID: \(target.description))"
        case .tap(let name): "tap(\"\(name)\")"
        }
    }
}

/// The steps a scenario goes through, written as an array literal:
/// `[.launch(.portrait), .rotate(.landscape), .rotate(.portrait)]`.
public struct Timeline: ExpressibleByArrayLiteral, Hashable, Sendable, CustomStringConvertible, Sequence {
    public var steps: [TimelineStep]

    public init(_ steps: [TimelineStep]) {
        self.steps = steps.isEmpty ? [.launch(.portrait)] : steps
    }

    public init(arrayLiteral elements: TimelineStep...) {
        self.init(elements)
    }

    public static let launch: Timeline = [.launch(.portrait)]

    public func makeIterator() -> IndexingIterator<[TimelineStep]> { steps.makeIterator() }

    public var description: String { steps.map(\.description).joined(separator: " → ") }
}
