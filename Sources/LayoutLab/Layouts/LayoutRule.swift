/// How a node sizes itself and places its children. Every built-in layout rule implements this;
/// the public `Layout` protocol is adapted onto it by `LayoutProtocolRule`.
protocol LayoutRule {
    /// The node's size for `proposal`. Children are measured through `pass.size(of:proposal:)`.
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize
    /// Places the children inside `node.frame`, which is already set, via `pass.placeChild`.
    func placeChildren(of node: LayoutNode, pass: LayoutPass)
    /// The frame the node really takes once its parent has placed it in `frame` (a view ignoring
    /// the safe area grows into the insets it touches). Final before any child is placed.
    func settledFrame(of node: LayoutNode, placedIn frame: CGRect, pass: LayoutPass) -> CGRect
    /// A render-only transform this node applies to itself and its subtree.
    func renderEffect(of node: LayoutNode, pass: LayoutPass) -> RenderTransform?
    /// The node's explicit value for an alignment guide when it is offered `proposal` (and so
    /// takes `size`), in its own coordinates; nil keeps the guide's default
    /// (docs/layout-rules.md, "Alignment"). Leaves have none but text baselines; wrappers report their children's,
    /// moved by where they place them (`pass.explicitAlignment(_:ofChildren:proposal:origin:)`).
    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat?
    /// Where the node's explicit values come from, so that a pass asks no subtree that can have
    /// none: a rule that implements `explicitAlignment` says so here.
    var explicitGuideSource: ExplicitGuideSource { get }
    /// The spacing the node asks for around its edges (docs/layout-rules.md, "Default spacing"):
    /// what a stack with default spacing reads from its children. Plain leaves by default.
    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing
    /// The `Spacer` this layout is, if it is one: stacks ask every child, and a requirement is
    /// cheaper than a dynamic cast.
    var asSpacer: SpacerRule? { get }
    /// The size the node takes whatever it is offered (a frame fixed in both dimensions), which
    /// a pass then neither measures nor caches: a stack asks each child at several proposals.
    var sizeForAnyProposal: CGSize? { get }
    /// Whether `sizeThatFits` costs less than looking an answer up (a `Spacer`, a `Color`): a pass
    /// then measures the node every time it is asked and caches nothing. Only for rules whose
    /// answer depends on the proposal alone, never on children or the container.
    var measuresWithoutCache: Bool { get }
    /// The axes this node scrolls along, if it is a scroll view: its content's container and
    /// `.scrollView` coordinate space (docs/layout-rules.md, "Containers and the safe area").
    var scrollAxes: Axis.Set? { get }
    /// What the overflow check measures the node against (`Runtime/OverflowCheck.swift`): asked
    /// of every node of every pass, so a requirement rather than a dynamic cast.
    var overflowBounds: OverflowBounds { get }
    /// What the node draws, for pictures of a pass (docs/rendering.md, "What is recorded"); nil
    /// for nodes that draw nothing themselves. Asked of every node of every pass, so a rule whose
    /// paint equals the one the node had last pass (`previous`) returns that one, unmade.
    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint?
    /// Whether `paint` can answer anything but nil: false (the default) for the stacks, frames,
    /// padding and most modifiers, whose nodes a pass's paints then skip without asking (most
    /// nodes of a list draw nothing, and asking each cost about 70 instructions). A rule that
    /// implements `paint` says true; debug builds check that the others draw nothing.
    var drawsItself: Bool { get }
}

/// Where a node's explicit alignment values come from (`LayoutRule.explicitGuideSource`).
struct ExplicitGuideSource {
    /// The guides the rule answers for itself: text baselines, `alignmentGuide`'s one guide, a
    /// custom layout's own answer.
    let own: ExplicitGuideKinds
    /// Whether it also reports its children's values, moved by where it places them.
    let forwardsChildren: Bool

    /// It has none: the default `explicitAlignment`, which answers nil.
    static let none = ExplicitGuideSource(own: [], forwardsChildren: false)
    /// Only its children's: it has none when they have none.
    static let children = ExplicitGuideSource(own: [], forwardsChildren: true)

    static func own(_ kinds: ExplicitGuideKinds, andChildren forwardsChildren: Bool = false) -> ExplicitGuideSource {
        ExplicitGuideSource(own: kinds, forwardsChildren: forwardsChildren)
    }
}

/// Which guides a subtree can have explicit values for (`LayoutNode.explicitGuides`). Text has
/// them only for its baselines: the stacks, frames and overlays above a text ask it for their
/// centre and edge guides every time they are measured or placed, and this answers no at once.
struct ExplicitGuideKinds: OptionSet {
    let rawValue: UInt8

    static let horizontal = ExplicitGuideKinds(rawValue: 1 << 0)
    static let vertical = ExplicitGuideKinds(rawValue: 1 << 1)
    /// `firstTextBaseline` and `lastTextBaseline` (vertical guides, a subset of `vertical`).
    static let textBaselines = ExplicitGuideKinds(rawValue: 1 << 2)
    static let all: ExplicitGuideKinds = [.horizontal, .vertical]

    /// The guides on `axis`.
    static func along(_ axis: Axis) -> ExplicitGuideKinds {
        axis == .horizontal ? .horizontal : .vertical
    }

    /// Whether a value for `key` can be among them.
    @inline(__always)
    func includes(_ key: AlignmentKey) -> Bool {
        !isDisjoint(with: .along(key.axis)) || (key.isTextBaseline && contains(.textBaselines))
    }
}

/// What a node is checked against for overflow (the `overflow` diagnostic, docs/schema.md, "What the columns mean").
enum OverflowBounds {
    /// Its parent's frame and the screen.
    case parent
    /// The screen alone: a view that ignores the safe area grows past its parent on purpose.
    case screen
    /// Its parent's frame and the screen, and its content is exempt: scroll views and lists hold
    /// content larger than themselves.
    case parentShelteringContent
}

extension LayoutRule {
    var asSpacer: SpacerRule? { nil }

    var sizeForAnyProposal: CGSize? { nil }

    var measuresWithoutCache: Bool { false }

    var scrollAxes: Axis.Set? { nil }

    var overflowBounds: OverflowBounds { .parent }

    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint? { nil }

    var drawsItself: Bool { false }

    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing { .plain }

    func settledFrame(of node: LayoutNode, placedIn frame: CGRect, pass: LayoutPass) -> CGRect { frame }

    func renderEffect(of node: LayoutNode, pass: LayoutPass) -> RenderTransform? { nil }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        nil
    }

    var explicitGuideSource: ExplicitGuideSource { .none }
}

/// A rule that wraps its content without standing between it and its neighbours: the node asks
/// for the spacing its children ask for (OpenSwiftUI's default for unary layouts).
protocol ContentSpacingRule: LayoutRule {}

extension ContentSpacingRule {
    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        pass.spacing(of: node.children)
    }
}

/// A leaf: no children to place.
protocol LeafRule: LayoutRule {}

extension LeafRule {
    func placeChildren(of node: LayoutNode, pass: LayoutPass) {}
}
