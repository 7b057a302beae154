/// How a canvas's colours are blended (accepted; the lab draws in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// A view drawn by a closure with a `GraphicsContext`. It has no content to size it, so it fills
/// what it is offered, 10 points on an unspecified axis, like `Color` (Apple's documentation of
/// `Canvas`: it "doesn't itself have an intrinsic size"; the 10-point default is SwiftUI's
/// for such views, see docs/layout-rules.md, "Shapes and Color"). The lab lays it out but does
/// not run the renderer: `render` draws a placeholder named `Canvas` in its frame.
public nonisolated struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.append(LayoutNode(kind: "Canvas", slot: inputs.slot, identity: inputs.identity, layout: CanvasRule()))
    }
}

extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer, symbols: { EmptyView() })
    }
}
