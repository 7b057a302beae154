import LayoutLab

// A price table in the style of Apple's Grid sample code: a header row, dividers that span the
// table without widening it (gridCellUnsizedAxes), a trailing-aligned numeric column set from
// one cell (gridColumnAlignment), a total that spans two columns, and a "popular" badge pinned
// to its cell's corner (gridCellAnchor). A second screen shows the same rows through
// AnyLayout(GridLayout()) in a regular size class and as a plain column in a compact one.

struct PricePlan: Identifiable {
    let name: String
    let seats: String
    let monthly: String
    let isPopular: Bool

    var id: String { name }
}

struct PriceTable: View {
    let plans: [PricePlan]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
            GridRow {
                Text("Plan")
                Text("Seats")
                Text("Per month")
                    .gridColumnAlignment(.trailing)
            }
            .font(.headline)

            Divider()
                .gridCellUnsizedAxes(.horizontal)

            ForEach(plans) { plan in
                GridRow(alignment: .firstTextBaseline) {
                    Text(plan.name)
                        .overlay(alignment: .topTrailing) {
                            if plan.isPopular {
                                Circle()
                                    .fill(Color.orange)
                                    .frame(width: 6, height: 6)
                                    .offset(x: 8)
                            }
                        }
                    Text(plan.seats)
                        .foregroundStyle(.secondary)
                    Text(plan.monthly)
                        .monospacedDigit()
                }
            }

            Divider()
                .gridCellUnsizedAxes(.horizontal)

            GridRow {
                Text("Billed yearly, taxes included")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .gridCellColumns(2)
                Image(systemName: "checkmark.seal")
                    .gridCellAnchor(.bottomTrailing)
            }
        }
        .padding()
    }
}

struct PriceTableFixture: Scenario {
    static let name = "fixtures/grid-price-table"
    static let summary = "A price table Grid: header row, unsized dividers, a trailing price column set from its header, a spanning footnote and an anchored seal."
    static let variants = ["three", "five"]
    let variant: String

    init(variant: String) { self.variant = variant }

    private var plans: [PricePlan] {
        let all = [
            PricePlan(name: "Starter", seats: "1", monthly: "$0", isPopular: false),
            PricePlan(name: "Team", seats: "Up to 10", monthly: "$12.99", isPopular: true),
            PricePlan(name: "Business", seats: "Up to 50", monthly: "$49.00", isPopular: false),
            PricePlan(name: "Enterprise", seats: "Unlimited", monthly: "$199.00", isPopular: false),
            PricePlan(name: "Education", seats: "Per class", monthly: "$4.99", isPopular: false),
        ]
        return variant == "three" ? Array(all.prefix(3)) : all
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Choose a plan")
                    .font(.title)
                    .bold()
                PriceTable(plans: plans)
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.1)))
            }
            .padding()
        }
    }
}

struct TeamStatsFixture: Scenario {
    static let name = "fixtures/grid-team-stats"
    static let summary = "Player stats as a GridLayout in a regular size class and a column of rows in a compact one (AnyLayout), keeping each row's state on rotation."
    static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape), .rotate(.portrait)]

    init(variant: String) {}

    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    private let players = [("Ada", 31, 12), ("Grace", 27, 18), ("Linus", 19, 7), ("Margaret", 24, 21)]

    var body: some View {
        let layout = horizontalSizeClass == .regular
            ? AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 8))
            : AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
        VStack(alignment: .leading) {
            Text("Season stats")
                .font(.title2)
                .bold()
            layout {
                ForEach(players, id: \.0) { player in
                    StatRow(name: player.0, points: player.1, assists: player.2)
                }
            }
            Spacer()
        }
        .padding()
    }
}

struct StatRow: View {
    let name: String
    let points: Int
    let assists: Int
    @State private var isStarred = false

    var body: some View {
        GridRow {
            Label(name, systemImage: isStarred ? "star.fill" : "person")
            Text("\(points) pts")
                .gridColumnAlignment(.trailing)
            Text("\(assists) ast")
                .gridColumnAlignment(.trailing)
        }
        .onAppear { isStarred = points > 30 }
    }
}

extension RealCodeFixtures {
    static let gridTable: [any Scenario.Type] = [PriceTableFixture.self, TeamStatsFixture.self]
}
