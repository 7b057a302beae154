/// Preference values, computed bottom-up over a placed subtree (docs/layout-rules.md, "Preferences"):
///
/// - only nodes that write a key take part: the first value seeds the result and later values
///   are reduced in tree order; `defaultValue` is used only when nothing writes;
/// - a dynamic container (`if`, optional, `ForEach`) always takes part, with `defaultValue` when
///   nothing inside it writes;
/// - a background reduces before its primary, an overlay after it;
/// - `.preference` replaces the subtree's value; `transformPreference` starts from it (or from the
///   default); values keep flowing up past the views that read them.
extension LayoutPass {
    /// The value `node` passes up for `key`, or nil when nothing in it takes part.
    func preferenceValue(of node: LayoutNode, key: Int) -> Any? {
        summarizePreferences(of: node)
        // Most of a tree neither writes the key nor holds a dynamic group: nothing to compute or keep.
        guard node.writerKeys.contains(key) || node.containsDynamicGroup else { return nil }
        if let cached = node.preferenceOutputs.value(for: key) { return cached }
        let value = preferenceValue(of: node, key: key, beforeAttachment: node.attachments.count)
        node.preferenceOutputs.add(value, for: key)
        return value
    }

    /// The value at `node` for `key` after its first `count` attachments: what a reader attached
    /// at that position sees.
    func preferenceValue(of node: LayoutNode, key: Int, beforeAttachment count: Int) -> Any? {
        summarizePreferences(of: node)
        var value: Any? = nil
        if node.writerKeys.contains(key) || node.containsDynamicGroup {
            value = reduceChildren(of: node, key: key)
        }
        for attachment in node.attachments.prefix(count) {
            switch attachment {
            case .writePreference(let written, let newValue) where written == key:
                value = newValue
            case .transformPreference(let written, let transform) where written == key:
                var current = value ?? graph.preferenceKeys.keys[key].defaultValue()
                transform(&current)
                value = current
            case .anchorPreference(let written, let make) where written == key:
                value = make(node)
            default:
                break
            }
        }
        return value
    }

    // The children are read through a buffer and borrowed, not counted: reduction visits every
    // node of a subtree that holds a dynamic group (a list's rows all do), and retaining each
    // child, and the arrays, was a fifth of the actions' time after a pass.
    private func reduceChildren(of node: LayoutNode, key: Int) -> Any? {
        node.children.withUnsafeBufferPointer { children in
            if let order = node.preferenceOrder {
                return order.withUnsafeBufferPointer { reduce($0, children: children, key: key) }
            }
            var result: Any? = nil
            for index in children.indices {
                Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { child in
                    combine(&result, preferenceValue(of: child, key: key), key: key)
                }
            }
            return result
        }
    }

    private func reduce(_ items: UnsafeBufferPointer<ContentItem>, children: UnsafeBufferPointer<LayoutNode>, key: Int) -> Any? {
        var result: Any? = nil
        for position in items.indices {
            switch items[position] {
            case .node(let index):
                Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { child in
                    combine(&result, preferenceValue(of: child, key: key), key: key)
                }
            case .dynamic(let group):
                let value = group.withUnsafeBufferPointer { reduce($0, children: children, key: key) }
                    ?? graph.preferenceKeys.keys[key].defaultValue()
                combine(&result, value, key: key)
            }
        }
        return result
    }

    private func combine(_ result: inout Any?, _ next: Any?, key: Int) {
        guard let next else { return }
        guard var current = result else {
            result = next
            return
        }
        graph.preferenceKeys.keys[key].reduce(&current, next)
        result = current
    }

    /// Which keys a subtree writes and whether it holds a dynamic group, so reduction can skip
    /// subtrees that cannot contribute. Computed once per node per pass, after it is placed.
    func summarizePreferences(of node: LayoutNode) {
        guard node.preferenceSerial != nodeSerial else { return }
        node.forEachChild { summarizePreferences(of: $0) }
        summarizeFromChildren(node)
    }

