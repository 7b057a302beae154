/// A view's size and its alignment guides, in its own coordinates: what a container reads to
/// align a child, what `alignmentGuide`'s closure and `AlignmentID.defaultValue(in:)` receive,
/// and what `LayoutSubview.dimensions(in:)` returns (OpenSwiftUI `Layout/View/ViewDimensions.swift`).
///
/// `d[guide]` is `d[explicit: guide] ?? defaultValue(in: d)`; `d[explicit: guide]` asks the view
/// itself, at the size it takes for the proposal it was offered. A plain view (a frame's own
/// rectangle) has no explicit values.
public struct ViewDimensions: Equatable {
    let size: CGSize
    /// The proposal the view answered with `size`.
    let proposal: ProposedViewSize
    /// The view whose guides these are, and the pass that measured it; nil for a plain view and
    /// for a view without explicit values, which `view` still tells apart (for `==`).
    private let node: LayoutNode?
    private let pass: LayoutPass?
    private let view: ObjectIdentifier?

    /// A plain view of `size`: every guide at its default value.
    init(size: CGSize) {
        self.size = size
        proposal = ProposedViewSize(size)
        node = nil
        pass = nil
        view = nil
    }

    /// The dimensions of `node`, which has no explicit values, offered `proposal` (and so taking
    /// `size`): neither it nor the pass is held.
    init(withoutExplicitValues node: LayoutNode, size: CGSize, proposal: ProposedViewSize) {
        self.size = size
        self.proposal = proposal
        self.node = nil
        pass = nil
        view = ObjectIdentifier(node)
    }

    /// `node`'s guides when it is offered `proposal` (and so takes `size`).
    init(node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) {
        self.size = size
        self.proposal = proposal
        self.node = node
        self.pass = pass
        view = ObjectIdentifier(node)
    }

    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }

    /// The value the view sets for `guide`, or nil when it keeps the guide's default.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.id.defaultValue(in: self)
    }

    func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        guard let node, let pass else { return nil }
        return pass.explicitAlignment(key, of: node, proposal: proposal, size: size)
    }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.size == b.size && a.proposal == b.proposal && a.view == b.view
    }
}
