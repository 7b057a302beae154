// Apple's ImageIO hands out Core Graphics images and Core Foundation types: a file that imports
// it alone uses `CGImage` and `CFURL`.
@_exported import CoreGraphics
