import Testing
@testable import LayoutLab

@Suite struct StateTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Text("\(count)").onAppear { count += 1 }.accessibilityIdentifier("text")
        }
    }

    @Test func privateStateWithAnInitialValueWorksUnchanged() async {
        let (result, log) = await run(Counter())
        #expect(result.outcome == .stable)
        #expect(log.passes.map { $0.state("count") } == ["0", "1"])
        #expect(log.passes[0].state.first?.nodePath == "Counter")
    }

    @Test func stateSurvivesStepsKeyedByIdentity() async {
        let (_, log) = await run(Counter(), timeline: [.launch(.portrait), .rotate(.landscape)])
        // onAppear does not fire again on rotation, and the count is kept.
        #expect(log.finalPass(step: 1)?.state("count") == "1")
    }

    struct Rows: View {
        @State var ids = ["a", "b", "c"]
        var body: some View {
            VStack {
                ForEach(ids, id: \.self) { id in Row(id: id) }
            }
            .onAppear { ids = ["c", "b"] }
        }
    }

    struct Row: View {
        let id: String
        @State var appearedAs = ""
        var body: some View {
            Text(id).onAppear { appearedAs = id }
        }
    }

    @Test func forEachStateFollowsIdsAndIsLostWhenAViewLeaves() async {
        let (_, log) = await run(Rows())
        let final = log.finalPass(step: 0)!
        let rows = final.state.filter { $0.name == "appearedAs" }
        // "a" left the tree: its state is gone. "b" and "c" kept theirs through the reorder.
        #expect(Set(rows.map(\.value)) == ["\"b\"", "\"c\""])
        #expect(Set(rows.map(\.nodePath)) == ["Rows/VStack/Row[#b]", "Rows/VStack/Row[#c]"], "\(rows.map(\.nodePath))")
        #expect(log.actions.filter { $0.action == "onAppear" }.count == 4)
    }

    struct BindingParent: View {
        @State var value = 1
        var body: some View {
            BindingChild(value: $value, fixed: .constant(7))
        }
    }

    struct BindingChild: View {
        @Binding var value: Int
        @Binding var fixed: Int
        var body: some View {
            Text("\(value) \(fixed)").onAppear {
                value = $value.wrappedValue + fixed
                fixed = 100
            }
        }
    }

    @Test func bindingsWriteThroughAndConstantBindingsIgnoreWrites() async {
        let (_, log) = await run(BindingParent())
        #expect(log.finalPass(step: 0)?.state("value") == "8")
    }

    struct SameValue: View {
        @State var value = 5
        var body: some View {
            Color.clear.onAppear { value = 5 }
        }
    }

    @Test func writingAnEqualValueChangesNothing() async {
        let (result, log) = await run(SameValue())
        #expect(result.outcome == .stable)
        #expect(log.passes.count == 1)
    }
}

@Suite struct EnvironmentTests {
    struct ThemeKey: EnvironmentKey { static let defaultValue = "plain" }

    struct Reader: View {
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        @Environment(\.dynamicTypeSize) var typeSize
        @Environment(\.theme) var theme
        var body: some View {
            Text("\(String(describing: horizontal)) \(String(describing: vertical)) \(String(describing: typeSize)) \(theme)")
                .accessibilityIdentifier("text")
        }
    }

    final class Seen: @unchecked Sendable { var values: [String] = [] }

    struct Recorder: View {
        let seen: Seen
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        @Environment(\.dynamicTypeSize) var typeSize
        @Environment(\.theme) var theme
        var body: some View {
            let _ = seen.values.append("\(horizontal == .compact ? "C" : "R")\(vertical == .compact ? "C" : "R") \(typeSize) \(theme)")
            Color.clear
        }
    }

    @Test func sizeClassesDynamicTypeAndCustomKeysFlowDown() async {
        let seen = Seen()
        let profile = DeviceProfile.named("iphone-15-pro-max")!
        _ = await run(
            Recorder(seen: seen).environment(\.theme, "dark"),
            timeline: [.launch(.portrait), .rotate(.landscape), .dynamicType(.accessibility2)], profile: profile
        )
        #expect(seen.values == ["CR large dark", "RC large dark", "RC accessibility2 dark"])
    }

    @Test func dynamicTypeChangesTextSize() async {
        let (_, log) = await run(
            Text("Hello").font(.body).accessibilityIdentifier("t"), timeline: [.launch(.portrait), .dynamicType(.accessibility2)],
            profile: iPhone13.running(.ios18)
        )
        let large = log.finalPass(step: 0)!.node(named: "t")!.frame.height
        let huge = log.finalPass(step: 1)!.node(named: "t")!.frame.height
        #expect(large == 20.333333333333332)
        #expect(huge > large * 1.5)
    }

    @Test func rootIsOfferedTheSafeAreaAndResizeChangesIt() async {
        let pad = DeviceProfile.named("ipad-air-11")!
        let (_, log) = await run(Color.red.accessibilityIdentifier("c"), timeline: [.launch(.portrait), .resize(width: 320, height: 1180)], profile: pad)
        #expect(log.finalPass(step: 0)!.node(named: "c")!.frame == CGRect(x: 0, y: 24, width: 820, height: 1180 - 44))
        #expect(log.finalPass(step: 1)!.node(named: "c")!.frame == CGRect(x: 0, y: 24, width: 320, height: 1180 - 44))
        #expect(log.steps.map(\.screen.size.width) == [820, 320])
    }
}

extension EnvironmentValues {
    var theme: String {
        get { self[EnvironmentTests.ThemeKey.self] }
        set { self[EnvironmentTests.ThemeKey.self] = newValue }
    }
}
