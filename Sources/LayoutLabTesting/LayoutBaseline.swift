import LayoutLab
import LayoutLabDiff

/// A recorded layout as a text baseline (docs/testing.md, "The baseline format"): a header, then
/// per step a line of facts and one line per node of the settled layout, its values and
/// diagnostics. Fields are separated by tabs; points print as the database and the CLI print them
/// (up to three decimals), nodes in tree order, so two runs write identical bytes.
struct LayoutBaseline: Equatable {
    static let header = "layoutlab layout snapshot 1"

    struct Step: Equatable {
        var index: Int
        var event: String
        var screenWidth: Double
        var screenHeight: Double
        /// Top, leading, bottom, trailing.
        var safeArea: [Double]
        var outcome: String
        var frames: Int
        var passes: Int
        var nodes: [Node] = []
        var values: [Value] = []
        var diagnostics: [Diagnostic] = []
    }

    struct Node: Equatable {
        var path: String
        var kind: String
        var name: String?
        var frame: Rect
        /// The rendered frame, when render effects or the pixel grid make it differ.
        var render: Rect?
        var renderOrLayout: Rect { render ?? frame }
    }

    struct Value: Equatable {
        /// `state` or `preference`.
        var kind: String
        var path: String
        var name: String
        /// `write` or `read`, for a preference.
        var role: String?
        var json: String
    }

    struct Diagnostic: Equatable {
        var code: String
        var path: String?
        var frame: Int
        var pass: Int
        var message: String
    }

    var name: String
    var profile: String
    var os: String
    var outcome: String
    var steps: [Step]

    /// The settled layout of each step of `layout`.
    init(_ layout: RecordedLayout, name: String) {
        self.name = name
        profile = layout.profile.name
        os = layout.profile.os.rawValue
        outcome = layout.outcome.rawValue
        steps = layout.steps.map { step in
            let settled = step.settled
            let insets = step.screen.safeAreaInsets
            var out = Step(
                index: step.index, event: step.event.description,
                screenWidth: Double(step.screen.size.width), screenHeight: Double(step.screen.size.height),
                safeArea: [insets.top, insets.leading, insets.bottom, insets.trailing].map(Double.init),
                outcome: step.outcome.name, frames: step.frames, passes: step.passes.count
            )
            out.nodes = settled.nodes.map { node in
                let frame = Rect(node.frame)
                let render = Rect(node.renderFrame)
                return Node(path: node.path, kind: node.kind, name: node.name, frame: frame, render: render == frame ? nil : render)
            }
            out.values = settled.state.map { Value(kind: "state", path: $0.nodePath, name: $0.name, role: nil, json: JSONNumbers.rounded($0.value)) }
                + settled.preferences.map {
                    Value(kind: "preference", path: $0.nodePath, name: $0.key, role: $0.role.rawValue, json: JSONNumbers.rounded($0.value))
                }
            out.diagnostics = step.passes.flatMap { pass in
                pass.diagnostics.map { Diagnostic(code: $0.code.rawValue, path: $0.nodePath, frame: pass.frame, pass: pass.pass, message: $0.message) }
            } + step.stepDiagnostics.map {
                Diagnostic(code: $0.code.rawValue, path: $0.nodePath, frame: settled.frame, pass: settled.pass, message: $0.message)
            }
            return out
        }
    }

    // MARK: Text

