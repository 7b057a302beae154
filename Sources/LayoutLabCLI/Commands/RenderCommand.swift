import ArgumentParser
import Foundation
import LayoutLabReports
import LayoutLabStore

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a recorded pass as SVG (or PNG): the screen as SwiftUI would draw it at those frames.",
        discussion: """
            Fills, strokes, text in the metric font with its line breaks, clips, offsets, scales and rotations, \
            in the profile's screen with its safe area dashed. By default the last step's settled pass. \
            A PNG has the profile's pixels (an iPhone 15's screen, 393 points at 3×, is 1179 pixels wide); \
            it needs rsvg-convert (Debian: librsvg2-bin).
            """
    )

    @OptionGroup var chosen: CaseArguments

    @Option(help: "The step (from 0; default: the last).")
    var step: Int?

    @Option(help: "The pass as FRAME.PASS (default: the step's settled pass).")
    var pass: String?

    @Option(help: "Write to this .svg or .png file instead of printing SVG.")
    var output: String?

    func run() throws {
        let format = try output.map(Self.format) ?? .svg
        let converter = format == .png ? try Self.pngConverter() : nil
        let (store, run, selected) = try chosen.open()
        let steps = try store.read { try $0.steps(ofCase: selected.caseId) }
        let stepIndex = step ?? steps.count - 1
        guard let record = steps.first(where: { $0.index == stepIndex }) else {
            throw BadInput("no step \(stepIndex) in \(CaseChoice.describe(selected)): its steps are 0-\(steps.count - 1)")
        }
        let position = try pass.map(ExplainCommand.position) ?? (record.finalFrame, record.finalPass)
        guard let picture = try store.read({ try $0.picture(ofCase: selected.caseId, step: record, frame: position.0, pass: position.1) }) else {
            throw BadInput("""
                no pass \(position.0).\(position.1) in step \(stepIndex) of \(CaseChoice.describe(selected)): \
                its passes run 0.0-\(record.finalFrame).\(record.finalPass)
                """)
        }
        let title = "\(selected.scenario) · \(selected.profile)\(selected.variant.isEmpty ? "" : " · \(selected.variant)") · run \(run.id) · step \(stepIndex) \(record.event) · pass \(position.0).\(position.1)"
        let svg = ScreenSVG.render(picture, title: title)
        guard let output else {
            print(svg, terminator: "")
            return
        }
        if let converter {
            try Self.convert(svg, to: output, with: converter, scale: record.scale)
        } else {
            try ReportDestination(file: output).write(svg)
        }
    }

    enum Format { case svg, png }

    static func format(of file: String) throws -> Format {
        switch URL(fileURLWithPath: file).pathExtension.lowercased() {
        case "svg": return .svg
        case "png": return .png
        default: throw BadInput("cannot tell the format of '\(file)': name it .svg or .png")
        }
    }

    /// `rsvg-convert` on the PATH, or bad input saying how to get it.
    static func pngConverter() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("rsvg-convert")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw BadInput("PNG needs rsvg-convert, which is not installed (Debian: apt-get install librsvg2-bin); write .svg instead")
    }

    /// Converts through a temporary SVG at `scale` pixels per point; the PNG appears only once it
    /// is complete.
    static func convert(_ svg: String, to output: String, with converter: URL, scale: Double = 1) throws {
        let folder = try ScratchFolder(purpose: "render")
        defer { folder.remove() }
        let source = folder.url.appendingPathComponent("pass.svg"), converted = folder.url.appendingPathComponent("pass.png")
        try OutputFile.write(svg, to: source.path)
        let process = Process()
        process.executableURL = converter
        process.arguments = ["--background-color", "white", "--zoom", "\(scale)", "-o", converted.path, source.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BadInput("rsvg-convert failed: \(message.split(separator: "\n").first ?? "exit \(process.terminationStatus)")")
        }
        guard let png = FileManager.default.contents(atPath: converted.path) else {
            throw MachineFailure("rsvg-convert wrote no picture")
        }
        try OutputFile.write(png, to: output)
    }
}
