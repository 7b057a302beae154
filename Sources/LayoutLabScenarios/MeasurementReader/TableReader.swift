import LayoutLab

/// Lays out measured columns to a width in one go (seed 004's `TableReader`): with room to spare
/// the spare width is shared equally by the columns (`pads`); without, the narrow columns keep
/// their width and the widest are capped at one common width.
public struct TableReader<Scope, Tag: Hashable>: View {
    let reader: MeasurementReader<Scope, Tag>

    public init<Content: View>(
        maxWidth: CGFloat, pads: Bool = true, version: some Hashable = DefaultMeasurementVersion(),
        reducer: MeasurementReducer = .merge, @ViewBuilder content: @escaping (TableProxy<Scope, Tag>) -> Content
    ) {
        reader = MeasurementReader(version: version, reducer: reducer) { proxy in
            content(TableProxy(proxy: proxy, maxWidth: maxWidth, pads: pads))
        }
    }

    public var body: some View { reader }
}

/// `TableReader` in the default scope.
public struct SimpleTableReader<Tag: Hashable>: View {
    let reader: TableReader<Unscoped, Tag>

    public init<Content: View>(
        maxWidth: CGFloat, pads: Bool = true, version: some Hashable = DefaultMeasurementVersion(),
        reducer: MeasurementReducer = .merge, @ViewBuilder content: @escaping (TableProxy<Unscoped, Tag>) -> Content
    ) {
        reader = TableReader(maxWidth: maxWidth, pads: pads, version: version, reducer: reducer, content: content)
    }

    public var body: some View { reader }
}

/// Reads back a table reader's measurements and the column widths derived from them.
public struct TableProxy<Scope, Tag: Hashable> {
    let proxy: MeasurementProxy<Scope, Tag>
    let maxWidth: CGFloat
    let pads: Bool

    public func columnWidth(_ tag: Tag) -> CGFloat? {
        guard proxy.maxWidth(tag) != nil else { return nil }
        let widths = proxy.measurements.sizes.mapValues(\.width)
        return TableColumns.widths(widths, available: maxWidth, pads: pads)[tag]
    }

    public func maxSize(_ tag: Tag) -> CGSize? { proxy.maxSize(tag) }
    public func maxWidth(_ tag: Tag) -> CGFloat? { proxy.maxWidth(tag) }
    public func maxHeight(_ tag: Tag) -> CGFloat? { proxy.maxHeight(tag) }
}

extension View {
    /// Measures this view into a table reader's column `tag`.
    public func measure<Scope, Tag: Hashable>(_ proxy: TableProxy<Scope, Tag>, _ tag: Tag) -> some View {
        measured(Scope.self, tag)
    }
}

/// Column-width distribution for `TableReader`.
public enum TableColumns {
    /// Widths for measured columns in `available` points.
    ///
    /// - Room to spare and `pads`: every column grows by an equal share of the spare width.
    /// - Room to spare without `pads`: natural widths.
    /// - Not enough room: columns narrower than a cap `c` keep their width; the rest get `c`,
    ///   where `c` is the one width for which `Σ min(wᵢ, c) = available`
    ///   (50, 100, 200 in 300 pt → 50, 100, 150).
    public static func widths<Tag: Hashable>(_ natural: [Tag: CGFloat], available: CGFloat, pads: Bool) -> [Tag: CGFloat] {
        guard !natural.isEmpty else { return [:] }
        // Summed in sorted order: a dictionary's order changes from process to process, and a
        // sum's last bits with it, which would make two recordings of one case differ.
        let total = natural.values.sorted().reduce(0, +)
        if total <= available {
            guard pads else { return natural }
            let share = (available - total) / CGFloat(natural.count)
            return natural.mapValues { $0 + share }
        }
        let cap = waterLevel(Array(natural.values), available: max(available, 0))
        return natural.mapValues { min($0, cap) }
    }

    /// The cap `c` with `Σ min(wᵢ, c) = available`, for `available < Σ wᵢ`.
    static func waterLevel(_ widths: [CGFloat], available: CGFloat) -> CGFloat {
        let sorted = widths.sorted()
        var remaining = available
        for (index, width) in sorted.enumerated() {
            let columnsLeft = CGFloat(sorted.count - index)
            if width * columnsLeft >= remaining { return remaining / columnsLeft }
            remaining -= width
        }
        return sorted.last ?? 0
    }
}
