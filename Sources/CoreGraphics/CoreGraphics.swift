// The `CoreGraphics` module for Linux, where Apple's framework does not exist. Linux's
// Foundation already has CGFloat, CGPoint, CGSize and CGRect; the engine defines
// CGAffineTransform. This module re-exports those (the very declarations, so a file that
// imports both SwiftUI and CoreGraphics sees each name once) and adds what layout code touches
// beyond them: CGColor, CGVector, CGPath. Depend on it for Linux only, as on `SwiftUI`
// (docs/scenarios.md, "Files that import SwiftUI").
@_exported import Foundation
@_exported import struct LayoutLab.CGAffineTransform
@_exported import enum LayoutLab.CGLineCap
@_exported import enum LayoutLab.CGLineJoin
import LayoutLab

/// A vector: a direction and a length, as two offsets.
public struct CGVector: Hashable, Sendable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        self.init(dx: 0, dy: 0)
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public static var zero: CGVector { CGVector() }
}
