/// How a pass answers alignment questions (docs/layout-rules.md, "Alignment"): a node's
/// dimensions, its explicit value for a guide (worked out once per node, guide and proposal in a
/// pass), what a wrapper reports from the children it places, and where a child goes when it is
/// aligned on guides or centred.
extension LayoutPass {
    /// `node`'s size and guides for `proposal`.
    /// A node without explicit guides gets plain dimensions, which hold neither it nor the pass:
    /// asked for every child a stack aligns, counting both in and out was a fortieth of a pass.
    func dimensions(of node: LayoutNode, proposal: ProposedViewSize) -> ViewDimensions {
        let size = size(of: node, proposing: proposal)
        guard !node.explicitGuides.isEmpty else { return ViewDimensions(withoutExplicitValues: node, size: size, proposal: proposal) }
        return ViewDimensions(node: node, proposal: proposal, size: size, pass: self)
    }

    /// `node`'s explicit value for `key` when it is offered `proposal` and takes `size`, in its own
    /// coordinates. A non-finite answer is dropped (and reported, for a view of finite size).
    func explicitAlignment(_ key: AlignmentKey, of node: LayoutNode, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard node.explicitGuides.includes(key) else { return nil }
        if node.explicitGuideSerial != nodeSerial {
            node.explicitGuideSerial = nodeSerial
            node.lastExplicitGuide = -1
        } else if let cached = explicitGuides.value(for: key, proposal: proposal, from: node.lastExplicitGuide) {
            return cached
        }
        var value = node.layout.explicitAlignment(of: key, node: node, proposal: proposal, size: size, pass: self)
        if let found = value, !found.isFinite {
            if size.width.isFinite, size.height.isFinite {
                diagnose(.invalidFrameDimension, node, "Invalid frame dimension (negative or non-finite): \(node.kind) reported \(found.formattedPoints) for \(key.description); ignored.")
            }
            value = nil
        }
        node.lastExplicitGuide = explicitGuides.add(value, for: key, proposal: proposal, after: node.lastExplicitGuide)
        return value
    }

    /// A wrapper's explicit value for `key`: each child's, moved by the child's `origin` in the
    /// wrapper (OpenSwiftUI `UnaryLayoutView.explicitAlignment`); with several children, combined
    /// like a container's.
    func explicitAlignment(
        _ key: AlignmentKey, ofChildren children: NodeChildren, proposal: ProposedViewSize,
        origin: (LayoutNode) -> CGPoint
    ) -> CGFloat? {
        if children.count == 1 {
            return childExplicitAlignment(key, of: children[0], proposal: proposal, origin: origin)
        }
        guard key.combines else { return nil }
        var result: CGFloat?
        var n = 0
        children.withUnsafeBufferPointer { children in
            for index in children.indices {
                let value = Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef {
                    childExplicitAlignment(key, of: $0, proposal: proposal, origin: origin)
                }
                guard let value else { continue }
                key.id._combineExplicit(childValue: value, n, into: &result)
                n += 1
            }
        }
        return result
    }

