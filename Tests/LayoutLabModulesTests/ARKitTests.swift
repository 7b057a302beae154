#if os(Linux)
// ARKit as Xcode's augmented-reality template writes it: a view controller with an `ARSCNView`
// that runs world tracking and places a node per detected plane. There is no camera: the
// configuration is unsupported and the session fails, telling the view's delegate.
import ARKit
import SwiftUI
import Testing
import LayoutLab

/// An AR view wrapped for SwiftUI, as tutorials write it: the session starts in `makeUIView`.
struct ARSceneContainer: UIViewRepresentable {
    func makeUIView(context: Context) -> ARSCNView {
        let view = ARSCNView(frame: .zero)
        view.scene = SCNScene()
        view.autoenablesDefaultLighting = true
        let configuration = ARWorldTrackingConfiguration()
        configuration.planeDetection = .horizontal
        view.session.run(configuration)
        return view
    }

    func updateUIView(_ uiView: ARSCNView, context: Context) {}
}

final class PlaneViewController: ARSCNViewDelegate, ARSessionDelegate {
    let sceneView = ARSCNView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var failures: [String] = []
    var sessionFailures = 0

    func viewDidLoad() {
        sceneView.delegate = self
        sceneView.showsStatistics = true
        sceneView.scene = SCNScene()
        sceneView.autoenablesDefaultLighting = true
    }

    func viewWillAppear() {
        guard ARWorldTrackingConfiguration.isSupported else {
            failures.append("unsupported")
            return
        }
        let configuration = ARWorldTrackingConfiguration()
        configuration.planeDetection = [.horizontal, .vertical]
        sceneView.session.run(configuration, options: [.resetTracking, .removeExistingAnchors])
    }

    func runAnyway() {
        let configuration = ARWorldTrackingConfiguration()
        configuration.planeDetection = .horizontal
        sceneView.session.run(configuration)
    }

    func renderer(_ renderer: SCNSceneRenderer, didAdd node: SCNNode, for anchor: ARAnchor) {
        guard let plane = anchor as? ARPlaneAnchor else { return }
        let geometry = SCNPlane(width: CGFloat(plane.planeExtent.width), height: CGFloat(plane.planeExtent.height))
        node.addChildNode(SCNNode(geometry: geometry))
    }

    func session(_ session: ARSession, didFailWithError error: Error) {
        switch error {
        case ARError.unsupportedConfiguration: failures.append("session: unsupported")
        default: failures.append("session: \(error)")
        }
    }

    func place(at point: CGPoint) -> Bool {
        guard let query = sceneView.raycastQuery(from: point, allowing: .estimatedPlane, alignment: .any),
              let result = sceneView.session.raycast(query).first else { return false }
        sceneView.session.add(anchor: ARAnchor(name: "pin", transform: result.worldTransform))
        return true
    }
}

final class SessionWatcher: ARSessionDelegate {
    var errors: [ARError.Code] = []
    func session(_ session: ARSession, didFailWithError error: Error) {
        if let error = error as? ARError { errors.append(error.code) }
    }
}

@Suite struct ARKitTests {
    @Test func theTemplatesControllerFindsARUnsupported() {
        let controller = PlaneViewController()
        controller.viewDidLoad()
        controller.viewWillAppear()
        #expect(controller.failures == ["unsupported"])
        controller.runAnyway()
        #expect(controller.failures == ["unsupported", "session: unsupported"])
        #expect(controller.sceneView.session.currentFrame == nil)
        #expect(!controller.place(at: CGPoint(x: 195, y: 422)))
        #expect(controller.sceneView.session.configuration is ARWorldTrackingConfiguration)
        controller.sceneView.debugOptions = [ARSCNDebugOptions.showFeaturePoints, ARSCNDebugOptions.showWorldOrigin]
        #expect(controller.sceneView.hitTest(CGPoint(x: 10, y: 10), types: .existingPlaneUsingExtent).isEmpty)
    }

    @Test func aSessionsDelegateIsToldTheErrorBeforeRunReturns() {
        let session = ARSession()
        let watcher = SessionWatcher()
        session.delegate = watcher
        session.run(ARFaceTrackingConfiguration())
        #expect(watcher.errors == [.unsupportedConfiguration])
        let error = ARError(.unsupportedConfiguration) as NSError
        #expect(error.domain == "com.apple.arkit.error" && error.code == 100)
        #expect(!ARFaceTrackingConfiguration.isSupported && !ARImageTrackingConfiguration.isSupported)
        #expect(!ARWorldTrackingConfiguration.supportsSceneReconstruction(.mesh))
        var worldMapError: (any Error)?
        session.getCurrentWorldMap { _, error in worldMapError = error }
        #expect((worldMapError as? ARError)?.code == .invalidWorldMap)
    }

    @Test func anARViewInSwiftUITakesTheSpaceOffered() async throws {
        let (result, log) = await record(VStack(spacing: 0) { ARSceneContainer().frame(height: 500); Text("Tap a surface") })
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let container = try #require(pass.nodes.first { $0.kind == "ARSceneContainer" })
        #expect(container.frame.width == 390 && container.frame.height == 500)
    }

    @Test func anchorsAreValuesASessionKeeps() {
        var transform = matrix_identity_float4x4
        transform.columns.3 = simd_float4(0, 0, -0.5, 1)
        let anchor = ARAnchor(name: "cup", transform: transform)
        let session = ARSession()
        session.add(anchor: anchor)
        #expect(session.anchors == [anchor] && anchor.sessionIdentifier == session.identifier)
        let copy = ARAnchor(anchor: anchor)
        #expect(copy == anchor && copy.transform.columns.3.z == -0.5 && copy.name == "cup")
        session.run(ARWorldTrackingConfiguration(), options: .removeExistingAnchors)
        #expect(session.anchors.isEmpty)
        let plane = ARPlaneAnchor(anchor: anchor)
        #expect(plane.alignment == .horizontal && plane.classification == .none(.notAvailable))
    }
}
#endif
