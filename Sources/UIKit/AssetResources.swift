@_spi(Platform) import LayoutLab

// UIKit's initialisers from asset catalog resources (Apple, `UIColor.init(resource:)` and
// `UIImage.init(resource:)`), which the `UIColor.brandBlue` and `UIImage.logo` statics of an
// asset symbols file (`layoutlab assets`) are made of. Not failable: the symbol exists only
// because the asset does.

extension UIColor {
    public convenience init(resource: ColorResource) {
        self.init(color: Color(resource))
    }
}

extension UIImage {
    public convenience init(resource: ImageResource) {
        self.init(name: resource.name, size: Image._placeholderSize(named: resource.name))
    }
}
