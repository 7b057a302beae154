// The `CoreImage` module for Linux: an image recipe as its extent. Nothing is rendered: an
// image's extent follows what Apple's would (a pixel buffer's or bitmap's size, orientation,
// cropping, scaling), and a context's `createCGImage` gives a bitmap of the rectangle asked for
// (this package's bitmaps are sizes only). Filters keep their parameters; their output is their
// input image's extent. UIKit re-exports it, as Apple's does.
@_exported @_spi(Platform) import CoreGraphics
@_exported import CoreVideo
import Foundation

public final class CIImage: @unchecked Sendable {
    public let extent: CGRect
    public let properties: [String: Any]

    init(extent: CGRect, properties: [String: Any] = [:]) {
        self.extent = extent
        self.properties = properties
    }

    public convenience init(cvPixelBuffer pixelBuffer: CVPixelBuffer) {
        self.init(extent: CGRect(x: 0, y: 0, width: pixelBuffer.width, height: pixelBuffer.height))
    }

    public convenience init(cvImageBuffer imageBuffer: CVImageBuffer) {
        self.init(cvPixelBuffer: imageBuffer)
    }

    public convenience init(cgImage image: CGImage) {
        self.init(extent: CGRect(x: 0, y: 0, width: image.width, height: image.height))
    }

    public convenience init(color: CIColor) {
        self.init(extent: .infinite)
    }

    public static func empty() -> CIImage { CIImage(extent: .null) }

    /// An EXIF orientation (1–8): 5 to 8 turn the image a quarter, swapping its sides.
    public func oriented(forExifOrientation orientation: Int32) -> CIImage {
        guard (5...8).contains(orientation) else { return CIImage(extent: CGRect(origin: .zero, size: extent.size)) }
        return CIImage(extent: CGRect(x: 0, y: 0, width: extent.height, height: extent.width))
    }

    public func cropped(to rect: CGRect) -> CIImage { CIImage(extent: extent.intersection(rect)) }

    public func transformed(by matrix: CGAffineTransform) -> CIImage { CIImage(extent: extent.applying(matrix)) }

    public func applyingFilter(_ filterName: String, parameters params: [String: Any] = [:]) -> CIImage { self }
}

public final class CIColor: @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
}

/// Renders images: `createCGImage` gives a bitmap of the rectangle's size (nil for an empty or
/// infinite one, as Apple's).
public final class CIContext: @unchecked Sendable {
    public struct Option: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let useSoftwareRenderer = Option(rawValue: "software_renderer")
        public static let workingColorSpace = Option(rawValue: "working_color_space")
    }

    public init(options: [Option: Any]? = nil) {}

    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        let rect = image.extent.intersection(fromRect)
        guard !rect.isNull, !rect.isInfinite, rect.width >= 1, rect.height >= 1 else { return nil }
        return CGImage(size: CGSize(width: rect.width.rounded(), height: rect.height.rounded()))
    }
}

/// A filter by name: its parameters are kept; its output is its input image (nothing is
/// computed). An unknown name gives nil, as Apple's.
open class CIFilter: @unchecked Sendable {
    public let name: String
    private var values: [String: Any] = [:]

    public required init?(name: String) {
        guard name.hasPrefix("CI") else { return nil }
        self.name = name
    }

    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { values[key] = value }
    }

    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { values[key] }
    open func setDefaults() {}

    open var outputImage: CIImage? { values[kCIInputImageKey] as? CIImage }
}

public let kCIInputImageKey = "inputImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputScaleKey = "inputScale"
public let kCIInputCenterKey = "inputCenter"
