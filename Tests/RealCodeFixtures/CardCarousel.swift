import LayoutLab

// A store front with a horizontal carousel of featured cards, two thirds of the screen wide
// (containerRelativeFrame with count and span), scaled down as they leave the visible region
// (scrollTransition), inset with safeAreaPadding; below it a row of smaller tiles sized with the
// closure form.

struct FeaturedApp: Identifiable {
    let id: Int
    let name: String
    let tagline: String
}

struct FeaturedCard: View {
    let app: FeaturedApp

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.teal.gradient)
                .aspectRatio(4 / 3, contentMode: .fit)
            Text(app.name).font(.headline).lineLimit(1)
            Text(app.tagline).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
        }
    }
}

struct StoreFront: View {
    let apps: [FeaturedApp]
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("Featured").font(.title2).bold().padding(.horizontal, 20)
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 12) {
                        ForEach(apps) { app in
                            FeaturedCard(app: app)
                                .containerRelativeFrame(.horizontal, count: sizeClass == .regular ? 4 : 3, span: 2, spacing: 12)
                                .scrollTransition { content, phase in
                                    content
                                        .scaleEffect(phase.isIdentity ? 1 : 0.92)
                                        .opacity(phase.isIdentity ? 1 : 0.5)
                                }
                        }
                    }
                }
                .safeAreaPadding(.horizontal, 20)

                Text("Categories").font(.title2).bold().padding(.horizontal, 20)
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 10) {
                        ForEach(["Games", "Photo", "Travel", "Health", "Music"], id: \.self) { category in
                            Text(category)
                                .font(.callout).bold()
                                .frame(maxWidth: .infinity, minHeight: 64)
                                .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.2)))
                                .containerRelativeFrame(.horizontal) { length, _ in
                                    (length - 30) / 3.5
                                }
                        }
                    }
                }
                .safeAreaPadding(.horizontal, 20)
            }
        }
    }
}

struct CardCarouselFixture: Scenario {
    static let name = "fixtures/card-carousel"
    static let summary = "A carousel of cards two thirds of the container wide, with scroll transitions and safe-area padding."
    static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape)]
    let variant: String

    init(variant: String) { self.variant = variant }

    var body: some View {
        StoreFront(apps: (1...6).map { FeaturedApp(id: $0, name: "App \($0)", tagline: "A short line about what app \($0) does well") })
    }
}
