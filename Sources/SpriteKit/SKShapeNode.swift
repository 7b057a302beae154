// A stroked and filled Core Graphics path (Apple: "SKShapeNode"), kept; its frame is the path's
// box, widened by half the line; nothing is drawn.
import Foundation

open class SKShapeNode: SKNode {
    open var path: CGPath?
    /// Apple's defaults: no fill, a white line 1 point wide.
    open var fillColor: SKColor = .clear
    open var strokeColor: SKColor = .white
    open var lineWidth: CGFloat = 1
    open var glowWidth: CGFloat = 0
    open var lineCap: CGLineCap = .butt
    open var lineJoin: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var isAntialiased = true
    open var fillTexture: SKTexture?
    open var strokeTexture: SKTexture?
    open var blendMode: SKBlendMode = .alpha
    /// How far the path is moved to centre it (`init(path:centered:)`).
    private var centering = CGPoint.zero

    public override init() {
        super.init()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    public convenience init(path: CGPath) {
        self.init()
        self.path = path
    }

    /// `path` drawn with its box centred on the node's origin when `centered`.
    public convenience init(path: CGPath, centered: Bool) {
        self.init()
        self.path = path
        if centered {
            let box = path.boundingBox
            centering = CGPoint(x: -box.midX, y: -box.midY)
        }
    }

    public convenience init(rect: CGRect) {
        self.init(path: CGPath(rect: rect, transform: nil))
    }

    /// A rectangle of `size` centred on the node's origin.
    public convenience init(rectOf size: CGSize) {
        self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    public convenience init(rect: CGRect, cornerRadius: CGFloat) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
        self.init(path: path)
    }

    public convenience init(rectOf size: CGSize, cornerRadius: CGFloat) {
        self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height), cornerRadius: cornerRadius)
    }

    public convenience init(circleOfRadius radius: CGFloat) {
        self.init(ellipseIn: CGRect(x: -radius, y: -radius, width: radius * 2, height: radius * 2))
    }

    public convenience init(ellipseIn rect: CGRect) {
        self.init(path: CGPath(ellipseIn: rect, transform: nil))
    }

    public convenience init(ellipseOf size: CGSize) {
        self.init(ellipseIn: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    public convenience init(points: UnsafeMutablePointer<CGPoint>, count numPoints: Int) {
        let path = CGMutablePath()
        path.addLines(between: Array(UnsafeBufferPointer(start: points, count: numPoints)))
        self.init(path: path)
    }

    override func makeBlank() -> SKNode { SKShapeNode() }

    override func copyState(to node: SKNode) {
        super.copyState(to: node)
        guard let shape = node as? SKShapeNode else { return }
        shape.path = path
        shape.centering = centering
        shape.fillColor = fillColor
        shape.strokeColor = strokeColor
        shape.lineWidth = lineWidth
        shape.glowWidth = glowWidth
        shape.lineCap = lineCap
        shape.lineJoin = lineJoin
        shape.miterLimit = miterLimit
        shape.isAntialiased = isAntialiased
        shape.fillTexture = fillTexture
        shape.strokeTexture = strokeTexture
        shape.blendMode = blendMode
    }

    open override var frame: CGRect {
        guard let path, !path.isEmpty else { return _frame(ofContent: .zero) }
        let half = lineWidth / 2
        return _frame(ofContent: path.boundingBox.offsetBy(dx: centering.x, dy: centering.y).insetBy(dx: -half, dy: -half))
    }
}
