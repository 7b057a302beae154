import Testing
@testable import LayoutLab

@Suite struct NodePathTests {
    struct Row: Identifiable { let id: String; let title: String }

    struct Sample: View {
        var showExtra: Bool
        var body: some View {
            VStack {
                Text("Title")
                HStack {
                    Text("a")
                    Text("b").padding()
                }
                if showExtra { Color.red }
                ForEach([Row(id: "x/1", title: "One"), Row(id: "y", title: "Two")]) { row in
                    Text(row.title).accessibilityIdentifier(row.id)
                }
            }
        }
    }

    @Test func pathsAreStructural() {
        let snapshot = layout(Sample(showExtra: true))
        let paths = snapshot.nodes.map(\.path)
        #expect(paths.contains("Sample/VStack/Text[0]"))
        #expect(paths.contains("Sample/VStack/HStack[1]/Text[0]"))
        #expect(paths.contains("Sample/VStack/HStack[1]/padding[1]/Text"))
        #expect(paths.contains("Sample/VStack/Color[2]"))
        #expect(snapshot.named("x/1").path == "Sample/VStack/Text[3.#x%2F1]")
        #expect(snapshot.named("y").path == "Sample/VStack/Text[3.#y]")
    }

    @Test func pathsDoNotDependOnOtherBranchesOrRuns() {
        let with = layout(Sample(showExtra: true))
        let without = layout(Sample(showExtra: false))
        #expect(with.named("y").path == without.named("y").path)
        #expect(layout(Sample(showExtra: true)).nodes.map(\.path) == with.nodes.map(\.path))
    }

    @Test func modifiersOnAGroupApplyToEachMember() {
        let snapshot = layout(VStack { Group { Text("a"); Text("b") }.padding(4) })
        #expect(snapshot.nodes(kind: "padding").map(\.path) == ["VStack/padding[0]", "VStack/padding[1]"])
        #expect(snapshot.nodes(kind: "Text").map(\.path) == ["VStack/padding[0]/Text", "VStack/padding[1]/Text"])
    }

    @Test func backgroundSecondaryIsLabelled() {
        let snapshot = layout(Text("a").background(Color.red))
        #expect(snapshot.nodes.map(\.path) == ["background", "background/Text", "background/Color[background]"])
    }
}

/// A custom Layout: children side by side at equal widths.
struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: widest * CGFloat(subviews.count), height: tallest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = bounds.width / CGFloat(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            subview.place(
                at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.midY), anchor: .leading,
                proposal: ProposedViewSize(width: width, height: bounds.height)
            )
        }
    }
}

/// Counts how often it is measured: a leaf whose cost reveals missing caching.
final class MeasureCounter: @unchecked Sendable { var count = 0 }

struct CountingLeaf: Layout {
    let counter: MeasureCounter
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        counter.count += 1
        return proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite struct CustomLayoutTests {
    @Test func customLayoutSizesAndPlacesItsSubviews() {
        let snapshot = layout(EqualWidthHStack {
            Text("Short").accessibilityIdentifier("a")
            Text("A longer one").accessibilityIdentifier("b")
        }.accessibilityIdentifier("layout"))
        let container = snapshot.named("layout")
        #expect(container.kind == "EqualWidthHStack")
        #expect(snapshot.named("a").proposal.width == container.frame.width / 2)
        #expect(snapshot.named("b").frame.minX == container.frame.minX + container.frame.width / 2)
    }

    @Test func stackLayoutsAreLayoutsToo() {
        let snapshot = layout(HStackLayout(spacing: 0) { Color.red; Color.blue }.frame(width: 100, height: 10))
        #expect(snapshot.nodes(kind: "Color").map(\.frame.width) == [50, 50])
    }

    @Test func layoutValuesReachTheParentLayout() {
        struct Weight: LayoutValueKey { static let defaultValue: CGFloat = 1 }
        struct Weighted: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let total = subviews.map { $0[Weight.self] }.reduce(0, +)
                var x = bounds.minX
                for subview in subviews {
                    let width = bounds.width * subview[Weight.self] / total
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
                    x += width
                }
            }
        }
        let snapshot = layout(Weighted { Color.red; Color.blue.layoutValue(key: Weight.self, value: 3) }.frame(width: 400, height: 10))
        #expect(snapshot.nodes(kind: "Color").map(\.frame.width) == [100, 300])
    }

    @Test func measurementsAreCachedPerNodeAndProposal() {
        // 30 nested stacks each probe their child at 0, ∞ and the offer; without a cache the leaf
        // would be measured 3^30 times.
        let counter = MeasureCounter()
        var view = AnyView(CountingLeaf(counter: counter) { EmptyView() })
        for level in 0..<30 {
            view = level.isMultiple(of: 2) ? AnyView(HStack { view }) : AnyView(VStack { view })
        }
        let snapshot = layout(view)
        #expect(counter.count <= 12)
        // Infinite probes through alternating stacks must not turn into NaN (∞ − ∞).
        #expect(snapshot.diagnostics.isEmpty)
    }
}

@Suite struct GridTests {
    @Test func cellsShareColumnsAcrossRows() {
        let snapshot = layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 50, height: 10).accessibilityIdentifier("a"); Color.blue.frame(width: 20, height: 10) }
            GridRow { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 80, height: 10).accessibilityIdentifier("d") }
        }.fixedSize())
        let grid = snapshot.first(kind: "Grid").frame
        #expect(grid.size == CGSize(width: 130, height: 20))
        #expect(isClose(snapshot.named("d").frame.midX, grid.minX + 50 + 40))
    }

    @Test func aNonRowChildSpansAllColumns() {
        let snapshot = layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 50, height: 10); Color.blue.frame(width: 50, height: 10) }
            Color.green.frame(height: 5).accessibilityIdentifier("rule")
        }.fixedSize(horizontal: true, vertical: true))
        #expect(snapshot.named("rule").frame.width == 100)
    }
}
