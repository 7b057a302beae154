import LayoutLab

// Seed 002, "Layout in the SwiftUI way": ratio splits, a Grid split and an aspect-ratio container
// that need no measurement round trip.

struct RatioSplitHStack<L, R>: View where L: View, R: View {
    let leftWidthRatio: CGFloat
    let leftContent: L
    let rightContent: R
    init(leftWidthRatio: CGFloat, @ViewBuilder leftContent: @escaping () -> L, @ViewBuilder rightContent: @escaping () -> R) {
        self.leftWidthRatio = leftWidthRatio
        self.leftContent = leftContent()
        self.rightContent = rightContent()
    }

    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 0) {
                Color.clear
                    .frame(width: proxy.size.width * leftWidthRatio)
                    .overlay(leftContent)
                    .accessibilityIdentifier("left")
                Color.clear
                    .overlay(rightContent)
                    .accessibilityIdentifier("right")
            }
        }
    }
}

public struct SplitHStackDemo: Scenario {
    public static let name = "layout/ratio-split-hstack"
    public static let summary = "A reader splits 300 pt at 0.25: the left side is 75 wide, the right 225, in one pass."
    public static let source: ScenarioSource? = seed002
    /// The seed's two inputs: the ratio (0.25 in the article) and the container's width.
    public static let parameters: [ScenarioParameter] = [
        .number("ratio", default: 0.25, in: 0...1, "The left side's share of the width."),
        .number("width", default: 300, in: 0...2000, "The split's width, in points."),
    ]

    let ratio: CGFloat
    let width: CGFloat

    public init(variant: String) {
        self.init(variant: variant, parameters: ScenarioParameters(Self.parameters))
    }

    public init(variant: String, parameters: ScenarioParameters) {
        ratio = parameters.cgFloat("ratio")
        width = parameters.cgFloat("width")
    }

    public var body: some View {
        RatioSplitHStack(leftWidthRatio: ratio) {
            Rectangle().fill(.red)
        } rightContent: {
            Color.clear
                .overlay(
                    Text("Hello World")
                )
        }
        .border(.blue)
        .frame(width: width, height: 60)
        .accessibilityIdentifier("split")
    }
}

public struct FortyPercent: Scenario {
    public static let name = "layout/forty-percent-grid"
    public static let summary = "A five-column Grid with an invisible first row splits the width 40/60 between an image (2 columns) and a title (3 columns)."
    public static let source: ScenarioSource? = seed002

    public init(variant: String) {}

    public var body: some View {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            // placeholder
            GridRow {
                ForEach(0 ..< 5) { _ in
                    Color.clear.frame(maxHeight: 0)
                }
            }
            GridRow {
                Image("pic")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .gridCellColumns(2)
                    .accessibilityIdentifier("image")
                Text("Fatbobman's Swift Weekly").font(.title)
                    .gridCellColumns(3)
                    .accessibilityIdentifier("title")
            }
        }
        .border(.blue)
        .padding()
        .accessibilityIdentifier("grid")
    }
}

struct ImageContainer2: View {
    let imageName: String
    var body: some View {
        Color.clear
            .aspectRatio(1.77, contentMode: .fill)
            .overlay(alignment: .topLeading) {
                Image(imageName)
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .accessibilityIdentifier("image")
            }
            .clipped()
            .accessibilityIdentifier("container")
    }
}

public struct AspectRatioContainer: Scenario {
    public static let name = "layout/aspect-ratio-container"
    public static let summary = "Color.clear.aspectRatio(1.77) sizes the container in one pass (no reader, no state); the image fills it and is clipped."
    public static let source: ScenarioSource? = seed002
    public static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape)]

    public init(variant: String) {}

    public var body: some View {
        ScrollView {
            ImageContainer2(imageName: "pic")
        }
    }
}
