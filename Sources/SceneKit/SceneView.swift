// SwiftUI's view of a SceneKit scene (Apple: "SceneView"), declared by Apple in
// `_SceneKit_SwiftUI`, the overlay of SceneKit and SwiftUI; here in SceneKit itself, which that
// module re-exports (Sources/_SceneKit_SwiftUI says why).
@_spi(Modules) import LayoutLab

/// A 3D scene shown in a layout.
///
/// Like a video player or a map it takes the whole size offered on each axis (a 3D view has no
/// size of its own); on an axis offered nothing it takes 10, SwiftUI's default for a view with no
/// ideal size (*an estimate, as for `VideoPlayer`*). `render` draws it as a placeholder labelled
/// "SceneView"; the scene is kept, never rendered, and the delegate never called.
public nonisolated struct SceneView: View {
    static var idealSize: CGSize { CGSize(width: 10, height: 10) }

    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let allowsCameraControl = Options(rawValue: 1 << 0)
        public static let autoenablesDefaultLighting = Options(rawValue: 1 << 1)
        public static let jitteringEnabled = Options(rawValue: 1 << 2)
        public static let rendersContinuously = Options(rawValue: 1 << 3)
        public static let temporalAntialiasingEnabled = Options(rawValue: 1 << 4)
    }

    /// The scene shown, as given.
    public let scene: SCNScene?
    public let pointOfView: SCNNode?
    public let options: Options
    public let preferredFramesPerSecond: Int
    public let antialiasingMode: SCNAntialiasingMode

    public init(scene: SCNScene? = nil, pointOfView: SCNNode? = nil, options: Options = [], preferredFramesPerSecond: Int = 60,
                antialiasingMode: SCNAntialiasingMode = .multisampling4X, delegate: (any SCNSceneRendererDelegate)? = nil,
                technique: SCNTechnique? = nil) {
        self.scene = scene
        self.pointOfView = pointOfView
        self.options = options
        self.preferredFramesPerSecond = preferredFramesPerSecond
        self.antialiasingMode = antialiasingMode
    }

    public typealias Body = Never
    public var body: Never { fatalError("SceneView is a primitive view: the engine lays it out without a body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        _ModulePlaceholder.append(kind: "SceneView", label: "SceneView", idealSize: idealSize, inputs: inputs, list: &list)
    }
}
