import Foundation
import Testing
@testable import LayoutLab

/// `@ScaledMetric`: a value scaled as UIFontMetrics scales it, by the text style's growth from
/// `.large` to the environment's Dynamic Type size.
@Suite struct ScaledMetricTests {
    struct Icon: View {
        @ScaledMetric private var side: CGFloat = 24
        @ScaledMetric(relativeTo: .caption) private var badge: CGFloat = 10
        var body: some View {
            HStack(spacing: 0) {
                Color.blue.frame(width: side, height: side).accessibilityIdentifier("icon")
                Color.red.frame(width: badge, height: badge).accessibilityIdentifier("badge")
            }
        }
    }

    /// The expected value, from the text-style table the engine measures text with.
    func scaled(_ value: CGFloat, _ style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        value * style.pointSize(at: size) / style.pointSize(at: .large)
    }

    @Test func aScaledMetricFollowsADynamicTypeStep() async {
        let (result, log) = await run(Icon(), timeline: [.launch(.portrait), .dynamicType(.accessibility3), .dynamicType(.xSmall)])
        #expect(result.outcome == .stable)
        let sides = (0..<3).map { log.finalPass(step: $0)!.node(named: "icon")!.frame.width }
        let badges = (0..<3).map { log.finalPass(step: $0)!.node(named: "badge")!.frame.width }
        #expect(sides[0] == 24)
        // Body grows from 17 to 40 points at accessibility3, and shrinks to 14 at xSmall.
        #expect(isClose(sides[1], scaled(24, .body, at: .accessibility3)))
        #expect(isClose(sides[1], 24 * 40 / 17))
        #expect(isClose(sides[2], 24 * 14 / 17))
        // Relative to caption: 12 points at large, 32 at accessibility3, 11 at xSmall.
        #expect(badges[0] == 10)
        #expect(isClose(badges[1], 10 * 32 / 12))
        #expect(isClose(badges[2], scaled(10, .caption, at: .xSmall)))
    }

    @Test func aScaledMetricFollowsTheDynamicTypeSizeModifier() {
        let snapshot = layout(Icon().dynamicTypeSize(.xxxLarge))
        #expect(isClose(snapshot.named("icon").frame.width, 24 * 23 / 17))
    }

    @Test func onMacOSTextStylesDoNotScaleAndNeitherDoesTheMetric() async {
        let (_, log) = await run(Icon(), timeline: [.launch(.portrait), .dynamicType(.accessibility5)], profile: DeviceProfile.named("mac-window")!)
        #expect(log.finalPass(step: 1)!.node(named: "icon")!.frame.width == 24)
    }
}

/// `@FocusState`, `@AppStorage`, `@SceneStorage`, `@Namespace`: state the engine keeps per case.
@Suite struct StoredStateTests {
    enum Field: Hashable { case name, email }

    struct Form: View {
        @FocusState private var isSearching: Bool
        @FocusState private var field: Field?
        var body: some View {
            VStack {
                Color.clear.frame(width: 10, height: 10).focused($isSearching)
                Color.clear.frame(width: 10, height: 10).focused($field, equals: .email)
                FocusChild(field: $field)
            }
            .onAppear { isSearching = true }
        }
    }

    struct FocusChild: View {
        @FocusState.Binding var field: Field?
        var body: some View {
            Color.clear.frame(width: 10, height: 10).onAppear { field = .email }
        }
    }

    @Test func focusStateWritesAreStateWrites() async {
        let (_, log) = await run(Form())
        let passes = log.passes(step: 0)
        #expect(passes.count == 2)
        #expect(passes.map { $0.state("isSearching") } == ["false", "true"])
        #expect(passes.map { $0.state("field") } == ["null", #""email""#])
    }

    struct Settings: View {
        @AppStorage("compact") private var compact = false
        @SceneStorage("tab") private var tab = 0
        var body: some View {
            VStack(spacing: 0) {
                Preview()
                Color.clear.frame(width: 1, height: 1).onAppear { compact = true; tab = 2 }
            }
        }
    }

    struct Preview: View {
        @AppStorage("compact") private var isCompact = false
        @AppStorage("missing") private var missing: String?
        var body: some View {
            Color.blue.frame(width: 100, height: isCompact ? 20 : 60).accessibilityIdentifier("preview")
        }
    }

