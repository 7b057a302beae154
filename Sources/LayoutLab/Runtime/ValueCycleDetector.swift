/// SwiftUI's guard against a geometry action that keeps changing what it measures (OpenSwiftUI
/// `Sources/OpenSwiftUICore/Log/CycleDetector.swift`, `ValueCycleDetector`): within one update
/// it remembers the last three values it let through; a value among them is not dispatched
/// again, and the site logs "… is cycling between duplicate values." once. Here an update is a
/// frame, the span of the per-frame dispatch limit too (docs/layout-rules.md, "onGeometryChange").
struct ValueCycleDetector {
    static let remembered = 3

    private var frame = -1
    private var values: [Any] = []
    private var hasLogged = false

    /// Whether `value` may be dispatched in `frame`; remembers it if so.
    mutating func admits(_ value: Any, frame: Int, isEqual: (Any, Any) -> Bool) -> Bool {
        if frame != self.frame {
            self.frame = frame
            values.removeAll()
        }
        if values.contains(where: { isEqual($0, value) }) { return false }
        values.append(value)
        if values.count > Self.remembered { values.removeFirst() }
        return true
    }

    /// True the first time a refusal is logged: SwiftUI logs once per site.
    mutating func claimLog() -> Bool {
        defer { hasLogged = true }
        return !hasLogged
    }
}