    /// Summarizes the whole subtree, as `summarizePreferences(of:)` does, and lists the nodes in
    /// it that have attachments, in tree order: one walk where the actions after a pass took two
    /// (every node visited for its attachments, every node again for the summary).
    ///
    /// It also works out, bottom-up, each node's value for the keys its ancestors' attachments
    /// will reduce (`reducingAbove`; see `Attachment.reducedKey`): the node is in cache now, and
    /// the reduction that follows finds every value made. Left to that reduction, the values of a
    /// reader's whole content were a second walk over the tree, waiting on memory for every node
    /// again. The values are the same either way: nothing changes the tree between the two.
    func summarizePreferences(
        of node: LayoutNode, listingAttachedNodesInto attached: inout [Unmanaged<LayoutNode>],
        reducingAbove: PreferenceKeySet = PreferenceKeySet(), tracesWrites: Bool = false
    ) {
        var reducedBelow = reducingAbove
        if !node.attachments.isEmpty {
            attached.append(.passUnretained(node))
            for attachment in node.attachments {
                if let key = attachment.reducedKey(tracesWrites: tracesWrites) { reducedBelow.insert(key) }
            }
        }
        node.forEachChild {
            summarizePreferences(of: $0, listingAttachedNodesInto: &attached, reducingAbove: reducedBelow, tracesWrites: tracesWrites)
        }
        if node.preferenceSerial != nodeSerial { summarizeFromChildren(node) }
        reducingAbove.forEachLowKey { key in _ = preferenceValue(of: node, key: key) }
    }

    /// The node's summary from its children's, which are done.
    private func summarizeFromChildren(_ node: LayoutNode) {
        node.preferenceSerial = nodeSerial
        node.preferenceOutputs.removeAll()
        var keys = PreferenceKeySet()
        var dynamic = node.preferenceOrder?.contains(where: \.isDynamic) ?? false
        node.forEachChild { child in
            keys.formUnion(child.writerKeys)
            dynamic = dynamic || child.containsDynamicGroup
        }
        for attachment in node.attachments {
            if let key = attachment.writtenKey { keys.insert(key) }
        }
        node.writerKeys = keys
        node.containsDynamicGroup = dynamic
    }
}

extension ContentItem {
    var isDynamic: Bool {
        if case .dynamic = self { return true }
        return false
    }
}

/// The values a node passed up during one pass, by key. A node is usually asked for one key, so
/// the first answer is kept apart from the rest, as `MeasurementCache` does. The two are not one
/// generic type: with `Any?` values every access goes through runtime witnesses.
///
/// Out of line, made when a node first holds a value: most nodes never do (a list with no
/// preference reader, every node below a reader's writers), and inline the values took 48 of a
/// node's 456 bytes, which every node of every pass writes to fresh memory (docs/performance.md,
/// "The flat list beside Yoga").
///
/// Lookups are `mutating` on purpose: called on a node's stored property, a non-mutating method
/// gets a copy of the struct (a reference to retain and release); a mutating one works in place.
struct PreferenceOutputs {
    private final class Values {
        var firstKey: Int
        var firstValue: Any?
        var more: [(key: Int, value: Any?)] = []

        init(firstKey: Int, firstValue: Any?) {
            self.firstKey = firstKey
            self.firstValue = firstValue
        }
    }

    private var values: Values?

    /// The value computed for `key` (itself nil when nothing takes part), or nil if not computed.
    mutating func value(for key: Int) -> Any?? {
        guard let values else { return nil }
        if values.firstKey == key { return .some(values.firstValue) }
        if values.more.isEmpty { return nil }
        for entry in values.more where entry.key == key { return .some(entry.value) }
        return nil
    }

    mutating func add(_ value: Any?, for key: Int) {
        if let values {
            values.more.append((key, value))
        } else {
            values = Values(firstKey: key, firstValue: value)
        }
    }

    /// Forgets the last pass's values.
    mutating func removeAll() {
        values = nil
    }
}
