// The range forms of `lineLimit` and `lineLimit(_:reservesSpace:)`: a limit on the lines, and
// lines a text (or a vertical text field) keeps room for whatever it shows
// (docs/layout-rules.md, "Text").

nonisolated extension View {
    /// The upper bound limits the lines; the lower bound is the lines the view reserves.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(EnvironmentWritingModifier {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = limit.lowerBound
        })
    }

    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(EnvironmentWritingModifier {
            $0.lineLimit = nil
            $0.reservedLines = limit.lowerBound
        })
    }

    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(EnvironmentWritingModifier {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = nil
        })
    }

    /// With `reservesSpace`, the view is as tall as `limit` lines whatever it shows.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(EnvironmentWritingModifier {
            $0.lineLimit = limit
            $0.reservedLines = reservesSpace ? limit : nil
        })
    }
}
private struct ReservedLinesKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// The lines a vertical text field (or a Text with `lineLimit(_:reservesSpace:)`) keeps room
    /// for, whatever it shows.
    var reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}
