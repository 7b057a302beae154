import Testing
@testable import LayoutLab

/// Sheets, covers and popovers (docs/layout-rules.md, "Presentations"). On the iPhone SE the
/// screen is 375 × 667 with a 20-point status bar; on the iPhone 15, 393 × 852 with insets of 59
/// at the top and 34 at the bottom.
@Suite struct PresentationTests {
    static func log<V: View>(_ view: V, on name: String = "iphone-se-3") async throws -> TraceLog {
        let log = TraceLog()
        _ = await ViewRuntime.run(view, profile: try #require(DeviceProfile.named(name)), observer: log)
        return log
    }

    static func frame(_ log: TraceLog, _ name: String) throws -> CGRect {
        let pass = try #require(log.finalPass(step: 0))
        return try #require(pass.node(named: name)).frame
    }

    struct Presenting: View {
        @State var isShown: Bool
        var style = PresentationStyle.sheet
        var detents: Set<PresentationDetent>?
        var showOnAppear = false

        var body: some View {
            let base = Text("Screen").accessibilityIdentifier("screen")
                .onAppear { if showOnAppear { isShown = true } }
            switch style {
            case .sheet:
                base.sheet(isPresented: $isShown) { content }
            case .fullScreenCover:
                base.fullScreenCover(isPresented: $isShown) { content }
            case .popover:
                base.popover(isPresented: $isShown) { Color.green.frame(width: 200, height: 120).accessibilityIdentifier("content") }
            }
        }

        @ViewBuilder var content: some View {
            if let detents {
                Color.red.accessibilityIdentifier("content").presentationDetents(detents)
            } else {
                Color.red.accessibilityIdentifier("content")
            }
        }
    }

    /// A large sheet starts 10 below the status bar, at 30, and reaches the bottom: 375 × 637.
    /// Its content fills it (no safe area at its top, none at the SE's bottom). The screen under it
    /// is laid out as before.
    @Test func aSheetStartsBelowTheStatusBarAndReachesTheBottom() async throws {
        let log = try await Self.log(Presenting(isShown: true))
        #expect(try Self.frame(log, "content") == CGRect(x: 0, y: 30, width: 375, height: 637))
        let sheet = try #require(log.finalPass(step: 0)?.nodes.first { $0.kind == "sheet" })
        #expect(sheet.path.hasSuffix("/sheet"), "\(sheet.path)")
        #expect(abs(try Self.frame(log, "screen").midY - (20 + 647 / 2)) < 0.5)
    }

    /// `[.medium, .large]` rests at the shorter: half the screen, 333.5 from 333.5 down.
    @Test func aSheetRestsAtItsShortestDetent() async throws {
        let log = try await Self.log(Presenting(isShown: true, detents: [.medium, .large]))
        #expect(try Self.frame(log, "content") == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
        let fixed = try await Self.log(Presenting(isShown: true, detents: [.height(200), .large]))
        #expect(try Self.frame(log: fixed) == CGRect(x: 0, y: 467, width: 375, height: 200))
    }

    static func frame(log: TraceLog) throws -> CGRect { try frame(log, "content") }

    /// A cover is the whole screen, its content in the screen's safe area: 59 … 818 on the iPhone 15.
    @Test func aFullScreenCoverHasTheScreensSafeArea() async throws {
        let log = try await Self.log(Presenting(isShown: true, style: .fullScreenCover), on: "iphone-15")
        #expect(try Self.frame(log, "content") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    /// Not presented, nothing is built; presented from `onAppear`, it appears in the next pass.
    @Test func aSheetFollowsItsBinding() async throws {
        let hidden = try await Self.log(Presenting(isShown: false))
        #expect(hidden.passes.allSatisfy { pass in !pass.nodes.contains { $0.kind == "sheet" } })
        let shown = try await Self.log(Presenting(isShown: false, showOnAppear: true))
        #expect(shown.passes.first?.nodes.contains { $0.kind == "sheet" } == false)
        #expect(try Self.frame(shown, "content").minY == 30)
    }

    /// On an iPad a sheet is a 540 × 620 card centred in the safe area; a popover is its content's
    /// ideal size (200 × 120), centred under the text it is attached to, 13 below it.
    @Test func onAnIPadASheetIsACentredCardAndAPopoverHangsUnderItsView() async throws {
        let profile = try #require(DeviceProfile.named("ipad-pro-13"))
        let safe = profile.screen(in: .portrait).safeRect
        let sheet = try await Self.log(Presenting(isShown: true), on: "ipad-pro-13")
        #expect(try Self.frame(sheet, "content") == CGRect(x: safe.midX - 270, y: safe.midY - 310, width: 540, height: 620))

        let popover = try await Self.log(Presenting(isShown: true, style: .popover), on: "ipad-pro-13")
        let text = try Self.frame(popover, "screen")
        let content = try Self.frame(popover, "content")
        #expect(content.size == CGSize(width: 200, height: 120))
        #expect(content.minY == text.maxY + 13)
        #expect(abs(content.midX - text.midX) < 0.5)
        // On an iPhone a popover is a sheet.
        let phone = try await Self.log(Presenting(isShown: true, style: .popover))
        #expect(try Self.frame(phone, "content").minY == 30 + (637 - 120) / 2)
    }
}

/// The `tap` step (docs/layout-rules.md, "Tapping a view").
@Suite struct TapStepTests {
    struct Details: View {
        @State private var showing = false
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Show details") { showing = true }.accessibilityIdentifier("show")
                Text("Tapped \(taps)").onTapGesture { taps += 1 }.accessibilityIdentifier("counter")
                Text("Plain").accessibilityIdentifier("plain")
            }
            .sheet(isPresented: $showing) { Color.red.accessibilityIdentifier("content") }
        }
    }

