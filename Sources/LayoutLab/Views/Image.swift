/// An image. Off-device there are no assets, so an image is a placeholder of a declared intrinsic
/// size: 400×300 unless registered with `Image.registerPlaceholder(_:size:)`; SF Symbols take their
/// glyph's measured bounds in the environment's font (`SymbolMetrics`) and sit on its baseline.
/// Non-resizable images keep their size; resizable ones fill the proposal.
public nonisolated struct Image: View {
    enum Source: Hashable {
        case named(String)
        case system(String)
        /// A platform image (`UIImage`, `NSImage`) whose size is known: `Image(uiImage:)`.
        case sized(String, CGSize)
    }

    let source: Source
    var isResizable = false

    /// A named image from the asset catalog of `bundle` (the main bundle by default). Off-device
    /// the bundle is not read: the name alone picks the placeholder.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name)
    }

    /// A named image that accessibility skips: laid out as `Image(name)` is.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    public init(systemName: String) {
        source = .system(systemName)
    }

    /// An image of a known size, labelled `label`: what `Image(uiImage:)` and `Image(nsImage:)`
    /// make of a platform image (the `UIKit` and `AppKit` modules).
    @_spi(Platform) public init(_label label: String, size: CGSize) {
        source = .sized(label, size)
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// The size of a symbol relative to its font (`.imageScale(_:)`).
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// Fitted to iamcgn/swiftui-web's `symbol/catalog-13-small` and `-large` (macOS 26, the
        /// 240 symbols at 13 pt against `catalog-13`): the factors that predict most of their
        /// frames; each symbol's own ratio scatters by a few hundredths around them, so the
        /// measured symbols take their own change (`SymbolMetrics`) and only the others this.
        var factor: CGFloat {
            switch self {
            case .small: 0.82
            case .medium: 1
            case .large: 1.29
            }
        }
    }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    // MARK: Placeholders

    private static let registry = PlaceholderRegistry()

    /// Declares the intrinsic size of the asset `name`.
    public static func registerPlaceholder(_ name: String, size: CGSize) {
        registry.set(name, size)
    }

    static let defaultPlaceholderSize = CGSize(width: 400, height: 300)

    /// The size an asset named `name` is laid out at: for `UIImage(named:)` and `NSImage(named:)`.
    @_spi(Platform) public static func _placeholderSize(named name: String) -> CGSize {
        registry.size(for: name) ?? defaultPlaceholderSize
    }

    /// How the image lies inside a Text (`Text(_ image:)`): a symbol sized by the text's font,
    /// any other image at its own size.
    var inlineImage: Text.InlineImage {
        switch source {
        case .system(let name): .symbol(name)
        case .named(let name): .sized(Self.registry.size(for: name) ?? Self.defaultPlaceholderSize)
        case .sized(_, let size): .sized(size)
        }
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let intrinsic: CGSize
        var symbolBaseline: CGFloat?
        switch view.source {
        case .named(let name):
            intrinsic = registry.size(for: name) ?? defaultPlaceholderSize
        case .sized(_, let size):
            intrinsic = size
        case .system(let name):
            let environment = inputs.environment
            let font = (environment.font ?? Typography.defaultFont(for: environment.os)).resolve(
                dynamicTypeSize: environment.dynamicTypeSize, os: environment.os,
                weight: environment.textStyleOverrides.weight, design: nil, italic: false
            )
            let frame = SymbolMetrics.named(
                environment.symbolVariants.applied(to: name), in: font, scale: environment.imageScale
            ).frame(in: font, displayScale: environment.displayScale)
            intrinsic = frame.size
            symbolBaseline = frame.baseline
        }
        let label = switch view.source {
        case .named(let name), .system(let name), .sized(let name, _): name
        }
        var layout = ImageRule(intrinsicSize: intrinsic, isResizable: view.isResizable, label: label)
        layout.symbolBaseline = symbolBaseline
        if case .system = view.source { layout.symbolColor = inputs.environment.resolvedForeground }
        list.append(LayoutNode(kind: "Image", slot: inputs.slot, identity: inputs.identity, layout: layout))
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Scales the SF Symbols inside relative to their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

private final class PlaceholderRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var sizes: [String: CGSize] = [:]

    func set(_ name: String, _ size: CGSize) {
        lock.lock()
        sizes[name] = size
        lock.unlock()
    }

    func size(for name: String) -> CGSize? {
        lock.lock()
        defer { lock.unlock() }
        return sizes[name]
    }
}

extension Image {
    /// How a bitmap's pixels are turned before they are shown (Apple: "Image.Orientation"): the
    /// left and right orientations lay the image out with its width and height swapped.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up = 0, upMirrored = 2, down = 6, downMirrored = 4, left = 1, leftMirrored = 3, right = 7, rightMirrored = 5

        /// Whether the image turns a quarter: its width and height swap.
        var swapsAxes: Bool {
            switch self {
            case .left, .leftMirrored, .right, .rightMirrored: true
            case .up, .upMirrored, .down, .downMirrored: false
            }
        }

        /// The size a bitmap of `pixels` shows at, in points, at `scale` pixels a point.
        @_spi(Platform) public func displayedSize(ofPixels pixels: CGSize, scale: CGFloat) -> CGSize {
            let scale = scale > 0 && scale.isFinite ? scale : 1
            let size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
            return swapsAxes ? CGSize(width: size.height, height: size.width) : size
        }
    }
}

/// Two images are equal when they show the same image the same way, as SwiftUI's `Image` is
/// `Equatable` (apps compare the images in their models: `piece.image == other.image`).
extension Image: Equatable {}
