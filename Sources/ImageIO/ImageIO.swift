// Apple's ImageIO hands out Core Graphics images and Core Foundation types: a file that imports
// it alone uses `CGImage` and `CFURL`.
@_exported import CoreGraphics

/// How an image's pixels are turned for display, as its EXIF orientation tag says (Apple's raw
/// values, which are EXIF's 1–8: "CGImagePropertyOrientation").
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored = 2, down = 3, downMirrored = 4, leftMirrored = 5, right = 6, rightMirrored = 7, left = 8
}
