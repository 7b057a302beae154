import LayoutLab

// Seed 003: a style guide for measuring with GeometryReader in `.background`, ported as written
// (the guide's fragments wrapped in scenario views).


struct WidthPreferenceKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

/// The guide's good and bad ways to measure a Text.
public struct MeasureInBackground: Scenario {
    public static let name = "style-guide/measure-in-background"
    public static let summary = "Good: a reader in .background measures the text's own size without changing its layout. Bad: wrapping the text in a reader measures the proposal and pins the text top-leading."
    public static let source: ScenarioSource? = seed003
    public static let variants = ["good", "bad"]

    let good: Bool
    @State private var measured: CGSize = .zero

    public init(variant: String) {
        good = variant != "bad"
    }

    // The guide's key, kept beside its example (seed 001 defines another SizePreferenceKey).
    private struct SizePreferenceKey: PreferenceKey {
        static let defaultValue: CGSize = .zero

        static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
            value = nextValue()
        }
    }

    public var body: some View {
        if good {
            // Good: Measure final size of Text without affecting its layout
            Text("Sample text")
                .background { // Size proposed to this will be the final size of the Text view
                    GeometryReader { proxy in
                        Color.clear.preference(key: SizePreferenceKey.self, value: proxy.size)
                    }
                    .accessibilityIdentifier("reader")
                }
                .onPreferenceChange(SizePreferenceKey.self) { size in
                    // Do things with the measured size
                    measured = size
                }
                .accessibilityIdentifier("text")
        } else {
            // Bad: We measure size proposed to the Text view, but the GeometryReader won't fit the text.
            GeometryReader { proxy in
                Text("Sample text")
                    .accessibilityIdentifier("text")
                    .task(id: proxy.size) { measured = proxy.size }
            }
            .accessibilityIdentifier("reader")
        }
    }
}

/// Example 1: a zero-height reader whose content is drawn out of bounds.
public struct ZeroHeightReader: Scenario {
    public static let name = "style-guide/zero-height-reader"
    public static let summary = "A reader constrained to .frame(height: 0) measures the proposed width, but the 20-pt rectangle inside it runs out of its zero-height bounds: an overflow."
    public static let source: ScenarioSource? = seed003

    public init(variant: String) {}

    public var body: some View {
        GeometryReader { proxy in
            Rectangle()
                // The Rectangle will take 20pts, but this height will be ignored by the layout system.
                .frame(width: proxy.size.width * 0.65, height: 20)
                .accessibilityIdentifier("rectangle")
        }
        .frame(height: 0)
        .accessibilityIdentifier("reader")
    }
}

/// Example 1, fixed: the two-pass ZStack trick.
public struct ZStackTwoPass: Scenario {
    public static let name = "style-guide/zstack-two-pass"
    public static let summary = "The ZStack trick: the zero-height reader measures the width in pass 0 (the rectangle is 0 wide), and the rectangle takes 0.65 of it in pass 1."
    public static let source: ScenarioSource? = seed003

    /// The share of the measured width the rectangle takes (the guide's 0.65).
    public static let parameters: [ScenarioParameter] = [.number("fraction", default: 0.65, in: 0...1, "The rectangle's share of the width.")]

    // The Rectangle will have a width proportional to the proposed width without taking up all the proposed height.
    // This is a two pass layout
    @State var availableWidth: CGFloat = 0
    let fraction: CGFloat

    public init(variant: String) {
        fraction = 0.65
    }

    public init(variant: String, parameters: ScenarioParameters) {
        fraction = parameters.cgFloat("fraction")
    }

    public var body: some View {
        ZStack {
            GeometryReader { proxy in
                Color.clear.preference(key: WidthPreferenceKey.self,
                                       value: proxy.size.width)
            }
            .frame(height: 0)
            .onPreferenceChange(WidthPreferenceKey.self) { newWidth in
                availableWidth = newWidth
            }
            .accessibilityIdentifier("reader")

            Rectangle()
                .frame(width: availableWidth * fraction, height: 20)
                .accessibilityIdentifier("rectangle")
        }
    }
}

/// Example 2: a passthrough frame makes the reader's alignment explicit.
public struct ExplicitAlignment: Scenario {
    public static let name = "style-guide/explicit-alignment"
    public static let summary = "A frame as large as the reader, with alignment: .center, centres the 0.65-width rectangle instead of the reader's top-leading placement."
    public static let source: ScenarioSource? = seed003

    public init(variant: String) {}

    public var body: some View {
        // This view will span the proposed width and height
        // The Rectangle will span the proposed height and take 0.65x of the proposed width.
        // It will be centered in the proposed width.
        GeometryReader { proxy in
            Rectangle()
                .frame(width: proxy.size.width * 0.65)
                .accessibilityIdentifier("rectangle")
                // This frame has the same sizing behavior as the GeometryReader, but allows you to change the alignment.
                .frame(width: proxy.size.width,
                       height: proxy.size.height,
                       alignment: .center)
        }
        .accessibilityIdentifier("reader")
    }
}
