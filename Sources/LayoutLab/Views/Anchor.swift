/// An opaque reference to a view's geometry, resolved with `GeometryProxy[anchor]`.
public struct Anchor<Value> {
    /// The anchored rectangle (a point is a zero-size rectangle) in global rendered coordinates.
    let globalRect: CGRect
    let resolve: (CGRect) -> Value

    /// How to derive an anchor from a view's bounds.
    public struct Source {
        let localRect: (CGSize) -> CGRect
        let resolve: (CGRect) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { rect(nil) }

    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(Optional(r)) }

    private static func rect(_ r: CGRect?) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(localRect: { r ?? CGRect(origin: .zero, size: $0) }, resolve: { $0 })
    }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(localRect: { _ in CGRect(origin: p, size: .zero) }, resolve: { $0.origin })
    }

    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(
            localRect: { CGRect(x: p.x * $0.width, y: p.y * $0.height, width: 0, height: 0) }, resolve: { $0.origin }
        )
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// The anchor for a placed node.
    func anchor(for node: LayoutNode) -> Anchor<Value> {
        let local = localRect(node.frame.size).offsetBy(dx: node.frame.minX, dy: node.frame.minY)
        return Anchor(globalRect: node.transform.apply(local), resolve: resolve)
    }
}
