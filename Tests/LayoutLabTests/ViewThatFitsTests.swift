import Testing
@testable import LayoutLab

/// `ViewThatFits`: the first child whose ideal size fits the proposal on the checked axes, else
/// the last; only that child is in the tree (docs/layout-rules.md, "ViewThatFits").
@Suite struct ViewThatFitsTests {
    /// Three bars whose ideal widths are 300, 200 and 100.
    struct Bars: View {
        var axes: Axis.Set = [.horizontal, .vertical]
        var body: some View {
            ViewThatFits(in: axes) {
                Color.red.frame(width: 300, height: 10).accessibilityIdentifier("wide")
                Color.green.frame(width: 200, height: 10).accessibilityIdentifier("middle")
                Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("narrow")
            }
            .accessibilityIdentifier("fits")
        }
    }

    @Test func choosesTheMiddleChildWhenOnlyItAndTheLastFit() {
        // 300 > 250, 200 ≤ 250: the middle bar is the first that fits.
        let snapshot = LayoutEngine.layout(Bars(), in: CGSize(width: 250, height: 100))
        #expect(snapshot["middle"] != nil)
        #expect(snapshot["wide"] == nil)
        #expect(snapshot["narrow"] == nil)
        // Its answer to the ViewThatFits's own proposal is the ViewThatFits's size.
        #expect(snapshot.named("fits").frame.size == CGSize(width: 200, height: 10))
        #expect(snapshot.named("middle").proposal == ProposedViewSize(width: 250, height: 100))
        #expect(snapshot.children(of: snapshot.named("fits").path).count == 1)
    }

    @Test func theFirstChildThatFitsWinsAndAnExactFitFits() {
        #expect(LayoutEngine.layout(Bars(), in: CGSize(width: 300, height: 10))["wide"] != nil)
        #expect(LayoutEngine.layout(Bars(), in: CGSize(width: 299.5, height: 10))["middle"] != nil)
    }

    @Test func whenNothingFitsTheLastChildIsShownAnyway() {
        let snapshot = LayoutEngine.layout(Bars(), in: CGSize(width: 50, height: 100))
        #expect(snapshot["narrow"] != nil)
        #expect(snapshot.named("fits").frame.width == 100)
    }

    @Test func onlyTheCheckedAxesCount() {
        // 10 high is too tall for a 5-point proposal: with both axes checked nothing fits.
        let both = LayoutEngine.layout(Bars(), in: CGSize(width: 400, height: 5))
        #expect(both["narrow"] != nil)
        // Checking only the width, the height does not matter and the widest bar fits.
        let horizontal = LayoutEngine.layout(Bars(axes: .horizontal), in: CGSize(width: 400, height: 5))
        #expect(horizontal["wide"] != nil)
        // Checking only the height, a 50-wide offer does not rule the widest bar out.
        let vertical = LayoutEngine.layout(Bars(axes: .vertical), in: CGSize(width: 50, height: 100))
        #expect(vertical["wide"] != nil)
    }

    @Test func aNilProposalOnACheckedAxisLimitsNothing() {
        // fixedSize proposes nil on both axes: the first child fits.
        let snapshot = LayoutEngine.layout(Bars().fixedSize(), in: CGSize(width: 50, height: 5))
        #expect(snapshot["wide"] != nil)
    }

    @Test func textFallsBackToAShorterLabelAtTheWidthTheEngineMeasured() {
        let long = "Add to reading list", short = "Add"
        let longWidth = LayoutEngine.layout(Text(long), proposal: .unspecified).root.frame.width
        let shortWidth = LayoutEngine.layout(Text(short), proposal: .unspecified).root.frame.width
        #expect(shortWidth < longWidth)
        let view = ViewThatFits(in: .horizontal) {
            Text(long).accessibilityIdentifier("long")
            Text(short).accessibilityIdentifier("short")
        }
        let roomy = LayoutEngine.layout(view, in: CGSize(width: longWidth, height: 100))
        #expect(roomy["long"]?.frame.width == longWidth)
        let tight = LayoutEngine.layout(view, in: CGSize(width: longWidth - 1, height: 100))
        #expect(tight["short"]?.frame.width == shortWidth)
        #expect(tight["long"] == nil)
    }

    @Test func inAnHStackTheChoiceFollowsTheSpaceLeft() {
        // 400 wide, a 150-wide sibling and no spacing. The sibling is less flexible (0 against
        // 300 − 100), so it is sized first and takes 150 of its 200; the 250 left shows the
        // middle bar, right after the sibling.
        let snapshot = LayoutEngine.layout(HStack(spacing: 0) {
            Color.gray.frame(width: 150, height: 10)
            Bars()
        }, in: CGSize(width: 400, height: 100))
        #expect(snapshot["middle"] != nil)
        #expect(snapshot.named("middle").frame.minX == 150)
        #expect(snapshot.named("fits").proposal.width == 250)
    }

    struct Announcer: View {
        let label: String
        let width: CGFloat
        @Binding var appeared: [String]
        var body: some View {
            Color.red.frame(width: width, height: 10)
                .preference(key: ChosenKey.self, value: [label])
                .onAppear { appeared.append(label) }
        }
    }

    struct ChosenKey: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct Appearances: View {
        @State var appeared: [String] = []
        @State var chosen: [String] = []
        var body: some View {
            ViewThatFits(in: .horizontal) {
                Announcer(label: "wide", width: 5000, appeared: $appeared)
                Announcer(label: "middle", width: 100, appeared: $appeared)
                Announcer(label: "narrow", width: 50, appeared: $appeared)
            }
            .onPreferenceChange(ChosenKey.self) { chosen = $0 }
        }
    }

    @Test func onlyTheChosenChildAppearsAndWritesPreferences() async {
        let (result, log) = await run(Appearances())
        #expect(result.outcome == .stable)
        let final = log.finalPass(step: 0)!
        #expect(final.state("appeared") == #"["middle"]"#)
        #expect(final.state("chosen") == #"["middle"]"#)
        #expect(final.nodes(kind: "Announcer").map(\.path) == ["Appearances/ViewThatFits/Announcer[1]"])
    }
}
