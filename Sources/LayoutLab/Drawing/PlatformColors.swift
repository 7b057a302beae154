/// UIKit's semantic and system colours that SwiftUI's `Color` has no name for, for
/// `Color(uiColor:)` and `Color(nsColor:)` (the `UIKit` and `AppKit` modules). A UIKit colour that
/// SwiftUI names too resolves to the engine's colour of that name (`label` is `primary`,
/// `systemBackground` the `background` style, `systemBlue` is `blue`), so both draw alike.
extension Color {
    /// The colour UIKit calls `uiKitName` (`systemBackground`, `label`, `systemGray3`), at
    /// `opacity`; a name UIKit does not have is kept as an asset colour's is.
    @_spi(Platform) public init(_uiKitName uiKitName: String, opacity: Double = 1) {
        self.init(name: Self.engineNames[uiKitName] ?? uiKitName, opacity: opacity)
    }

    /// The name the engine draws the colour by, and its opacity: what a `UIColor` made from a
    /// `Color` keeps.
    @_spi(Platform) public var _nameAndOpacity: (name: String, opacity: Double) { (name, opacityValue) }

    /// UIKit names whose colour the engine already has under SwiftUI's name.
    private static let engineNames: [String: String] = [
        "label": "primary", "secondaryLabel": "secondary", "tertiaryLabel": "tertiary",
        "quaternaryLabel": "quaternary", "systemBackground": "background", "separator": "separator",
        "tintColor": "tint", "systemRed": "red", "systemOrange": "orange", "systemYellow": "yellow",
        "systemGreen": "green", "systemMint": "mint", "systemTeal": "teal", "systemCyan": "cyan",
        "systemBlue": "blue", "systemIndigo": "indigo", "systemPurple": "purple", "systemPink": "pink",
        "systemBrown": "brown", "systemGray": "gray",
    ]
}

extension PaintColor {
    /// The light-appearance sRGB values of UIKit's colours that have no SwiftUI name, as UIKit
    /// resolves them (Apple's Human Interface Guidelines, "Color", for the system greys; the
    /// backgrounds, fills, placeholder and separator as printed from UIKit in
    /// noahgilmore.com/blog/dark-mode-uicolor-compatibility).
    static let uiKitColors: [String: (Int, Int, Int, Double)] = [
        "systemGray2": (174, 174, 178, 1), "systemGray3": (199, 199, 204, 1), "systemGray4": (209, 209, 214, 1),
        "systemGray5": (229, 229, 234, 1), "systemGray6": (242, 242, 247, 1),
        "secondarySystemBackground": (242, 242, 247, 1), "tertiarySystemBackground": (255, 255, 255, 1),
        "systemGroupedBackground": (242, 242, 247, 1), "secondarySystemGroupedBackground": (255, 255, 255, 1),
        "tertiarySystemGroupedBackground": (242, 242, 247, 1),
        "systemFill": (120, 120, 128, 0.2), "secondarySystemFill": (120, 120, 128, 0.16),
        "tertiarySystemFill": (118, 118, 128, 0.12), "quaternarySystemFill": (116, 116, 128, 0.08),
        "placeholderText": (60, 60, 67, 0.3), "opaqueSeparator": (198, 198, 200, 1), "link": (0, 122, 255, 1),
        "darkText": (0, 0, 0, 1), "lightText": (255, 255, 255, 0.6),
    ]
}
