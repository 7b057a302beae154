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

    public static func launch() -> TimelineStep { .launch(.portrait) }

    public var description: String {
        switch self {
        case .launch(let orientation): "launch(\(orientation.rawValue))"
        case .rotate(let orientation): "rotate(\(orientation.rawValue))"
        case .resize(let width, let height): "resize(\(width.formattedPoints)x\(height.formattedPoints))"
        case .dynamicType(let size): "dynamicType(\(size))"
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
