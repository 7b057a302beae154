import Testing
@testable import LayoutLab

/// Lays `view` out at `width`×`height` on an @3x display.
func layout<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 844, scale: CGFloat = 3) -> LayoutSnapshot {
    LayoutEngine.layout(view, in: CGSize(width: width, height: height), displayScale: scale)
}

extension LayoutSnapshot {
    /// The node named `name`; records an issue when there is none.
    func named(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> NodeTrace {
        guard let node = self[name] else {
            Issue.record("no node named \(name); nodes: \(nodes.map(\.path))", sourceLocation: sourceLocation)
            return NodeTrace(path: -1, in: nil, kind: "", name: nil, proposal: .unspecified, frame: .zero, renderFrame: .zero)
        }
        return node
    }

    func first(kind: String, sourceLocation: SourceLocation = #_sourceLocation) -> NodeTrace {
        guard let node = nodes(kind: kind).first else {
            Issue.record("no \(kind) node; nodes: \(nodes.map(\.path))", sourceLocation: sourceLocation)
            return NodeTrace(path: -1, in: nil, kind: "", name: nil, proposal: .unspecified, frame: .zero, renderFrame: .zero)
        }
        return node
    }
}

/// Equal within a thousandth of a point (what the recording keeps).
func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.001) -> Bool {
    abs(a - b) <= tolerance
}
