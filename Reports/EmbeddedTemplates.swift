// The report templates compiled into the binary, so an installed `layoutlab` needs no files
// beside it. SwiftPM embeds each file of this folder that Package.swift lists (it lists the
// folder) as `PackageResources.<name>`, with the name mangled into an identifier: `diff.mustache`
// becomes `diff_mustache`, and `page-head.mustache` becomes `page_head_mustache`. Those names
// cannot be enumerated at run time, so a new template takes one more line below; the reports'
// tests compare this list with the folder's files.

/// A template or style sheet from `Reports/`.
public struct EmbeddedTemplate: Sendable, Hashable {
    /// The file name, e.g. `diff.mustache`; a template is registered under it without the extension.
    public let fileName: String
    public let text: String

    init(_ fileName: String, _ bytes: [UInt8]) {
        self.fileName = fileName
        self.text = String(decoding: bytes, as: UTF8.self)
    }
}

public enum EmbeddedTemplates {
    public static let all: [EmbeddedTemplate] = [
        EmbeddedTemplate("case.mustache", PackageResources.case_mustache),
        EmbeddedTemplate("diff.mustache", PackageResources.diff_mustache),
        EmbeddedTemplate("page-head.mustache", PackageResources.page_head_mustache),
        EmbeddedTemplate("report.mustache", PackageResources.report_mustache),
        EmbeddedTemplate("screens.mustache", PackageResources.screens_mustache),
        EmbeddedTemplate("style.css", PackageResources.style_css),
        EmbeddedTemplate("timeline.mustache", PackageResources.timeline_mustache),
        EmbeddedTemplate("wireframes.mustache", PackageResources.wireframes_mustache),
    ]
}
