/// `explain --format md`: the size story as a table from the root down, then the update story
/// and the reasons, in the words the text form uses (docs/reports.md, "`explain`").
public struct MarkdownExplainRenderer: Sendable {
    public init() {}

    public func render(size: SizeStory, update: UpdateStory, sources: [LengthSource]) -> String {
        let key = CaseKey(scenario: size.scenario, variant: size.variant, profile: size.profile)
        let chosen = size.links.last.map { "\($0.width)×\($0.height)" } ?? "?"
        var lines = [
            "### Why \(MarkdownText.code(size.node)) is \(chosen)",
            "",
            "\(MarkdownText.caseName(key)), step \(size.step), pass \(size.frame).\(size.pass)",
            "",
        ]
        let rows = size.links.map { link -> [String] in
            let segment = SizeStory.segment(link.path)
            let node = MarkdownText.code(segment) + (link.name.map { " \"\(MarkdownText.escape($0))\"" } ?? "")
            let offered = "\(link.proposedWidth.map(\.description) ?? "nil")×\(link.proposedHeight.map(\.description) ?? "nil")"
            let chose = "\(link.width)×\(link.height)" + (link.note.map { ": it \(MarkdownText.escape($0))" } ?? "")
            return [node, offered, MarkdownText.escape(link.because), chose]
        }
        lines.append(MarkdownText.table(header: ["Node", "Offered", "Because", "Chose"], rows: rows))
        lines.append("")
        // The update story's first line is what happened; the indented ones are why.
        let story = update.text.split(separator: "\n").map(String.init)
        if let first = story.first {
            lines.append("**Update.** " + MarkdownText.escape(first))
            lines.append("")
            lines += story.dropFirst().map { "- " + MarkdownText.escape($0.trimmingCharacters(in: .whitespaces)) }
        }
        if !sources.isEmpty {
            lines.append("")
            lines += sources.map { "**Why.** " + MarkdownText.escape($0.text) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
