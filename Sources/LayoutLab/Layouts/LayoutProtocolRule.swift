/// Runs a public `Layout` as a node's layout rule, as
/// docs/layout-rules.md, "Custom layouts: the `Layout` protocol" describes.
///
/// - The cache follows SwiftUI's lifecycle (Apple, `Layout.makeCache(subviews:)` and
///   `updateCache(_:subviews:)`; OpenSwiftUI `ViewLayoutEngine`): `makeCache` once, when the
///   container's view first appears, then `updateCache` before the layout is used again in a later
///   pass, for as long as the container keeps its identity (docs/layout-rules.md, "Layout caches").
///   `HStackLayout`'s and `VStackLayout`'s caches (the gaps their children's spacing asks for)
///   and `Void` caches live for one pass, which gives the same result without the bookkeeping.
///   The built-in `HStack`, `VStack` and `ZStack` do not come here: they have their own rules
///   (`StackRule`, `ZStackRule`).
/// - Placement (Apple, `LayoutSubview.place(at:anchor:proposal:)`): the last call for a subview
///   wins; a subview never placed is centred in the container, sized for the container's own
///   proposal. A subview placed twice, never, at a non-finite point, with a NaN proposal, or
///   outside `placeSubviews` is reported as `invalid-subview-placement` (SwiftUI stops on a NaN
///   origin; the engine centres that subview instead).
final class LayoutProtocolRule<L: Layout>: LayoutRule {
    let layout: L
    /// Found or made on first use in the pass. A class, not an `L.Cache?`: this code is not
    /// specialised, and every access to an optional of an associated type looks up that
    /// optional's metadata at run time (2 % of a pass in the stress table).
    @exclusivity(unchecked) private var cache: LayoutCache<L.Cache>?
    @exclusivity(unchecked) private var host: SubviewHost?
    @exclusivity(unchecked) private var subviews: LayoutSubviews?
    /// The cache's class, found where the rule is made: code generic over the layout, as the
    /// rule's methods are, asks the runtime for `LayoutCache<L.Cache>` each time it makes one
    /// (about 330 instructions, a stack a pass), where a stack's expansion knows the type.
    private let cacheType: LayoutCache<L.Cache>.Type

    @inline(__always)
    init(_ layout: L) {
        self.layout = layout
        cacheType = LayoutCache<L.Cache>.self
    }

    /// Whether the cache outlives the pass: not for `Void` and the stacks' pass-scoped caches.
    private static var keepsCacheAcrossPasses: Bool {
        L.Cache.self != Void.self && L.Cache.self != _StackLayoutCache.self
    }

    private func cache(for subviews: LayoutSubviews, node: LayoutNode, pass: LayoutPass) -> LayoutCache<L.Cache> {
        if let cache { return cache }
        let made: LayoutCache<L.Cache>
        if Self.keepsCacheAcrossPasses {
            made = pass.graph.layoutCache(for: node.identity, serial: pass.serial, make: {
                layout.makeCache(subviews: subviews)
            }, update: { (cache: inout L.Cache) in
                layout.updateCache(&cache, subviews: subviews)
            })
        } else {
            made = cacheType.init(layout.makeCache(subviews: subviews), serial: pass.serial)
        }
        cache = made
        return made
    }

