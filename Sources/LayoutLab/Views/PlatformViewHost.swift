/// A platform view that a representable stands for (a `UIView`, an `NSView`, or a view
/// controller's view), as the engine asks about it when it lays the representable out. The
/// `UIKit` and `AppKit` modules implement it for their representables; the engine keeps one per
/// representable in the tree, from the pass that first meets it to the pass after it leaves.
@_spi(Platform) public protocol _PlatformViewHost: AnyObject {
    /// The representable's `sizeThatFits(_:uiView:context:)`, or nil to size by the view.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize?
    /// The view's intrinsic content size; an axis below zero (`noIntrinsicMetric`) has none.
    var intrinsicContentSize: CGSize { get }
    /// The representable left the tree: `dismantleUIView(_:coordinator:)`.
    func dismantle()
}

/// How a representable becomes a node (`ViewRepresentableRule`), for the platform modules.
@_spi(Platform) public enum _PlatformViewHosting {
    /// Appends the leaf node of the representable `type`. The first pass that meets it makes its
    /// host (`make`: the coordinator, then `makeUIView`); every pass that builds it, that one
    /// included, updates it (`update`: `updateUIView`), with the environment it sees there.
    public static func append<Host: _PlatformViewHost>(
        _ type: Any.Type, inputs: _ViewInputs, list: inout _ViewList,
        make: (EnvironmentValues) -> Host, update: (Host, EnvironmentValues) -> Void
    ) {
        let graph = inputs.graph
        let host: Host
        if let existing = graph.platformViewHost(at: inputs.identity) as? Host {
            host = existing
        } else {
            host = make(inputs.environment)
            graph.keepPlatformViewHost(host, at: inputs.identity)
        }
        graph.markPlatformViewHostLinked(at: inputs.identity)
        update(host, inputs.environment)
        let kind = graph.kindName(for: type)
        list.append(LayoutNode(
            kind: kind, slot: inputs.slot, identity: inputs.identity, layout: ViewRepresentableRule(host: host, label: kind)
        ))
    }
}

/// A representable's host and the last pass that built it.
final class PlatformViewEntry {
    let host: any _PlatformViewHost
    var lastLinkedSerial: Int

    init(host: any _PlatformViewHost, serial: Int) {
        self.host = host
        self.lastLinkedSerial = serial
    }
}

extension ViewGraph {
    func platformViewHost(at identity: Identity) -> (any _PlatformViewHost)? {
        platformViews[identity]?.host
    }

    func keepPlatformViewHost(_ host: any _PlatformViewHost, at identity: Identity) {
        platformViews[identity] = PlatformViewEntry(host: host, serial: serial)
    }

    func markPlatformViewHostLinked(at identity: Identity) {
        platformViews[identity]?.lastLinkedSerial = serial
    }

    /// Dismantles the representables the last pass did not build: they left the tree.
    func collectUnlinkedPlatformViews() {
        guard !platformViews.isEmpty else { return }
        let current = serial
        for (identity, entry) in platformViews where entry.lastLinkedSerial != current {
            platformViews[identity] = nil
            entry.host.dismantle()
        }
    }
}
