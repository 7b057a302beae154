import LayoutLab

// A row of action buttons that share one width, the widest label's, as Apple's custom-layout
// session builds it; the row falls back to the same buttons stacked when it does not fit.
// The buttons are styled labels (this engine has no Button yet).

struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = largestIdealSize(of: subviews)
        let gaps = gapsBetween(subviews)
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + gaps.reduce(0, +), height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let maxSize = largestIdealSize(of: subviews)
        let gaps = gapsBetween(subviews)
        let itemProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: itemProposal)
            if index < gaps.count { x += maxSize.width + gaps[index] }
        }
    }

    private func largestIdealSize(of subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { result, size in
            CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
        }
    }

    private func gapsBetween(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { index in
            subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

struct EqualWidthVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).reduce(0, +) + spacing(for: subviews).reduce(0, +)
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).max() ?? 0
        let gaps = spacing(for: subviews)
        var y = bounds.minY
        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: bounds.midX, y: y), anchor: .top,
                proposal: ProposedViewSize(width: width, height: sizes[index].height)
            )
            y += sizes[index].height + (index < gaps.count ? gaps[index] : 0)
        }
    }

    private func spacing(for subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .vertical) }
    }
}

struct ActionLabel: View {
    let title: String
    let prominent: Bool

    var body: some View {
        Text(title)
            .font(.body.weight(.semibold))
            .lineLimit(1)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(RoundedRectangle(cornerRadius: 8).fill(prominent ? Color.accentColor : Color.gray.opacity(0.2)))
    }
}

struct ActionButtons: View {
    let titles: [String]

    var body: some View {
        ViewThatFits {
            EqualWidthHStack {
                buttons
            }
            EqualWidthVStack {
                buttons
            }
        }
    }

    @ViewBuilder private var buttons: some View {
        ForEach(Array(titles.enumerated()), id: \.offset) { index, title in
            ActionLabel(title: title, prominent: index == titles.count - 1)
        }
    }
}

struct EqualWidthButtonsFixture: Scenario {
    static let name = "fixtures/equal-width-buttons"
    static let summary = "Buttons share the widest label's width in a row, stacked when the row does not fit."
    static let variants = ["short", "long"]
    static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape)]
    let variant: String

    init(variant: String) { self.variant = variant }

    var body: some View {
        VStack(spacing: 20) {
            Text("Delete this draft?")
                .font(.title3)
            ActionButtons(titles: variant == "short"
                ? ["Cancel", "Keep", "Delete"]
                : ["Cancel", "Move to Archive", "Delete Permanently"])
        }
        .padding()
    }
}

extension RealCodeFixtures {
    static let equalWidth: [any Scenario.Type] = [EqualWidthButtonsFixture.self]
}