    @Test func storageIsSharedByKeyAndShownOnceAtTheFirstView() async {
        let (_, log) = await run(Settings())
        let passes = log.passes(step: 0)
        #expect(passes.map { $0.node(named: "preview")!.frame.height } == [60, 20])
        let final = passes[1].state
        // One entry per key, at the outermost view that uses it, under its property's name there.
        #expect(final.filter { $0.value == "true" }.map(\.name) == ["compact"])
        #expect(final.first { $0.name == "compact" }?.nodePath == "Settings")
        #expect(passes[1].state("tab") == "2")
        #expect(passes[1].state("missing") == "null")
    }

    @Test func eachCaseStartsWithAnEmptyStore() async {
        let (_, first) = await run(Settings())
        let (_, second) = await run(Settings())
        #expect(first.passes[0].node(named: "preview")!.frame.height == 60)
        #expect(second.passes[0].node(named: "preview")!.frame.height == 60)
    }

    struct Spaces: View {
        @Namespace private var first
        @Namespace private var second
        @State private var seen: [Namespace.ID] = []
        var body: some View {
            Text("\(seen.count)")
                .onAppear { seen = [first, second] }
                .task { seen.append(first) }
        }
    }

    @Test func namespacesAreDistinctAndStable() async {
        let (_, log) = await run(Spaces())
        // The task's id is read a frame later: it equals the one read on appearance.
        let passes = log.passes(step: 0)
        #expect(passes.count == 3)
        let ids = try? JSONSerialization.jsonObject(with: Data(passes[2].state("seen")!.utf8)) as? [Any]
        #expect(ids?.count == 3)
        let texts = ids?.map { "\($0)" } ?? []
        #expect(texts.count == 3 && texts[0] != texts[1] && texts[0] == texts[2])
    }
}

/// Environment values SwiftUI code reads, and keys declared the long way.
@Suite struct EnvironmentValueTests {
    struct Reader: View {
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.locale) private var locale
        @Environment(\.layoutDirection) private var direction
        @Environment(\.displayScale) private var displayScale
        @Environment(\.dismiss) private var dismiss
        @Environment(\.openURL) private var openURL
        @Environment(\.accentTone) private var tone
        @State private var seen = ""
        var body: some View {
            Text(seen).onAppear {
                dismiss()
                openURL(URL(string: "https://example.com")!)
                seen = "\(colorScheme) \(locale.identifier) \(direction) \(displayScale) \(tone)"
            }
        }
    }

    @Test func defaultsAreFixedAndTheScaleIsTheProfiles() async {
        let (_, log) = await run(Reader(), profile: DeviceProfile.named("iphone-se-3")!)
        #expect(log.finalPass(step: 0)?.state("seen") == #""light en_US leftToRight 2.0 plain""#)
    }

    @Test func valuesSetAboveAreRead() async {
        let view = Reader()
            .environment(\.colorScheme, .dark)
            .environment(\.locale, Locale(identifier: "de_DE"))
            .environment(\.layoutDirection, .rightToLeft)
            .environment(\.accentTone, "vivid")
        let (_, log) = await run(view)
        #expect(log.finalPass(step: 0)?.state("seen") == #""dark de_DE rightToLeft 3.0 vivid""#)
    }

    final class Opened: @unchecked Sendable {
        var urls: [URL] = []
        var accepted: [Bool] = []
    }

    struct Linker: View {
        @Environment(\.openURL) private var openURL
        let opened: Opened
        var body: some View {
            Color.clear.onAppear {
                openURL(URL(string: "https://example.com/a")!)
                openURL(URL(string: "https://example.com/b")!) { opened.accepted.append($0) }
            }
        }
    }

    @Test func anOpenURLActionSetAboveIsCalled() async {
        let opened = Opened()
        let view = Linker(opened: opened).environment(\.openURL, OpenURLAction { url in
            opened.urls.append(url)
            return url.lastPathComponent == "a" ? .handled : .discarded
        })
        _ = await run(view)
        #expect(opened.urls.map(\.lastPathComponent) == ["a", "b"])
        #expect(opened.accepted == [false])
    }
}

/// A custom key declared without `@Entry`, as before Xcode 16.
private struct AccentToneKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var accentTone: String {
        get { self[AccentToneKey.self] }
        set { self[AccentToneKey.self] = newValue }
    }
}
