// The `CoreText` module for Linux, where Apple's framework does not exist: the parts SwiftUI
// apps touch, a font made by name and size and asked its metrics, and fonts registered from a
// file (CTFontManager.swift). A font's metrics are the engine's (Text/PlatformFontMetrics.swift:
// the system font's at the running device's OS), the same a `UIFont` and a SwiftUI `Font` of that
// size measure with, since custom font files are not read here. Apple's Core Text imports Core
// Graphics, so `CGFloat`, `CFString` and `CFURL` come with it. Depend on it for Linux only
// (docs/scenarios.md).
@_exported import CoreGraphics
import Foundation
@_spi(Platform) import LayoutLab

/// A font: a name and a size (Apple: "CTFont").
public final class CTFont: Hashable, @unchecked Sendable {
    let name: String
    let size: CGFloat

    init(name: String, size: CGFloat) {
        self.name = name
        self.size = size
    }

    var verticalMetrics: (ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat) {
        let metrics = Font._verticalMetrics(pointSize: size, style: nil, os: RunningDevice.current.profile.os)
        return (metrics.ascender, metrics.descender, metrics.leading, metrics.capHeight)
    }

    public static func == (a: CTFont, b: CTFont) -> Bool { a.name == b.name && a.size == b.size }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size)
    }
}

/// The size a font gets when its size is 0 (Apple, CTFontCreateWithName: "If 0.0, the default
/// font size of 12.0 is used").
let defaultFontSize: CGFloat = 12

/// A font by PostScript name at a size in points; the matrix is accepted and not applied.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(name: name as String, size: size == 0 ? defaultFontSize : size)
}

/// The same font at another size (`0` keeps the size, as Apple's does).
public func CTFontCreateCopyWithAttributes(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ attributes: AnyObject?) -> CTFont {
    CTFont(name: font.name, size: size == 0 ? font.size : size)
}

public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.name as CFString }
public func CTFontCopyFullName(_ font: CTFont) -> CFString { font.name as CFString }

/// The family: a PostScript name's part before its style (`Pretendard-Bold` → `Pretendard`).
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString {
    String(font.name.split(separator: "-", maxSplits: 1).first ?? Substring(font.name)) as CFString
}

public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.verticalMetrics.ascender }
/// Positive, as Core Text reports it (UIFont's `descender` is negative).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { abs(font.verticalMetrics.descender) }
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.verticalMetrics.leading }
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.verticalMetrics.capHeight }
