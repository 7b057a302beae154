import LayoutLab

/// What differs between the two recordings of ``Badge``.
public protocol BadgeKnobs {
    /// Padding around the title.
    static var padding: CGFloat { get }
    /// The dot's size; a width past 200 overflows the 200-pt card.
    static var dot: CGSize { get }
    /// Whether a footer is shown.
    static var showsFooter: Bool { get }
}

/// The layout recorded as run "before".
public enum BeforeKnobs: BadgeKnobs {
    public static let padding: CGFloat = 16
    public static let dot = CGSize(width: 40, height: 10)
    public static let showsFooter = false
}

/// The layout recorded as run "after": 4 pt more padding, a dot too wide for its card and 0.05 pt
/// taller (below the default tolerance), and a footer.
public enum AfterKnobs: BadgeKnobs {
    public static let padding: CGFloat = 20
    public static let dot = CGSize(width: 240, height: 10.05)
    public static let showsFooter = true
}

/// A card whose layout depends on its knobs. The engine names nodes after the type without its
/// generic arguments, so `Badge<BeforeKnobs>` and `Badge<AfterKnobs>` record the same node
/// paths, under the same scenario name: two recordings of one scenario that differ in a known way.
public struct Badge<Knobs: BadgeKnobs>: Scenario {
    public static var name: String { "reports-tests/badge" }
    public static var summary: String { "A card with a padded title, a dot and an optional footer." }

    @State private var cardWidth: CGFloat = 0

    public init(variant: String) {}

    public var body: some View {
        VStack(spacing: 8) {
            Text("Inbox")
                .padding(Knobs.padding)
                .accessibilityIdentifier("title")
            Color.red
                .frame(width: Knobs.dot.width, height: Knobs.dot.height)
                .accessibilityIdentifier("dot")
            if Knobs.showsFooter {
                Text("Footer")
                    .accessibilityIdentifier("footer")
            }
            Text("Card \(Int(cardWidth))")
                .accessibilityIdentifier("caption")
        }
        .frame(width: 200)
        .background(GeometryReader { proxy in
            Color.clear.preference(key: CardWidthKey.self, value: proxy.size.width + Knobs.padding)
        })
        .onPreferenceChange(CardWidthKey.self) { cardWidth = $0 }
        .accessibilityIdentifier("card")
    }
}

/// The card's measured width, plus the padding so that it differs between the runs.
public struct CardWidthKey: PreferenceKey {
    public static let defaultValue: CGFloat = 0
    public static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// A scenario that both runs record identically: unchanged, so shown only with `--all`.
public struct Steady: Scenario {
    public static let name = "reports-tests/steady"
    public static let summary = "A fixed square: the same in every run."

    public init(variant: String) {}

    public var body: some View {
        Color.blue
            .frame(width: 50, height: 50)
            .accessibilityIdentifier("square")
    }
}
