import LayoutLab

// A podcast page whose large header scrolls away: onGeometryChange tracks the header's position
// in the scroll view and its height, and a compact title bar fades in once the header has gone.

struct PodcastEpisode: Identifiable {
    let id: Int
    let title: String
    let duration: String
}

struct PodcastPage: View {
    let title: String
    let episodes: [PodcastEpisode]

    @State private var headerMinY: CGFloat = 0
    @State private var headerHeight: CGFloat = 0

    private var isHeaderHidden: Bool {
        headerHeight > 0 && headerMinY < -(headerHeight - 44)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                header
                    .onGeometryChange(for: CGFloat.self) { proxy in
                        proxy.frame(in: .scrollView).minY
                    } action: { newValue in
                        headerMinY = newValue
                    }
                    .onGeometryChange(for: CGFloat.self) { proxy in
                        proxy.size.height
                    } action: { _, newHeight in
                        headerHeight = newHeight
                    }

                VStack(alignment: .leading, spacing: 12) {
                    ForEach(episodes) { episode in
                        EpisodeRow(episode: episode)
                    }
                }
                .padding()
            }
        }
        .overlay(alignment: .top) {
            Text(title)
                .font(.headline)
                .lineLimit(1)
                .frame(maxWidth: .infinity)
                .frame(height: 44)
                .background(Color.white)
                .opacity(isHeaderHidden ? 1 : 0)
        }
    }

    private var header: some View {
        ZStack(alignment: .bottomLeading) {
            Rectangle()
                .fill(Color.purple.gradient)
                .frame(height: 260)
            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                    .font(.largeTitle).bold()
                    .lineLimit(2)
                Text("\(episodes.count) episodes")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
    }
}

struct EpisodeRow: View {
    let episode: PodcastEpisode

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image(systemName: "play.circle.fill")
                .font(.title2)
            VStack(alignment: .leading, spacing: 2) {
                Text(episode.title).font(.body).lineLimit(2)
                Text(episode.duration).font(.caption).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
    }
}

struct StickyHeaderFixture: Scenario {
    static let name = "fixtures/sticky-header"
    static let summary = "A podcast page whose compact title bar follows the header's position through onGeometryChange."
    static let variants = ["few", "many"]
    static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape)]
    let variant: String

    init(variant: String) { self.variant = variant }

    var body: some View {
        PodcastPage(
            title: "Layout Notes",
            episodes: (1...(variant == "many" ? 24 : 3)).map {
                PodcastEpisode(id: $0, title: "Episode \($0): proposals, sizes and the safe area", duration: "\(20 + $0) min")
            }
        )
    }
}
