/// How a scroll view behaves under a finger: accepted so that code using them compiles; the
/// layout at rest, which is what a recording holds, is the same
/// (docs/layout-rules.md, "ScrollView"). A `scroll(to:)` step moves to exactly the offset it names, whatever the
/// target behaviour would snap to.

/// How a scroll view settles after a fling (`.paging`, `.viewAligned`).
public protocol ScrollTargetBehavior {}

/// Settles on whole pages of the scroll view's length.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Settles with a view of the `scrollTargetLayout` at the leading edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public enum LimitBehavior: Hashable, Sendable {
        case automatic, always, never, alwaysByFew, alwaysByOne
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How a scroll view's edges fade or blur under bars (iOS 26): drawing only.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
    public static let hard = ScrollEdgeEffectStyle(name: "hard")
    public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

/// Where `contentMargins` applies.
public struct ContentMarginPlacement: Hashable, Sendable {
    private let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

nonisolated extension View {
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }
    /// Drawing only; the views inside read it (`\.horizontalScrollIndicatorVisibility`, `\.vertical…`).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        })
    }

    /// No one scrolls here, so layout is the same; the views inside read `\.isScrollEnabled`
    /// (Apple: "SwiftUI passes the disabled property through the environment").
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }

    /// How a scroll view bounces at its ends: behaviour only, read as `\.verticalScrollBounceBehavior`.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
        })
    }
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    /// The edge effect under bars (iOS 26): drawing only.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }

    /// Margins around a scroll view's content: on `.scrollContent` (and `.automatic`) they pad
    /// the content as `safeAreaPadding` does, which is how SwiftUI applies them (Apple,
    /// `contentMargins(_:_:for:)`: "the margins are added to the safe area").
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        safeAreaPadding(edges, placement == .scrollIndicators ? 0 : length)
    }

    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        safeAreaPadding(placement == .scrollIndicators ? EdgeInsets() : insets)
    }
}
