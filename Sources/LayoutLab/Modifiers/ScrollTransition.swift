nonisolated extension View {
    /// Applies `transition`'s render effect for the view's phase in the nearest scroll view: the
    /// phase is `identity` while the view meets the configuration's threshold, else the side it
    /// is on (docs/layout-rules.md, "scrollTransition"). Layout is unchanged.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// The same, with a configuration for each side.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(RenderEffectModifier(kind: "scrollTransition", effect: .visual({ proxy in
            let phase = ScrollTransitionPhase(of: proxy, axis: axis, topLeading: topLeading, bottomTrailing: bottomTrailing)
            return transition(EmptyVisualEffect(), phase)._renderTransform(for: proxy.layoutFrame)
        })))
    }
}

/// Where a view is in a scroll transition.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the visible region (above it, or to its leading side).
    case topLeading
    /// Within the visible region, as the configuration's threshold counts it.
    case identity
    /// After the visible region.
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }

    /// −1, 0 or 1.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }

    /// The phase of the view `proxy` describes within its nearest scroll view along `axis` (the
    /// scroll view's own axis when nil, vertical when it scrolls both ways); `identity` outside
    /// a scroll view.
    init(of proxy: GeometryProxy, axis: Axis?, topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration) {
        guard let scroll = proxy.namedSpaces.scrollView(along: axis) else {
            self = .identity
            return
        }
        let axis = axis ?? (scroll.axes == .horizontal ? .horizontal : .vertical)
        self.init(view: proxy.globalFrame, container: scroll.frame, axis: axis, topLeading: topLeading, bottomTrailing: bottomTrailing)
    }

    /// The phase of a view with frame `view` in a scroll view showing `container`, both in the
    /// same coordinates, along `axis`.
    init(view: CGRect, container: CGRect, axis: Axis, topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration) {
        let before = view.midAlong(axis) < container.midAlong(axis)
        let configuration = before ? topLeading : bottomTrailing
        if configuration.isIdentity || configuration.threshold.isMet(view: view, container: container, axis: axis) {
            self = .identity
        } else {
            self = before ? .topLeading : .bottomTrailing
        }
    }
}

/// How a scroll transition applies (Apple, `ScrollTransitionConfiguration`). Headless, there is
/// no animation and no scrolling: `animated` and `interactive` both give the phase of the view's
/// position, `identity` always gives `identity`.
public struct ScrollTransitionConfiguration: Sendable {
    let isIdentity: Bool
    var threshold: Threshold

    /// Never changes the view.
    public static let identity = ScrollTransitionConfiguration(isIdentity: true, threshold: .visible)
    /// Changes phase once the view crosses the threshold.
    public static let animated = ScrollTransitionConfiguration(isIdentity: false, threshold: .visible)
    /// Follows the view's position (the default).
    public static let interactive = ScrollTransitionConfiguration(isIdentity: false, threshold: .visible)

    /// The threshold at which the view counts as fully visible.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// A point in a view's progress from hidden (wholly outside the container) to visible.
    public struct Threshold: Sendable {
        enum Kind: Sendable {
            /// This fraction of the view's length is inside the container.
            case visible(Double)
            /// The view's centre is at the container's (within half a point).
            case centered
        }

        let kind: Kind
        /// How far the container's edges are moved towards its centre.
        var inset: Double = 0

        /// The whole view is visible.
        public static let visible = Threshold(kind: .visible(1))
        /// Met at once: any position counts as visible.
        public static let hidden = Threshold(kind: .visible(0))
        public static var centered: Threshold { Threshold(kind: .centered) }

        /// `amount` of the view is visible, from 0 (hidden) to 1 (wholly visible); clamped.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(kind: .visible(amount.isNaN ? 1 : min(max(amount, 0), 1)))
        }

        /// Met when the view is `distance` closer to the container's centre.
        public func inset(by distance: Double) -> Threshold {
            var copy = self
            copy.inset += distance.isFinite ? distance : 0
            return copy
        }

        /// Between this threshold and `other`: visible fractions and insets mix linearly; a
        /// centred threshold is taken whole from whichever side `amount` is nearer.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.isFinite ? min(max(amount, 0), 1) : 0
            let inset = self.inset + (other.inset - self.inset) * t
            if case .visible(let a) = kind, case .visible(let b) = other.kind {
                return Threshold(kind: .visible(a + (b - a) * t), inset: inset)
            }
            return Threshold(kind: t < 0.5 ? kind : other.kind, inset: inset)
        }

        func isMet(view: CGRect, container: CGRect, axis: Axis) -> Bool {
            let low = container.minAlong(axis) + inset, high = container.maxAlong(axis) - inset
            switch kind {
            case .centered:
                return abs(view.midAlong(axis) - (low + high) / 2) <= 0.5
            case .visible(let fraction):
                let length = view.maxAlong(axis) - view.minAlong(axis)
                let overlap = max(0, min(view.maxAlong(axis), high) - max(view.minAlong(axis), low))
                let visible = length > 0 ? overlap / length : (view.minAlong(axis) >= low && view.minAlong(axis) <= high ? 1 : 0)
                return visible >= fraction - 1e-9
            }
        }
    }
}
