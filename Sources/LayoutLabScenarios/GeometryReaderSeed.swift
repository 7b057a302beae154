import LayoutLab

// Seed 002: "GeometryReader: Blessing or Curse?", each example ported as written. Key nodes get an
// accessibilityIdentifier so that queries and diffs can name them.


/// "It is basically equivalent to the following code": the reader and its ZStack + frame twin.
public struct ReaderAsContainer: Scenario {
    public static let name = "geometry-reader/as-container"
    public static let summary = "A GeometryReader takes the whole proposal and puts its children top-leading, exactly like its ZStack(alignment: .topLeading) + flexible-frame equivalent."
    public static let source: ScenarioSource? = seed002
    public static let variants = ["geometry-reader", "zstack-frame"]

    let usesReader: Bool

    public init(variant: String) {
        usesReader = variant != "zstack-frame"
    }

    public var body: some View {
        if usesReader {
            GeometryReader { _ in
              Rectangle().frame(width:50, height:50).accessibilityIdentifier("square")
              Text("abc").foregroundStyle(.white).accessibilityIdentifier("label")
            }
            .accessibilityIdentifier("container")
        } else {
            ZStack(alignment: .topLeading) {
                Rectangle().frame(width: 50, height: 50).accessibilityIdentifier("square")
                Text("abc").foregroundStyle(.white).accessibilityIdentifier("label")
            }
            .frame(
                idealWidth: 10,
                maxWidth: .infinity,
                idealHeight: 10,
                maxHeight: .infinity,
                alignment: .topLeading
            )
            .accessibilityIdentifier("container")
        }
    }
}

public struct PathView: Scenario {
    public static let name = "geometry-reader/path"
    public static let summary = "A Path drawn from the reader's size fills the reader, which fills the screen's safe area."
    public static let source: ScenarioSource? = seed002

    public init(variant: String) {}

    public var body: some View {
        GeometryReader { proxy in
            Path { path in
                let width = proxy.size.width
                let height = proxy.size.height

                path.move(to: CGPoint(x: width / 2, y: 0))
                path.addLine(to: CGPoint(x: width, y: height))
                path.addLine(to: CGPoint(x: 0, y: height))
                path.closeSubpath()
            }
            .fill(.orange)
            .accessibilityIdentifier("triangle")
        }
        .accessibilityIdentifier("reader")
    }
}

public struct GeometryReaderInScrollView: Scenario {
    public static let name = "geometry-reader/in-scroll-view"
    public static let summary = "In a ScrollView the reader is offered nil height, so it takes its ideal height: 10 points, as wide as the scroll view."
    public static let source: ScenarioSource? = seed002

    public init(variant: String) {}

    public var body: some View {
        ScrollView {
            GeometryReader { _ in
                Rectangle().foregroundStyle(.orange)
            }
            .accessibilityIdentifier("reader")
        }
        .accessibilityIdentifier("scroll")
    }
}

struct ImageContainer: View {
    let imageName: String
    let usesTask: Bool
    @State private var width: CGFloat = .zero

    var body: some View {
        GeometryReader { proxy in
            if usesTask {
                Image("pic")
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .task(id: proxy.size.width) {
                        width = proxy.size.width
                    }
            } else {
                Image("pic")
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .onAppear {
                        width = proxy.size.width
                    }
            }
        }
        .frame(height: width / 1.77)
        .clipped()
        .accessibilityIdentifier("container")
    }
}

/// `onAppear` reads the width once; `task(id:)` follows it.
public struct ImageAspect: Scenario {
    public static let name = "geometry-reader/image-aspect"
    public static let summary = "A 16:9 container sized from the reader's width: with onAppear it keeps the portrait height after rotating; with task(id:) the height follows the new width."
    public static let source: ScenarioSource? = seed002
    public static let variants = ["onAppear", "task"]
    public static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape)]

    let usesTask: Bool

    public init(variant: String) {
        usesTask = variant == "task"
    }

    public var body: some View {
        ScrollView {
            ImageContainer(imageName: "pic", usesTask: usesTask)
        }
    }
}

/// The reader's width minus a margin goes negative in a narrow container.
public struct NegativeSize: Scenario {
    public static let name = "geometry-reader/negative-size"
    public static let summary = "A width derived from the reader goes negative in a narrow container: passed raw to frame it is an invalid frame dimension; max(…, 0) keeps it valid."
    public static let source: ScenarioSource? = seed002
    public static let variants = ["raw", "clamped"]

    let clamps: Bool
    @State private var width: CGFloat = 100

    public init(variant: String) {
        clamps = variant == "clamped"
    }

    public var body: some View {
        VStack {
            GeometryReader { proxy in
                Color.clear
                    .task(id: proxy.size.width) {
                        width = clamps ? max(proxy.size.width - 60, 0) : proxy.size.width - 60
                    }
            }
            .frame(width: 40, height: 10)
            .accessibilityIdentifier("reader")
            Rectangle()
                .frame(width: width, height: 20)
                .accessibilityIdentifier("bar")
        }
    }
}

struct MinYKey: PreferenceKey {
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
    static let defaultValue: CGFloat = .zero
}

/// "It's best to do it in overlay": the same measurement from an overlay and from a background.
public struct OverlayVersusBackground: Scenario {
    public static let name = "geometry-reader/overlay-vs-background"
    public static let summary = "A reader in overlay or in background reports the text's global minY through a preference; in the model both reach onPreferenceChange (the seed warns background may not on some iOS versions)."
    public static let source: ScenarioSource? = seed002
    public static let variants = ["overlay", "background"]

    let inOverlay: Bool
    @State private var minY: CGFloat = -1

    public init(variant: String) {
        inOverlay = variant != "background"
    }

