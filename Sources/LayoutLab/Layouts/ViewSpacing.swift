/// Preferred spacing around a view. layoutlab uses SwiftUI's default of 8 points between views.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing(length: 0)
    let length: CGFloat

    public init() { length = 8 }
    init(length: CGFloat) { self.length = length }

    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(length, next.length) }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}
