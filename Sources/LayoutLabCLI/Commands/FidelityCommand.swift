import ArgumentParser
import LayoutLab
import LayoutLabFidelity
import LayoutLabReports

/// `layoutlab fidelity`: runs the layouts measured on Apple's SwiftUI on their own hosts, compares
/// every probe with its measurement, and prints agreement by area (docs/fidelity.md).
struct FidelityCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fidelity",
        abstract: "Compare the engine with layouts measured on Apple's SwiftUI, by area.",
        discussion: """
            Runs the fidelity suite (layouts measured on Apple's SwiftUI on macOS 26 and iOS 26) on \
            mac-window@macos-26 and iphone-se-3@ios-26 at each fixture's size. \(FidelityReport.toleranceNote). \
            Exits 1 when the reproduced share is below --min.
            """
    )

    @Option(name: .customLong("area"), help: "Only this area (repeatable): \(FidelityArea.allCases.map(\.rawValue).joined(separator: ", ")).")
    var areas: [String] = []

    @Option(name: .customLong("fixture"), help: "Only fixtures whose name matches this glob (repeatable), e.g. 'ios/list/*'.")
    var fixturePatterns: [String] = []

    @Option(help: "Only this platform: macos or ios.")
    var platform: String?

    @Option(help: "Output format: text, json, md or html.")
    var format: ReportFormat = .text

    @Option(help: "Write to this file instead of printing.")
    var output: String?

    @Option(help: "Exit 1 when the reproduced share is below this fraction (0…1).")
    var min: Double?

    @Option(help: "How many misses the text and Markdown list.")
    var worst: Int = 15

    func run() async throws {
        let fixtures = try chosenFixtures()
        if let min, !(0...1).contains(min) {
            throw BadInput("--min must be a fraction from 0 to 1, not \(min)")
        }
        guard worst >= 0 else { throw BadInput("--worst must be 0 or more, not \(worst)") }
        let report = FidelityReport(results: await FidelityResults.run(fixtures), worstCount: worst)
        let destination = ReportDestination(file: output)
        switch format {
        case .text: try destination.write(report.text(headerStyle: { Terminal.paint($0) { $0.bold } }))
        case .json: try destination.write(try JSONOutput.string(report.jsonDocument()) + "\n")
        case .md: try destination.write(report.markdown())
        case .html: try destination.write(report.html())
        }
        if let min, report.results.overall.fraction < min {
            throw ExitCode(ExitStatus.differences)
        }
    }

    /// The fixtures the options select, in suite order; a selection of none is bad input.
    private func chosenFixtures() throws -> [MeasuredFixture] {
        let chosenAreas = try Set(areas.map { name in
            guard let area = FidelityArea(rawValue: name) else {
                throw BadInput(unknown: "area", name, candidates: FidelityArea.allCases.map(\.rawValue))
            }
            return area
        })
        let chosenPlatform: OSGeneration.Platform?
        switch platform?.lowercased() {
        case nil: chosenPlatform = nil
        case "macos": chosenPlatform = .macOS
        case "ios": chosenPlatform = .iOS
        case let other?: throw BadInput(unknown: "platform", other, candidates: ["macos", "ios"])
        }
        let globs = try fixturePatterns.map(Glob.init)
        let fixtures = FidelitySuite.fixtures { fixture in
            (chosenAreas.isEmpty || chosenAreas.contains(fixture.area))
                && (chosenPlatform == nil || fixture.platform == chosenPlatform)
                && (globs.isEmpty || globs.contains { $0.matches(fixture.name) })
        }
        guard !fixtures.isEmpty else {
            throw BadInput("no measured fixture matches the options; `layoutlab fidelity --format json` lists them all")
        }
        return fixtures
    }
}
