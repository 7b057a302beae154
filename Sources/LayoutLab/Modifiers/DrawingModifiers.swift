// Modifiers that only change pixels, input or order of drawing: accepted so that SwiftUI code
// compiles, with no node and no effect on any frame
// (docs/layout-rules.md, "Drawing, animation and input").
// Those that change the rendered frame are in RenderEffects.swift and RotationEffects.swift;
// clips and masks in LayoutModifiers.swift and here.

/// How an SF Symbol's layers are coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of an SF Symbol (`.fill`, `.circle`).
public struct SymbolVariants: Hashable, Sendable {
    let names: Set<String>

    public static let none = SymbolVariants(names: [])
    public static let circle = SymbolVariants(names: ["circle"])
    public static let square = SymbolVariants(names: ["square"])
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    public static let fill = SymbolVariants(names: ["fill"])
    public static let slash = SymbolVariants(names: ["slash"])

    public var fill: SymbolVariants { SymbolVariants(names: names.union(["fill"])) }
    public var circle: SymbolVariants { SymbolVariants(names: names.union(["circle"])) }
    public var square: SymbolVariants { SymbolVariants(names: names.union(["square"])) }
    public var slash: SymbolVariants { SymbolVariants(names: names.union(["slash"])) }
}

/// Which interactions a `contentShape` applies to.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

/// How a view's pixels combine with what is behind it.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

nonisolated extension View {
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            environment.tintPaint = tint.flatMap { PaintColor.of($0) }
        })
    }
    public func accentColor(_ accentColor: Color?) -> some View { self }

    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }

    /// Drawing order among siblings; layout order is unchanged.
    public func zIndex(_ value: Double) -> some View { self }

    public func blendMode(_ blendMode: BlendMode) -> some View { self }
    public func compositingGroup() -> some View { self }
    public func drawingGroup(opaque: Bool = false) -> some View { self }
    public func brightness(_ amount: Double) -> some View { self }
    public func contrast(_ amount: Double) -> some View { self }
    public func saturation(_ amount: Double) -> some View { self }
    public func grayscale(_ amount: Double) -> some View { self }
    public func hueRotation(_ angle: Angle) -> some View { self }
    public func colorMultiply(_ color: Color) -> some View { self }
    public func colorInvert() -> some View { self }

    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Placeholder drawing: the layout is the real content's.
    public func redacted(reason: RedactionReasons) -> some View {
        environment(\.redactionReasons, reason)
    }

    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Stops input and dims controls; the layout is unchanged.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier { if disabled { $0.isEnabled = false } })
    }

    /// A mask clips what it covers, so the content counts as clipped (like `clipShape`).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(ClippedModifier(shape: Rectangle()))
    }

    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(ClippedModifier(shape: Rectangle()))
    }

    /// The environment's background style drawn in `shape`: a fill offered the view's size.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}
