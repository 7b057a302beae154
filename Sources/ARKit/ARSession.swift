// The object that runs AR tracking (Apple: "ARSession"). Running any configuration fails here
// with `ARError.Code.unsupportedConfiguration`, told to the session's delegate and to the view
// showing it before `run` returns, on the caller's thread; the session never captures a frame.
import Foundation

open class ARSession: @unchecked Sendable {
    public struct RunOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let resetTracking = RunOptions(rawValue: 1 << 0)
        public static let removeExistingAnchors = RunOptions(rawValue: 1 << 1)
        public static let stopTrackedRaycasts = RunOptions(rawValue: 1 << 2)
        public static let resetSceneReconstruction = RunOptions(rawValue: 1 << 3)
    }

    public let identifier = UUID()
    open weak var delegate: (any ARSessionDelegate)?
    open var delegateQueue: DispatchQueue?
    /// The configuration last run, kept though it failed.
    open private(set) var configuration: ARConfiguration?
    /// Always nil: no camera captures a frame.
    open var currentFrame: ARFrame? { nil }
    /// The anchors the app added (a running session would add the ones it detects).
    open private(set) var anchors: [ARAnchor] = []
    /// The view showing the session, told what its delegate is told (`ARSCNView`).
    weak var view: ARSCNView?

    public init() {}

    /// Fails: no configuration is supported on this machine (`ARConfiguration.isSupported`).
    open func run(_ configuration: ARConfiguration, options: RunOptions = []) {
        self.configuration = configuration
        if options.contains(.removeExistingAnchors) { anchors = [] }
        let error = ARError(.unsupportedConfiguration)
        delegate?.session(self, didFailWithError: error)
        if let observer = view?.delegate as? any ARSessionObserver, observer !== delegate {
            observer.session(self, didFailWithError: error)
        }
    }

    open func pause() {}

    open func add(anchor: ARAnchor) {
        anchor.sessionIdentifier = identifier
        anchors.append(anchor)
    }

    open func remove(anchor: ARAnchor) { anchors.removeAll { $0.identifier == anchor.identifier } }

    /// No surface is known: no result.
    open func raycast(_ query: ARRaycastQuery) -> [ARRaycastResult] { [] }

    /// Cannot start: there is no world to track. Nil, as Apple's returns when it cannot.
    open func trackedRaycast(_ query: ARRaycastQuery, updateHandler: @escaping ([ARRaycastResult]) -> Void) -> ARTrackedRaycast? { nil }

    open func setWorldOrigin(relativeTransform: simd_float4x4) {}

    /// Fails with `ARError.Code.invalidWorldMap`: nothing has been mapped.
    open func getCurrentWorldMap(completionHandler: @escaping (ARWorldMap?, (any Error)?) -> Void) {
        completionHandler(nil, ARError(.invalidWorldMap))
    }
}

/// What a session tells about its state (Apple: "ARSessionObserver"); every method optional.
public protocol ARSessionObserver: AnyObject {
    func session(_ session: ARSession, didFailWithError error: any Error)
    func session(_ session: ARSession, cameraDidChangeTrackingState camera: ARCamera)
    func sessionWasInterrupted(_ session: ARSession)
    func sessionInterruptionEnded(_ session: ARSession)
    func sessionShouldAttemptRelocalization(_ session: ARSession) -> Bool
}

extension ARSessionObserver {
    public func session(_ session: ARSession, didFailWithError error: any Error) {}
    public func session(_ session: ARSession, cameraDidChangeTrackingState camera: ARCamera) {}
    public func sessionWasInterrupted(_ session: ARSession) {}
    public func sessionInterruptionEnded(_ session: ARSession) {}
    public func sessionShouldAttemptRelocalization(_ session: ARSession) -> Bool { false }
}

/// A session's frames and anchors (Apple: "ARSessionDelegate"); every method optional. Only the
/// failure is ever told here.
public protocol ARSessionDelegate: ARSessionObserver {
    func session(_ session: ARSession, didUpdate frame: ARFrame)
    func session(_ session: ARSession, didAdd anchors: [ARAnchor])
    func session(_ session: ARSession, didUpdate anchors: [ARAnchor])
    func session(_ session: ARSession, didRemove anchors: [ARAnchor])
}

extension ARSessionDelegate {
    public func session(_ session: ARSession, didUpdate frame: ARFrame) {}
    public func session(_ session: ARSession, didAdd anchors: [ARAnchor]) {}
    public func session(_ session: ARSession, didUpdate anchors: [ARAnchor]) {}
    public func session(_ session: ARSession, didRemove anchors: [ARAnchor]) {}
}
