/// A node's proposal, layout frame and rendered frame (global coordinates, points).
public struct NodeTrace: Sendable, Hashable {
    /// A number for the node's path that is the same in every pass of a case (not across cases).
    public let pathID: Int
    public let kind: String
    public let name: String?
    public let proposal: ProposedViewSize
    public let frame: CGRect
    public let renderFrame: CGRect
    /// The gap the parent stack left before this node along its axis (nil for a first child, or
    /// a node whose parent is not an HStack or VStack).
    public let spacingBefore: CGFloat?
    /// What the node draws, and how it changes its subtree's drawing; nil when it does neither.
    public let paint: NodePaint?
    let paths: NodePathTable?

    public init(
        path pathID: Int, in paths: NodePathTable?, kind: String, name: String?, proposal: ProposedViewSize,
        frame: CGRect, renderFrame: CGRect, spacingBefore: CGFloat? = nil, paint: NodePaint? = nil
    ) {
        self.pathID = pathID
        self.paths = paths
        self.kind = kind
        self.name = name
        self.proposal = proposal
        self.frame = frame
        self.renderFrame = renderFrame
        self.spacingBefore = spacingBefore
        self.paint = paint
    }

    /// The structural path: `Root/VStack/HStack[1]/Text[0]`. Built on request.
    public var path: String { paths?.path(pathID) ?? "" }

    public static func == (a: NodeTrace, b: NodeTrace) -> Bool {
        a.path == b.path && a.kind == b.kind && a.name == b.name && a.proposal == b.proposal
            && a.frame == b.frame && a.renderFrame == b.renderFrame && a.spacingBefore == b.spacingBefore && a.paint == b.paint
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(frame.minX)
        hasher.combine(frame.minY)
    }
}

extension NodeTrace {
    /// The trace of a placed node: what a pass knows of it once it is placed.
    init(placed node: LayoutNode, in paths: NodePathTable, renderFrame: CGRect, paints: PaintCache) {
        self.init(placed: node, in: paths, renderFrame: renderFrame, paint: paints.paint(of: node))
    }

    /// The same, with the node's paint found beforehand (a snapshot's, on the engine thread).
    init(placed node: LayoutNode, in paths: NodePathTable, renderFrame: CGRect, paint: NodePaint?) {
        self.init(
            path: node.pathID, in: paths, kind: node.kind, name: node.name, proposal: node.proposal,
            frame: node.frame, renderFrame: renderFrame, spacingBefore: node.spacingBefore, paint: paint
        )
    }
}
