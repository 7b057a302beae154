#if os(Linux)
// SpriteKit as a tutorial game writes it: a scene subclass that builds its nodes in
// `didMove(to:)`, handles touches and contacts, shown by SwiftUI's `SpriteView`. The tree, its
// frames and conversions are real; actions are recorded and never advance.
import SpriteKit
import SwiftUI
import Testing
import LayoutLab

final class BubbleScene: SKScene, SKPhysicsContactDelegate {
    var moves = 0
    var contacts = 0

    override func didMove(to view: SKView) {
        moves += 1
        backgroundColor = .black
        physicsBody = SKPhysicsBody(edgeLoopFrom: frame)
        physicsWorld.contactDelegate = self
        let ball = SKShapeNode(circleOfRadius: 20)
        ball.name = "ball"
        ball.fillColor = .systemBlue
        ball.position = CGPoint(x: frame.midX, y: frame.midY)
        ball.physicsBody = SKPhysicsBody(circleOfRadius: 20)
        ball.physicsBody?.restitution = 0.8
        ball.physicsBody?.contactTestBitMask = 1
        addChild(ball)
        let label = SKLabelNode(text: "Score: 0")
        label.fontSize = 24
        label.position = CGPoint(x: 100, y: 500)
        addChild(label)
        ball.run(.repeatForever(.sequence([.scale(to: 1.2, duration: 0.5), .scale(to: 1, duration: 0.5)])), withKey: "pulse")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let location = touch.location(in: self)
        let sprite = SKSpriteNode(color: .red, size: CGSize(width: 30, height: 30))
        sprite.position = location
        addChild(sprite)
    }

    override func update(_ currentTime: TimeInterval) {}

    func didBegin(_ contact: SKPhysicsContact) { contacts += 1 }
}

struct BubbleGameView: View {
    @State private var scene: BubbleScene = {
        let scene = BubbleScene(size: CGSize(width: 300, height: 600))
        scene.scaleMode = .resizeFill
        return scene
    }()

    var body: some View {
        VStack {
            Text("Bubbles")
            SpriteView(scene: scene, debugOptions: [.showsFPS])
                .frame(width: 300, height: 600)
                .ignoresSafeArea()
        }
    }
}

@Suite struct SpriteKitTests {
    @Test func nodesFormATreeWithComputedFrames() {
        let scene = SKScene(size: CGSize(width: 400, height: 800))
        #expect(scene.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        scene.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        #expect(scene.frame == CGRect(x: -200, y: -400, width: 400, height: 800))
        let world = SKNode()
        world.position = CGPoint(x: 10, y: 20)
        world.setScale(2)
        scene.addChild(world)
        let player = SKSpriteNode(color: .green, size: CGSize(width: 40, height: 20))
        player.name = "player"
        player.position = CGPoint(x: 5, y: 5)
        world.addChild(player)
        #expect(player.frame == CGRect(x: -15, y: -5, width: 40, height: 20))
        #expect(player.scene === scene && player.parent === world)
        #expect(scene.childNode(withName: "player") == nil)
        #expect(scene.childNode(withName: "//player") === player)
        #expect(world.calculateAccumulatedFrame() == CGRect(x: -20, y: 10, width: 80, height: 40))
        // Into the scene: scaled by 2, then moved by (10, 20).
        #expect(scene.convert(CGPoint(x: 5, y: 5), from: world) == CGPoint(x: 20, y: 30))
        #expect(world.convert(CGPoint(x: 20, y: 30), from: scene) == CGPoint(x: 5, y: 5))
        player.zRotation = .pi / 2
        #expect(abs(player.frame.width - 20) < 1e-9 && abs(player.frame.height - 40) < 1e-9)
        player.removeFromParent()
        #expect(world.children.isEmpty && player.parent == nil && player.scene == nil)
    }