    static func log(_ timeline: Timeline) async throws -> TraceLog {
        let log = TraceLog()
        _ = await ViewRuntime.run(Details(), timeline: timeline, profile: try #require(DeviceProfile.named("iphone-se-3")), observer: log)
        return log
    }

    /// Tapping the button runs its action: the sheet it presents is laid out in the next pass
    /// (30 down on the iPhone SE), after a `tap` action in the recording.
    @Test func aTapStepRunsTheButtonsActionAndPresentsTheSheet() async throws {
        let log = try await Self.log([.launch(.portrait), .tap("show")])
        #expect(log.finalPass(step: 0)?.node(named: "content") == nil)
        #expect(try #require(log.finalPass(step: 1)?.node(named: "content")).frame.minY == 30)
        #expect(log.actions.filter { $0.action == "tap" }.map(\.detail) == ["show"])
        #expect(log.steps[1].step.description == "tap(\"show\")")
    }

    @Test func aTapStepRunsATapGestureAndReportsAViewWithoutOne() async throws {
        let log = try await Self.log([.launch(.portrait), .tap("counter"), .tap("counter"), .tap("plain"), .tap("nothing")])
        #expect(log.finalPass(step: 2)?.state.first { $0.name == "taps" }?.value == "2")
        let missing = log.diagnostics.filter { $0.code == .tapTargetMissing }
        #expect(missing.count == 2)
        #expect(missing.first?.message.contains("not a button") == true)
        #expect(missing.last?.message.contains("no view has that name") == true)
    }
}

extension PresentationTests {
    struct SelectingDetent: View {
        @State var detent: PresentationDetent

        var body: some View {
            Text("Screen").sheet(isPresented: .constant(true)) {
                Color.red.accessibilityIdentifier("content")
                    .presentationDetents([.medium, .large], selection: $detent)
            }
        }
    }

    /// With a selection, the sheet rests at the selected detent: `.large` is the whole sheet,
    /// `.medium` half the screen; a selection that is not among the detents is ignored.
    @Test func aSheetRestsAtItsSelectedDetent() async throws {
        let large = try await Self.log(SelectingDetent(detent: .large))
        #expect(try Self.frame(large, "content") == CGRect(x: 0, y: 30, width: 375, height: 637))
        let medium = try await Self.log(SelectingDetent(detent: .medium))
        #expect(try Self.frame(medium, "content") == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
        let stray = try await Self.log(SelectingDetent(detent: .height(100)))
        #expect(try Self.frame(stray, "content") == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
    }

    struct Inspecting: View {
        var body: some View {
            Color.blue.accessibilityIdentifier("screen")
                .inspector(isPresented: .constant(true)) {
                    Color.red.accessibilityIdentifier("content").inspectorColumnWidth(min: 200, ideal: 300, max: 400)
                }
        }
    }

    /// On an iPhone (compact width) a presented inspector is a sheet; on an iPad (regular width)
    /// its column is not modelled, so nothing is presented and the screen keeps its width.
    @Test func anInspectorIsASheetInACompactWidth() async throws {
        let phone = try await Self.log(Inspecting())
        #expect(try Self.frame(phone, "content") == CGRect(x: 0, y: 30, width: 375, height: 637))
        let pad = try await Self.log(Inspecting(), on: "ipad-air-11")
        #expect(pad.passes.allSatisfy { pass in !pass.nodes.contains { $0.kind == "sheet" } })
        #expect(try Self.frame(pad, "screen").width == 820)
    }
}
