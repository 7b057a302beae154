import Foundation
import Testing
@testable import LayoutLab

/// API real files use that the probes found missing (docs/supported-api.md): each laid out as the
/// view or modifier it stands for.
@Suite struct IOS26AndTailAPITests {
    static func pass<V: View>(_ view: V, on name: String = "iphone-15") async throws -> PassTrace {
        let log = TraceLog()
        _ = await ViewRuntime.run(view, profile: try #require(DeviceProfile.named(name)), observer: log)
        return try #require(log.finalPass(step: 0))
    }

    /// `safeAreaBar` insets the content as `safeAreaInset` does: the same frames either way.
    @Test func aSafeAreaBarLaysOutAsASafeAreaInset() async throws {
        func content(_ bar: Bool) -> some View {
            let list = Color.blue.accessibilityIdentifier("content")
            let accessory = Color.red.frame(height: 44).accessibilityIdentifier("bar")
            return Group {
                if bar {
                    list.safeAreaBar(edge: .bottom, spacing: 8) { accessory }
                } else {
                    list.safeAreaInset(edge: .bottom, spacing: 8) { accessory }
                }
            }
        }
        let withBar = try await Self.pass(content(true))
        let withInset = try await Self.pass(content(false))
        let barContent = try #require(withBar.node(named: "content")).frame
        #expect(barContent == (try #require(withInset.node(named: "content"))).frame)
        #expect(try #require(withBar.node(named: "bar")).frame == (try #require(withInset.node(named: "bar"))).frame)
        // The bar takes 44 + 8 from the content's bottom, above the home indicator's 34.
        #expect(abs(barContent.maxY - (852 - 34 - 44 - 8)) < 1e-9)
    }

    /// A control group lays its controls out side by side, as an `HStack` does.
    @Test func aControlGroupLaysItsControlsOutInARow() async throws {
        let pass = try await Self.pass(ControlGroup {
            Button("Cut") {}.accessibilityIdentifier("cut")
            Button("Copy") {}.accessibilityIdentifier("copy")
        })
        let cut = try #require(pass.node(named: "cut")).frame
        let copy = try #require(pass.node(named: "copy")).frame
        #expect(cut.midY == copy.midY)
        #expect(copy.minX - cut.maxX == 8)
    }

    /// `LabeledContent(_:value:format:)` shows the formatted value, measured as that text.
    @Test func labeledContentFormatsItsValue() async throws {
        let formatted = try await Self.pass(Form { LabeledContent("Total", value: 1234.5, format: .number) })
        let spelled = try await Self.pass(Form { LabeledContent("Total", value: "1,234.5") })
        let widths = { (pass: PassTrace) in pass.nodes.filter { $0.kind == "Text" }.map(\.frame) }
        #expect(widths(formatted) == widths(spelled))
        #expect(widths(formatted).count == 2)
    }

    /// A timer progress view is a determinate bar whose value label is the time left, read at
    /// the engine's fixed now: the same as a bar with that text as its value label.
    @Test func aTimerProgressViewShowsTheTimeLeft() async throws {
        let now = Date(timeIntervalSince1970: 1_767_225_600)  // the engine's fixed now, 2026-01-01
        let timer = try await Self.pass(ProgressView(timerInterval: now...now.addingTimeInterval(90)))
        let spelled = try await Self.pass(ProgressView(value: 0.5, total: 1.0) { EmptyView() } currentValueLabel: { Text("1:30") })
        // The default value label is a view of its own around the text, in the text's frame.
        let laidOut = { (pass: PassTrace) in pass.nodes.filter { $0.kind != "DefaultDateProgressLabel" }.map(\.frame) }
        #expect(laidOut(timer) == laidOut(spelled))
        #expect(timer.nodes.contains { $0.kind == "Text" })
    }

    /// A tab section's tabs are the tab view's tabs: the selected one inside a section is shown.
    @Test func aTabSectionsTabsJoinTheTabView() async throws {
        let pass = try await Self.pass(TabView(selection: .constant(2)) {
            Tab("Home", systemImage: "house", value: 1) { Color.blue.accessibilityIdentifier("home") }
            TabSection("Library") {
                Tab("Songs", systemImage: "music.note", value: 2) { Color.red.accessibilityIdentifier("songs") }
            }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory { Text("Now playing") })
        #expect(pass.node(named: "songs") != nil)
        #expect(pass.node(named: "home") == nil)
    }

    /// Keyframes written straight in the builder, without a track, compile and the content is laid
    /// out at the initial value.
    @Test func keyframesWithoutATrackLayOutAtTheInitialValue() async throws {
        let pass = try await Self.pass(Color.red.frame(width: 100, height: 100).accessibilityIdentifier("pulse")
            .keyframeAnimator(initialValue: 1.0, trigger: false) { content, scale in
                content.frame(width: 100 * scale)
            } keyframes: { _ in
                SpringKeyframe(1.2, duration: 0.2)
                LinearKeyframe(1.0, duration: 0.1)
            })
        #expect(try #require(pass.node(named: "pulse")).frame.width == 100)
    }

    /// An attributed string's runs lay out as the same text made of `Text` segments: its fonts and
    /// its Markdown emphasis are measured.
    @Test func anAttributedStringIsMeasuredWithItsRunsAttributes() async throws {
        var hello = AttributedString("Hello ")
        hello.font = .title
        hello.foregroundColor = .red
        var world = AttributedString("world")
        world.font = .body.bold()
        let attributed = try await Self.pass(Text(hello + world).accessibilityIdentifier("text"))
        let segments = try await Self.pass((Text("Hello ").font(.title) + Text("world").font(.body.bold())).accessibilityIdentifier("text"))
        let attributedFrame = try #require(attributed.node(named: "text")).frame
        #expect(attributedFrame == (try #require(segments.node(named: "text"))).frame)
        let plain = try await Self.pass(Text(verbatim: "Hello world").accessibilityIdentifier("text"))
        #expect(attributedFrame.height > (try #require(plain.node(named: "text"))).frame.height)

        let markdown = try await Self.pass(Text(try AttributedString(markdown: "**Bold** and `code`")).accessibilityIdentifier("text"))
        let key = try await Self.pass(Text("**Bold** and `code`").accessibilityIdentifier("text"))
        #expect(try #require(markdown.node(named: "text")).frame == (try #require(key.node(named: "text"))).frame)
        let literal = try await Self.pass(Text(verbatim: "Bold and code").accessibilityIdentifier("text"))
        #expect(try #require(markdown.node(named: "text")).frame != (try #require(literal.node(named: "text"))).frame)
    }
}
