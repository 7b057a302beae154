import LayoutLab

// A tag cloud as sample code lays it out: a flow layout that fills a row, then wraps, with the
// rows cached between calls; each tag a capsule-backed label.

struct FlowLayout: Layout {
    var horizontalSpacing: CGFloat = 8
    var verticalSpacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = arrangeRows(maxWidth: proposal.width ?? .infinity, sizes: cache.sizes)
        let width = rows.map(\.width).max() ?? 0
        let height = rows.map(\.height).reduce(0, +) + CGFloat(max(rows.count - 1, 0)) * verticalSpacing
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let rows = arrangeRows(maxWidth: bounds.width, sizes: cache.sizes)
        var y = bounds.minY
        for row in rows {
            var x = bounds.minX
            for index in row.indices {
                let size = cache.sizes[index]
                subviews[index].place(
                    at: CGPoint(x: x, y: y + (row.height - size.height) / 2),
                    anchor: .topLeading,
                    proposal: ProposedViewSize(size)
                )
                x += size.width + horizontalSpacing
            }
            y += row.height + verticalSpacing
        }
    }

    private struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func arrangeRows(maxWidth: CGFloat, sizes: [CGSize]) -> [Row] {
        var rows: [Row] = []
        var current = Row()
        for (index, size) in sizes.enumerated() {
            let needed = current.indices.isEmpty ? size.width : current.width + horizontalSpacing + size.width
            if needed > maxWidth, !current.indices.isEmpty {
                rows.append(current)
                current = Row()
            }
            current.width = current.indices.isEmpty ? size.width : current.width + horizontalSpacing + size.width
            current.height = max(current.height, size.height)
            current.indices.append(index)
        }
        if !current.indices.isEmpty { rows.append(current) }
        return rows
    }
}

struct TagView: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.subheadline)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(Color.accentColor.opacity(0.15)))
    }
}

struct TagFlowFixture: Scenario {
    static let name = "fixtures/tag-flow"
    static let summary = "A flow layout with a cache wraps tags into rows, re-flowing on rotation."
    static let variants = ["few", "many"]
    static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape)]
    let variant: String

    init(variant: String) { self.variant = variant }

    private var tags: [String] {
        let all = ["SwiftUI", "Layout", "Custom containers", "Accessibility", "Dynamic Type", "iPad",
                   "Performance", "Animations", "Navigation", "Data flow", "Previews", "Testing"]
        return variant == "few" ? Array(all.prefix(4)) : all
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Topics")
                .font(.headline)
            FlowLayout {
                ForEach(tags, id: \.self) { tag in
                    TagView(title: tag)
                }
            }
            Spacer()
        }
        .padding()
    }
}

extension RealCodeFixtures {
    static let flow: [any Scenario.Type] = [TagFlowFixture.self]
}
