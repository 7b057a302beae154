import Foundation

/// How a command names a run: its id, its label, `latest`, or `latest~N` (the Nth run before the
/// latest, so `latest~0` is `latest`; docs/cli.md, "Run references").
public enum RunReference: Hashable, Sendable {
    case id(Int64)
    case label(String)
    case latest(back: Int)

    /// Reads a reference as typed. Digits are an id, `latest` and `latest~N` count back from the
    /// newest run, and anything else is a label, which is why labels may not look like the others.
    public init(_ text: String) {
        if text == "latest" {
            self = .latest(back: 0)
        } else if text.hasPrefix("latest~"), let back = Int(text.dropFirst("latest~".count)), back >= 0 {
            self = .latest(back: back)
        } else if !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let id = Int64(text) {
            self = .id(id)
        } else {
            self = .label(text)
        }
    }

    /// Why `label` cannot be used as a run label, or nil when it can.
    static func problem(withLabel label: String) -> String? {
        if label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "a label cannot be blank" }
        // Printed in tables and messages: an escape sequence would reach the user's terminal.
        if label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
            return "a label cannot hold control characters"
        }
        // `FILE:RUN` reads the part before the last colon as a file when it ends so
        // (docs/cli.md, "Runs in other databases"): such a label could never be named.
        if let colon = label.lastIndex(of: ":") {
            let before = label[..<colon]
            if before.hasSuffix(".sqlite") || before.hasSuffix(".db") {
                return "it reads as FILE:RUN (a run in another database), so no command could name it"
            }
        }
        switch RunReference(label) {
        case .label: return nil
        case .id: return "a label cannot be all digits (it would read as a run id)"
        case .latest: return "\"latest\" and \"latest~N\" already name runs"
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
