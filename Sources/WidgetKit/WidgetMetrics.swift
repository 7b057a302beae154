import Foundation

/// The size of each widget family on an iPhone screen, from the table "iOS dimensions" of
/// Apple's Human Interface Guidelines, Widgets
/// (https://developer.apple.com/design/human-interface-guidelines/widgets#iOS-dimensions), in
/// points, by portrait screen size.
enum WidgetMetrics {
    struct Row {
        let screen: CGSize
        let small, medium, large, circular, rectangular, inline: CGSize
    }

    private static func row(_ w: CGFloat, _ h: CGFloat, _ sizes: [(CGFloat, CGFloat)]) -> Row {
        let s = sizes.map { CGSize(width: $0.0, height: $0.1) }
        return Row(screen: CGSize(width: w, height: h), small: s[0], medium: s[1], large: s[2], circular: s[3], rectangular: s[4], inline: s[5])
    }

    /// The HIG's rows, widest screen first. (320 × 568 lists no Lock Screen sizes; it is left out.)
    static let rows: [Row] = [
        row(430, 932, [(170, 170), (364, 170), (364, 382), (76, 76), (172, 76), (257, 26)]),
        row(428, 926, [(170, 170), (364, 170), (364, 382), (76, 76), (172, 76), (257, 26)]),
        row(414, 896, [(169, 169), (360, 169), (360, 379), (76, 76), (160, 72), (248, 26)]),
        row(414, 736, [(159, 159), (348, 157), (348, 357), (76, 76), (170, 76), (248, 26)]),
        row(393, 852, [(158, 158), (338, 158), (338, 354), (72, 72), (160, 72), (234, 26)]),
        row(390, 844, [(158, 158), (338, 158), (338, 354), (72, 72), (160, 72), (234, 26)]),
        row(375, 812, [(155, 155), (329, 155), (329, 345), (72, 72), (157, 72), (225, 26)]),
        row(375, 667, [(148, 148), (321, 148), (321, 324), (68, 68), (153, 68), (225, 26)]),
        row(360, 780, [(155, 155), (329, 155), (329, 345), (72, 72), (157, 72), (225, 26)]),
    ]

    /// The row of a screen (either orientation): the HIG's own, else the widest listed screen no
    /// wider than it, else the narrowest. *A choice for screens the table does not list (the
    /// 402-point iPhone 16 Pro takes the 393-point row, an iPad the 430-point one).*
    static func row(forScreen size: CGSize) -> Row {
        let portrait = CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
        if let exact = rows.first(where: { $0.screen == portrait }) { return exact }
        return rows.first(where: { $0.screen.width <= portrait.width }) ?? rows[rows.count - 1]
    }

    static func size(of family: WidgetFamily, onScreen screen: CGSize) -> CGSize {
        let row = row(forScreen: screen)
        switch family {
        case .systemSmall: return row.small
        case .systemMedium: return row.medium
        // The HIG gives iPhones no extra large widget (an iPad-only family); *a choice*: the large size.
        case .systemLarge, .systemExtraLarge: return row.large
        // The corner family is watchOS's; *a choice*: the circular size.
        case .accessoryCircular, .accessoryCorner: return row.circular
        case .accessoryRectangular: return row.rectangular
        case .accessoryInline: return row.inline
        }
    }
}
