@_spi(Benchmarking) import LayoutLab
import Testing

/// `PreparedLayout` splits `LayoutEngine.layout` in two calls for the benchmarks that time only
/// the layout, as Yoga's call is timed (docs/performance.md, "The flat list beside Yoga"): the
/// split must not change what a layout gives.
struct PreparedLayoutTests {
    struct Rows: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { index in
                    HStack(alignment: .firstTextBaseline) {
                        Color.red.frame(width: 40, height: 20)
                        Text("Row \(index)").font(.title)
                        Spacer()
                        Text("\(index * 7) kcal").alignmentGuide(.firstTextBaseline) { $0[.bottom] }
                    }
                    .padding(.horizontal)
                }
            }
        }
    }

    @Test func aPreparedLayoutGivesWhatLayoutEngineGives() {
        let size = CGSize(width: 390, height: 844)
        let expected = LayoutEngine.layout(Rows(), in: size)
        let prepared = PreparedLayout(Rows(), in: size)
        prepared.layOut()
        let snapshot = prepared.snapshot()
        #expect(snapshot.nodes.count == expected.nodes.count)
        #expect(snapshot.nodes.map(\.path) == expected.nodes.map(\.path))
        #expect(snapshot.nodes.map(\.frame) == expected.nodes.map(\.frame))
        #expect(snapshot.diagnostics.map(\.message) == expected.diagnostics.map(\.message))
        // The list overflows the screen's height: the check ran on the prepared tree too.
        #expect(snapshot.diagnostics.contains { $0.code == .overflow })
        // Laid out, not just built: 40 rows inset 16 pt on each side, one under the other.
        let rows = snapshot.nodes(kind: "HStack")
        #expect(rows.count == 40)
        for row in rows {
            #expect(abs(row.frame.minX - 16) < 0.01 && abs(row.frame.width - 358) < 0.01 && row.frame.height > 20, "\(row.frame)")
        }
        for (above, below) in zip(rows, rows.dropFirst()) {
            #expect(abs(below.frame.minY - above.frame.maxY) < 0.01, "\(above.frame) \(below.frame)")
        }
    }

    struct DeferredAndPresented: View {
        var body: some View {
            VStack {
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width)) wide")
                }
                .frame(height: 40)
                Text("Under")
                    .sheet(isPresented: .constant(true)) { Text("In the sheet") }
            }
        }
    }

    /// A one-pass layout names its nodes in the snapshot's walk (`NodePathTable.name`), content made
    /// while placing (a geometry reader's) and presented content (a sheet's) included: every node
    /// once, below its parent, in tree order.
    @Test func aOnePassLayoutNamesEveryNodeBelowItsParentInTreeOrder() throws {
        let snapshot = LayoutEngine.layout(DeferredAndPresented(), in: CGSize(width: 390, height: 844))
        let nodes = Array(snapshot.nodes)
        #expect(nodes.map(\.pathID) == Array(0..<nodes.count))
        var indexOfPath: [String: Int] = [:]
        for (index, node) in nodes.enumerated() {
            #expect(indexOfPath[node.path] == nil, "\(node.path) named twice")
            indexOfPath[node.path] = index
            guard index > 0 else { continue }
            let slash = try #require(node.path.lastIndex(of: "/"))
            let parentPath = String(node.path[..<slash])
            let parent = try #require(indexOfPath[parentPath], "\(node.path): no parent met before it")
            #expect(parent < index)
        }
        let reader = try #require(nodes.first { $0.kind == "Text" && $0.path.contains("GeometryReader") })
        #expect(reader.frame.height > 0)
        #expect(nodes.contains { $0.kind == "Text" && $0.path.contains("/sheet/") })
    }
}
