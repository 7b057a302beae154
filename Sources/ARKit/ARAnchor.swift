// Positions in the tracked world (Apple: "ARAnchor", "ARPlaneAnchor"): real values that an app
// may add to a session; no detection adds any here.
import Foundation

open class ARAnchor: Hashable, @unchecked Sendable {
    public let identifier: UUID
    public let name: String?
    public let transform: simd_float4x4
    open internal(set) var sessionIdentifier: UUID?

    public init(transform: simd_float4x4) {
        identifier = UUID()
        name = nil
        self.transform = transform
    }

    public init(name: String, transform: simd_float4x4) {
        identifier = UUID()
        self.name = name
        self.transform = transform
    }

    /// A copy of `anchor` (Apple requires subclasses to implement it).
    public required init(anchor: ARAnchor) {
        identifier = anchor.identifier
        name = anchor.name
        transform = anchor.transform
        sessionIdentifier = anchor.sessionIdentifier
    }

    public static func == (a: ARAnchor, b: ARAnchor) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// A flat surface found by plane detection (Apple: "ARPlaneAnchor"); detection never runs here,
/// so only a copy of an anchor makes one.
open class ARPlaneAnchor: ARAnchor, @unchecked Sendable {
    public enum Alignment: Int, Sendable {
        case horizontal, vertical
    }

    public enum Classification: Sendable, Equatable {
        case none(Status), wall, floor, ceiling, table, seat, window, door

        public enum Status: Int, Sendable {
            case notAvailable, undetermined, unknown
        }
    }

    open private(set) var alignment: Alignment = .horizontal
    open private(set) var center = simd_float3()
    /// Width (x) and length (z) of the plane.
    open private(set) var extent = simd_float3()
    open private(set) var planeExtent = ARPlaneExtent(width: 0, height: 0)
    open private(set) var classification: Classification = .none(.notAvailable)
    open class var isClassificationSupported: Bool { false }

    public required init(anchor: ARAnchor) {
        super.init(anchor: anchor)
        if let plane = anchor as? ARPlaneAnchor {
            alignment = plane.alignment
            center = plane.center
            extent = plane.extent
            planeExtent = plane.planeExtent
            classification = plane.classification
        }
    }
}

/// A plane's size (Apple: "ARPlaneExtent").
public struct ARPlaneExtent: Sendable, Equatable {
    public var width: Float
    public var height: Float
    public var rotationOnYAxis: Float = 0
}
