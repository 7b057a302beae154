#if os(Linux)
// SceneKit as a 3D viewer writes it: a scene built in code (a box, a camera, a light), spun by an
// action, shown by SwiftUI's `SceneView`. Transforms and bounds are real; nothing renders.
import SceneKit
import SwiftUI
import Testing
import LayoutLab

enum CubeScene {
    static func make() -> SCNScene {
        let scene = SCNScene()
        let box = SCNBox(width: 1, height: 2, length: 1, chamferRadius: 0.05)
        box.firstMaterial?.diffuse.contents = UIColor.systemRed
        let cube = SCNNode(geometry: box)
        cube.name = "cube"
        cube.position = SCNVector3(0, 1, 0)
        cube.runAction(.repeatForever(.rotateBy(x: 0, y: .pi * 2, z: 0, duration: 4)))
        scene.rootNode.addChildNode(cube)
        let cameraNode = SCNNode()
        cameraNode.name = "camera"
        cameraNode.camera = SCNCamera()
        cameraNode.position = SCNVector3(x: 0, y: 0, z: 10)
        scene.rootNode.addChildNode(cameraNode)
        let light = SCNNode()
        light.light = SCNLight()
        light.light?.type = .omni
        light.position = SCNVector3(0, 10, 10)
        scene.rootNode.addChildNode(light)
        return scene
    }
}

struct CubeViewer: View {
    let scene = CubeScene.make()

    var body: some View {
        VStack(spacing: 0) {
            SceneView(scene: scene, pointOfView: scene.rootNode.childNode(withName: "camera", recursively: true),
                      options: [.allowsCameraControl, .autoenablesDefaultLighting])
                .frame(height: 300)
            Text("Drag to rotate")
        }
    }
}

@Suite struct SceneKitTests {
    private func close(_ a: SCNVector3, _ b: SCNVector3, _ tol: Float = 1e-5) -> Bool {
        simd_distance(simd_float3(a), simd_float3(b)) <= tol
    }

    @Test func nodesComposeTransformsAndConvertPositions() throws {
        let scene = CubeScene.make()
        let cube = try #require(scene.rootNode.childNode(withName: "cube", recursively: false))
        #expect(cube.geometry is SCNBox && cube.hasActions && cube.position == SCNVector3(0, 1, 0))
        let arm = SCNNode()
        arm.position = SCNVector3(2, 0, 0)
        arm.eulerAngles = SCNVector3(0, Float.pi / 2, 0)
        cube.addChildNode(arm)
        let hand = SCNNode()
        hand.position = SCNVector3(0, 0, 1)
        arm.addChildNode(hand)
        // A quarter turn about y takes local +z to world +x.
        #expect(close(hand.worldPosition, SCNVector3(3, 1, 0)))
        #expect(close(scene.rootNode.convertPosition(SCNVector3(0, 0, 1), from: arm), SCNVector3(3, 1, 0)))
        #expect(close(arm.convertPosition(SCNVector3(3, 1, 0), from: nil), SCNVector3(0, 0, 1)))
        // The arm's +x points along world -z: (2, 1, -1) is one along the arm's x.
        hand.worldPosition = SCNVector3(2, 1, -1)
        #expect(close(hand.position, SCNVector3(1, 0, 0)))
        // Euler angles survive the quaternion, and a transform decomposes into what made it.
        let tilted = SCNNode()
        tilted.eulerAngles = SCNVector3(0.3, 0.5, -0.2)
        #expect(close(tilted.eulerAngles, SCNVector3(0.3, 0.5, -0.2)))
        tilted.position = SCNVector3(1, 2, 3)
        tilted.scale = SCNVector3(2, 2, 2)
        let decomposed = SCNNode()
        decomposed.transform = tilted.transform
        #expect(close(decomposed.position, tilted.position) && close(decomposed.scale, tilted.scale, 1e-4))
        #expect(close(decomposed.eulerAngles, tilted.eulerAngles, 1e-4))
        hand.removeFromParentNode()
        #expect(arm.childNodes.isEmpty && hand.parent == nil)
    }

    @Test func geometriesHaveApplesBoundingBoxes() {
        let node = SCNNode(geometry: SCNBox(width: 1, height: 2, length: 3, chamferRadius: 0))
        #expect(node.boundingBox.min == SCNVector3(-0.5, -1, -1.5) && node.boundingBox.max == SCNVector3(0.5, 1, 1.5))
        #expect(SCNSphere(radius: 2).boundingSphere.radius == 2)
        #expect(SCNPlane(width: 4, height: 2).boundingBox.max == SCNVector3(2, 1, 0))
        #expect(SCNPyramid(width: 2, height: 3, length: 2).boundingBox.min == SCNVector3(-1, 0, -1))
        let child = SCNNode(geometry: SCNSphere(radius: 1))
        child.position = SCNVector3(5, 0, 0)
        node.addChildNode(child)
        #expect(node.boundingBox.max == SCNVector3(6, 1, 1.5))
        let text = SCNText(string: "Hi", extrusionDepth: 1)
        #expect(text.boundingBox.max.x > 0 && text.boundingBox.max.z == 1)
        #expect(SCNMaterial().diffuse.contents as? UIColor == .white)
    }

