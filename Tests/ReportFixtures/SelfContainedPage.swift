/// What a self-contained page must not do: load anything. Inline scripts and styles, references
/// within the page (`url(#clip1)`, `href="#glyph"`), SVG's namespace and a URL written as text
/// (a scenario's source) load nothing; a `src`, a stylesheet link, an import, a font face or a
/// `url()` or `href` that leaves the page would.
public enum SelfContainedPage {
    /// What the page would load, one line each; empty for a self-contained page.
    public static func problems(in html: String) -> [String] {
        var problems: [String] = []
        if !html.hasPrefix("<!DOCTYPE html>") { problems.append("no <!DOCTYPE html>") }
        for forbidden in ["<link", "<img", "<iframe", "@import", "@font-face", " src="] where html.contains(forbidden) {
            problems.append("the page contains \(forbidden)")
        }
        if let match = html.firstMatch(of: /url\(\s*['"]?[^#'"\s]/) { problems.append("url() outside the page: \(match.0)") }
        if let match = html.firstMatch(of: /href\s*=\s*["']?[^#"'\s]/) { problems.append("a link outside the page: \(match.0)") }
        return problems
    }
}
