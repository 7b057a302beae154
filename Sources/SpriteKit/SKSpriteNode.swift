// A textured or coloured rectangle (Apple: "SKSpriteNode"), kept with its size and anchor;
// nothing is drawn.
import Foundation

open class SKSpriteNode: SKNode {
    open var texture: SKTexture?
    open var normalTexture: SKTexture?
    open var color: SKColor = .white
    open var colorBlendFactor: CGFloat = 0
    open var size: CGSize
    /// The point of the sprite at its position, in unit coordinates: its centre by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var centerRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var blendMode: SKBlendMode = .alpha
    open var lightingBitMask: UInt32 = 0
    open var shadowCastBitMask: UInt32 = 0
    open var shadowedBitMask: UInt32 = 0

    /// A sprite of `texture`'s size, or of `size`.
    public init(texture: SKTexture?, color: SKColor, size: CGSize) {
        self.texture = texture
        self.color = color
        self.size = size
        super.init()
    }

    public convenience init(texture: SKTexture?) {
        self.init(texture: texture, color: .white, size: texture?.size() ?? .zero)
    }

    public convenience init(texture: SKTexture?, size: CGSize) {
        self.init(texture: texture, color: .white, size: size)
    }

    public convenience init(imageNamed name: String) {
        self.init(texture: SKTexture(imageNamed: name))
    }

    public convenience init(imageNamed name: String, normalMapped generateNormalMap: Bool) {
        self.init(imageNamed: name)
    }

    public convenience init(color: SKColor, size: CGSize) {
        self.init(texture: nil, color: color, size: size)
    }

    public override convenience init() {
        self.init(texture: nil, color: .clear, size: .zero)
    }

    public required init?(coder aDecoder: NSCoder) {
        size = .zero
        super.init(coder: aDecoder)
    }

    /// The sprite's rectangle, placed by its anchor point, scaled and rotated into its parent.
    open override var frame: CGRect {
        _frame(ofContent: CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height))
    }

    override func makeBlank() -> SKNode { SKSpriteNode() }

    override func copyState(to node: SKNode) {
        super.copyState(to: node)
        guard let sprite = node as? SKSpriteNode else { return }
        sprite.texture = texture
        sprite.normalTexture = normalTexture
        sprite.color = color
        sprite.colorBlendFactor = colorBlendFactor
        sprite.size = size
        sprite.anchorPoint = anchorPoint
        sprite.centerRect = centerRect
        sprite.blendMode = blendMode
        sprite.lightingBitMask = lightingBitMask
        sprite.shadowCastBitMask = shadowCastBitMask
        sprite.shadowedBitMask = shadowedBitMask
    }

    open func scale(to size: CGSize) {
        xScale = self.size.width == 0 ? 1 : size.width / self.size.width
        yScale = self.size.height == 0 ? 1 : size.height / self.size.height
    }
}
