// SwiftUI's view of a SpriteKit scene (Apple: "SpriteView"), declared by Apple in
// `_SpriteKit_SwiftUI`, the overlay of SpriteKit and SwiftUI; here in SpriteKit itself, which that
// module re-exports (Sources/_SpriteKit_SwiftUI says why).
@_spi(Modules) import LayoutLab

/// A scene shown in a layout.
///
/// Like a video player or a map it takes the whole size offered on each axis (a scene is scaled
/// to its view by its `scaleMode`; the view has no size of its own); on an axis offered nothing it
/// takes 10, SwiftUI's default for a view with no ideal size (*an estimate, as for
/// `VideoPlayer`*). `render` draws it as a placeholder labelled "SpriteView". Laid out, it
/// presents its scene in a view of its own, once, as Apple's does when it makes its `SKView`: the
/// scene is told `didMove(to:)` and builds its nodes; no frame is ever rendered or updated.
public nonisolated struct SpriteView: View {
    static var idealSize: CGSize { CGSize(width: 10, height: 10) }

    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let allowsTransparency = Options(rawValue: 1 << 0)
        public static let ignoresSiblingOrder = Options(rawValue: 1 << 1)
        public static let shouldCullNonVisibleNodes = Options(rawValue: 1 << 2)
    }

    public struct DebugOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let showsDrawCount = DebugOptions(rawValue: 1 << 0)
        public static let showsFields = DebugOptions(rawValue: 1 << 1)
        public static let showsFPS = DebugOptions(rawValue: 1 << 2)
        public static let showsNodeCount = DebugOptions(rawValue: 1 << 3)
        public static let showsPhysics = DebugOptions(rawValue: 1 << 4)
        public static let showsQuadCount = DebugOptions(rawValue: 1 << 5)
    }

    /// The scene shown, as given.
    public let scene: SKScene
    public let isPaused: Bool
    public let preferredFramesPerSecond: Int
    public let options: Options
    public let debugOptions: DebugOptions

    public init(scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60,
                options: Options = [], debugOptions: DebugOptions = [], shouldRender: @escaping (TimeInterval) -> Bool = { _ in true }) {
        self.scene = scene
        self.isPaused = isPaused
        self.preferredFramesPerSecond = preferredFramesPerSecond
        self.options = options
        self.debugOptions = debugOptions
    }

    public typealias Body = Never
    public var body: Never { fatalError("SpriteView is a primitive view: the engine lays it out without a body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        view.present()
        _ModulePlaceholder.append(kind: "SpriteView", label: "SpriteView", idealSize: idealSize, inputs: inputs, list: &list)
    }

    /// Presents the scene in a view the scene keeps, unless a view already shows it.
    private func present() {
        guard scene.view == nil else { return }
        let host = SKView()
        host.isPaused = isPaused
        host.preferredFramesPerSecond = preferredFramesPerSecond
        host.allowsTransparency = options.contains(.allowsTransparency)
        host.ignoresSiblingOrder = options.contains(.ignoresSiblingOrder)
        host.shouldCullNonVisibleNodes = options.contains(.shouldCullNonVisibleNodes)
        host.showsFPS = debugOptions.contains(.showsFPS)
        host.showsNodeCount = debugOptions.contains(.showsNodeCount)
        host.showsPhysics = debugOptions.contains(.showsPhysics)
        host.showsDrawCount = debugOptions.contains(.showsDrawCount)
        host.showsFields = debugOptions.contains(.showsFields)
        host.showsQuadCount = debugOptions.contains(.showsQuadCount)
        scene.spriteViewHost = host
        host.presentScene(scene)
    }
}
