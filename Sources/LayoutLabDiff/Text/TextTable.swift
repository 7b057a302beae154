/// A borderless table: columns padded to their widest cell, two spaces apart, easy to copy.
public struct TextTable: Sendable {
    public var header: [String]
    public var rows: [[String]] = []
    /// Columns aligned right (numbers).
    public var rightAligned: Set<Int> = []

    public init(header: [String], rows: [[String]] = [], rightAligned: Set<Int> = []) {
        self.header = header
        self.rows = rows
        self.rightAligned = rightAligned
    }

    /// The table, one line per row; `headerStyle` decorates the header line (bold on a terminal).
    public func render(headerStyle: (String) -> String) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        return all.enumerated().map { index, row in
            let line = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ")
            // Trailing padding only: a right-aligned first column keeps its leading spaces.
            .replacing(/\s+$/, with: "")
            return index == 0 ? headerStyle(line) : line
        }.joined(separator: "\n")
    }

    /// The table with column `column`'s cells cut (with `…`) so that no line is wider than
    /// `width`, as far as that column can give; the other columns keep their text.
    public func fitted(to width: Int, shrinking column: Int) -> TextTable {
        let all = [header] + rows
        let widths = header.indices.map { index in all.map { $0.indices.contains(index) ? $0[index].count : 0 }.max() ?? 0 }
        let total = widths.reduce(0, +) + 2 * max(0, widths.count - 1)
        guard total > width, widths.indices.contains(column) else { return self }
        let room = max(header[column].count, widths[column] - (total - width))
        var fitted = self
        fitted.rows = rows.map { row in
            var row = row
            if row.indices.contains(column) { row[column] = TextWrap.truncate(row[column], to: room) }
            return row
        }
        return fitted
    }
}
