/// How lists and forms lay out their rows and sections, per list style and OS generation
/// (docs/layout-rules.md, "Lists and forms"). Sources, at the end of each line, as in
/// Platform/ControlMetrics.swift: `measured iOS 26` (SwiftUI on an iPhone SE simulator at 2×),
/// `measured macOS 26` (the public record of macOS 26.2), `UIKit` (the table view SwiftUI's list
/// is built on, measured on iOS 26 or documented), `estimate`.
struct ListMetrics: Sendable {
    /// Space between the list's edges and a section's rows (the inset-grouped card's margin).
    var cardMargin: CGFloat
    /// A row's content insets within its card (or the list's width): `listRowInsets` replaces them.
    var rowInsets: EdgeInsets
    var minRowHeight: CGFloat
    /// Above the first section when it has no header, and between sections without a header.
    var topPadding: CGFloat
    var sectionSpacing: CGFloat
    /// Below the last section.
    var bottomPadding: CGFloat
    /// The font section headers and footers get (a header's own font wins).
    var headerFont: Font
    var footerFont: Font
    /// Above the first section's header text, above a later one's, and from it to the rows.
    var firstHeaderTop: CGFloat
    var headerTop: CGFloat
    var headerBottom: CGFloat
    /// From the rows to the footer, and the footer's slot beyond its text.
    var footerGap: CGFloat
    var footerExtra: CGFloat
    /// Whether a later section's header comes after the section spacing (`listSectionSpacing`
    /// included), `headerTop` being the header's own inset, or `headerTop` is the whole gap.
    var headerFollowsSectionSpacing = false
    /// The font rows take when none is set (macOS sidebars set theirs in `.body`).
    var rowFont: Font?
    /// From the first section's header to its rows, when it differs from `headerBottom`.
    var firstHeaderBottom: CGFloat?
    /// The separator between two rows of a section, beyond the rows' insets (macOS's grouped
    /// form draws a line there; iOS draws its separators inside the rows).
    var rowSeparator: CGFloat = 0
    /// Whether footers sit at the trailing edge of the rows (macOS's grouped form) or the leading.
    var footerTrails = false
    /// Above a later section without a header, after the section spacing (iOS 26 gives such a
    /// section an empty header's room; macOS none).
    var headerlessSectionTop: CGFloat = 0
    /// Whether a footer's slot counts toward the section spacing, the next section starting no
    /// nearer than the spacing below the rows (iOS 26), or the spacing follows the footer (macOS).
    var footerFillsSectionSpacing = false

    static func of(_ style: ListStyleKind, os: OSGeneration, regularWidth: Bool) -> ListMetrics {
        switch os {
        case .macos26: return macOS(style)
        case .ios18, .ios26:
            var metrics = iOS(style, os: os)
            // iPad: the regular width's wider margins (estimate).
            if regularWidth, metrics.cardMargin > 0 { metrics.cardMargin = 20 }
            return metrics
        }
    }

    private static func iOS(_ style: ListStyleKind, os: OSGeneration) -> ListMetrics {
        let ios26 = os == .ios26
        // measured iOS 26 (iamcgn/swiftui-web ios/datepicker/compact: rows holding 38.5 and 40 pt pickers are
        // 30 taller, the picker 15 below the row's top; a one-line label's row stays the 56 minimum);
        // iOS 18: 11, UIKit's documented margins
        let vertical: CGFloat = ios26 ? 15 : 11
        let rowInsets = EdgeInsets(top: vertical, leading: 16, bottom: vertical, trailing: 16) // measured iOS 26: content 16 in; trailing estimate
        let minRow: CGFloat = ios26 ? 56 : 44 // measured iOS 26 (rows 56 apart); iOS 18: UIKit's 44
        switch style {
        case .plain:
            return ListMetrics(
                cardMargin: 0, // measured iOS 26: plain rows' content at x = 16
                rowInsets: rowInsets, minRowHeight: minRow,
                topPadding: 0, // UIKit (iOS 26: rows without a header start at 0)
                sectionSpacing: 0, // UIKit (iOS 26)
                bottomPadding: 0, // estimate
                headerFont: ios26 ? .headline : .subheadline.weight(.semibold), // UIKit (iOS 26: 17 pt semibold); iOS 18 estimate
                footerFont: .footnote, // estimate
                // measured iOS 26 (iamcgn/swiftui-web ios/list/plain: a titled section's rows start
                // 66.5 below the rows before it, 32 + a 24.5 pt title + 10; the split is UIKit's 22 pt
                // header top padding and the 10 pt title insets measured in inset-grouped lists);
                // iOS 18 estimates (UIKit's 22 pt padding, the title 2 down)
                firstHeaderTop: ios26 ? 32 : 22,
                headerTop: ios26 ? 32 : 22,
                headerBottom: ios26 ? 10 : 4,
                footerGap: 4.5, // estimate
                footerExtra: 4.5 // estimate
            )
        case .automatic, .insetGrouped, .grouped, .inset, .sidebar, .form, .bordered:
            // iOS 26 sections, measured on an iPhone SE simulator (iamcgn/swiftui-web): a first
            // section without a header starts 35 down (ios/list/basic, ios/list/selection: the
            // first 56 pt row at y 35); a header's title is 10 below the section's top and the
            // rows 10 below the title (ios/list/spacing, ios/form/basic: first rows at 44.5 under a
            // 24.5 pt title at 10); a later header's title is the section spacing plus 10 down
            // (ios/list/basic: 27.5 after the rows above; ios/list/spacing, with
            // `listSectionSpacing(30)`: 40).
            return ListMetrics(
                cardMargin: style == .grouped ? 0 : 16, // measured iOS 26: content at x = 32 in a 320 pt list
                rowInsets: rowInsets, minRowHeight: minRow,
                topPadding: 35, // measured iOS 26 (above); iOS 18: UIKit's grouped 35
                sectionSpacing: ios26 ? 17.5 : 35, // measured iOS 26 (above); iOS 18 UIKit
                bottomPadding: ios26 ? 20 : 35, // estimate
                headerFont: ios26 ? .headline : .footnote, // UIKit (iOS 26: 17 pt semibold); iOS 18: the 13 pt footnote (estimate)
                // UIKit (a 13 pt secondary label); measured iOS 26 (iamcgn/swiftui-web ios/list/footer,
                // ios/list/footer-header: "Banana" and "Apple" as wide as footnote text, 21 tall
                // where a footnote line is 19: loose leading's 2 points)
                footerFont: ios26 ? .footnote.leading(.loose) : .footnote,
                firstHeaderTop: ios26 ? 10 : 17, // measured iOS 26 (above); iOS 18 estimate
                headerTop: ios26 ? 10 : 17, // measured iOS 26: after the section spacing (above); iOS 18 estimate
                headerBottom: ios26 ? 10 : 7, // measured iOS 26 (above); iOS 18 estimate
                footerGap: ios26 ? 8 : 6, // measured iOS 26; iOS 18 estimate
                // measured iOS 26 (ios/list/footer-header: the next section's title 16 below a
                // footer's text, its 10 pt inset and 6 below the footer); iOS 18 estimate
                footerExtra: ios26 ? 6 : 2,
                headerFollowsSectionSpacing: ios26,
                // measured iOS 26 (ios/list/footer: a section without a header starts 23.5 below the
                // footer before it, 6 + 17.5; a first one 35 down, the section spacing + 17.5)
                headerlessSectionTop: ios26 ? 17.5 : 0,
                // measured iOS 26 (ios/list/footer, footer-header: after a footer the next section
                // comes 6 below it, with no section spacing; 8 + 21 + 6 exceed the 17.5)
                footerFillsSectionSpacing: ios26
            )
        }
    }

