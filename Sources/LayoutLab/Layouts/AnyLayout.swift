/// A type-erased layout: `AnyLayout(HStackLayout())`, switched at run time without changing the
/// view's structure (docs/layout-rules.md, "AnyLayout").
///
/// - Every method forwards to the wrapped layout (OpenSwiftUI `Layout/AnyLayout.swift`).
/// - The cache remembers the wrapped layout's type: `updateCache` makes a new cache when the type
///   changed and forwards `updateCache` when it did not (OpenSwiftUI `_AnyLayoutBox.updateCache`).
/// - `layoutProperties` are the wrapped layout's, read from the value, so a `Spacer` inside
///   grows along whichever stack is wrapped now (OpenSwiftUI `AnyLayoutProperties`).
/// - The container's identity does not depend on the wrapped type, so switching layouts keeps
///   the children, and their state (Apple, `AnyLayout`).
public struct AnyLayout: Layout {
    let storage: any AnyLayoutBox

    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            storage = erased.storage
        } else {
            storage = ConcreteLayoutBox(layout: layout)
        }
    }

    /// The wrapped layout's cache, and which layout type made it.
    public struct Cache {
        let layoutType: ObjectIdentifier
        var value: Any
    }

    /// The wrapped layout's properties (the static `layoutProperties` of `AnyLayout` itself has no
    /// stack orientation, as SwiftUI's does not).
    var wrappedLayoutProperties: LayoutProperties { storage.layoutProperties }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(layoutType: storage.layoutType, value: storage.makeCache(subviews: subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.layoutType == storage.layoutType {
            storage.updateCache(&cache.value, subviews: subviews)
        } else {
            cache = makeCache(subviews: subviews)
        }
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews: subviews, cache: &cache.value)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
}

/// The wrapped layout behind `AnyLayout`, with its cache as `Any`.
protocol AnyLayoutBox {
    var layoutType: ObjectIdentifier { get }
    /// The wrapped layout itself.
    var wrapped: Any { get }
    var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
}

private struct ConcreteLayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }
    var wrapped: Any { layout }
    var layoutProperties: LayoutProperties { L.layoutProperties }

    func makeCache(subviews: LayoutSubviews) -> Any {
        layout.makeCache(subviews: subviews)
    }

    func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        withTypedCache(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        withTypedCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        withTypedCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        withTypedCache(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    /// Runs `body` on the cache as `L.Cache` and stores it back. `AnyLayout.updateCache` remakes a
    /// cache of another layout type before any other call; a cache that is not `L.Cache` all the
    /// same is made again rather than trusted.
    private func withTypedCache<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        cache = ()
        defer { cache = typed }
        return body(&typed)
    }
}
