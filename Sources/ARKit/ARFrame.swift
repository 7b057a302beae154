// A captured video frame with its tracking state (Apple: "ARFrame", "ARCamera"). No camera
// captures one here: a session's `currentFrame` stays nil. Their maths is real for a frame made
// by a session, should one exist.
import Foundation

open class ARCamera: @unchecked Sendable {
    /// How well the device's position is tracked (Apple: "ARCamera.TrackingState").
    public enum TrackingState: Sendable, Equatable {
        case notAvailable
        case limited(Reason)
        case normal

        public enum Reason: Sendable, Equatable {
            case initializing, excessiveMotion, insufficientFeatures, relocalizing
        }
    }

    public let transform: simd_float4x4
    public let eulerAngles: simd_float3
    public let trackingState: TrackingState
    public let intrinsics: simd_float3x3
    public let imageResolution: CGSize
    public let projectionMatrix: simd_float4x4

    init(transform: simd_float4x4) {
        self.transform = transform
        eulerAngles = .zero
        trackingState = .notAvailable
        intrinsics = matrix_identity_float3x3
        imageResolution = .zero
        projectionMatrix = matrix_identity_float4x4
    }

    open func viewMatrix(for orientation: UIInterfaceOrientation) -> simd_float4x4 { transform.inverse }
}

open class ARFrame: @unchecked Sendable {
    public enum WorldMappingStatus: Int, Sendable {
        case notAvailable, limited, extending, mapped
    }

    public let timestamp: TimeInterval
    public let camera: ARCamera
    public let anchors: [ARAnchor]
    public let lightEstimate: ARLightEstimate?
    public let worldMappingStatus: WorldMappingStatus

    init(timestamp: TimeInterval, camera: ARCamera, anchors: [ARAnchor]) {
        self.timestamp = timestamp
        self.camera = camera
        self.anchors = anchors
        lightEstimate = nil
        worldMappingStatus = .notAvailable
    }

    /// A raycast query from a point of the captured image, along the camera's view.
    open func raycastQuery(from point: CGPoint, allowing target: ARRaycastQuery.Target,
                           alignment: ARRaycastQuery.TargetAlignment) -> ARRaycastQuery {
        let origin = simd_make_float3(camera.transform.columns.3)
        let direction = -simd_normalize(simd_make_float3(camera.transform.columns.2))
        return ARRaycastQuery(origin: origin, direction: direction, allowing: target, alignment: alignment)
    }
}

/// The scene's estimated lighting (Apple: "ARLightEstimate").
open class ARLightEstimate: @unchecked Sendable {
    public let ambientIntensity: CGFloat
    public let ambientColorTemperature: CGFloat
    init() {
        ambientIntensity = 1000
        ambientColorTemperature = 6500
    }
}

/// A ray to cast into the tracked world (Apple: "ARRaycastQuery").
open class ARRaycastQuery: @unchecked Sendable {
    public enum Target: Int, Sendable {
        case existingPlaneGeometry, existingPlaneInfinite, estimatedPlane
    }

    public enum TargetAlignment: Int, Sendable {
        case horizontal, vertical, any
    }

    public let origin: simd_float3
    public let direction: simd_float3
    public let target: Target
    public let targetAlignment: TargetAlignment

    public init(origin: simd_float3, direction: simd_float3, allowing target: Target, alignment: TargetAlignment) {
        self.origin = origin
        self.direction = direction
        self.target = target
        targetAlignment = alignment
    }
}

/// Where a ray met a surface (Apple: "ARRaycastResult"); no ray meets one here.
open class ARRaycastResult: @unchecked Sendable {
    public let worldTransform: simd_float4x4
    public let target: ARRaycastQuery.Target
    public let targetAlignment: ARRaycastQuery.TargetAlignment
    public let anchor: ARAnchor?

    init(worldTransform: simd_float4x4, target: ARRaycastQuery.Target, targetAlignment: ARRaycastQuery.TargetAlignment, anchor: ARAnchor?) {
        self.worldTransform = worldTransform
        self.target = target
        self.targetAlignment = targetAlignment
        self.anchor = anchor
    }
}

/// A raycast repeated as the world changes (Apple: "ARTrackedRaycast"); none starts here.
open class ARTrackedRaycast: @unchecked Sendable {
    open func stopTracking() {}
}