    private func subviews(of node: LayoutNode, pass: LayoutPass) -> LayoutSubviews {
        if let subviews, let host {
            host.pass = pass
            return subviews
        }
        // A host kept from earlier in the pass (see `placeChildren`) is reused: subviews a custom
        // layout kept in its cache still refer to it.
        let host = self.host ?? SubviewHost(pass: pass)
        host.pass = pass
        let children = node.children
        var storage: [LayoutSubview] = []
        storage.reserveCapacity(children.count)
        for index in children.indices { storage.append(LayoutSubview(node: children[index], index: index, host: host)) }
        let subviews = LayoutSubviews(storage: storage)
        self.host = host
        self.subviews = subviews
        return subviews
    }

    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        let subviews = subviews(of: node, pass: pass)
        let spacing = layout.spacing(subviews: subviews, cache: &cache(for: subviews, node: node, pass: pass).value).spacing
        reportPlacementsOutsidePlacing(node, pass: pass)
        return spacing
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let subviews = subviews(of: node, pass: pass)
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache(for: subviews, node: node, pass: pass).value)
        reportPlacementsOutsidePlacing(node, pass: pass)
        return size
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let subviews = subviews(of: node, pass: pass)
        guard let host else { return }
        host.beginPlacement(count: subviews.count)
        layout.placeSubviews(in: node.frame, proposal: node.proposal, subviews: subviews, cache: &cache(for: subviews, node: node, pass: pass).value)
        let placedTwice = host.placedTwice
        let placements = host.endPlacement()
        let name = node.kind
        for index in placedTwice {
            pass.diagnose(.invalidSubviewPlacement, node.children[index], "\(name) placed subview \(index) more than once; the last placement is used.")
        }
        // The children are borrowed, not counted (`forEachChild`): a list places thousands a pass.
        var index = 0
        node.forEachChild { child in
            defer { index += 1 }
            guard index < placements.count else { return }
            let placement = placements[index]
            if let placement, let problem = placement.problem {
                pass.diagnose(.invalidSubviewPlacement, child, "\(name) placed subview \(index) \(problem); it is centred instead.")
            } else if let placement, let size = placement.size {
                pass.placeChild(child, frame: CGRect(origin: placement.position, size: size), proposal: placement.proposal)
                return
            } else if let placement {
                pass.placeChild(child, at: placement.position, anchor: placement.anchor, proposal: placement.proposal)
                return
            } else {
                pass.diagnose(.invalidSubviewPlacement, child, "\(name) never placed subview \(index); it is centred in the container.")
            }
            pass.placeChildInContainerCentre(child, container: node)
        }
        reportPlacementsOutsidePlacing(node, pass: pass)
        // Placed: the container is not asked again this pass (were it, it would make its subviews
        // anew and find a cache kept across passes again, not updated), and the tree outlives
        // the pass: a table's stacks kept a tenth of its peak in these. Subviews refer to their
        // host uncounted, so a layout whose cache may hold them keeps it.
        self.cache = nil
        self.subviews = nil
        if !Self.keepsCacheAcrossPasses { self.host = nil }
    }

    /// A layout may answer for itself (the built-in stacks, which only combine their children's
    /// values, have their own rules and never come here).
    var explicitGuideSource: ExplicitGuideSource { .own(.all) }

    /// The layout's answer for `key` in bounds of `size` at the origin (OpenSwiftUI
    /// `ViewLayoutEngine.explicitAlignment`).
    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        let subviews = subviews(of: node, pass: pass)
        let bounds = CGRect(origin: .zero, size: size)
        switch key.axis {
        case .horizontal:
            return layout.explicitAlignment(
                of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache(for: subviews, node: node, pass: pass).value
            )
        case .vertical:
            return layout.explicitAlignment(
                of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache(for: subviews, node: node, pass: pass).value
            )
        }
    }

    private func reportPlacementsOutsidePlacing(_ node: LayoutNode, pass: LayoutPass) {
        guard let host, host.takePlacedOutsidePlacement() else { return }
        pass.diagnose(.invalidSubviewPlacement, node, "\(node.kind) placed a subview outside placeSubviews; the placement is ignored.")
    }
}

/// A layout's cache and the pass that last made or updated it.
final class LayoutCache<Value> {
    @exclusivity(unchecked) var value: Value
    @exclusivity(unchecked) var serial: Int

    init(_ value: Value, serial: Int) {
        self.value = value
        self.serial = serial
    }
}

extension ViewGraph {
    /// The cache of the layout container with `identity`: made the first time, updated once in
    /// each later pass that uses it. A cache of another type under the same identity (another
    /// layout) is replaced.
    func layoutCache<Value>(
        for identity: Identity, serial: Int, make: () -> Value, update: (inout Value) -> Void
    ) -> LayoutCache<Value> {
        if let existing = layoutCaches[identity] as? LayoutCache<Value> {
            if existing.serial != serial {
                existing.serial = serial
                update(&existing.value)
            }
            return existing
        }
        let made = LayoutCache(make(), serial: serial)
        layoutCaches[identity] = made
        return made
    }

    /// Drops the caches of layouts the last pass did not use: their views left the tree.
    func collectUnusedLayoutCaches() {
        guard !layoutCaches.isEmpty else { return }
        layoutCaches = layoutCaches.filter { $0.value.layoutCacheSerial == serial }
    }
}

/// The serial of any `LayoutCache`, whatever its value type.
protocol LayoutCacheSerial: AnyObject {
    var layoutCacheSerial: Int { get }
}

extension LayoutCache: LayoutCacheSerial {
    var layoutCacheSerial: Int { serial }
}
