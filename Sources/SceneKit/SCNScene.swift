// A scene graph (Apple: "SCNScene"): a root node and the scene's settings. Scene files are not
// read: Apple's formats (`.scn` archives, Collada, USD) have no reader here.
import Foundation

open class SCNScene {
    public let rootNode = SCNNode()
    public let background = SCNMaterialProperty()
    public let lightingEnvironment = SCNMaterialProperty()
    public let physicsWorld = SCNPhysicsWorld()
    open var fogStartDistance: CGFloat = 0
    open var fogEndDistance: CGFloat = 0
    open var fogDensityExponent: CGFloat = 1
    open var fogColor: Any = UIColor.white
    open var isPaused = false
    open var wantsScreenSpaceReflection = false

    public init() {}

    /// The scene in the app's bundle file `name` (Apple looks in the main bundle): nil when there
    /// is no such file, as Apple's; when there is one, an empty scene, since its contents are not
    /// read here.
    public convenience init?(named name: String) {
        self.init(named: name, inDirectory: nil, options: nil)
    }

    public convenience init?(named name: String, inDirectory directory: String?, options: [SCNSceneSource.LoadingOption: Any]? = nil) {
        let base = directory.map { Bundle.main.bundleURL.appendingPathComponent($0) } ?? Bundle.main.bundleURL
        let candidates = [base.appendingPathComponent(name), Bundle.main.resourceURL?.appendingPathComponent(name)].compactMap { $0 }
        guard candidates.contains(where: { FileManager.default.fileExists(atPath: $0.path) }) else { return nil }
        self.init()
    }

    /// The scene in the file at `url`: throws the file system's error when there is no file; an
    /// empty scene otherwise (its contents are not read).
    public convenience init(url: URL, options: [SCNSceneSource.LoadingOption: Any]? = nil) throws {
        _ = try url.checkResourceIsReachable()
        self.init()
    }

    /// Writing a scene needs Apple's archive format: declined.
    open func write(to url: URL, options: [String: Any]? = nil, delegate: Any? = nil,
                    progressHandler: ((Float, (any Error)?, UnsafeMutablePointer<ObjCBool>) -> Void)? = nil) -> Bool {
        false
    }
}

/// A scene file's reader (Apple: "SCNSceneSource"); only its loading options are here.
open class SCNSceneSource {
    public struct LoadingOption: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let checkConsistency = LoadingOption(rawValue: "kSceneSourceCheckConsistency")
        public static let flattenScene = LoadingOption(rawValue: "kSceneSourceFlattenScene")
        public static let createNormalsIfAbsent = LoadingOption(rawValue: "kSceneSourceCreateNormalsIfAbsent")
        public static let convertToYUp = LoadingOption(rawValue: "kSceneSourceConvertToYUpIfNeeded")
        public static let convertUnitsToMeters = LoadingOption(rawValue: "kSceneSourceConvertUnitsToMeters")
        public static let preserveOriginalTopology = LoadingOption(rawValue: "kSceneSourcePreserveOriginalTopology")
    }
}
