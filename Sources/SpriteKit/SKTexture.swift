// An image a sprite shows (Apple: "SKTexture"), kept as its name and size; no pixels are loaded
// onto a GPU.
import Foundation

public enum SKTextureFilteringMode: Int, Sendable {
    case nearest, linear
}

open class SKTexture: Hashable, @unchecked Sendable {
    /// The image's name, when made from one.
    public let imageName: String?
    private let pointSize: CGSize
    open var filteringMode: SKTextureFilteringMode = .linear
    open var usesMipmaps = false

    /// A texture of the named image, the size UIKit's `UIImage(named:)` gives it (the image's
    /// declared placeholder size: no image file is decoded here).
    public init(imageNamed name: String) {
        imageName = name
        pointSize = UIImage(named: name)?.size ?? CGSize(width: 128, height: 128)
    }

    public init(image: UIImage) {
        imageName = nil
        pointSize = image.size
    }

    /// The part `rect` (in unit coordinates) of `texture`.
    public init(rect: CGRect, in texture: SKTexture) {
        imageName = texture.imageName
        pointSize = CGSize(width: texture.pointSize.width * rect.width, height: texture.pointSize.height * rect.height)
    }

    public init(cgImage: CGImage) {
        imageName = nil
        pointSize = CGSize(width: cgImage.width, height: cgImage.height)
    }

    open func size() -> CGSize { pointSize }
    open func textureRect() -> CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    open func cgImage() -> CGImage? { nil }

    /// Calls `completionHandler` at once: there is nothing to load onto a GPU.
    open func preload(completionHandler: @escaping () -> Void) { completionHandler() }
    open class func preload(_ textures: [SKTexture], withCompletionHandler completionHandler: @escaping () -> Void) { completionHandler() }

    public static func == (a: SKTexture, b: SKTexture) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The textures of an atlas folder (Apple: "SKTextureAtlas"); no atlas is compiled here, so a
/// named atlas has no texture names, and a texture asked of it is the image of that name.
open class SKTextureAtlas {
    open private(set) var textureNames: [String]

    public init(named name: String) { textureNames = [] }
    public init(dictionary properties: [String: Any]) { textureNames = properties.keys.sorted() }

    open func textureNamed(_ name: String) -> SKTexture { SKTexture(imageNamed: name) }
    open func preload(completionHandler: @escaping () -> Void) { completionHandler() }
    open class func preloadTextureAtlases(_ atlases: [SKTextureAtlas], withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}
