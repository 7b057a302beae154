import LayoutLab
import Foundation

// A ranking shown on a ring, in the manner of Apple's custom-layout session: each avatar hands
// its rank to the layout as a layout value, the ring is rotated so that the leader sits on top,
// and a tie (late votes, in the "tie" variant) switches the same avatars to a plain row through
// AnyLayout, keeping their state.

private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

extension View {
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.size.width, bounds.size.height) / 3
        let step = 2 * Double.pi / Double(subviews.count)
        // Rotate the ring so that rank 1 is at the top, whatever its position in the list.
        let ranks = subviews.map { subview in subview[Rank.self] }
        let leaderOffset = Double(ranks.firstIndex(of: 1) ?? 0)

        for (index, subview) in subviews.enumerated() {
            let angle = step * (Double(index) - leaderOffset) - Double.pi / 2
            let point = CGPoint(x: bounds.midX + radius * CGFloat(cos(angle)), y: bounds.midY + radius * CGFloat(sin(angle)))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct Avatar: View {
    let name: String
    let color: Color
    @State private var isSelected = false

    var body: some View {
        VStack(spacing: 4) {
            Circle()
                .fill(color)
                .frame(width: 56, height: 56)
                .overlay(Text(String(name.prefix(1))).font(.title2).bold())
            Text(name)
                .font(.caption)
        }
        .onAppear { isSelected = name == "Ana" }
    }
}

struct Standing: Identifiable {
    let name: String
    let color: Color
    var votes: Int
    var id: String { name }
}

struct RadialRankingFixture: Scenario {
    static let name = "fixtures/radial-ranking"
    static let summary = "Avatars on a ring ordered by a rank layout value; a tie switches to a row with AnyLayout."
    static let variants = ["ranked", "tie"]
    static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape)]
    let variant: String

    init(variant: String) { self.variant = variant }

    @State private var standings = [
        Standing(name: "Ana", color: .pink, votes: 7),
        Standing(name: "Ben", color: .blue, votes: 4),
        Standing(name: "Chloé", color: .green, votes: 2),
    ]

    private func rank(of standing: Standing) -> Int {
        standings.filter { $0.votes > standing.votes }.count + 1
    }

    var body: some View {
        let isTie = Set(standings.map(\.votes)).count == 1
        let layout = isTie ? AnyLayout(HStackLayout(spacing: 24)) : AnyLayout(RadialLayout())
        VStack {
            Text(isTie ? "It's a tie" : "Leaderboard")
                .font(.headline)
            layout {
                ForEach(standings) { standing in
                    Avatar(name: standing.name, color: standing.color)
                        .rank(rank(of: standing))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .padding()
        .task {
            guard variant == "tie" else { return }
            standings[0].votes = 4
            standings[2].votes = 4
        }
    }
}

extension RealCodeFixtures {
    static let radial: [any Scenario.Type] = [RadialRankingFixture.self]
}
