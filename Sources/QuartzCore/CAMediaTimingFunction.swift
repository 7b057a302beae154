import Foundation

/// A span of time in seconds, as Core Animation's timing functions take it (Apple:
/// "CFTimeInterval", which Linux's Foundation does not declare).
public typealias CFTimeInterval = Double

/// The pacing of an animation: a cubic Bézier from (0, 0) to (1, 1) (Apple:
/// "CAMediaTimingFunction"). Kept: nothing animates here.
open class CAMediaTimingFunction: @unchecked Sendable {
    /// The curve's two control points, x then y of each.
    public let controlPoints: (Float, Float, Float, Float)

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
    }

    /// The named curves, with the control points Apple documents for each.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A control point (0 and 3 are the curve's ends), as `getControlPoint(at:values:)` writes it.
    open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [(Float, Float)] = [(0, 0), (controlPoints.0, controlPoints.1), (controlPoints.2, controlPoints.3), (1, 1)]
        let point = points[min(max(index, 0), 3)]
        values[0] = point.0
        values[1] = point.1
    }
}

/// The names of the predefined timing curves (Apple: "CAMediaTimingFunctionName").
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
