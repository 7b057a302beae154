import LayoutLabReportTemplates
import Mustache

/// The templates of `Reports/`, parsed once, with the style sheet every page inlines.
package enum Templates {
    package static let library: MustacheLibrary = {
        var library = MustacheLibrary()
        for template in EmbeddedTemplates.all where template.fileName.hasSuffix(".mustache") {
            // The templates ship inside the binary and are covered by tests: a parse error is a
            // build defect, not a user's mistake.
            do {
                try library.register(template.text, named: String(template.fileName.dropLast(".mustache".count)))
            } catch {
                preconditionFailure("Reports/\(template.fileName) does not parse: \(error)")
            }
        }
        return library
    }()

    package static let style: String = EmbeddedTemplates.all.first { $0.fileName == "style.css" }?.text ?? ""

    package static func render(_ page: Any, with name: String) -> String {
        guard let html = library.render(page, withTemplate: name) else {
            preconditionFailure("Reports/\(name).mustache is missing")
        }
        return html
    }
}
