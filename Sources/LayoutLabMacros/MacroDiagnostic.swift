import SwiftDiagnostics

/// A macro used in a way it cannot expand: thrown, the compiler shows it at the macro's use.
struct MacroDiagnostic: Error, DiagnosticMessage, CustomStringConvertible {
    let message: String
    let severity = DiagnosticSeverity.error
    let diagnosticID: MessageID

    init(_ message: String, id: String) {
        self.message = message
        diagnosticID = MessageID(domain: "LayoutLabMacros", id: id)
    }

    var description: String { message }
}