    @Test func matricesAgreeWithSimd() {
        let t = SCNMatrix4MakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && simd_float4x4(t).columns.3 == simd_float4(1, 2, 3, 1))
        let s = SCNMatrix4MakeScale(2, 2, 2)
        // Scale, then translate (row vectors: the first transform on the left).
        let st = SCNMatrix4Mult(s, t)
        #expect(simd_float4x4(st) * simd_float4(1, 1, 1, 1) == simd_float4(3, 4, 5, 1))
        #expect(SCNMatrix4IsIdentity(SCNMatrix4Mult(st, SCNMatrix4Invert(st))))
        #expect(SCNMatrix4Translate(SCNMatrix4Identity, 1, 2, 3) == t)
        let r = SCNMatrix4MakeRotation(.pi / 2, 0, 0, 1)
        let p = simd_float4x4(r) * simd_float4(1, 0, 0, 1)
        #expect(abs(p.x) < 1e-6 && abs(p.y - 1) < 1e-6)
    }

    @Test func actionsAreRecordedAndNeverAdvance() {
        let node = SCNNode()
        let spin = SCNAction.rotateBy(x: 0, y: .pi, z: 0, duration: 2)
        let seq = SCNAction.sequence([.move(by: SCNVector3(1, 0, 0), duration: 1), .wait(duration: 0.5), spin])
        #expect(seq.duration == 3.5 && SCNAction.repeat(spin, count: 3).duration == 6)
        #expect(spin.reversed().values["y"] == -.pi)
        node.runAction(seq, forKey: "intro")
        #expect(node.actionKeys == ["intro"] && node.position == SCNVector3Zero)
        node.removeAction(forKey: "intro")
        #expect(!node.hasActions)
    }

    @Test func scenesFromFilesAndViewsAreHonestAboutWhatIsMissing() throws {
        #expect(SCNScene(named: "art.scnassets/ship.scn") == nil)
        #expect(throws: (any Error).self) { try SCNScene(url: URL(fileURLWithPath: "/no/such/ship.scn")) }
        let view = SCNView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let scene = CubeScene.make()
        view.scene = scene
        view.allowsCameraControl = true
        view.autoenablesDefaultLighting = true
        view.backgroundColor = .black
        view.pointOfView = scene.rootNode.childNode(withName: "camera", recursively: true)
        #expect(view.hitTest(CGPoint(x: 100, y: 50), options: nil).isEmpty)
        // The camera looks down -z from (0, 0, 10): the origin projects to the view's centre.
        let centre = view.projectPoint(SCNVector3Zero)
        #expect(abs(centre.x - 100) < 1e-3 && abs(centre.y - 50) < 1e-3 && centre.z > 0 && centre.z < 1)
        let back = view.unprojectPoint(centre)
        #expect(close(back, SCNVector3Zero, 1e-3))
        #expect(view.snapshot().size == CGSize(width: 200, height: 100))
    }

    /// Xcode's SceneKit template highlights a tapped node in a transaction: the change is made at
    /// once and the completion runs when the transaction commits.
    @Test func aTransactionAppliesAtOnceAndCompletesOnCommit() {
        let material = SCNMaterial()
        var steps: [String] = []
        SCNTransaction.begin()
        SCNTransaction.animationDuration = 0.5
        SCNTransaction.completionBlock = {
            steps.append("done")
            SCNTransaction.begin()
            SCNTransaction.animationDuration = 0.5
            material.emission.contents = UIColor.black
            SCNTransaction.commit()
        }
        material.emission.contents = UIColor.red
        steps.append("set")
        SCNTransaction.commit()
        #expect(steps == ["set", "done"])
        #expect(material.emission.contents as? UIColor == .black)
    }

    @Test func aSceneViewTakesTheSpaceOffered() async throws {
        let (result, log) = await record(CubeViewer())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let sceneView = try #require(pass.nodes.first { $0.kind == "SceneView" })
        #expect(sceneView.frame.size == CGSize(width: 390, height: 300))
        #expect(sceneView.paint?.placeholder == "SceneView")
    }
}
#endif
