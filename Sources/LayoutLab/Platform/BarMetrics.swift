/// How much room navigation bars, toolbars, search fields and tab bars take from their content,
/// per OS generation and device (docs/layout-rules.md, "Navigation, toolbars and tab views").
/// Heights are measured from the content's safe area: a bar below a status bar starts under it.
/// Sources at the end of each line, as in Platform/ControlMetrics.swift: `measured iOS 26`
/// (SwiftUI on an iPhone SE simulator at 2×, status bar hidden), `UIKit` (the bars SwiftUI hosts,
/// documented or measured on iOS 26), `HIG` (Apple's Human Interface Guidelines), `estimate`.
struct BarMetrics: Sendable {
    /// Whether bars take room from the content at all (macOS's toolbar is window chrome, outside
    /// the window's content).
    var barsTakeSpace: Bool
    /// From the safe area's top to an inline bar's bottom, and what a large title adds below it.
    var inlineBar: CGFloat
    var largeTitleExtra: CGFloat
    /// The band a search field takes under the bar (`.searchable`).
    var searchField: CGFloat
    /// Where bar items sit: a row this far below the bar's top, this tall, items `itemSpacing`
    /// apart and `itemInset` from the edges.
    var itemRowTop: CGFloat
    var itemRowHeight: CGFloat
    var itemInset: CGFloat
    var itemSpacing: CGFloat
    /// Where a large title's text starts, from the bar's top.
    var largeTitleTop: CGFloat
    /// Whether a list right under a large title starts its first section at the bar, without
    /// its top padding (iOS 26, measured: see `ListRule.placement`).
    var largeTitleAbsorbsListPadding = false
    /// Whether `searchable`'s field sits in a band at the bottom (iOS 26) rather than under the
    /// title in the navigation bar.
    var searchFieldAtBottom = false
    /// Whether a navigation bar with nothing in it (no title, no items, no search field) takes
    /// no room from the content (iOS 26's glass bar) or its inline height (iOS 18).
    var emptyBarTakesNoSpace = false
    /// The bottom toolbar's band above the safe area's bottom, and the tab bar's.
    var bottomToolbar: CGFloat
    var tabBar: CGFloat
    /// Whether the tab bar is at the top (macOS's segmented tabs).
    var tabBarAtTop: Bool
    /// A split view's sidebar and content columns when side by side.
    var sidebarWidth: CGFloat
    var contentColumnWidth: CGFloat
    /// How far a floating sidebar stands in from the window's leading, top and bottom edges
    /// (macOS 26); its column is that much wider than the sidebar.
    var sidebarInset: CGFloat = 0

    /// The figures for `os` on a screen whose bottom safe-area inset is `bottomInset`, in a
    /// horizontal size class that is regular or not.
    static func of(_ os: OSGeneration, bottomInset: CGFloat, regularWidth: Bool) -> BarMetrics {
        switch os {
        case .ios26:
            BarMetrics(
                barsTakeSpace: true,
                inlineBar: 64, // measured iOS 26: content at y = 64 (a 54 pt bar 10 below the safe area's top)
                largeTitleExtra: 52.5, // measured iOS 26: content at y = 116.5 under a large title
                searchField: 60, // UIKit (a 60 pt band under the bar where a field goes there; iOS 26 puts it at the bottom)
                itemRowTop: 10, itemRowHeight: 44, // UIKit (iOS 26: 44 pt platters at the bar's top)
                itemInset: 16, itemSpacing: 8, // UIKit (iOS 26: 16 from the edges, 8 apart)
                largeTitleTop: 54, // UIKit (iOS 26: the large title at (16, 54))
                largeTitleAbsorbsListPadding: true, // measured iOS 26 (ListRule.placement)
                // measured iOS 26 (iamcgn/swiftui-web ios/search/basic: under a large title the list
                // starts at 116.5 as without a search field and ends 76 above the bottom, the
                // toolbar's band, where the field is)
                searchFieldAtBottom: true,
                // measured iOS 26 (iamcgn/swiftui-web ios/nav/sizing: a stack with no title centres
                // its text in its whole 267.5 pt frame, 121.5 down)
                emptyBarTakesNoSpace: true,
                // UIKit (iOS 26, iPhone SE: a 76 pt toolbar band and an 83 pt tab bar band over a
                // 0 pt inset); with a home indicator, estimate: the same band from the screen's bottom.
                bottomToolbar: max(76 - bottomInset, 44),
                tabBar: max(83 - bottomInset, 49),
                tabBarAtTop: false,
                sidebarWidth: 320, contentColumnWidth: 320 // estimate
            )
        case .ios18:
            BarMetrics(
                barsTakeSpace: true,
                inlineBar: regularWidth ? 50 : 44, // HIG / UIKit (UINavigationBar: 44 on iPhone, 50 on iPad)
                largeTitleExtra: 52, // UIKit (96 with a large title on iPhone)
                searchField: 52, // estimate
                itemRowTop: 0, itemRowHeight: regularWidth ? 50 : 44, // UIKit (items centred on the bar)
                itemInset: regularWidth ? 20 : 16, itemSpacing: 8, // UIKit layout margins; spacing estimate
                largeTitleTop: (regularWidth ? 50 : 44) + 3, // estimate
                bottomToolbar: 44, // UIKit (UIToolbar)
                tabBar: regularWidth ? 50 : 49, // HIG (49 on iPhone; iPad 50, iPadOS 18's floating bar not modelled)
                tabBarAtTop: false,
                sidebarWidth: 320, contentColumnWidth: 320 // estimate
            )
        case .macos26:
            BarMetrics(
                barsTakeSpace: false, // measured macOS 26: the title and toolbar are window chrome
                inlineBar: 0, largeTitleExtra: 0, searchField: 0,
                itemRowTop: 0, itemRowHeight: 0, itemInset: 8, itemSpacing: 8, // measured macOS 26 (outside the content)
                largeTitleTop: 0, bottomToolbar: 0,
                tabBar: 24, // measured macOS 26: segmented tabs 24 tall, content below them
                tabBarAtTop: true,
                // measured macOS 26 (iamcgn/swiftui-web splitview/basic, three, widths): the sidebar
                // floats 140 wide at (8, 8), 16 less than the window's height; the content and
                // detail columns follow it at x = 148; a column's navigationSplitViewColumnWidth
                // ideal replaces its width; the content column is 200 (splitview/columns).
                sidebarWidth: 140, contentColumnWidth: 200, sidebarInset: 8
            )
        }
    }
}
