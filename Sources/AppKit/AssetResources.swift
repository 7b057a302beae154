@_spi(Platform) import LayoutLab

// AppKit's initialisers from asset catalog resources (Apple, `NSColor.init(resource:)` and
// `NSImage.init(resource:)`), as UIKit's (Sources/UIKit/AssetResources.swift).

extension NSColor {
    public convenience init(resource: ColorResource) {
        self.init(color: Color(resource))
    }
}

extension NSImage {
    public convenience init(resource: ImageResource) {
        self.init(name: resource.name, size: Image._placeholderSize(named: resource.name))
    }
}
