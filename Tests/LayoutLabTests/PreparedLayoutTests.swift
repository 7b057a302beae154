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
}
