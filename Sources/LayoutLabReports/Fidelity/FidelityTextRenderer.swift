import LayoutLab
import LayoutLabFidelity

extension FidelityReport {
    /// The terminal table: per area, per platform, then the worst misses, one line each.
    public func text(headerStyle: (String) -> String = { $0 }) -> String {
        var lines = ["Fidelity: \(headline)", Self.toleranceNote + ".", ""]
        var areas = TextTable(header: ["AREA", "FIXTURES", "REPRODUCED", "SHARE", "PROBES AGREEING"], rightAligned: [1, 2, 3, 4])
        for (area, tally) in results.byArea {
            areas.rows.append(Self.tallyRow(area.title, tally))
        }
        areas.rows.append(Self.tallyRow("all", results.overall))
        lines.append(areas.render(headerStyle: headerStyle))
        lines.append("")
        var platforms = TextTable(header: ["PLATFORM", "FIXTURES", "REPRODUCED", "SHARE", "PROBES AGREEING"], rightAligned: [1, 2, 3, 4])
        for (platform, tally) in results.byPlatform {
            platforms.rows.append(Self.tallyRow(Self.platformName(platform), tally))
        }
        lines.append(platforms.render(headerStyle: headerStyle))
        let misses = results.misses
        if !misses.isEmpty, worstCount > 0 {
            lines.append("")
            let shown = misses.prefix(worstCount)
            lines.append(headerStyle("Furthest off (\(shown.count) of \(misses.count) not reproduced):"))
            var table = TextTable(header: ["FIXTURE", "AREA", "WORST PROBE"])
            for comparison in shown {
                table.rows.append([comparison.fixture.name, comparison.fixture.area.rawValue, Self.missSummary(comparison)])
            }
            lines.append(table.render(headerStyle: { $0 }))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func tallyRow(_ title: String, _ tally: FidelityResults.Tally) -> [String] {
        [title, "\(tally.fixtures)", "\(tally.reproduced)", percent(tally.fraction), "\(tally.agreeingProbes) of \(tally.probes)"]
    }
}
