import Testing
@testable import LayoutLab

/// Lists and forms (Platform/ListMetrics.swift): row heights, insets and sections as measured on
/// an iPhone SE (3rd generation) simulator running iOS 26, at 2×.
@Suite struct ListLayoutTests {
    static func nodes<V: View>(_ view: V, on profile: String = "iphone-se-3@ios-26") async throws -> PassTrace {
        try await ControlSizeTests.pass(view, on: profile)
    }

    static func rows(_ count: Int) -> some View {
        ForEach(0..<count, id: \.self) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
    }

    @Test func insetGroupedRowsAre56ApartWithContent32In() async throws {
        let pass = try await Self.nodes(List { Self.rows(3) }.frame(width: 320))
        let rows = try (0..<3).map { try #require(pass.node(named: "row\($0)")).frame }
        let list = try #require(pass.nodes.first { $0.kind == "List" }).frame
        #expect(rows[0].minX - list.minX == 32)
        #expect(abs(rows[1].minY - rows[0].minY - 56) <= 0.5 && abs(rows[2].minY - rows[1].minY - 56) <= 0.5, "\(rows)")
        #expect(rows[0].width <= 256)
        // The rows' content is offered the card's width less the insets.
        let proposal = try #require(pass.node(named: "row0")).proposal
        #expect(proposal.width == 256)
    }

    @Test func plainRowsStart16In() async throws {
        let pass = try await Self.nodes(List { Self.rows(2) }.listStyle(.plain).frame(width: 320))
        let list = try #require(pass.nodes.first { $0.kind == "List" }).frame
        let row = try #require(pass.node(named: "row0")).frame
        #expect(row.minX - list.minX == 16)
        #expect(try #require(pass.node(named: "row0")).proposal.width == 288)
    }

    @Test func rowSpacingAddsBetweenRows() async throws {
        let pass = try await Self.nodes(List { Self.rows(2) }.listRowSpacing(12).frame(width: 320))
        let rows = try (0..<2).map { try #require(pass.node(named: "row\($0)")).frame }
        #expect(abs(rows[1].minY - rows[0].minY - 68) <= 0.5, "\(rows)")
    }

    @Test func aFooterIsA21PointSlot8BelowItsCard() async throws {
        let pass = try await Self.nodes(List {
            Section {
                Text("Only").accessibilityIdentifier("row")
            } footer: {
                Text("A footer").accessibilityIdentifier("footer")
            }
            Section {
                Text("Next").accessibilityIdentifier("next")
            }
        }.frame(width: 320))
        let row = try #require(pass.node(named: "row")).frame
        let footer = try #require(pass.node(named: "footer")).frame
        let section = try #require(pass.nodes.first { $0.kind == "Section" }).frame
        // The card ends 56 below its row's top less the row's centring: the row's cell is 56 tall.
        let cardBottom = row.midY + 28
        #expect(abs(footer.minY - cardBottom - 8) <= 0.5, "footer \(footer), card bottom \(cardBottom)")
        #expect(abs(section.maxY - footer.minY - 21) <= 0.5, "slot \(section.maxY - footer.minY)")
    }

    @Test func formControlsAreTheirLabelsLine() async throws {
        let pass = try await Self.nodes(Form {
            Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("toggle")
            Stepper("Count", value: .constant(1)).accessibilityIdentifier("stepper")
            Picker("Kind", selection: .constant(1)) { Text("One").tag(1) }.accessibilityIdentifier("picker")
        }.frame(width: 320))
        for name in ["toggle", "stepper", "picker"] {
            let frame = try #require(pass.node(named: name)).frame
            #expect(abs(frame.height - 24.5) <= 0.5, "\(name): \(frame)")
            #expect(frame.width == 256, "\(name) spans the row: \(frame)")
        }
        let toggle = try #require(pass.node(named: "toggle")).frame
        let stepper = try #require(pass.node(named: "stepper")).frame
        #expect(abs(stepper.minY - toggle.minY - 56) <= 0.5)
    }

    /// Forty rows do not fit 400 pt: they scroll, and are no overflow; the same rows in a VStack are.
    @Test func aListIsExemptFromOverflow() {
        let list = layout(List { Self.rows(40) }, width: 320, height: 400, scale: 2)
        let stack = layout(VStack { Self.rows(40) }, width: 320, height: 400, scale: 2)
        #expect(!list.diagnostics.contains { $0.code == .overflow }, "\(list.diagnostics)")
        #expect(stack.diagnostics.contains { $0.code == .overflow })
    }

    /// An exempting container is itself checked against its parent; nothing below it is, however
    /// far it reaches (the check stops there).
    @Test func anExemptingContainerIsCheckedButNotItsContent() {
        let snapshot = layout(
            Color.red.frame(width: 400, height: 10).frame(width: 300).clipped().frame(width: 100),
            width: 320, height: 400, scale: 2
        )
        let overflows = snapshot.diagnostics.filter { $0.code == .overflow }
        #expect(overflows.contains { $0.nodePath?.hasSuffix("/clipped") == true }, "\(overflows)")
        #expect(!overflows.contains { $0.nodePath?.contains("/clipped/") == true }, "\(overflows)")
        #expect(snapshot.first(kind: "Color").frame.width == 400)
    }
}
