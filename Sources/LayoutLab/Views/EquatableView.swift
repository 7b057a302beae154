/// A view SwiftUI re-evaluates only when it stops being equal to its last value (Apple:
/// "EquatableView", `View.equatable()`). The engine evaluates every view each pass, so the
/// comparison saves nothing here; the view lays out as its content.
public nonisolated struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    public var body: Content { content }
}

nonisolated extension View where Self: Equatable {
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
