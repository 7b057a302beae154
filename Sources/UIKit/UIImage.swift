@_spi(Platform) import LayoutLab
@_spi(Platform) import CoreGraphics
import Foundation

/// An image. Off-device there are no assets: a named image has the size declared for it with
/// `Image.registerPlaceholder(_:size:)` (400 × 300 otherwise), as `Image("name")` does; a symbol
/// is a square one body line high. `Image(uiImage:)` lays it out at that size.
open class UIImage: Hashable, @unchecked Sendable {
    /// What its placeholder shows: the asset or symbol name.
    public let name: String
    /// The image's size in points.
    public let size: CGSize
    public let scale: CGFloat
    public private(set) var renderingMode: RenderingMode = .automatic

    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    init(name: String, size: CGSize, scale: CGFloat = 1) {
        self.name = name
        self.size = size
        self.scale = scale
    }

    public convenience init?(named name: String) {
        self.init(name: name, size: Image._placeholderSize(named: name))
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// An SF Symbol: a square as tall as a line of body text on the running device.
    public convenience init?(systemName: String) {
        let side = UIFont.preferredFont(forTextStyle: .body).lineHeight
        self.init(name: systemName, size: CGSize(width: side, height: side))
    }

    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: systemName)
    }

    /// Image data cannot be decoded off-device: the image is a placeholder of the default size.
    public convenience init?(data: Data) {
        self.init(name: "data", size: Image._placeholderSize(named: ""))
    }

    public convenience init?(contentsOfFile path: String) {
        self.init(name: (path as NSString).lastPathComponent, size: Image._placeholderSize(named: ""))
    }

    public convenience init(cgImage: CGImage) {
        self.init(name: "cgImage", size: cgImage.size)
    }

    /// A bitmap shown at `scale` pixels a point, turned as `orientation` says: its size in points
    /// is its pixel size over the scale, width and height swapped for the quarter turns.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let points = CGSize(width: cgImage.size.width / scale, height: cgImage.size.height / scale)
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        self.init(name: "cgImage", size: turned ? CGSize(width: points.height, height: points.width) : points, scale: scale)
        imageOrientation = orientation
    }

    /// How a bitmap is turned to be shown upright (Apple: "UIImage.Orientation").
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public private(set) var imageOrientation: Orientation = .up

    public convenience init() {
        self.init(name: "image", size: .zero)
    }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        let image = UIImage(name: name, size: size, scale: scale)
        image.renderingMode = mode
        return image
    }

    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    public var cgImage: CGImage? { CGImage(size: size) }

    public func pngData() -> Data? { nil }
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }

    /// A symbol's configuration: accepted; the symbol keeps its size.
    public final class SymbolConfiguration: @unchecked Sendable {
        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(scale: UIImage.SymbolScale) {}
        public init(weight: UIImage.SymbolWeight) {}
        public init(font: UIFont) {}
    }

    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large
    }

    public static func == (a: UIImage, b: UIImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Image {
    /// A UIKit image, laid out at its size (`.resizable()` fills the proposal, as any image).
    public init(uiImage: UIImage) {
        self.init(_label: uiImage.name, size: uiImage.size)
    }
}
