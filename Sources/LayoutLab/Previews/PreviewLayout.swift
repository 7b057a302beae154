/// How a preview is sized: on the device's screen, at its ideal size, or at a fixed size.
public enum PreviewLayout: Hashable, Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// Lays a preview's view out as its layout says: `.sizeThatFits` is the view at its ideal size
/// (SwiftUI's canvas proposes nothing), `.fixed` a frame of that size, `.device` the view as is.
nonisolated struct PreviewLayoutModifier: ViewModifier {
    let layout: PreviewLayout

    func body(content: Content) -> some View {
        switch layout {
        case .device:
            content
        case .sizeThatFits:
            content.fixedSize()
        case .fixed(let width, let height):
            content.frame(width: width, height: height)
        }
    }
}