    /// The same for a wrapper of `size` that centres its children (`centred`).
    func explicitAlignment(
        _ key: AlignmentKey, ofChildren children: NodeChildren, centredIn size: CGSize, proposal: ProposedViewSize
    ) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return explicitAlignment(key, ofChildren: children, proposal: proposal) { self.centred($0, proposal: proposal, in: bounds) }
    }

    /// The same for a wrapper of one child (a background's primary view), without making an
    /// array of it.
    func explicitAlignment(_ key: AlignmentKey, ofChild child: LayoutNode, centredIn size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return childExplicitAlignment(key, of: child, proposal: proposal) { self.centred($0, proposal: proposal, in: bounds) }
    }

    /// The same for a wrapper of `size` that aligns its children on guides (`aligned`): a frame.
    func explicitAlignment(
        _ key: AlignmentKey, ofChildren children: NodeChildren, alignedIn size: CGSize, proposal: ProposedViewSize, alignment: Alignment
    ) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return explicitAlignment(key, ofChildren: children, proposal: proposal) {
            self.aligned($0, proposal: proposal, in: bounds, alignment: alignment)
        }
    }

    private func childExplicitAlignment(
        _ key: AlignmentKey, of child: LayoutNode, proposal: ProposedViewSize, origin: (LayoutNode) -> CGPoint
    ) -> CGFloat? {
        guard let value = explicitAlignment(key, of: child, proposal: proposal, size: size(of: child, proposing: proposal)) else {
            return nil
        }
        return origin(child)[key.axis] + value
    }

    /// Where `child`, offered `proposal`, goes in `rect` so that its guides for `alignment` meet
    /// `guideLines` (relative to `rect`): by default those of a plain view of `rect`'s size (a
    /// frame's), or another view's (an overlay's primary).
    func aligned(
        _ child: LayoutNode, proposal: ProposedViewSize, in rect: CGRect, alignment: Alignment, meeting guideLines: CGPoint? = nil
    ) -> CGPoint {
        let dimensions = dimensions(of: child, proposal: proposal)
        let offset = guideLines.map { alignment.offset(of: dimensions, meeting: $0) }
            ?? alignment.offset(of: dimensions, in: ViewDimensions(size: rect.size))
        return CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y)
    }

    /// Where `child`, offered `proposal`, goes to sit in the middle of `rect`, whatever its guides:
    /// how the wrappers that do not align on guides (padding, `fixedSize`, `aspectRatio`, custom
    /// views, render effects) place their content (OpenSwiftUI `_Placement(aligning: .center)`).
    func centred(_ child: LayoutNode, proposal: ProposedViewSize, in rect: CGRect) -> CGPoint {
        let size = self.size(of: child, proposing: proposal)
        return CGPoint(x: rect.minX + (rect.width * 0.5 - size.width * 0.5), y: rect.minY + (rect.height * 0.5 - size.height * 0.5))
    }

    /// Places `child`, sized for `proposal`, in the middle of `rect` (see `centred`).
    func placeChild(_ child: LayoutNode, centredIn rect: CGRect, proposal: ProposedViewSize) {
        let size = self.size(of: child, proposing: proposal)
        placeChild(child, frame: CGRect(origin: centred(child, proposal: proposal, in: rect), size: size), proposal: proposal)
    }
}

/// The explicit values the nodes of one pass reported, by guide and proposal: a container asks
/// each child for the same guide every time it is measured. One array for the whole pass, each
/// node's entries chained from its newest (`LayoutNode.lastExplicitGuide`): a cache of its own
/// per node made two or three allocations for every node asked, a fifth of a table's.
///
/// An entry is 40 bytes: the guide by its type's identifier and axis, the proposal as
/// `MeasuredSize` stores one, and no value as NaN (a non-finite answer is dropped before it is
/// kept). The array starts at the size the previous pass's reached (`ViewGraph`), so a big tree
/// does not copy it a dozen times as it grows, nor hold the old and new copies at once.
struct ExplicitGuideEntries {
    private struct Entry {
        let width: Double
        let height: Double
        /// NaN: the node has no explicit value for this guide and proposal.
        let value: Double
        let guide: ObjectIdentifier
        /// The node's previous entry, or -1.
        let previous: Int32
        let axis: Axis
    }

    private var entries: ContiguousArray<Entry> = []

    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
    }

    var count: Int { entries.count }

    /// The answer cached in the chain that ends at `last`: `.some(nil)` when the node has no
    /// explicit value, nil when not asked yet.
    func value(for key: AlignmentKey, proposal: ProposedViewSize, from last: Int32) -> CGFloat?? {
        let width = MeasuredSize.stored(proposal.width), height = MeasuredSize.stored(proposal.height)
        let guide = ObjectIdentifier(key.id)
        var index = Int(last)
        while index >= 0 {
            let entry = entries[index]
            if MeasuredSize.same(entry.width, width), MeasuredSize.same(entry.height, height),
                entry.guide == guide, entry.axis == key.axis {
                return .some(entry.value.isNaN ? nil : entry.value)
            }
            index = Int(entry.previous)
        }
        return nil
    }

    /// Adds an answer to the chain that ends at `last`; returns the chain's new end.
    mutating func add(_ value: CGFloat?, for key: AlignmentKey, proposal: ProposedViewSize, after last: Int32) -> Int32 {
        entries.append(Entry(
            width: MeasuredSize.stored(proposal.width), height: MeasuredSize.stored(proposal.height),
            value: value.map { Double($0) } ?? .nan, guide: ObjectIdentifier(key.id), previous: last, axis: key.axis
        ))
        return Int32(entries.count - 1)
    }
}