    @Test func actionsAreRecordedWithTheirDurationsAndNeverAdvance() {
        let node = SKSpriteNode(imageNamed: "hero")
        node.position = CGPoint(x: 1, y: 2)
        let move = SKAction.moveBy(x: 10, y: 0, duration: 1)
        let hop = SKAction.sequence([move, .wait(forDuration: 0.5), .fadeOut(withDuration: 0.25), .removeFromParent()])
        #expect(hop.duration == 1.75)
        #expect(SKAction.group([move, .rotate(byAngle: .pi, duration: 3)]).duration == 3)
        #expect(SKAction.repeat(move, count: 4).duration == 4)
        #expect(SKAction.repeatForever(move).duration == .infinity)
        #expect(move.reversed().values["x"] == -10)
        // A sequence undone runs its parts backwards, each undone: the fade becomes a fade in,
        // the scale its reciprocal, the hide an unhide; its duration is unchanged.
        let back = SKAction.sequence([move, .scale(by: 4, duration: 0.5), .fadeOut(withDuration: 0.25), .hide()]).reversed()
        #expect(back.actions.map(\.kind) == ["unhide", "fadeIn", "scaleBy", "moveBy"])
        #expect(back.actions[2].values["x"] == 0.25 && back.actions[3].values["x"] == -10 && back.duration == 1.75)
        var finished = false
        node.run(hop) { finished = true }
        node.run(move, withKey: "walk")
        node.run(.fadeIn(withDuration: 1), withKey: "walk")
        #expect(node.hasActions() && node.action(forKey: "walk")?.kind == "fadeIn")
        #expect(node.position == CGPoint(x: 1, y: 2) && node.alpha == 1 && !finished)
        node.removeAllActions()
        #expect(!node.hasActions())
    }

    /// Xcode's game template copies a shape per touch: `spinnyNode.copy() as! SKShapeNode`.
    @Test func nodesCopyWithTheirSubtrees() {
        let spinny = SKShapeNode(rectOf: CGSize(width: 20, height: 20), cornerRadius: 6)
        spinny.lineWidth = 2.5
        spinny.strokeColor = .green
        spinny.addChild(SKLabelNode(text: "hi"))
        spinny.run(.rotate(byAngle: .pi, duration: 1))
        let copy = spinny.copy() as! SKShapeNode
        copy.position = CGPoint(x: 5, y: 5)
        #expect(copy !== spinny && copy.lineWidth == 2.5 && copy.strokeColor == .green && copy.hasActions())
        #expect(copy.frame == spinny.frame.offsetBy(dx: 5, dy: 5))
        #expect((copy.children.first as? SKLabelNode)?.text == "hi" && copy.children.first !== spinny.children.first)
        #expect(spinny.position == .zero)
    }

    @Test func physicsBodiesKeepWhatIsSetAndTheWorldNeverSteps() {
        let body = SKPhysicsBody(rectangleOf: CGSize(width: 10, height: 20))
        #expect(body.isDynamic && body.area == 200 && body.mass == 200)
        body.mass = 50
        #expect(body.density == 0.25)
        body.applyImpulse(CGVector(dx: 0, dy: 100))
        #expect(body.velocity == .zero)
        let edge = SKPhysicsBody(edgeLoopFrom: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!edge.isDynamic && edge.mass == 0)
        #expect(SKScene().physicsWorld.gravity == CGVector(dx: 0, dy: -9.8))
        let node = SKNode()
        node.physicsBody = body
        #expect(body.node === node)
    }

    @Test func aViewPresentsScenesAndResizesThoseThatFill() {
        let view = SKView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = BubbleScene(size: CGSize(width: 100, height: 100))
        first.scaleMode = .resizeFill
        view.presentScene(first)
        #expect(first.view === view && first.moves == 1 && first.size == CGSize(width: 320, height: 480))
        #expect(first.childNode(withName: "ball")?.position == CGPoint(x: 160, y: 240))
        // A touch at the view's top left is the scene's top left: y grows upwards in a scene.
        let touch = UITouch()
        touch.view = view
        touch._location = CGPoint(x: 10, y: 30)
        first.touchesBegan([touch], with: nil)
        #expect(first.children.last?.position == CGPoint(x: 10, y: 450))
        let second = SKScene(size: CGSize(width: 50, height: 50))
        view.presentScene(second, transition: .fade(withDuration: 1))
        #expect(view.scene === second && first.view == nil && second.size == CGSize(width: 50, height: 50))
        #expect(SKNode(fileNamed: "GameScene") == nil && BubbleScene(fileNamed: "GameScene") == nil)
    }

    @Test func aSpriteViewTakesTheSpaceOfferedAndPresentsItsScene() async throws {
        let (result, log) = await record(BubbleGameView())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let sprite = try #require(pass.nodes.first { $0.kind == "SpriteView" })
        #expect(sprite.frame.size == CGSize(width: 300, height: 600))
        #expect(sprite.paint?.placeholder == "SpriteView")

        let scene = BubbleScene(size: CGSize(width: 200, height: 200))
        _ = await record(SpriteView(scene: scene, options: [.allowsTransparency]))
        #expect(scene.moves == 1 && scene.view?.allowsTransparency == true)
        #expect(scene.childNode(withName: "ball") != nil)
    }
}
#endif
