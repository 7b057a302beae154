/// Namespaces the kinds of preview traits, as SwiftUI's `Preview` does: `#Preview`'s traits are
/// `PreviewTrait<Preview.ViewTraits>`.
public enum Preview {
    /// Traits that apply to a view's preview.
    public enum ViewTraits {}
}

/// A trait of a `#Preview`: how it is laid out, in which orientation.
public struct PreviewTrait<T>: Sendable {
    enum Value: Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
        case modifier(AnyPreviewModifier)
    }

    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device's screen: what a preview without a layout trait does.
    public static var defaultLayout: PreviewTrait { PreviewTrait(.layout(.device)) }
    /// The preview is as large as its ideal size.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(.layout(.sizeThatFits)) }
    /// The preview is framed at a size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }

    public static var portrait: PreviewTrait { PreviewTrait(.orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(.orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(.orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait { PreviewTrait(.orientation(.landscapeRight)) }
}

extension Array where Element == PreviewTrait<Preview.ViewTraits> {
    /// The last layout trait given: as with modifiers, a later one wins.
    var layout: PreviewLayout {
        for trait in reversed() {
            if case .layout(let layout) = trait.value { return layout }
        }
        return .device
    }

    /// The orientation the preview launches in: the last one given, portrait by default.
    var orientation: Orientation {
        for trait in reversed() {
            if case .orientation(let orientation) = trait.value { return orientation.orientation }
        }
        return .portrait
    }

    /// The preview's modifiers, outermost first: the first trait given wraps the others.
    var modifiers: [AnyPreviewModifier] {
        compactMap { trait in
            if case .modifier(let modifier) = trait.value { modifier } else { nil }
        }
    }
}
