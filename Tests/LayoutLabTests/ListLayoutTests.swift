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

    /// ios/list/footer and ios/list/footer-header: a footer's line is 21 tall, 8 below its card;
    /// the next section comes 6 below it, with no section spacing: its card 17.5 further without
    /// a header, its title 10 further with one.
    @Test func aFooterTakesThePlaceOfTheSectionSpacing() async throws {
        for titled in [false, true] {
            let pass = try await Self.nodes(List {
                Section {
                    Text("Only").accessibilityIdentifier("row")
                } footer: {
                    Text("A footer").accessibilityIdentifier("footer")
                }
                if titled {
                    Section { Text("Next").accessibilityIdentifier("next") } header: { Text("Title").accessibilityIdentifier("title") }
                } else {
                    Section { Text("Next").accessibilityIdentifier("next") }
                }
            }.frame(width: 320))
            let row = try #require(pass.node(named: "row")).frame
            let footer = try #require(pass.node(named: "footer")).frame
            let next = try #require(pass.node(named: "next")).frame
            // A one-line row's cell is 56 tall, its content centred.
            #expect(abs(footer.minY - (row.midY + 28) - 8) <= 0.5, "footer \(footer) under \(row)")
            #expect(abs(footer.height - 21) <= 0.5, "\(footer)")
            if titled {
                let title = try #require(pass.node(named: "title")).frame
                #expect(abs(title.minY - footer.maxY - 16) <= 0.5, "title \(title) under \(footer)")
                #expect(abs(next.midY - 28 - title.maxY - 10) <= 0.5)
            } else {
                #expect(abs(next.midY - 28 - footer.maxY - 23.5) <= 0.5, "next \(next) under \(footer)")
            }
        }
    }

    /// Without footers the section spacing stays: a later section without a header starts 17.5
    /// after it (35 below the rows before it, as the first section starts 35 down).
    @Test func aLaterSectionWithoutAHeaderStartsAsTheFirstDoes() async throws {
        let pass = try await Self.nodes(List {
            Section { Text("First").accessibilityIdentifier("first") }
            Section { Text("Second").accessibilityIdentifier("second") }
        }.frame(width: 320))
        let list = try #require(pass.nodes.first { $0.kind == "List" }).frame
        let first = try #require(pass.node(named: "first")).frame
        let second = try #require(pass.node(named: "second")).frame
        #expect(abs(first.midY - 28 - list.minY - 35) <= 0.5)
        #expect(abs((second.midY - 28) - (first.midY + 28) - 35) <= 0.5, "\(first) \(second)")
    }

    /// ios/list/plain: in a plain list a titled section's rows start 66.5 below the rows before it.
    @Test func aPlainListsHeaderTakesItsTitleAnd42() async throws {
        let pass = try await Self.nodes(List {
            Text("Above").accessibilityIdentifier("above")
            Section("Fruit") { Text("Cherry").accessibilityIdentifier("row") }
        }.listStyle(.plain).frame(width: 320))
        let above = try #require(pass.node(named: "above")).frame
        let row = try #require(pass.node(named: "row")).frame
        #expect(abs((row.midY - 28) - (above.midY + 28) - 66.5) <= 0.5, "\(above) \(row)")
    }

    /// macOS's columns form (form/steps, form/basic): a checkbox is 6 from a field and a pop-up
    /// picker, where two plain controls are the default 8 apart.
    @Test func aCheckboxIsSixFromItsNeighboursInAForm() async throws {
        let pass = try await Self.nodes(Form {
            TextField("Name", text: .constant("Hello")).accessibilityIdentifier("field")
            Toggle("Enabled", isOn: .constant(true)).accessibilityIdentifier("toggle")
            Picker("Fruit", selection: .constant(1)) { Text("Apple").tag(1) }.accessibilityIdentifier("picker")
            Button("Save") {}.accessibilityIdentifier("button")
        }, on: "mac-window@macos-26")
        let field = try #require(pass.node(named: "field")).frame
        let toggle = try #require(pass.node(named: "toggle")).frame
        let picker = try #require(pass.node(named: "picker")).frame
        let button = try #require(pass.node(named: "button")).frame
        #expect(abs(toggle.minY - field.maxY - 6) <= 0.5, "\(field) \(toggle)")
        #expect(abs(picker.minY - toggle.maxY - 6) <= 0.5, "\(toggle) \(picker)")
        #expect(abs(button.minY - picker.maxY - 8) <= 0.5, "\(picker) \(button)")
    }

    /// form/sections: a section in a columns form is a node of its own around its rows, so a name
    /// on it leaves its rows' names alone; the rows lay out as if it were not there.
    @Test func aSectionInAColumnsFormKeepsItsRowsNames() async throws {
        let sectioned = try await Self.nodes(Form {
            Section("Account") {
                TextField("Name", text: .constant("Hello")).accessibilityIdentifier("field")
                Toggle("Enabled", isOn: .constant(false)).accessibilityIdentifier("toggle")
            }
            .accessibilityIdentifier("account")
        }, on: "mac-window@macos-26")
        let flat = try await Self.nodes(Form {
            Text("Account")
            TextField("Name", text: .constant("Hello")).accessibilityIdentifier("field")
            Toggle("Enabled", isOn: .constant(false)).accessibilityIdentifier("toggle")
        }, on: "mac-window@macos-26")
        let section = try #require(sectioned.node(named: "account"))
        #expect(section.kind == "Section")
        for name in ["field", "toggle"] {
            let frame = try #require(sectioned.node(named: name)).frame
            #expect(frame == (try #require(flat.node(named: name)).frame), "\(name)")
            #expect(section.frame.contains(frame), "\(name) \(frame) in \(section.frame)")
        }
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
