import LayoutLab

// A seed's GeometryReader pattern next to the API that replaced it in later SwiftUI, each as a
// scenario with the variants `seed` and `modern`: the two lay the screen out alike, and the
// summary says how many passes each takes (a test checks both against the recording).

/// The widths of the three buttons in `EqualWidths` and the columns of `MeasuredTable`.
private let buttonTitles = ["Cancel", "Save changes", "OK"]

// MARK: readSize → onGeometryChange

public struct ModernReadSize: Scenario {
    public static let name = "modern/read-size"
    public static let summary = "A parent learns its child's size: by readSize's preference (seed 001) or by onGeometryChange; both show it in the second pass (2 passes each)."
    public static let source: ScenarioSource? = seed001
    public static let variants = ["seed", "modern"]

    let modern: Bool
    @State private var childSize: CGSize = .zero

    public init(variant: String) {
        modern = variant == "modern"
    }

    public var body: some View {
        VStack {
            if modern {
                Text("A child view")
                    .padding()
                    .onGeometryChange(for: CGSize.self) { proxy in proxy.size } action: { childSize = $0 }
                    .accessibilityIdentifier("child")
            } else {
                Text("A child view")
                    .padding()
                    .readSize { childSize = $0 }
                    .accessibilityIdentifier("child")
            }
            Text("The child is \(Int(childSize.width)) × \(Int(childSize.height))")
                .accessibilityIdentifier("caption")
        }
    }
}

// MARK: A ratio split: GeometryReader → containerRelativeFrame

public struct ModernRatioSplit: Scenario {
    public static let name = "modern/ratio-split"
    public static let summary = "The window's width split a quarter to three quarters: by a GeometryReader (seed 002's RatioSplitHStack) or by containerRelativeFrame; one pass each."
    public static let source: ScenarioSource? = seed002
    public static let variants = ["seed", "modern"]

    let modern: Bool

    public init(variant: String) {
        modern = variant == "modern"
    }

    public var body: some View {
        if modern {
            HStack(spacing: 0) {
                Color.red
                    .containerRelativeFrame(.horizontal) { length, _ in length * 0.25 }
                    .accessibilityIdentifier("left")
                Color.clear
                    .containerRelativeFrame(.horizontal) { length, _ in length * 0.75 }
                    .overlay(Text("Hello World"))
                    .accessibilityIdentifier("right")
            }
            .frame(height: 60)
        } else {
            RatioSplitHStack(leftWidthRatio: 0.25) {
                Color.red
            } rightContent: {
                Color.clear.overlay(Text("Hello World"))
            }
            .frame(height: 60)
        }
    }
}

// MARK: Equal widths: a preference round trip → a Layout

private struct WidestButtonKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Gives every subview the width of the widest one, side by side, `spacing` apart.
private struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 8

    private func widest(_ subviews: Subviews) -> CGSize {
        subviews.reduce(.zero) { size, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, ideal.width), height: max(size.height, ideal.height))
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cell = widest(subviews)
        return CGSize(width: cell.width * CGFloat(subviews.count) + spacing * CGFloat(max(subviews.count - 1, 0)), height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = widest(subviews)
        for (index, subview) in subviews.enumerated() {
            let x = bounds.minX + CGFloat(index) * (cell.width + spacing)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(cell))
        }
    }
}

public struct ModernEqualWidths: Scenario {
    public static let name = "modern/equal-widths"
    public static let summary = "Three buttons as wide as the widest: by measuring them into a max preference and a frame (2 passes) or by a Layout (1 pass)."
    public static let source: ScenarioSource? = seed004
    public static let variants = ["seed", "modern"]

    let modern: Bool
    @State private var widest: CGFloat = 0

    public init(variant: String) {
        modern = variant == "modern"
    }

    private func button(_ title: String) -> some View {
        Text(title)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.15)))
            .accessibilityIdentifier(title)
    }

    public var body: some View {
        if modern {
            EqualWidthHStack {
                ForEach(buttonTitles, id: \.self) { title in button(title) }
            }
        } else {
            HStack(spacing: 8) {
                ForEach(buttonTitles, id: \.self) { title in
                    Text(title)
                        .padding(.vertical, 8)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: WidestButtonKey.self, value: proxy.size.width)
                        })
                        .frame(width: widest == 0 ? nil : widest)
                        .background(RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.15)))
                        .accessibilityIdentifier(title)
                }
            }
            .onPreferenceChange(WidestButtonKey.self) { widest = $0 }
        }
    }
}

// MARK: A measured table → Grid

private struct ColumnWidthKey: PreferenceKey {
    static let defaultValue: [Int: CGFloat] = [:]
    static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
        value.merge(nextValue(), uniquingKeysWith: max)
    }
}

public struct ModernMeasuredTable: Scenario {
    public static let name = "modern/measured-table"
    public static let summary = "A two-column table whose columns fit their widest cell: measured into a preference and fed back into frames (2 passes), or a Grid (1 pass)."
    public static let source: ScenarioSource? = seed004
    public static let variants = ["seed", "modern"]

    static let rows = [("Apple", "95 kcal"), ("Avocado", "240 kcal"), ("Banana", "105 kcal"), ("Kiwi", "42 kcal")]

    let modern: Bool
    @State private var columnWidths: [Int: CGFloat] = [:]

    public init(variant: String) {
        modern = variant == "modern"
    }

    public var body: some View {
        if modern {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
                ForEach(Self.rows, id: \.0) { row in
                    GridRow {
                        Text(row.0).accessibilityIdentifier("name-\(row.0)")
                        Text(row.1).accessibilityIdentifier("energy-\(row.0)")
                    }
                }
            }
        } else {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(Self.rows, id: \.0) { row in
                    HStack(spacing: 12) {
                        cell(row.0, column: 0, name: "name-\(row.0)")
                        cell(row.1, column: 1, name: "energy-\(row.0)")
                    }
                }
            }
            .onPreferenceChange(ColumnWidthKey.self) { columnWidths = $0 }
        }
    }

    private func cell(_ text: String, column: Int, name: String) -> some View {
        Text(text)
            .accessibilityIdentifier(name)
            .background(GeometryReader { proxy in
                Color.clear.preference(key: ColumnWidthKey.self, value: [column: proxy.size.width])
            })
            .frame(width: columnWidths[column], alignment: .leading)
    }
}
