// The macros of SwiftUI's previews and environment, declared as SwiftUI declares them so that an
// app's files compile unchanged; `Sources/LayoutLabMacros` expands them. Through the `SwiftUI`
// shim, `import SwiftUI` brings them too.

/// A preview: the view the closure builds, recorded as a scenario on every profile by
/// `layoutlab record` (docs/scenarios.md, "Previews").
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "LayoutLabMacros", type: "PreviewMacro")

/// A preview with traits: its layout (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`) and
/// its orientation (`.landscapeLeft`, …).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "LayoutLabMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` body as the preview's own: `@Previewable @State var on = true`
/// is state that the preview keeps from pass to pass.
@attached(peer)
public macro Previewable() = #externalMacro(module: "LayoutLabMacros", type: "PreviewableMacro")

/// An environment value declared in one line: `extension EnvironmentValues { @Entry var accent:
/// Color = .blue }` declares its key and its accessors.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "LayoutLabMacros", type: "EntryMacro")
