import Testing
@testable import LayoutLab

/// The inline Markdown of a `Text` literal: markers are read, not shown, and change the font.
@Suite struct InlineMarkdownTests {
    private func render(_ source: String) -> String {
        InlineMarkdown.spans(source).map { span in
            let marks = (span.bold ? "B" : "") + (span.italic ? "I" : "") + (span.code ? "C" : "")
            return marks.isEmpty ? span.string : "<\(marks):\(span.string)>"
        }.joined()
    }

    @Test func emphasisStrongCodeStrikeAndLinks() {
        #expect(render("Plain **bold** and _italic_ and ***both*** done") == "Plain <B:bold> and <I:italic> and <BI:both> done")
        #expect(render("`code` and ~~struck~~") == "<C:code> and struck")
        #expect(render("Call **now** or [visit](https://example.com) today") == "Call <B:now> or visit today")
        #expect(render("[**bold link**](https://example.com)") == "<B:bold link>")
    }

    @Test func whatIsNotMarkdownStaysAsWritten() {
        #expect(render("snake_case_name") == "snake_case_name", "an underscore inside a word")
        #expect(render("Escaped \\*stars\\*") == "Escaped *stars*")
        #expect(render("2 * 3 * 4") == "2 * 3 * 4", "markers next to spaces neither open nor close")
        #expect(render("**unclosed") == "**unclosed")
        #expect(render("a [bracket] alone") == "a [bracket] alone")
    }

    /// Only a literal is read as Markdown: `Text(verbatim:)` and a `String` show the markers.
    @Test func onlyLiteralsAreMarkdown() {
        let literal = LayoutEngine.layout(Text("**bold**"), in: CGSize(width: 300, height: 100))
        let verbatim = LayoutEngine.layout(Text(verbatim: "**bold**"), in: CGSize(width: 300, height: 100))
        let string = "**bold**"
        let variable = LayoutEngine.layout(Text(string), in: CGSize(width: 300, height: 100))
        let bold = LayoutEngine.layout(Text("bold").bold(), in: CGSize(width: 300, height: 100))
        #expect(literal.root.frame.width == bold.root.frame.width)
        #expect(verbatim.root.frame.width > literal.root.frame.width)
        #expect(variable.root.frame.width == verbatim.root.frame.width)
    }
}
