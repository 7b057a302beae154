import Foundation
@_spi(Modules) import LayoutLab

/// A Live Activity in the Dynamic Island: its expanded regions and its compact and minimal
/// views, kept as given (there is no Dynamic Island here to show them).
public struct DynamicIsland {
    let expandedRegions: [DynamicIslandExpandedRegionContent]
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    var url: URL?
    var keylineTintColor: Color?
    var margins: [DynamicIslandMode: (edges: Edge.Set, length: CGFloat?)] = [:]

    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        self.expandedRegions = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The URL a tap opens: kept.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.url = url
        return island
    }

    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineTintColor = color
        return island
    }

    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var island = self
        island.margins[mode] = (edges, length)
        return island
    }
}

/// The Dynamic Island's presentations.
public struct DynamicIslandMode: Equatable, Hashable, Sendable {
    let name: String
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    public static let expanded = DynamicIslandMode(name: "expanded")
    public static let minimal = DynamicIslandMode(name: "minimal")
}

/// Where an expanded region goes.
public struct DynamicIslandExpandedRegionPosition: Equatable, Hashable, Sendable {
    let name: String
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

public struct DynamicIslandExpandedRegionVerticalPlacement: Equatable, Hashable, Sendable {
    let name: String
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(name: "default")
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

/// One region of the expanded presentation.
public struct DynamicIslandExpandedRegion<Content: View> {
    let region: DynamicIslandExpandedRegionContent

    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        region = DynamicIslandExpandedRegionContent(position: position, priority: priority, content: AnyView(content()))
    }
}

/// A region with its view's type erased, as the island keeps it.
struct DynamicIslandExpandedRegionContent {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: AnyView
}

/// The expanded presentation's regions, as its builder collects them.
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [DynamicIslandExpandedRegionContent]
}

@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>(regions: [first.region])
    }

    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>(regions: first.regions)
    }

    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>
    ) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>(regions: accumulated.regions + [next.region])
    }

    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedContent<C1>
    ) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>(regions: accumulated.regions + next.regions)
    }
}

nonisolated extension View {
    /// Where an expanded region's view goes when it is too wide: accepted.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}
