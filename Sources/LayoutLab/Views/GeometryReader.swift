/// A container that defines its content as a function of its own size and coordinate space
/// (see `GeometryReaderRule.swift` for how it sizes and places).
public struct GeometryReader<Content: View>: View {
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
    let namedSpaces: [(name: AnyHashable, frame: CGRect)]
    let grid: PixelGrid

    init(node: LayoutNode, pass: LayoutPass) {
        size = node.frame.size
        safeAreaInsets = pass.graph.screen.safeAreaInsets
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
            guard let space = namedSpaces.last(where: { $0.name == name }) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
        }
    }

    /// Resolves an anchor into this view's local coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let local = transform.inverted.apply(anchor.globalRect).offsetBy(dx: -layoutFrame.minX, dy: -layoutFrame.minY)
        return anchor.resolve(local)
    }
}

/// A coordinate space to read a frame in.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// A named coordinate space, as `.coordinateSpace(.named("scroll"))` takes it.
public struct NamedCoordinateSpace: Hashable {
    let name: AnyHashable

    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension View {
    /// Names this view's coordinate space so descendants can measure relative to it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }
}

struct CoordinateSpaceModifier: PrimitiveModifier {
    let name: AnyHashable

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.annotateEach(inputs: inputs, content: content, list: &list) { $0.coordinateSpaceName = modifier.name }
    }
}
