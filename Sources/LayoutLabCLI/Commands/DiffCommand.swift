import ArgumentParser
import Foundation
import LayoutLabReports
import LayoutLabStore

extension NodeRows: ExpressibleByArgument {}

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two runs: cases, outcomes, pass counts, node frames, values and diagnostics.",
        discussion: """
            Cases are matched by scenario, variant and profile, steps by index and nodes by path; frames \
            are compared on each step's settled layout. Exits 0 when nothing differs beyond the \
            tolerance, 1 when something does, 2 on bad input.
            """
    )

    @OptionGroup var database: DatabaseOption

    @Argument(help: "The run to compare from (A): an id, a label, latest or latest~N; FILE:RUN for a run in another database.")
    var runA: String

    @Argument(help: "The run to compare with (B).")
    var runB: String

    @Option(help: "Ignore changes of this many points or less.")
    var tolerance: Double = 0.1

    @Flag(help: "Show unchanged cases, nodes, values and diagnostics too.")
    var all = false

    @Option(help: "Node rows: changes (one row per change, at the node a person would name), named (only named nodes) or all (every node).")
    var nodes: NodeRows = .changes

    @Flag(name: .customLong("no-cap"), help: "Markdown: write every change, however long (by default it stays under 60,000 characters).")
    var noCap = false

    @OptionGroup var scenarios: RecordedScenarioFilter

    @OptionGroup var cases: RecordedCaseFilter

    @OptionGroup var output: ReportOutputOptions

    func run() throws {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw BadInput("bad --tolerance '\(tolerance)': it must be a number of points, 0 or more")
        }
        let locationA = RunLocation(runA), locationB = RunLocation(runB)
        try locationA.checkFileExists()
        try locationB.checkFileExists()
        let compared = try ComparedRuns(locationA, locationB, database: database)
        defer { compared.discard() }
        let (store, a, b) = (compared.store, compared.a, compared.b)
        let globs = try scenarios.globs(checkedAgainst: [a, b], in: store)
        let admission = try cases.checked(against: [a, b], in: store)

        let options = DiffOptions(
            tolerance: tolerance, includesUnchanged: all, includesScenario: { globs.admits($0) },
            includesCase: { profile, variant in admission.admits(profile: profile, variant: variant) }
        )
        var diff = try RunDiffer.diff(store, a: a, b: b, options: options)
        let pictures = output.format == .html ? try badInputOnStoreError { try DiffPictures.load(store, for: diff, nodes: nodes) } : DiffPictures()
        let wireframes = output.format == .html ? try DiffWireframes.load(store, for: diff, except: pictures) : DiffWireframes()
        // Runs from other files are named as the user named them.
        diff.a = compared.identityA
        diff.b = compared.identityB
        let destination = output.destination
        let report: String =
            switch output.format {
            case .text: TextDiffRenderer(style: Terminal.textStyle(toFile: destination.isFile), nodes: nodes).render(diff)
            case .json: try ReportJSON.string(diff)
            case .md: MarkdownDiffRenderer(nodes: nodes, cap: noCap ? nil : MarkdownDiffRenderer.defaultCap).render(diff)
            case .html: HTMLDiffRenderer(nodes: nodes).render(diff, wireframes: wireframes, pictures: pictures)
            }
        try destination.write(report)
        if diff.hasDifferences { throw ExitCode(ExitStatus.differences) }
    }
}

/// The two runs a diff compares, in one database: the command's, when both are in it; otherwise a
/// temporary one that both are copied into (a diff reads both runs in one transaction), removed
/// when the diff is done.
struct ComparedRuns {
    let store: LayoutStore
    let a: Run
    let b: Run
    let identityA: RunIdentity
    let identityB: RunIdentity
    private let temporaryFolder: ScratchFolder?

    init(_ locationA: RunLocation, _ locationB: RunLocation, database: DatabaseOption) throws {
        guard locationA.file != nil || locationB.file != nil else {
            store = try database.open(.existingOnly)
            a = try database.run(locationA.reference, in: store)
            b = try database.run(locationB.reference, in: store)
            identityA = RunIdentity(a)
            identityB = RunIdentity(b)
            temporaryFolder = nil
            return
        }
        let folder = try ScratchFolder(purpose: "diff")
        temporaryFolder = folder
        do {
            let store = try LayoutStore.open(path: folder.url.appendingPathComponent("compared.sqlite").path, mode: .createIfMissing)
            func copy(_ location: RunLocation) throws -> (Run, RunIdentity) {
                let path = location.path(default: database)
                guard FileManager.default.fileExists(atPath: path) else { throw BadInput("no database at \(path)") }
                OpenedStores.noteInput(path)
                let (source, copy) = try badInputOnStoreError { try store.copyRun(location.reference, from: path, label: .some(nil)) }
                let name = location.file.map { "\($0):\(source.label ?? String(source.id))" } ?? source.label
                return (copy, RunIdentity(id: source.id, label: name))
            }
            let copiedA = try copy(locationA)
            let copiedB = try copy(locationB)
            self.store = store
            (a, identityA) = copiedA
            (b, identityB) = copiedB
        } catch {
            folder.remove()
            throw error
        }
    }

    func discard() {
        temporaryFolder?.remove()
    }
}