    var text: String {
        var lines = [Self.header, row("case", name, profile, os, outcome)]
        for step in steps {
            lines.append(row(
                "step", "\(step.index)", step.event, "\(Points(step.screenWidth))×\(Points(step.screenHeight))",
                step.safeArea.map { "\(Points($0))" }.joined(separator: ","), step.outcome, "\(step.frames)", "\(step.passes)"
            ))
            for node in step.nodes {
                lines.append(row("node", node.path, node.kind, node.name ?? "-", node.frame.text, node.render?.text ?? "-"))
            }
            for value in step.values {
                lines.append(row(value.kind, value.path, value.name, value.role ?? "-", value.json))
            }
            for diagnostic in step.diagnostics {
                lines.append(row("diagnostic", diagnostic.code, diagnostic.path ?? "-", "\(diagnostic.frame)", "\(diagnostic.pass)", diagnostic.message))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Tabs and line breaks inside a field would break the format: they become spaces.
    private func row(_ fields: String...) -> String {
        fields.map { field in
            String(field.map { $0 == "\t" || $0.isNewline ? " " : $0 })
        }.joined(separator: "\t")
    }

    // MARK: Parsing

    struct FormatError: Error, CustomStringConvertible {
        let line: Int
        let reason: String
        var description: String { "line \(line): \(reason)" }
    }

    init(parsing text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == Self.header else { throw FormatError(line: 1, reason: "not a layout snapshot (expected \"\(Self.header)\")") }
        var name: String?, profile = "", os = "", outcome = ""
        var steps: [Step] = []
        for (offset, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            let number = offset + 1
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            func field(_ index: Int) throws -> String {
                guard fields.indices.contains(index) else { throw FormatError(line: number, reason: "expected \(index + 1) fields") }
                return fields[index]
            }
            func optional(_ index: Int) throws -> String? {
                let value = try field(index)
                return value == "-" ? nil : value
            }
            func int(_ index: Int) throws -> Int {
                guard let value = Int(try field(index)) else { throw FormatError(line: number, reason: "not a whole number: \(fields[index])") }
                return value
            }
            func rect(_ text: String) throws -> Rect {
                guard let rect = Rect(parsing: text) else { throw FormatError(line: number, reason: "not a frame: \(text)") }
                return rect
            }
            if fields[0] != "case", fields[0] != "step", steps.isEmpty {
                throw FormatError(line: number, reason: "\(fields[0]) before the first step")
            }
            switch fields[0] {
            case "case":
                name = try field(1)
                profile = try field(2)
                os = try field(3)
                outcome = try field(4)
            case "step":
                guard let size = Rect(parsing: "0,0 " + (try field(3))) else { throw FormatError(line: number, reason: "not a screen size") }
                let insets = try field(4).split(separator: ",").compactMap { Double($0) }
                guard insets.count == 4 else { throw FormatError(line: number, reason: "expected four safe-area insets") }
                steps.append(Step(
                    index: try int(1), event: try field(2), screenWidth: size.width.value, screenHeight: size.height.value,
                    safeArea: insets, outcome: try field(5), frames: try int(6), passes: try int(7)
                ))
            case "node":
                steps[steps.count - 1].nodes.append(Node(
                    path: try field(1), kind: try field(2), name: try optional(3), frame: try rect(try field(4)),
                    render: try optional(5).map(rect)
                ))
            case "state", "preference":
                steps[steps.count - 1].values.append(Value(
                    kind: fields[0], path: try field(1), name: try field(2), role: try optional(3), json: JSONNumbers.rounded(try field(4))
                ))
            case "diagnostic":
                steps[steps.count - 1].diagnostics.append(Diagnostic(
                    code: try field(1), path: try optional(2), frame: try int(3), pass: try int(4), message: try field(5)
                ))
            default:
                throw FormatError(line: number, reason: "unknown line kind \"\(fields[0])\"")
            }
        }
        guard let name else { throw FormatError(line: 2, reason: "no case line") }
        self.name = name
        self.profile = profile
        self.os = os
        self.outcome = outcome
        self.steps = steps
    }
}

extension Rect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }

    /// Reads `x,y w×h`, the form `text` writes.
    init?(parsing text: String) {
        let parts = text.split(separator: " ")
        guard parts.count == 2 else { return nil }
        let origin = parts[0].split(separator: ",").compactMap { Double($0) }
        let size = parts[1].split(separator: "×").compactMap { Double($0) }
        guard origin.count == 2, size.count == 2 else { return nil }
        self.init(x: origin[0], y: origin[1], width: size[0], height: size[1])
    }
}
