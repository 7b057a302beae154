import Foundation
@_spi(Modules) import LayoutLab

/// The standard backdrop of a Lock Screen widget: it takes the whole space offered, like a
/// colour. *Its drawing is a choice*: Apple's adapts to the wallpaper; here a translucent white.
public nonisolated struct AccessoryWidgetBackground: View {
    public init() {}

    public var body: some View {
        Color.white.opacity(0.25)
    }
}
