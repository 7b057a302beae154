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
        guard let html = library.render(context(page), withTemplate: name) else {
            preconditionFailure("Reports/\(name).mustache is missing")
        }
        return html
    }

    /// The page's model as dictionaries and arrays, reflected once. swift-mustache finds a name
    /// in a struct by reflecting the whole struct at each look-up, and again in every context
    /// up the stack for a name a section does not hold: a page of 405 cases spent a sixth of its
    /// time there. A dictionary it reads directly. A nil optional is left out, as the
    /// reflecting look-up would not find it. Only structs and arrays are unfolded (the page models
    /// are values); an object is passed as it is, so that a reference cycle cannot recurse.
    static func context(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct:
            var fields: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label, let field = unwrapped(child.value) else { continue }
                fields[label] = context(field)
            }
            return fields
        case .collection:
            return mirror.children.map { context($0.value) }
        default:
            return value
        }
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map(\.value)
    }
}
