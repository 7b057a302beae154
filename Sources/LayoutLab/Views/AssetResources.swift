import Foundation

/// A colour in a project's asset catalog, by name: what Xcode 15's asset symbol generation
/// declares one static of per `.colorset` (`ColorResource.brandBlue`), and `Color(.brandBlue)`
/// draws. Apple declares it in DeveloperToolsSupport, which SwiftUI re-exports (Apple,
/// `DeveloperToolsSupport/ColorResource`). Off-device the catalog is not read: the colour is the
/// named asset colour `Color("BrandBlue", bundle:)` is (docs/supported-api.md, "Asset catalogs").
/// `layoutlab assets` writes the statics from a catalog as Xcode does.
public struct ColorResource: Hashable, Sendable {
    /// The asset's name in the catalog (`"BrandBlue"`), not the symbol's (`brandBlue`).
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image in a project's asset catalog, by name (`.imageset` or `.symbolset`): what
/// `Image(.logo)` shows. Off-device it is the placeholder `Image("logo")` is: the size
/// registered with `Image.registerPlaceholder(_:size:)`, 400 × 300 otherwise (Apple,
/// `DeveloperToolsSupport/ImageResource`).
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The catalog colour `resource` names (Apple, `Color.init(_:)` taking a `ColorResource`).
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Image {
    /// The catalog image `resource` names (Apple, `Image.init(_:)` taking an `ImageResource`).
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A title with a catalog image (Apple, `Label.init(_:image:)` taking an `ImageResource`).
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

extension Button where Label == LayoutLab.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { LayoutLab.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { LayoutLab.Label(title, image: image) }
    }
}
