import LayoutLab
import LayoutLabFidelity

extension FidelityReport {
    /// The tables for a pull request or docs/fidelity.md.
    public func markdown() -> String {
        var out = ["## Fidelity: \(MarkdownText.escape(headline))", "", "\(Self.toleranceNote).", ""]
        let header = ["area", "fixtures", "reproduced", "share", "probes agreeing"]
        var rows = results.byArea.map { Self.tallyRow($0.area.title, $0.tally) }
        rows.append(Self.tallyRow("**all**", results.overall))
        out.append(MarkdownText.table(header: header, rows: rows, rightAligned: [1, 2, 3, 4]))
        out.append("")
        out.append(MarkdownText.table(
            header: ["platform"] + header.dropFirst(),
            rows: results.byPlatform.map { Self.tallyRow(Self.platformName($0.platform), $0.tally) }, rightAligned: [1, 2, 3, 4]
        ))
        let misses = results.misses
        if !misses.isEmpty, worstCount > 0 {
            let shown = misses.prefix(worstCount)
            out.append("")
            out.append("### Furthest off (\(shown.count) of \(misses.count) not reproduced)")
            out.append("")
            out.append(MarkdownText.table(
                header: ["fixture", "area", "worst probe"],
                rows: shown.map { [MarkdownText.code($0.fixture.name), $0.fixture.area.rawValue, MarkdownText.escape(Self.missSummary($0))] }
            ))
        }
        return out.joined(separator: "\n") + "\n"
    }
}
