import Foundation
import LayoutLab
import LayoutLabFidelity

extension FidelityReport {
    /// A self-contained page: the tables, then every fixture (misses first) with its measured and
    /// recorded frames drawn over each other and a row per probe.
    public func html() -> String {
        let e = HTMLText.escape
        var body = """
            <h1>Fidelity</h1>
            <p class="headline">\(e(headline))</p>
            <p>\(e(Self.toleranceNote)). Measured frames are drawn <span class="measured">green</span>, the engine's \
            <span class="recorded">magenta, dashed</span>; a probe that agrees is drawn thin.</p>
            """
        body += Self.htmlTable(
            header: ["area", "fixtures", "reproduced", "share", "probes agreeing"],
            rows: results.byArea.map { Self.tallyRow($0.area.title, $0.tally) } + [Self.tallyRow("all", results.overall)]
        )
        body += Self.htmlTable(
            header: ["platform", "fixtures", "reproduced", "share", "probes agreeing"],
            rows: results.byPlatform.map { Self.tallyRow(Self.platformName($0.platform), $0.tally) }
        )
        let misses = results.misses
        let reproduced = results.comparisons.filter(\.reproduced)
        body += "<h2>Not reproduced (\(misses.count))</h2>\n"
        body += misses.map { Self.fixtureSection($0, open: true) }.joined()
        body += "<h2>Reproduced (\(reproduced.count))</h2>\n"
        body += reproduced.map { Self.fixtureSection($0, open: false) }.joined()
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>layoutlab fidelity</title>
            <style>\(Self.style)</style></head>
            <body>
            \(body)
            </body></html>

            """
    }

    private static let style = """
        body{font:14px/1.45 -apple-system,system-ui,sans-serif;margin:2em auto;max-width:70em;padding:0 1em;color:#222}
        table{border-collapse:collapse;margin:.8em 0}td,th{padding:.2em .7em;border-bottom:1px solid #ddd;text-align:left}
        td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
        details{border:1px solid #ddd;border-radius:6px;margin:.5em 0;padding:.4em .8em}
        summary{cursor:pointer}summary code{font-weight:600}
        .measured{color:#1a8d3a}.recorded{color:#c2187a}.off{color:#c2187a;font-weight:600}
        .headline{font-size:1.2em;font-weight:600}
        .fixture{display:flex;gap:1.2em;flex-wrap:wrap;align-items:flex-start}
        svg{background:#fafafa;border:1px solid #ccc;flex:none}
        svg text{font:9px sans-serif}
        """

    private static func htmlTable(header: [String], rows: [[String]]) -> String {
        let numeric = Set(1..<header.count)
        func cells(_ row: [String], tag: String) -> String {
            row.enumerated().map { index, cell in
                "<\(tag)\(numeric.contains(index) ? " class=\"n\"" : "")>\(HTMLText.escape(cell))</\(tag)>"
            }.joined()
        }
        return "<table><tr>\(cells(header, tag: "th"))</tr>\n"
            + rows.map { "<tr>\(cells($0, tag: "td"))</tr>\n" }.joined() + "</table>\n"
    }

    private static func fixtureSection(_ comparison: FixtureComparison, open: Bool) -> String {
        let e = HTMLText.escape
        let fixture = comparison.fixture
        let verdict = comparison.reproduced ? "reproduced" : e(missSummary(comparison))
        var rows = ""
        for probe in comparison.probes {
            let recorded = probe.recorded.map(rect) ?? "—"
            let off = probe.recorded == nil ? "missing" : probe.error.formattedPoints
            rows += "<tr><td><code>\(e(probe.name))</code></td><td>\(e(probe.kind ?? ""))</td>"
                + "<td class=\"measured\">\(e(rect(probe.measured)))</td><td class=\"recorded\">\(e(recorded))</td>"
                + "<td class=\"n\(probe.agrees ? "" : " off")\">\(e(off))</td></tr>\n"
        }
        return """
            <details\(open ? " open" : "")><summary><code>\(e(fixture.name))</code> · \(e(fixture.area.title)) · \(verdict)</summary>
            <div class="fixture">\(picture(comparison))
            <div><table><tr><th>probe</th><th>kind</th><th>measured</th><th>engine</th><th class="n">off (pt)</th></tr>
            \(rows)</table>
            <p>Measured: <a href="\(e(fixture.source.link))">\(e(fixture.source.citation))</a></p></div></div>
            </details>

            """
    }

    /// The host drawn at most 360 px wide: each probe's measured frame, and the engine's over it.
    private static func picture(_ comparison: FixtureComparison) -> String {
        let size = comparison.fixture.size
        let scale = min(1.5, 360 / max(size.width, 1))
        func box(_ r: CGRect, _ colour: String, dashed: Bool, thick: Bool) -> String {
            let dash = dashed ? " stroke-dasharray=\"4 3\"" : ""
            return "<rect x=\"\(svg(r.minX * scale))\" y=\"\(svg(r.minY * scale))\" width=\"\(svg(r.width * scale))\" "
                + "height=\"\(svg(r.height * scale))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(thick ? 1.6 : 0.6)\"\(dash)/>"
        }
        var shapes = ""
        for probe in comparison.probes {
            shapes += box(probe.measured, "#1a8d3a", dashed: false, thick: !probe.agrees)
            if let recorded = probe.recorded {
                shapes += box(recorded, "#c2187a", dashed: true, thick: !probe.agrees)
            }
            if !probe.agrees {
                shapes += "<text x=\"\(svg(probe.measured.minX * scale + 2))\" y=\"\(svg(probe.measured.minY * scale + 9))\" "
                    + "fill=\"#c2187a\">\(HTMLText.escape(probe.name))</text>"
            }
        }
        return "<svg width=\"\(svg(size.width * scale))\" height=\"\(svg(size.height * scale))\" "
            + "viewBox=\"0 0 \(svg(size.width * scale)) \(svg(size.height * scale))\" role=\"img\">\(shapes)</svg>"
    }

    private static func svg(_ value: CGFloat) -> String { String(format: "%.2f", value) }
}
