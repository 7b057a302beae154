import LayoutLab

/// Rows of subviews at their ideal sizes, wrapped at the offered width (300 when none), 8 points
/// between neighbours and 6 between rows; the rows are cached per width.
struct WrappingRowsLayout: Layout {
    struct Cache {
        var width: CGFloat = 0
        var rows: [[Int]] = []
    }

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    private func rows(fitting width: CGFloat, _ subviews: Subviews, _ cache: inout Cache) -> [[Int]] {
        if cache.width == width && !cache.rows.isEmpty { return cache.rows }
        var result: [[Int]] = [[]]
        var cursor: CGFloat = 0
        for index in subviews.indices {
            let ideal = subviews[index].sizeThatFits(.unspecified)
            if cursor > 0 && cursor + ideal.width > width {
                result.append([])
                cursor = 0
            }
            result[result.count - 1].append(index)
            cursor += ideal.width + 8
        }
        cache.width = width
        cache.rows = result
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.width ?? 300
        var height: CGFloat = 0
        for (n, row) in rows(fitting: width, subviews, &cache).enumerated() {
            if n > 0 { height += 6 }
            height += row.map { subviews[$0].sizeThatFits(.unspecified).height }.max() ?? 0
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var top = bounds.minY
        for (n, row) in rows(fitting: bounds.width, subviews, &cache).enumerated() {
            if n > 0 { top += 6 }
            var left = bounds.minX
            var tallest: CGFloat = 0
            for index in row {
                let ideal = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: left, y: top), proposal: ProposedViewSize(ideal))
                left += ideal.width + 8
                tallest = max(tallest, ideal.height)
            }
            top += tallest
        }
    }
}

/// A square of the smaller offered side (200 when none); subviews centred on the four quarter
/// points of a circle 12 points inside it, the fifth and later at half the radius.
private struct QuarterRingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let side = min(proposal.width ?? 200, proposal.height ?? 200)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2 - 12
        let directions: [CGPoint] = [CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)]
        for (index, subview) in subviews.enumerated() {
            let direction = directions[index % directions.count]
            let reach = radius * (index < directions.count ? 1 : 0.5)
            let centre = CGPoint(x: bounds.midX + direction.x * reach, y: bounds.midY + direction.y * reach)
            subview.place(at: centre, anchor: .center, proposal: .unspecified)
        }
    }
}

/// Extra leading indent a subview asks of `PriorityColumnLayout`.
private struct ExtraIndent: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

