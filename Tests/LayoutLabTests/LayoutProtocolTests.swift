import Foundation
import Testing
@testable import LayoutLab

/// The parts of SwiftUI's `Layout` protocol real layouts use: caches, layout values, subviews'
/// slices, spacing and priority, and what happens when a layout places badly
/// (docs/layout-rules.md, "Custom layouts: the `Layout` protocol" and "Layout caches").
@Suite struct LayoutProtocolTests {
    // MARK: Cache lifecycle

    /// Which layouts made and updated a cache, in order.
    final class CacheLog: @unchecked Sendable {
        var made: [String] = []
        var updated: [String] = []
    }

    /// Lays its children out in a row and keeps their ideal widths in its cache.
    struct CachedRow: Layout {
        var name = "row"
        let log: CacheLog
        struct Cache { var widths: [CGFloat] }

        func makeCache(subviews: Subviews) -> Cache {
            log.made.append(name)
            return Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
        }

        func updateCache(_ cache: inout Cache, subviews: Subviews) {
            log.updated.append(name)
            cache.widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            CGSize(width: cache.widths.reduce(0, +), height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            var x = bounds.minX
            for (subview, width) in zip(subviews, cache.widths) {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 10))
                x += width
            }
        }
    }

    struct Growing: View {
        let log: CacheLog
        @State var width: CGFloat = 10
        @State var showsRow = true
        var body: some View {
            VStack {
                if showsRow {
                    CachedRow(log: log) {
                        Color.red.frame(width: width, height: 10).accessibilityIdentifier("grows")
                        Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("fixed")
                    }
                }
            }
            .onAppear { width = 30 }
        }
    }

    @Test func theCacheIsMadeOnceAndUpdatedInEachLaterPass() async {
        let log = CacheLog()
        let (result, trace) = await run(Growing(log: log))
        #expect(result.outcome == .stable)
        // Pass 0 makes the cache; pass 1 (after onAppear's write) updates it instead.
        #expect(trace.passes.count == 2)
        #expect(log.made.count == 1)
        #expect(log.updated.count == 1)
        // The updated cache saw the new width: the second child starts 30 into the row.
        let row = trace.finalPass(step: 0)!.nodes(kind: "CachedRow")[0]
        #expect(trace.finalPass(step: 0)?.nodes.first { $0.name == "fixed" }?.frame.minX == row.frame.minX + 30)
    }

    struct Toggling: View {
        let log: CacheLog
        @State var step = 0
        var body: some View {
            VStack {
                if step != 1 {
                    CachedRow(log: log) { Color.red.frame(width: 10, height: 10) }
                }
            }
            .onAppear { step = 1 }
            .task(id: step) { if step == 1 { step = 2 } }
        }
    }

    @Test func aLayoutThatLeavesTheTreeAndComesBackMakesANewCache() async {
        let log = CacheLog()
        let (_, trace) = await run(Toggling(log: log))
        let shown = trace.passes.map { !$0.nodes(kind: "CachedRow").isEmpty }
        // Shown, gone, shown again: the returning row is a new view with a new cache.
        #expect(shown.first == true && shown.contains(false) && shown.last == true, "\(shown)")
        #expect(log.made.count == 2)
        // Every pass that shows the row right after a pass that showed it updates the cache.
        #expect(log.updated.count == zip(shown, shown.dropFirst()).filter { $0 && $1 }.count)
    }

    // MARK: Layout values

    struct Angle: LayoutValueKey { static let defaultValue: Double = 0 }

    /// Places each subview's centre on a circle, at the angle (degrees, clockwise from the +x axis)
    /// its `Angle` layout value gives.
    struct Radial: Layout {
        let radius: CGFloat
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let side = 2 * radius + (subviews.map { max($0.sizeThatFits(.unspecified).width, $0.sizeThatFits(.unspecified).height) }.max() ?? 0)
            return CGSize(width: side, height: side)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                let radians = subview[Angle.self] * .pi / 180
                subview.place(
                    at: CGPoint(x: bounds.midX + radius * cos(radians), y: bounds.midY + radius * sin(radians)),
                    anchor: .center, proposal: .unspecified
                )
            }
        }
    }

    struct Dot: View {
        let degrees: Double
        var body: some View {
            Circle().frame(width: 10, height: 10).layoutValue(key: Angle.self, value: degrees)
        }
    }

    @Test func aRadialLayoutReadsEachSubviewsAngle() {
        let snapshot = LayoutEngine.layout(Radial(radius: 50) {
            Dot(degrees: 0).accessibilityIdentifier("east")
            Dot(degrees: 90).accessibilityIdentifier("south")
            Circle().frame(width: 10, height: 10).padding(5).accessibilityIdentifier("unset")
            Dot(degrees: 225).padding(2).layoutValue(key: Angle.self, value: 180).accessibilityIdentifier("outer")
        }, in: CGSize(width: 400, height: 400))
        // 2·50 + the largest subview (20 with its padding): 120 square, centre (60, 60).
        #expect(snapshot.root.frame.size == CGSize(width: 120, height: 120))
        let centre = CGPoint(x: 60, y: 60)
        func centreOf(_ name: String) -> CGPoint { let f = snapshot.named(name).frame; return CGPoint(x: f.midX, y: f.midY) }
        // 0°: 50 to the right of the centre; 90°: 50 below (y grows downwards).
        #expect(centreOf("east") == CGPoint(x: centre.x + 50, y: centre.y))
        #expect(isClose(centreOf("south").x, centre.x) && centreOf("south").y == centre.y + 50)
        // No value: the key's default, 0°.
        #expect(centreOf("unset") == CGPoint(x: centre.x + 50, y: centre.y))
        // The value set outside the padding wins over the one inside: 180°, to the left.
        #expect(isClose(centreOf("outer").x, centre.x - 50) && isClose(centreOf("outer").y, centre.y))
    }

    @Test func layoutValuesPassThroughUnaryModifiersButNotContainers() {
        let snapshot = LayoutEngine.layout(Radial(radius: 50) {
            // 90° set inside padding, a frame, a background and a border: still the subview's.
            Circle().layoutValue(key: Angle.self, value: 90).padding(1).frame(width: 12, height: 12)
                .background(Color.gray).border(Color.black).accessibilityIdentifier("south")
            // Not through a stack: the stack has no value of its own, so it is at the default 0°.
            VStack { Circle().frame(width: 10, height: 10).layoutValue(key: Angle.self, value: 180) }
                .accessibilityIdentifier("east")
        }, in: CGSize(width: 400, height: 400))
        // 2·50 + 12: a 112 square, centre (56, 56).
        let south = snapshot.named("south").frame, east = snapshot.named("east").frame
        #expect(isClose(south.midX, 56) && isClose(south.midY, 56 + 50))
        #expect(isClose(east.midX, 56 + 50) && isClose(east.midY, 56))
    }

    // MARK: Subviews

    /// Places only a slice of its subviews in a row, to check slices' indices.
    struct SliceRow: Layout {
        let slice: (LayoutSubviews) -> LayoutSubviews
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 300, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let chosen = slice(subviews)
            #expect(chosen.startIndex == 0)
            for index in chosen.indices {
                chosen[index].place(at: CGPoint(x: bounds.minX + CGFloat(index) * 100, y: bounds.minY), proposal: .unspecified)
            }
            // The rest go far to the right, so that no diagnostic is raised for them.
            for subview in subviews where !chosen.contains(subview) {
                subview.place(at: CGPoint(x: bounds.minX + 1000, y: bounds.minY), proposal: .unspecified)
            }
        }
    }

    @ViewBuilder static var abc: some View {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
        Color.green.frame(width: 10, height: 10).accessibilityIdentifier("b")
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("c")
    }

    @Test func slicesAreIndexedFromZeroAndPlaceTheirOwnSubviews() {
        let dropped = LayoutEngine.layout(SliceRow(slice: { $0[1...] }) { Self.abc }, in: CGSize(width: 300, height: 10))
        #expect(dropped.named("b").frame.minX == 0)
        #expect(dropped.named("c").frame.minX == 100)
        #expect(dropped.named("a").frame.minX == 1000)
        let picked = LayoutEngine.layout(SliceRow(slice: { $0[indices: [2, 0]] }) { Self.abc }, in: CGSize(width: 300, height: 10))
        #expect(picked.named("c").frame.minX == 0)
        #expect(picked.named("a").frame.minX == 100)
        #expect(picked.named("b").frame.minX == 1000)
        #expect(dropped.diagnostics.filter { $0.code == .invalidSubviewPlacement }.isEmpty)
    }

    struct Probe: Layout {
        final class Seen: @unchecked Sendable {
            var priorities: [Double] = []
            var distances: [CGFloat] = []
            var dimensions: [CGSize] = []
            var badges: [String] = []
        }
        let seen: Seen
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            seen.priorities = subviews.map(\.priority)
            seen.distances = zip(subviews, subviews.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .horizontal) }
            seen.dimensions = subviews.map { let d = $0.dimensions(in: ProposedViewSize(width: 50, height: 50)); return CGSize(width: d.width, height: d.height) }
            seen.badges = subviews.map { $0.containerValues[Badge.self] }
            return CGSize(width: 100, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
        }
    }

    struct Badge: ContainerValueKey { static let defaultValue = "" }

    @Test func subviewsReportPrioritySpacingDimensionsAndContainerValues() {
        let seen = Probe.Seen()
        @ViewBuilder func content() -> some View {
            Color.red.layoutPriority(2).containerValue(\.badge, "new")
            Spacer()
            Text("Hi")
            Color.blue.frame(width: 20)
        }
        _ = LayoutEngine.layout(Probe(seen: seen) { content() }, in: CGSize(width: 100, height: 100))
        #expect(seen.priorities == [2, -.infinity, 0, 0])
        // The distances a layout reads are the gaps an HStack of the same views leaves.
        let stack = LayoutEngine.layout(HStack { content() }, in: CGSize(width: 300, height: 100))
        #expect(seen.distances == stack.children(of: "HStack").dropFirst().map { $0.spacingBefore ?? -1 })
        // Color takes the 50×50 offered; the frame is 20 wide and takes the height.
        #expect(seen.dimensions[0] == CGSize(width: 50, height: 50))
        #expect(seen.dimensions[3] == CGSize(width: 20, height: 50))
        #expect(seen.badges == ["new", "", "", ""])
    }

    // MARK: Bad placements

    struct Careless: Layout {
        enum Mistake { case twice, never, nan, outside }
        let mistake: Mistake
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            if mistake == .outside { subviews[0].place(at: .zero, proposal: .unspecified) }
            return CGSize(width: 200, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            switch mistake {
            case .twice:
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
                subviews[0].place(at: CGPoint(x: bounds.minX + 50, y: bounds.minY), proposal: .unspecified)
            case .never:
                break
            case .nan:
                subviews[0].place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: .unspecified)
            case .outside:
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
            }
        }
    }

    static func careless(_ mistake: Careless.Mistake) -> LayoutSnapshot {
        LayoutEngine.layout(Careless(mistake: mistake) {
            Color.red.frame(minWidth: 10, maxWidth: 60, minHeight: 10, maxHeight: 40).accessibilityIdentifier("child")
        }, in: CGSize(width: 400, height: 400))
    }

    @Test func aSubviewPlacedTwiceTakesItsLastPlacementAndIsDiagnosed() {
        let snapshot = Self.careless(.twice)
        #expect(snapshot.named("child").frame.origin == CGPoint(x: 50, y: 0))
        let diagnostics = snapshot.diagnostics.filter { $0.code == .invalidSubviewPlacement }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message == "Careless placed subview 0 more than once; the last placement is used.")
    }

    @Test func aSubviewNeverPlacedIsCentredAtTheContainersProposalAndDiagnosed() {
        let snapshot = Self.careless(.never)
        let child = snapshot.named("child")
        // Offered the container's own proposal, 400×400: the flexible frame clamps to 60×40,
        // centred in the 200×100 container.
        #expect(child.proposal == ProposedViewSize(width: 400, height: 400))
        #expect(child.frame == CGRect(x: 70, y: 30, width: 60, height: 40))
        #expect(snapshot.diagnostics.map(\.code).contains(.invalidSubviewPlacement))
        #expect(snapshot.diagnostics.first { $0.code == .invalidSubviewPlacement }?.nodePath == "Careless/frame")
    }

    @Test func aNonFinitePlacementIsCentredInsteadOfCrashing() {
        let snapshot = Self.careless(.nan)
        #expect(snapshot.named("child").frame == CGRect(x: 70, y: 30, width: 60, height: 40))
        #expect(snapshot.diagnostics.first { $0.code == .invalidSubviewPlacement }?.message
            == "Careless placed subview 0 at a non-finite point (nan, 0); it is centred instead.")
    }

    @Test func aPlacementOutsidePlaceSubviewsIsIgnoredAndDiagnosed() {
        let snapshot = Self.careless(.outside)
        #expect(snapshot.named("child").frame.origin == .zero)
        #expect(snapshot.diagnostics.first { $0.code == .invalidSubviewPlacement }?.message
            == "Careless placed a subview outside placeSubviews; the placement is ignored.")
    }

    struct CarelessScreen: View {
        @State var passes = 0
        var body: some View {
            Careless(mistake: .never) { Color.red }
                .onAppear { passes += 1 }
                .task(id: passes) { if passes < 3 { passes += 1 } }
        }
    }

    @Test func aBadPlacementIsReportedOncePerStep() async {
        let (_, log) = await run(CarelessScreen(), timeline: [.launch(.portrait), .rotate(.landscape)])
        #expect(log.passes.count > 2)
        let steps = log.passes.flatMap { pass in pass.diagnostics.filter { $0.code == .invalidSubviewPlacement }.map { _ in pass.step } }
        #expect(steps == [0, 1])
    }
}

