// The `QuartzCore` module for Linux: Core Animation's layer, as a value that keeps what the app
// sets. Nothing is composited or drawn; a layer's tree (`addSublayer`, `removeFromSuperlayer`)
// and geometry (`frame`, `bounds`) are kept as Apple's are, so a video or camera preview layer
// sized to its view reports the view's size. UIKit re-exports it, as Apple's UIKit does.
@_exported import CoreGraphics
import Foundation

/// A rectangle of content in a layer tree: its geometry, tree and drawing properties are kept
/// and never drawn.
open class CALayer: @unchecked Sendable {
    public required init() {}

    /// A copy of another layer's geometry and drawing properties (Apple's presentation copies).
    public init(layer: Any) {
        if let other = layer as? CALayer {
            bounds = other.bounds
            position = other.position
            cornerRadius = other.cornerRadius
            opacity = other.opacity
            backgroundColor = other.backgroundColor
        }
    }

    // MARK: Geometry

    open var bounds = CGRect.zero
    open var position = CGPoint.zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var contentsScale: CGFloat = 1

    /// The layer's rectangle in its superlayer: derived from `bounds`, `position` and
    /// `anchorPoint`, as Apple's (no transform is modelled).
    open var frame: CGRect {
        get {
            CGRect(x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
                   width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x,
                               y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }

    // MARK: The layer tree

    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(idx), list.count))
        sublayers = list
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s }.map { $0 + 1 } } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
    }

    // MARK: Drawing properties (kept)

    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowPath: CGPath?
    open var opacity: Float = 1
    open var isHidden = false
    open var backgroundColor: CGColor?
    open var contents: Any?
    open var mask: CALayer?

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func layoutSublayers() {}
}