/// A column at ideal sizes: higher layout priority first (ties in order), rows apart by their
/// spacing preferences, each moved right by its `ExtraIndent`.
private struct PriorityColumnLayout: Layout {
    private func order(_ subviews: Subviews) -> [Int] {
        subviews.indices.sorted { a, b in
            subviews[a].priority != subviews[b].priority ? subviews[a].priority > subviews[b].priority : a < b
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sequence = order(subviews)
        var size = CGSize.zero
        for (n, index) in sequence.enumerated() {
            let ideal = subviews[index].sizeThatFits(.unspecified)
            if n > 0 { size.height += subviews[sequence[n - 1]].spacing.distance(to: subviews[index].spacing, along: .vertical) }
            size.height += ideal.height
            size.width = max(size.width, ideal.width + subviews[index][ExtraIndent.self])
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sequence = order(subviews)
        var top = bounds.minY
        for (n, index) in sequence.enumerated() {
            let ideal = subviews[index].sizeThatFits(.unspecified)
            if n > 0 { top += subviews[sequence[n - 1]].spacing.distance(to: subviews[index].spacing, along: .vertical) }
            let origin = CGPoint(x: bounds.minX + subviews[index][ExtraIndent.self], y: top)
            subviews[index].place(at: origin, proposal: ProposedViewSize(ideal))
            top += ideal.height
        }
    }
}

extension FidelitySuite {
    /// Layouts written against the Layout protocol (wrapping rows, a ring, layout values) and an AnyLayout (macOS 26).
    static let layoutCustom: [MeasuredFixture] = [
        MeasuredFixture(
            "customlayout/flow", area: .stacks, size: CGSize(width: 320, height: 160),
            commit: "7f02a9ce8b151f9d7f0425977dbd33e6581fbcab", code: "Fixtures/Sources/CustomLayout/CustomLayoutFixtures.swift",
            measured: [
                "box": CGRect(x: 113, y: 76, width: 60, height: 30),
                "five": CGRect(x: 80, y: 76, width: 25, height: 16),
                "flow": CGRect(x: 80, y: 54, width: 160, height: 52),
                "four": CGRect(x: 189.5, y: 54, width: 27.5, height: 16),
                "one": CGRect(x: 80, y: 54, width: 25, height: 16),
                "six": CGRect(x: 181, y: 76, width: 18.5, height: 16),
                "three": CGRect(x: 146, y: 54, width: 35.5, height: 16),
                "two": CGRect(x: 113, y: 54, width: 25, height: 16),
            ]
        ) {
            WrappingRowsLayout {
                Text("One").probe("one")
                Text("Two").probe("two")
                Text("Three").probe("three")
                Text("Four").probe("four")
                Text("Five").probe("five")
                Color.red.frame(width: 60, height: 30).probe("box")
                Text("Six").probe("six")
            }
            .frame(width: 160)
            .probe("flow")
        },
        MeasuredFixture(
            "customlayout/radial", area: .stacks, size: CGSize(width: 240, height: 240),
            commit: "7f02a9ce8b151f9d7f0425977dbd33e6581fbcab", code: "Fixtures/Sources/CustomLayout/CustomLayoutFixtures.swift",
            measured: [
                "a": CGRect(x: 115.5, y: 44, width: 9, height: 16),
                "b": CGRect(x: 183.75, y: 112, width: 8.5, height: 16),
                "c": CGRect(x: 110, y: 178, width: 20, height: 20),
                "d": CGRect(x: 47.25, y: 112, width: 9.5, height: 16),
                "e": CGRect(x: 116, y: 78, width: 8, height: 16),
                "radial": CGRect(x: 40, y: 40, width: 160, height: 160),
            ]
        ) {
            QuarterRingLayout {
                Text("A").probe("a")
                Text("B").probe("b")
                Color.blue.frame(width: 20, height: 20).probe("c")
                Text("D").probe("d")
                Text("E").probe("e")
            }
            .frame(width: 160, height: 160)
            .probe("radial")
        },
        MeasuredFixture(
            "customlayout/values", area: .stacks, size: CGSize(width: 240, height: 160),
            commit: "7f02a9ce8b151f9d7f0425977dbd33e6581fbcab", code: "Fixtures/Sources/CustomLayout/CustomLayoutFixtures.swift",
            measured: [
                "bar": CGRect(x: 103.75, y: 84.704345703125, width: 40, height: 10),
                "high": CGRect(x: 115.75, y: 44.553466796875, width: 28.5, height: 16),
                "last": CGRect(x: 95.75, y: 99.446533203125, width: 26, height: 16),
                "low": CGRect(x: 95.75, y: 60.553466796875, width: 24.5, height: 16),
                "values": CGRect(x: 95.75, y: 44.553466796875, width: 48.5, height: 70.89306640625),
            ]
        ) {
            PriorityColumnLayout {
                Text("Low").probe("low")
                Text("High").layoutPriority(1).layoutValue(key: ExtraIndent.self, value: 20).probe("high")
                Color.green.frame(width: 40, height: 10).layoutValue(key: ExtraIndent.self, value: 8).probe("bar")
                Text("Last").probe("last")
            }
            .probe("values")
        },
        MeasuredFixture(
            "customlayout/any", area: .stacks, size: CGSize(width: 240, height: 120),
            commit: "7f02a9ce8b151f9d7f0425977dbd33e6581fbcab", code: "Fixtures/Sources/CustomLayout/CustomLayoutFixtures.swift",
            measured: [
                "box": CGRect(x: 99.75, y: 50, width: 30, height: 20),
                "one": CGRect(x: 66.75, y: 52, width: 25, height: 16),
                "stack": CGRect(x: 66.75, y: 50, width: 106.5, height: 20),
                "three": CGRect(x: 137.75, y: 52, width: 35.5, height: 16),
            ]
        ) {
            // The measured state is the horizontal one of the dataset's two.
            let layout = AnyLayout(HStackLayout(spacing: 8))
            layout {
                Text("One").probe("one")
                Color.red.frame(width: 30, height: 20).probe("box")
                Text("Three").probe("three")
            }
            .probe("stack")
        },
    ]
}
