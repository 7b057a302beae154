import LayoutLabDiff
import Foundation

/// JSON as every layoutlab command prints it: sorted keys, pretty, no escaped slashes. Reports
/// encode their models as they are, so the JSON carries exactly what the other formats show.
public enum ReportJSON {
    public static func string<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
