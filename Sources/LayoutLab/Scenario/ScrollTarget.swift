/// A view to scroll to, by the id it was given with `.id(_:)` or by its `ForEach` element, and
/// where it should rest (docs/layout-rules.md, "Scrolling to a view").
public struct ScrollTarget: Hashable, @unchecked Sendable, CustomStringConvertible {
    // Unchecked: `id` is only ever made from a `Hashable & Sendable` value (see the initialiser),
    // and AnyHashable itself does not declare Sendable.
    let id: AnyHashable
    /// The point of the view to align with the same point of the scroll view; nil scrolls the
    /// least that shows the whole view.
    public let anchor: UnitPoint?

    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self.id = AnyHashable(id)
        self.anchor = anchor
    }

    /// For `ScrollViewProxy`, whose ids are only `Hashable`: the proxy never leaves its case's thread.
    init(anyID id: AnyHashable, anchor: UnitPoint?) {
        self.id = id
        self.anchor = anchor
    }

    /// As written in Swift: `40, anchor: .top`, `"header"`.
    public var description: String {
        let idText = id.base is String ? "\"\(id.base)\"" : "\(id.base)"
        guard let anchor else { return idText }
        return "\(idText), anchor: \(anchor.name)"
    }
}

extension UnitPoint {
    /// The anchor as written in Swift: `.top`, `.bottomTrailing`, or `UnitPoint(x:y:)`.
    var name: String {
        let names: [(UnitPoint, String)] = [
            (.topLeading, "topLeading"), (.top, "top"), (.topTrailing, "topTrailing"),
            (.leading, "leading"), (.center, "center"), (.trailing, "trailing"),
            (.bottomLeading, "bottomLeading"), (.bottom, "bottom"), (.bottomTrailing, "bottomTrailing"),
        ]
        return names.first { $0.0 == self }.map { "." + $0.1 } ?? "UnitPoint(x: \(x.formattedPoints), y: \(y.formattedPoints))"
    }
}
