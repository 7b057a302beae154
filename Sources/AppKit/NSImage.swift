@_spi(Platform) import LayoutLab
import Foundation

/// An image: a placeholder of the size declared for its name (`Image.registerPlaceholder`),
/// 400 × 300 otherwise, as `Image("name")`; a symbol is a square one body line high.
open class NSImage: Hashable, @unchecked Sendable {
    public let name: String
    open var size: CGSize
    open var isTemplate = false

    init(name: String, size: CGSize) {
        self.name = name
        self.size = size
    }

    public convenience init?(named name: String) {
        self.init(name: name, size: Image._placeholderSize(named: name))
    }

    public convenience init?(systemSymbolName name: String, accessibilityDescription: String?) {
        let side = Font._lineHeight(
            pointSize: Font._pointSize(of: .body, os: RunningDevice.current.profile.os), style: .body, os: RunningDevice.current.profile.os
        )
        self.init(name: name, size: CGSize(width: side, height: side))
    }

    public convenience init(size: CGSize) {
        self.init(name: "image", size: size)
    }

    public convenience init?(data: Data) {
        self.init(name: "data", size: Image._placeholderSize(named: ""))
    }

    public convenience init?(contentsOfFile path: String) {
        self.init(name: (path as NSString).lastPathComponent, size: Image._placeholderSize(named: ""))
    }

    public static func == (a: NSImage, b: NSImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Image {
    /// An AppKit image, laid out at its size.
    public init(nsImage: NSImage) {
        self.init(_label: nsImage.name, size: nsImage.size)
    }
}
