import LayoutLab

// A dashboard in the adaptive style sample code recommends: the stat cards sit side by side in a
// regular-width size class and stack in a compact one (AnyLayout, so the cards keep their state
// on rotation), and the header's action label shortens itself with ViewThatFits.

struct StatCard: View {
    let title: String
    let value: String
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.title2)
                .bold()
            if isExpanded {
                Text("Updated just now")
                    .font(.caption2)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.12)))
        .onAppear { isExpanded = title == "Revenue" }
    }
}

struct DashboardHeader: View {
    var body: some View {
        HStack {
            Text("Sales overview")
                .font(.largeTitle)
                .bold()
            Spacer()
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 6) {
                    Image(systemName: "square.and.arrow.up")
                    Text("Export as spreadsheet")
                }
                Text("Export")
                Image(systemName: "square.and.arrow.up")
            }
            .font(.body)
        }
    }
}

struct DashboardFixture: Scenario {
    static let name = "fixtures/adaptive-dashboard"
    static let summary = "Stat cards switch between a row and a column with the size class; a label shortens with ViewThatFits."
    static let variants = ["three", "four"]
    static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape), .rotate(.portrait)]
    let variant: String

    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    init(variant: String) { self.variant = variant }

    private var stats: [(String, String)] {
        let all = [("Revenue", "$12,480"), ("Orders", "318"), ("Refunds", "4"), ("Visitors", "9,204")]
        return variant == "three" ? Array(all.prefix(3)) : all
    }

    var body: some View {
        let layout = horizontalSizeClass == .regular
            ? AnyLayout(HStackLayout(alignment: .top, spacing: 16))
            : AnyLayout(VStackLayout(spacing: 12))
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                DashboardHeader()
                layout {
                    ForEach(stats, id: \.0) { stat in
                        StatCard(title: stat.0, value: stat.1)
                    }
                }
            }
            .padding()
        }
    }
}

extension RealCodeFixtures {
    static let adaptive: [any Scenario.Type] = [DashboardFixture.self]
}
