import Foundation
@_spi(Platform) import LayoutLab

/// A bitmap. Off-device only its pixel size is known, and the type of the file it was read from
/// when it was read from one (`CGImageSourceCreateImageAtIndex`, in `ImageIO`).
public final class CGImage: @unchecked Sendable {
    /// The size in pixels (`width` × `height`).
    public let size: CGSize
    /// The uniform type identifier of the file the image was read from (`public.png`), nil for
    /// an image not read from a file (Apple: "utType").
    public let utType: CFString?

    @_spi(Platform) public init(size: CGSize, utType: CFString? = nil) {
        self.size = size
        self.utType = utType
    }

    public var width: Int { Int(size.width) }
    public var height: Int { Int(size.height) }
}

extension Image {
    /// A bitmap laid out at its pixel size divided by `scale` (Apple: "init(_:scale:orientation:label:)":
    /// "the scale factor for the image, with a value like 1.0, 2.0, or 3.0"), its axes swapped for
    /// the quarter-turn orientations.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(_label: "cgImage", size: orientation.displayedSize(ofPixels: cgImage.size, scale: scale))
    }

    /// The same, for an image that accessibility skips.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(_label: "cgImage", size: orientation.displayedSize(ofPixels: cgImage.size, scale: scale))
    }
}
