import Foundation

/// A layer filled with a gradient (Apple: "CAGradientLayer"): its colours, stops, ends and kind
/// are kept as Apple's are, with Apple's defaults (from the top centre to the bottom centre,
/// axial); nothing is drawn.
open class CAGradientLayer: CALayer, @unchecked Sendable {
    /// `CGColor`s, in order.
    open var colors: [Any]?
    /// Where each colour sits, from 0 to 1; nil spreads them evenly.
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    public required init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer {
            colors = other.colors
            locations = other.locations
            startPoint = other.startPoint
            endPoint = other.endPoint
            type = other.type
        }
    }
}

/// The kinds of gradient a gradient layer draws (Apple: "CAGradientLayerType").
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