extension ContainerValues {
    var badge: String {
        get { self[LayoutProtocolTests.Badge.self] }
        set { self[LayoutProtocolTests.Badge.self] = newValue }
    }
}

/// A background's or overlay's node reads its primary's guide lines before it places the primary
/// (placing drops the primary's measurements): read after, a custom layout in the primary was
/// measured a second time (Layouts/BackgroundOverlayRule.swift).
@Suite struct SecondaryAlignmentMeasuringTests {
    final class Counter: @unchecked Sendable { var sizes = 0 }

    /// A fixed-size layout that counts how often it is asked for its size.
    struct CountingLayout: Layout {
        let counter: Counter
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            counter.sizes += 1
            return CGSize(width: 50, height: 20)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
        }
    }

    @Test(arguments: [Alignment.topLeading, .center, .bottomTrailing])
    func aPrimaryIsMeasuredOnceForItsOverlay(alignment: Alignment) {
        let counter = Counter()
        let snapshot = layout(
            CountingLayout(counter: counter) { Color.red }
                .padding(4)
                .overlay(alignment: alignment) { Color.blue.frame(width: 10, height: 10) }
        )
        #expect(counter.sizes == 1)
        #expect(snapshot.nodes.contains { $0.kind == "Color" && $0.frame.width == 10 })
    }
}
