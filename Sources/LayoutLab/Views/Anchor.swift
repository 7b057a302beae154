/// An opaque reference to a view's geometry, resolved with `GeometryProxy[anchor]`.
public struct Anchor<Value>: Sendable, Equatable {
    /// The anchored rectangle (a point is a zero-size rectangle) in global rendered coordinates.
    let globalRect: CGRect
    let isPoint: Bool

    /// The anchored geometry in the coordinates of a view at `frame`: a CGRect or a CGPoint.
    func resolve(_ local: CGRect) -> Value {
        (isPoint ? local.origin as Any : local as Any) as! Value
    }

    /// How to derive an anchor from a view's bounds.
    public struct Source: Sendable {
        enum Geometry: Sendable {
            case bounds
            case rect(CGRect)
            case point(CGPoint)
            case unitPoint(UnitPoint)
        }

        let geometry: Geometry

        func localRect(in size: CGSize) -> CGRect {
            switch geometry {
            case .bounds: CGRect(origin: .zero, size: size)
            case .rect(let rect): rect
            case .point(let point): CGRect(origin: point, size: .zero)
            case .unitPoint(let p): CGRect(x: p.x * size.width, y: p.y * size.height, width: 0, height: 0)
            }
        }

        var isPoint: Bool {
            switch geometry {
            case .bounds, .rect: false
            case .point, .unitPoint: true
            }
        }
    }
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(geometry: .bounds) }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(geometry: .rect(r)) }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(geometry: .point(p)) }
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(geometry: .unitPoint(p)) }

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
        let local = localRect(in: node.frame.size).offsetBy(dx: node.frame.minX, dy: node.frame.minY)
        return Anchor(globalRect: node.transform.apply(local), isPoint: isPoint)
    }
}
