/// What `onGeometryChange` watches: a transform of the view's geometry and the action to run
/// with the old and new value (the one-argument form ignores the old).
struct GeometryObserver {
    let typeName: String
    let transform: (GeometryProxy) -> Any
    let isEqual: (Any, Any) -> Bool
    let action: (Any, Any) -> Void
}

extension PassActions {
    /// `onGeometryChange` after a pass (OpenSwiftUI
    /// `Sources/OpenSwiftUI/Modifier/ViewModifier/GeometryActionModifier.swift`,
    /// `GeometryActionBinder`; docs/layout-rules.md, "onGeometryChange"): the transform runs on
    /// the view's geometry as placed; the action is queued on the first value (old = new) and
    /// on every change. The value is remembered whether or not it is dispatched. A value that
    /// recurs within the frame is not dispatched again (`geometry-cycle`), and the site is held
    /// to the per-frame dispatch limit like every other.
    mutating func processGeometryChange(_ observer: GeometryObserver, site: ActionSite, isNew: Bool, node: LayoutNode) {
        guard let proxy = node.placedGeometry else { return }
        let value = observer.transform(proxy)
        let previous = isNew ? nil : site.value
        if let previous, observer.isEqual(previous, value) { return }
        site.value = value
        let detail = previous.map { "\(observer.typeName): \(JSONText.encode($0)) → \(JSONText.encode(value))" }
            ?? "\(observer.typeName) = \(JSONText.encode(value))"
        guard site.cycleDetector.admits(value, frame: frame, isEqual: observer.isEqual) else {
            actions.append(ActionTrace(node: ref(node), action: "onGeometryChange", status: .dropped, detail: detail + " (cycling)"))
            if site.cycleDetector.claimLog() {
                diagnostics.append(Diagnostic(
                    code: .geometryCycle, nodePath: graph.path(of: node), message: "Geometry action is cycling between duplicate values."
                ))
            }
            return
        }
        let action = observer.action
        dispatch(
            site, node: node, action: "onGeometryChange", detail: detail,
            warning: "onGeometryChange(for: \(observer.typeName)) action tried to update multiple times per frame."
        ) { action(previous ?? value, value) }
    }
}
