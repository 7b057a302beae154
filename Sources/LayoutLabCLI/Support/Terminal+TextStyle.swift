import LayoutLabReports
import Rainbow

extension Terminal {
    /// How reports decorate text on stdout: colours on a terminal without NO_COLOR, nothing
    /// otherwise (and nothing in a file written with --output).
    static func textStyle(toFile: Bool) -> TextStyle {
        guard usesColor && !toFile else { return .plain }
        return TextStyle(bold: { $0.bold }, added: { $0.green }, removed: { $0.red }, changed: { $0.yellow }, dim: { $0.dim })
    }
}