    private var reader: some View {
        GeometryReader { proxy in
            Color.clear
                .preference(key: MinYKey.self, value: proxy.frame(in: .global).minY)
        }
        .accessibilityIdentifier("reader")
    }

    public var body: some View {
        ScrollView {
            if inOverlay {
                Text("Hello world").overlay(reader).accessibilityIdentifier("text")
            } else {
                Text("Hello world").background(reader).accessibilityIdentifier("text")
            }
        }
        .onPreferenceChange(MinYKey.self) { value in
            minY = value
        }
    }
}

extension View {
    func getWidth(_ width: Binding<CGFloat>) -> some View {
        modifier(GetWidthModifier(width: width))
    }
}

struct GetWidthModifier: ViewModifier {
    @Binding var width: CGFloat
    func body(content: Content) -> some View {
        content
            .background(
                GeometryReader { proxy in
                    let proxyWidth = proxy.size.width
                    Color.clear
                        .task(id: proxy.size.width) {
                            $width.wrappedValue = max(proxyWidth, 0)
                        }
                }
            )
    }
}

/// A text showing its own measured width never settles with a proportional font.
public struct TextJitter: Scenario {
    public static let name = "geometry-reader/text-jitter"
    public static let summary = "Text(\"Width = \\(width)\") measuring itself: proportional digits change the width each frame and it never settles; monospaced digits settle after two measurements."
    public static let source: ScenarioSource? = seed002
    public static let variants = ["proportional", "monospaced"]

    let monospaced: Bool
    @State var width: CGFloat = .zero

    public init(variant: String) {
        monospaced = variant == "monospaced"
    }

    public var body: some View {
        VStack {
            Text("Width = \(width)")
                .monospaced(monospaced)
                .getWidth($width)
                .accessibilityIdentifier("text")
        }
    }
}

extension View {
    /// The seed's printViewSize; what it printed is kept in the caller's state instead, so that a
    /// recording shows it (in `pass_state`) and stdout stays clean.
    func printViewSize(layout: Binding<CGSize>, render: Binding<CGSize>) -> some View {
        background(
            GeometryReader { proxy in
                let layoutSize = proxy.size
                let renderSize = proxy.frame(in: .global).size
                Color.clear
                    .task(id: layoutSize) {
                        layout.wrappedValue = layoutSize
                    }
                    .task(id: renderSize) {
                        render.wrappedValue = renderSize
                    }
            }
            .accessibilityIdentifier("printer")
        )
    }
}

/// Appearance and essence: layout 100×100, rendered 220×220.
public struct SizeView: Scenario {
    public static let name = "geometry-reader/scale-effect"
    public static let summary = "scaleEffect(2.2) changes only the rendered size: layout 100×100, render 220×220; printViewSize's tasks see both."
    public static let source: ScenarioSource? = seed002

    @State private var layoutSize: CGSize = .zero
    @State private var renderSize: CGSize = .zero

    public init(variant: String) {}

    public var body: some View {
        Rectangle()
            .fill(Color.orange.gradient)
            .frame(width: 100, height: 100)
            .printViewSize(layout: $layoutSize, render: $renderSize)
            .scaleEffect(2.2)
            .accessibilityIdentifier("rect")
    }
}

public extension View {
    func myVisualEffect(@ViewBuilder _ effect: @escaping (AnyView, GeometryProxy) -> some View) -> some View {
        modifier(MyVisualEffect(effect: effect))
    }
}

public struct MyVisualEffect<Output: View>: ViewModifier {
    private let effect: (AnyView, GeometryProxy) -> Output
    public init(effect: @escaping (AnyView, GeometryProxy) -> Output) {
        self.effect = effect
    }

    public func body(content: Content) -> some View {
        content
            .modifier(GeometryProxyWrapper())
            .hidden()
            .overlayPreferenceValue(ProxyKey.self) { proxy in
                if let proxy {
                    effect(AnyView(content), proxy)
                }
            }
    }
}

struct GeometryProxyWrapper: ViewModifier {
    func body(content: Content) -> some View {
        content
            .overlay(
                GeometryReader { proxy in
                    Color.clear
                        .preference(key: ProxyKey.self, value: proxy)
                }
            )
    }
}

struct ProxyKey: PreferenceKey {
    static var defaultValue: GeometryProxy? { nil }
    static func reduce(value: inout GeometryProxy?, nextValue: () -> GeometryProxy?) {
        value = nextValue()
    }
}

/// visualEffect against the seed's imitation built from a preference and an overlay.
public struct EffectTest: Scenario {
    public static let name = "geometry-reader/visual-effect"
    public static let summary = "visualEffect and its imitation (GeometryProxy as a preference, drawn in overlayPreferenceValue) render the text at the same offset and scale; layout is untouched."
    public static let source: ScenarioSource? = seed002

    public init(variant: String) {}

    public var body: some View {
        HStack {
            Text("Hello")
                .font(.title)
                .border(.gray)
                .accessibilityIdentifier("plain")

            Text("Hello")
                .font(.title)
                .visualEffect { content, proxy in
                    content
                        .offset(x: proxy.size.width / 2.0, y: proxy.size.height / 2.0)
                        .scaleEffect(0.5)
                }
                .accessibilityIdentifier("visual-effect")
                .border(.gray)
                .foregroundStyle(.red)

            Text("Hello")
                .font(.title)
                .myVisualEffect { content, proxy in
                    content
                        .offset(x: proxy.size.width / 2.0, y: proxy.size.height / 2.0)
                        .scaleEffect(0.5)
                        .accessibilityIdentifier("imitation")
                }
                .border(.gray)
                .foregroundStyle(.red)
        }
    }
}