    private static func macOS(_ style: ListStyleKind) -> ListMetrics {
        switch style {
        case .form:
            // The grouped form (macOS's own default is the columns layout; docs/fidelity.md).
            return ListMetrics(
                cardMargin: 20, // measured macOS 26
                rowInsets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10), // measured macOS 26 (rows 300 wide at x = 30)
                minRowHeight: 0, // measured macOS 26: no minimum
                topPadding: 20, sectionSpacing: 10, bottomPadding: 20, // measured macOS 26 (cards 10 apart); bottom estimate
                headerFont: .body.weight(.semibold), footerFont: .system(size: 13), // measured macOS 26
                firstHeaderTop: 20, headerTop: 30, headerBottom: 10, // measured macOS 26
                footerGap: 10, footerExtra: 0, // measured macOS 26
                // measured macOS 26 (iamcgn/swiftui-web form/grouped, form/styles: rows of 18.5 and
                // 16 pt content 10 in from their edges start 21 apart past them, in every section)
                rowSeparator: 1,
                // measured macOS 26 (form/grouped: "Your details." ends at the rows' trailing inset)
                footerTrails: true
            )
        default:
            let margin: CGFloat = switch style {
            case .plain: 8 // measured macOS 26
            case .bordered: 7 // measured macOS 26
            default: 16 // measured macOS 26 (inset and sidebar)
            }
            return ListMetrics(
                // measured macOS 26: the rows' content is `margin` in from the list's edges, and
                // `listRowInsets` insets it further (iamcgn/swiftui-web list/modifiers: a leading
                // inset of 30 puts it at 46 in an inset list). No cards are drawn.
                cardMargin: margin,
                rowInsets: EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0), // measured macOS 26
                minRowHeight: style == .sidebar ? 32 : 24, // measured macOS 26
                // measured macOS 26; bordered: its first row's top 1 below the list's (iamcgn/swiftui-web list/styles)
                topPadding: style == .plain ? 0 : style == .bordered ? 1 : 10,
                sectionSpacing: 20, // measured macOS 26
                bottomPadding: 0, // estimate
                headerFont: .subheadline.weight(.semibold), footerFont: .subheadline, // measured macOS 26 (header); footer estimate (list/sections: "Footer" 36 × 16, between 11 and 13 pt)
                firstHeaderTop: 6, headerTop: 6, headerBottom: 6, // measured macOS 26 (a 28 pt header cell)
                footerGap: 6, footerExtra: 6, // measured macOS 26 (list/sections: a footer 6 below its rows, the next section 26 below it)
                // measured macOS 26 (list/sections, list/prominence: a later section's header text
                // 20 + 6 below the rows before it)
                headerFollowsSectionSpacing: true,
                // measured macOS 26 (iamcgn/swiftui-web splitview/basic: sidebar rows' text 18.5 tall, 32 apart)
                rowFont: style == .sidebar ? .body : nil,
                // measured macOS 26 (list/sections, list/pinning, list/prominence: the first
                // section's rows start 16 below its header's text, later sections' 6)
                firstHeaderBottom: 16
            )
        }
    }
}
