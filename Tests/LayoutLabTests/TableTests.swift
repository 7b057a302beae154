import Testing
@testable import LayoutLab

/// `Table` as macOS 26 lays it out (iamcgn/swiftui-web table/basic, table/sized, table/regimes,
/// commit 721f26c), and as a list of its first column in a compact width.
@Suite struct TableTests {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
        let color: String
        let count: Int
    }

    static let fruits = [
        Fruit(id: 1, name: "Apple", color: "Red", count: 3),
        Fruit(id: 2, name: "Banana", color: "Yellow", count: 12),
        Fruit(id: 3, name: "Cherry", color: "Red", count: 40),
    ]

    static func pass<V: View>(_ view: V, profile: String = "mac-window@macos-26") async throws -> PassTrace {
        let log = TraceLog()
        _ = await ViewRuntime.run(view, profile: try #require(DeviceProfile.named(profile)), observer: log)
        return try #require(log.finalPass(step: 0))
    }

    /// table/basic: three columns in 360 × 220; cells 112 apart from 16 in, rows 24 apart from 37.
    @Test func aTableHasTheMeasuredHeaderRowsAndColumns() async throws {
        let pass = try await Self.pass(
            Table(Self.fruits) {
                TableColumn("Name", value: \.name)
                TableColumn("Color") { fruit in Text(fruit.color).accessibilityIdentifier("color\(fruit.id)") }
                TableColumn("Count") { fruit in Text("\(fruit.count)").accessibilityIdentifier("count\(fruit.id)") }
            }
            .accessibilityIdentifier("table")
            .frame(width: 360, height: 220)
        )
        let table = try #require(pass.node(named: "table")).frame
        #expect(table.size == CGSize(width: 360, height: 220))
        for (row, id) in [1, 2, 3].enumerated() {
            let color = try #require(pass.node(named: "color\(id)")).frame
            let count = try #require(pass.node(named: "count\(id)")).frame
            #expect(color.minY - table.minY == 37 + 24 * CGFloat(row), "\(color)")
            #expect(color.minX - table.minX == 128 && count.minX - table.minX == 240, "\(table) \(color) \(count)")
            #expect(color.height == 16)
        }
    }

    /// table/regimes: four columns grow into 600 (146.5 apart); two do not shrink below 117.
    @Test func columnsShareTheWidthButKeepTheirMinimumPitch() async throws {
        let pass = try await Self.pass(
            VStack(spacing: 8) {
                Table(Self.fruits) {
                    TableColumn("Name") { fruit in Text(fruit.name).accessibilityIdentifier("oname\(fruit.id)") }
                    TableColumn("Color") { fruit in Text(fruit.color).accessibilityIdentifier("ocolor\(fruit.id)") }
                }
                .frame(width: 200, height: 120)
                Table(Self.fruits) {
                    TableColumn("Name") { fruit in Text(fruit.name).accessibilityIdentifier("gname\(fruit.id)") }
                    TableColumn("Color") { fruit in Text(fruit.color) }
                    TableColumn("Count") { fruit in Text("\(fruit.count)") }
                    TableColumn("Empty") { _ in Text("Empty").accessibilityIdentifier("gempty") }
                }
                .accessibilityIdentifier("grow")
            }
            .frame(width: 600, height: 300)
        )
        let oname = try #require(pass.node(named: "oname1")).frame, ocolor = try #require(pass.node(named: "ocolor1")).frame
        #expect(ocolor.minX - oname.minX == 117)
        let grow = try #require(pass.node(named: "grow")).frame
        let gname = try #require(pass.node(named: "gname1")).frame, gempty = try #require(pass.nodes.first { $0.name == "gempty" }).frame
        #expect(gname.minX - grow.minX == 16 && gempty.minX - gname.minX == 3 * 146.5, "\(gname) \(gempty)")
        #expect(!pass.diagnostics.contains { $0.code == .overflow }, "\(pass.diagnostics)")
    }

    /// table/sorting and table/widths: columns start at their ideal width (100 when automatic)
    /// and share what the table has beyond that equally, up to their maximums.
    @Test func columnsGrowFromTheirIdealWidths() async throws {
        let pass = try await Self.pass(
            VStack(spacing: 0) {
                Table(Self.fruits) {
                    TableColumn("Name") { fruit in Text(fruit.name).accessibilityIdentifier("sname\(fruit.id)") }
                    TableColumn("Count") { fruit in Text("\(fruit.count)").accessibilityIdentifier("scount\(fruit.id)") }
                }
                .frame(height: 110)
                Table(Self.fruits) {
                    TableColumn("Name") { fruit in Text(fruit.name).accessibilityIdentifier("wname\(fruit.id)") }.width(80)
                    TableColumn("Color") { fruit in Text(fruit.color).accessibilityIdentifier("wcolor\(fruit.id)") }
                        .width(min: 40, ideal: 60, max: 100)
                    TableColumn("Count") { fruit in Text("\(fruit.count)").accessibilityIdentifier("wcount\(fruit.id)") }
                }
                .frame(height: 110)
            }
            .frame(width: 360, height: 220)
        )
        let sname = try #require(pass.node(named: "sname1")).frame, scount = try #require(pass.node(named: "scount1")).frame
        #expect(scount.minX - sname.minX == 172.5, "\(sname) \(scount)")
        let wname = try #require(pass.node(named: "wname1")).frame
        let wcolor = try #require(pass.node(named: "wcolor1")).frame, wcount = try #require(pass.node(named: "wcount1")).frame
        #expect(wcolor.minX - wname.minX == 97 && wcount.minX - wcolor.minX == 104, "\(wname) \(wcolor) \(wcount)")
        // A column's cell is offered the column's width.
        #expect(try #require(pass.node(named: "wname1")).proposal.width == 80)
    }

    /// On an iPhone a table is a list of its first column: no other column is built.
    @Test func aCompactTableIsAListOfItsFirstColumn() async throws {
        let pass = try await Self.pass(
            Table(Self.fruits) {
                TableColumn("Name") { fruit in Text(fruit.name).accessibilityIdentifier("name\(fruit.id)") }
                TableColumn("Color") { fruit in Text(fruit.color).accessibilityIdentifier("color\(fruit.id)") }
            },
            profile: "iphone-se-3@ios-26"
        )
        let names = try [1, 2, 3].map { try #require(pass.node(named: "name\($0)")).frame }
        #expect(pass.node(named: "color1") == nil)
        #expect(names[0].minY < names[1].minY && names[1].minY < names[2].minY)
        #expect(pass.nodes.contains { $0.kind == "List" })
    }

    /// The sortable and selectable forms compile as real code writes them and lay out the same.
    @Test func sortingAndSelectionFormsLayOutTheRows() async throws {
        var order = [KeyPathComparator(\Fruit.name)]
        var selection: Fruit.ID? = nil
        let pass = try await Self.pass(
            Table(Self.fruits, selection: Binding(get: { selection }, set: { selection = $0 }),
                  sortOrder: Binding(get: { order }, set: { order = $0 })) {
                TableColumn("Name", value: \.name) { fruit in Text(fruit.name).accessibilityIdentifier("name\(fruit.id)") }
                TableColumn("Count", value: \.count) { fruit in Text("\(fruit.count)") }
            }
            .frame(width: 360, height: 220)
        )
        let first = try #require(pass.node(named: "name1")).frame, third = try #require(pass.node(named: "name3")).frame
        #expect(third.minY - first.minY == 48)
    }
}
