import LayoutLab

// A photo library in the style of Apple's sample code: a grid of square thumbnails in adaptive
// columns, and a feed of posts grouped by day with their headers, both in scroll views and both
// lazy, so only what is near the screen is created.

struct Photo: Identifiable {
    let id: Int
    var caption: String { "Photo \(id)" }
}

struct PhotoGrid: View {
    let photos: [Photo]
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(photos) { photo in
                    Color.gray
                        .aspectRatio(1, contentMode: .fill)
                        .overlay(alignment: .bottomLeading) {
                            Text(photo.caption)
                                .font(.caption2)
                                .padding(4)
                        }
                        .accessibilityIdentifier("photo-\(photo.id)")
                }
            }
            .scrollTargetLayout()
        }
        .scrollIndicators(.hidden)
        .contentMargins(.horizontal, 8, for: .scrollContent)
    }
}

struct DayFeed: View {
    let days: [(title: String, posts: [String])]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]) {
                ForEach(days, id: \.title) { day in
                    Section {
                        ForEach(day.posts, id: \.self) { post in
                            HStack(alignment: .top, spacing: 12) {
                                Circle().fill(Color.blue).frame(width: 36, height: 36)
                                Text(post).font(.body)
                                Spacer(minLength: 0)
                            }
                            .padding(.horizontal)
                        }
                    } header: {
                        Text(day.title)
                            .font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding()
                            .background(.bar)
                    }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
    }
}

struct PhotoGridFixture: Scenario {
    static let name = "fixtures/photo-grid"
    static let summary = "Square thumbnails in adaptive columns in a lazy grid; only the rows near the screen are created."
    static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape)]

    init(variant: String) {}

    var body: some View {
        PhotoGrid(photos: (1...300).map(Photo.init(id:)))
    }
}

struct DayFeedFixture: Scenario {
    static let name = "fixtures/day-feed"
    static let summary = "Posts grouped by day in a lazy stack with section headers, scrolled a third of the way down."
    static let timeline: Timeline = [.launch(.portrait), .scroll(to: 2000)]

    init(variant: String) {}

    var body: some View {
        DayFeed(days: (1...20).map { day in
            (title: "Day \(day)", posts: (1...8).map { "Post \($0) of day \(day): a line or two of text about what happened." })
        })
    }
}

extension RealCodeFixtures {
    static let photoFeed: [any Scenario.Type] = [PhotoGridFixture.self, DayFeedFixture.self]
}
