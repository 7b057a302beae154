/// The drawing context a `Canvas` renderer receives, with SwiftUI's methods (Apple's
/// documentation of `GraphicsContext`). The lab does not run renderers (see `Canvas`); a context
/// keeps its transform, opacity and clip as SwiftUI's does, and lists what was drawn in
/// `commands`, in the context's transform, so that a renderer can be run and checked.
public struct GraphicsContext {
    /// What a renderer drew.
    enum Command {
        case fill(Path, Shading, FillStyle)
        case stroke(Path, Shading, StrokeStyle)
        case text(Text, CGRect?, CGPoint?, UnitPoint)
        case image(Image, CGRect?, CGPoint?, UnitPoint)
        case symbol(GraphicsContext.ResolvedSymbol, CGRect?, CGPoint?, UnitPoint)
    }

    /// Shared by a context and the copies `drawLayer` makes, as SwiftUI's layers draw into
    /// their parent.
    final class Recording {
        var commands: [Command] = []
        /// The canvas's symbols by tag, resolved (GraphicsContextSymbols.swift).
        var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
    }

    let recording: Recording
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var transform: CGAffineTransform = .identity
    public var environment: EnvironmentValues
    public private(set) var clipBoundingRect: CGRect

    init(size: CGSize, environment: EnvironmentValues = EnvironmentValues()) {
        recording = Recording()
        self.environment = environment
        clipBoundingRect = CGRect(origin: .zero, size: size)
    }

    var commands: [Command] { recording.commands }

    /// How a context blends what it draws (SwiftUI's `GraphicsContext.BlendMode`).
    public struct BlendMode: Hashable, Sendable {
        let rawValue: Int32
        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let plusLighter = BlendMode(rawValue: 27)
    }

    /// What a fill or stroke paints with.
    public struct Shading {
        let style: any ShapeStyle

        public static var foreground: Shading { Shading(style: ForegroundStyle()) }
        public static func color(_ color: Color) -> Shading { Shading(style: color) }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: style) }

        /// Gradient geometry is in the context's points; it is recorded in the frame's unit
        /// space only when the canvas is drawn, which the lab does not do.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: gradient)
        }

        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(style: gradient)
        }

        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: gradient)
        }
    }

    public struct GradientOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    public struct ClipOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Narrows the clip to `path`; the bounding rectangle is what is left visible.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard !options.contains(.inverse) else { return }
        clipBoundingRect = clipBoundingRect.intersection(path.applying(transform).boundingRect)
    }

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.commands.append(.fill(path.applying(transform), shading, style))
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recording.commands.append(.stroke(path.applying(transform), shading, style))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.commands.append(.text(text, nil, point.applying(transform), anchor))
    }

    public func draw(_ text: Text, in rect: CGRect) {
        recording.commands.append(.text(text, rect.applying(transform), nil, .topLeading))
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        recording.commands.append(.image(image, rect.applying(transform), nil, .topLeading))
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.commands.append(.image(image, nil, point.applying(transform), anchor))
    }

    /// A filter on what the context draws next (blur, thresholds, colour changes). Accepted:
    /// the recording draws shapes, text and images without filters, and a filter moves nothing.
    public struct Filter: Sendable {
        let name: String

        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter(name: "alphaThreshold") }
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter { Filter(name: "shadow") }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
        public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
    }

    public struct FilterOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    public struct BlurOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    public struct ShadowOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Accepted: see `Filter`.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

    /// Draws into a layer of this context: a copy with its own transform and opacity, whose
    /// drawing lands in this context's recording.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }
}
