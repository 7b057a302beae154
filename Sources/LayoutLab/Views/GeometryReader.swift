/// A container that defines its content as a function of its own size and coordinate space
/// (see `GeometryReaderRule.swift` for how it sizes and places).
public nonisolated struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let layout = GeometryReaderRule(content: view.content, contentInputs: inputs.containerContent(orientation: nil))
        list.append(LayoutNode(kind: "GeometryReader", slot: inputs.slot, identity: inputs.identity, layout: layout))
    }
}

/// A view's geometry: its layout size, its safe-area insets and its frame in coordinate spaces.
/// `size` is the layout size; `frame(in:)` is the rendered frame (after `scaleEffect`, `offset`…).
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    let layoutFrame: CGRect
    let transform: RenderTransform
    let namedSpaces: NamedSpaces
    let grid: PixelGrid

    init(node: LayoutNode, pass: LayoutPass) {
        size = node.frame.size
        // The profile's insets, plus what enclosing `safeAreaInset`/`safeAreaPadding` added.
        safeAreaInsets = pass.graph.screen.safeAreaInsets + pass.geometry.addedInsets
        layoutFrame = node.frame
        transform = node.transform
        namedSpaces = pass.namedSpaces
        grid = pass.grid
    }

    /// The rendered frame in global (screen) coordinates.
    var globalFrame: CGRect { grid.snapEdges(transform.apply(layoutFrame)) }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global:
            return globalFrame
        case .local:
            return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let space = namedSpaces.frame(of: name) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the enclosing named space in this view's own coordinates, or nil when no
    /// enclosing view declares it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedSpaces.frame(of: coordinateSpace.name) else { return nil }
        return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }

    /// Resolves an anchor into this view's local coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let local = transform.inverted.apply(anchor.globalRect).offsetBy(dx: -layoutFrame.minX, dy: -layoutFrame.minY)
        return anchor.resolve(local)
    }
}

extension GeometryProxy {
    /// An anchor to the reader's own bounds, for a module whose proxy hands out one (Swift Charts'
    /// `ChartProxy.plotFrame` is the frame the chart's overlay is read in).
    @_spi(Modules) public var _boundsAnchor: Anchor<CGRect> {
        Anchor(globalRect: transform.apply(layoutFrame), isPoint: false)
    }
}
