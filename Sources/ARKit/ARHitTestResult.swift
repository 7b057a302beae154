// The older hit test (Apple: "ARHitTestResult", deprecated for raycasts in iOS 14), still in
// tutorials' code: with no frame and no surface, nothing is hit.
import Foundation

open class ARHitTestResult: @unchecked Sendable {
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let featurePoint = ResultType(rawValue: 1 << 0)
        public static let estimatedHorizontalPlane = ResultType(rawValue: 1 << 1)
        public static let estimatedVerticalPlane = ResultType(rawValue: 1 << 2)
        public static let existingPlane = ResultType(rawValue: 1 << 3)
        public static let existingPlaneUsingExtent = ResultType(rawValue: 1 << 4)
        public static let existingPlaneUsingGeometry = ResultType(rawValue: 1 << 5)
    }

    public let type: ResultType
    public let distance: CGFloat
    public let localTransform: simd_float4x4
    public let worldTransform: simd_float4x4
    public let anchor: ARAnchor?

    init(type: ResultType, distance: CGFloat, worldTransform: simd_float4x4, anchor: ARAnchor?) {
        self.type = type
        self.distance = distance
        localTransform = worldTransform
        self.worldTransform = worldTransform
        self.anchor = anchor
    }
}

extension ARFrame {
    public func hitTest(_ point: CGPoint, types: ARHitTestResult.ResultType) -> [ARHitTestResult] { [] }
}

extension ARSCNView {
    /// No frame, no surface: no result.
    public func hitTest(_ point: CGPoint, types: ARHitTestResult.ResultType) -> [ARHitTestResult] { [] }
}

/// ARKit's name for SceneKit's debug options, which hold its feature-point and world-origin options.
public typealias ARSCNDebugOptions = SCNDebugOptions
