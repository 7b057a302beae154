import Testing
@testable import LayoutLab

/// The built-in `HStack`, `VStack` and `ZStack` run their own rules (`StackRule`, `ZStackRule`),
/// not the `Layout` protocol's bookkeeping; `HStackLayout`, `VStackLayout` and `ZStackLayout`
/// inside a custom layout still go through the protocol. Both must lay out alike: every node's proposal, frame and gap, and every
/// diagnostic, the same through either path (docs/layout-rules.md, "Stacks").
@Suite struct StackRuleTests {
    /// `base` run through the `Layout` protocol, as any custom layout is (`LayoutProtocolRule`).
    struct ThroughProtocol<Base: Layout>: Layout {
        let base: Base
        typealias Cache = Base.Cache
        static var layoutProperties: LayoutProperties { Base.layoutProperties }
        func makeCache(subviews: Subviews) -> Cache { base.makeCache(subviews: subviews) }
        func updateCache(_ cache: inout Cache, subviews: Subviews) { base.updateCache(&cache, subviews: subviews) }
        func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { base.spacing(subviews: subviews, cache: &cache) }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        func explicitAlignment(
            of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
        ) -> CGFloat? {
            base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        func explicitAlignment(
            of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
        ) -> CGFloat? {
            base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    enum Path: CaseIterable { case builtIn, layoutProtocol }

    /// An `HStack` through `path`, its node named "HStack" either way so that paths and messages match.
    @ViewBuilder
    static func hStack<Content: View>(
        _ path: Path, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        switch path {
        case .builtIn: HStack(alignment: alignment, spacing: spacing, content: content)
        case .layoutProtocol:
            LayoutContainer(kind: "HStack", layout: ThroughProtocol(base: HStackLayout(alignment: alignment, spacing: spacing)), content: content())
        }
    }

    @ViewBuilder
    static func vStack<Content: View>(
        _ path: Path, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        switch path {
        case .builtIn: VStack(alignment: alignment, spacing: spacing, content: content)
        case .layoutProtocol:
            LayoutContainer(kind: "VStack", layout: ThroughProtocol(base: VStackLayout(alignment: alignment, spacing: spacing)), content: content())
        }
    }

    @ViewBuilder
    static func zStack<Content: View>(_ path: Path, alignment: Alignment = .center, @ViewBuilder content: () -> Content) -> some View {
        switch path {
        case .builtIn: ZStack(alignment: alignment, content: content)
        case .layoutProtocol:
            LayoutContainer(kind: "ZStack", layout: ThroughProtocol(base: ZStackLayout(alignment: alignment)), content: content())
        }
    }

    /// A view that answers every finite proposal with an infinite width: it pushes the stack's
    /// next child to a non-finite point.
    struct EndlessWidth: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: CGFloat.infinity, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    enum Quarter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 4 }
    }

    /// Cases that reach every part of the arrangement: default and explicit spacing, text next to
    /// text and to plain views, priorities, spacers, the four kinds of guide (edge, centre, text
    /// baseline, custom), explicit values reported through nested stacks, ideal sizes, and a child
    /// pushed to a non-finite point.
    static var cases: [(name: String, width: CGFloat, view: (Path) -> AnyView)] { [
        ("default spacing", 390, { path in AnyView(hStack(path) {
            Text("Title")
            Color.red.frame(width: 10, height: 10)
            Text("Large").font(.largeTitle)
            Spacer()
            Text("end").font(.caption)
        }) }),
        ("leading column", 390, { path in AnyView(vStack(path, alignment: .leading) {
            Text("Headline").font(.headline)
            Text("A caption under it").font(.caption)
            Color.blue.frame(width: 40, height: 4).alignmentGuide(.leading) { $0.width / 2 }
            Divider()
            Text("Body text that is long enough to wrap onto a second line in a narrow column")
        }.frame(width: 180)) }),
        ("baselines through a nested stack", 390, { path in AnyView(hStack(path, alignment: .firstTextBaseline, spacing: 4) {
            Text("A").font(.largeTitle)
            vStack(path, spacing: 2) {
                Text("b")
                Text("c").font(.caption)
            }
            Color.green.frame(width: 20, height: 30)
            vStack(path, alignment: .trailing) {
                Color.gray.frame(width: 10, height: 12)
                Text("d")
            }
        }) }),
        ("last baselines, bottom", 390, { path in AnyView(vStack(path) {
            hStack(path, alignment: .lastTextBaseline) {
                Text("one\ntwo")
                Text("three").font(.title)
            }
            hStack(path, alignment: .bottom, spacing: 0) {
                Color.red.frame(width: 10, height: 30)
                Text("x")
            }
        }) }),
        ("custom guide", 390, { path in AnyView(hStack(path, alignment: VerticalAlignment(Quarter.self)) {
            Color.red.frame(width: 20, height: 40)
            vStack(path) {
                Color.orange.frame(width: 20, height: 10)
                Color.yellow.frame(width: 20, height: 30).alignmentGuide(VerticalAlignment(Quarter.self)) { $0.height }
            }
            Color.purple.frame(width: 20, height: 16)
        }) }),
        ("priorities and spacers", 220, { path in AnyView(hStack(path) {
            Text("A long title that will not fit").layoutPriority(1)
            Text("A long subtitle that must give way")
            Spacer(minLength: 20)
            Color.red.frame(minWidth: 10, maxWidth: 40)
        }.frame(width: 220)) }),
        ("flexible sharing", 390, { path in AnyView(vStack(path, spacing: 10) {
            Color.red
            Color.green.frame(minHeight: 300)
            Color.blue.frame(maxHeight: 50)
            Spacer()
        }) }),
        ("ideal sizes in a scroll view", 390, { path in AnyView(ScrollView(.horizontal) {
            hStack(path) {
                Text("Chip")
                Text("Another chip").padding(4)
                Color.red.frame(width: 30)
            }
        }) }),
        ("a child of endless width", 390, { path in AnyView(hStack(path, spacing: 0) {
            EndlessWidth { Color.red }
            Color.blue.frame(width: 10, height: 10)
        }.frame(width: 100)) }),
        ("overlaid, bottom trailing", 390, { path in AnyView(zStack(path, alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 50)
            Text("Caption").font(.caption)
            Color.blue.frame(width: 20, height: 80).alignmentGuide(.trailing) { $0.width / 2 }
        }) }),
        ("overlaid by priority, with a spacer", 390, { path in AnyView(zStack(path, alignment: .topLeading) {
            Color.red.frame(width: 300, height: 300)
            Text("Sizes the stack").layoutPriority(1)
            Spacer()
            Color.green.frame(maxWidth: .infinity, maxHeight: 40).layoutPriority(1)
        }.frame(width: 200)) }),
        ("baselines through a ZStack", 390, { path in AnyView(hStack(path, alignment: .firstTextBaseline) {
            Text("Left")
            zStack(path, alignment: .leading) {
                Color.gray.frame(width: 60, height: 44)
                Text("Title").font(.title)
            }
            zStack(path, alignment: Alignment(horizontal: .center, vertical: VerticalAlignment(Quarter.self))) {
                Color.orange.frame(width: 30, height: 30)
                Text("q").alignmentGuide(VerticalAlignment(Quarter.self)) { $0.height }
            }
        }) }),
        ("a ZStack in a scroll view", 390, { path in AnyView(ScrollView {
            zStack(path) {
                Color.red
                Text("Ideal")
                EndlessWidth { Color.blue }
            }
        }) }),
    ] }

    @Test(arguments: cases.indices)
    func theBuiltInStacksLayOutAsTheirLayoutsDoThroughTheProtocol(_ index: Int) {
        let testCase = Self.cases[index]
        let builtIn = layout(testCase.view(.builtIn), width: testCase.width)
        let throughProtocol = layout(testCase.view(.layoutProtocol), width: testCase.width)
        #expect(builtIn.nodes.count == throughProtocol.nodes.count, "\(testCase.name)")
        #expect(builtIn.nodes.count > 3, "\(testCase.name)")
        for (own, protocolNode) in zip(builtIn.nodes, throughProtocol.nodes) {
            #expect(own.path == protocolNode.path, "\(testCase.name)")
            #expect(own.proposal == protocolNode.proposal, "\(testCase.name): \(own.path)")
            #expect(own.frame == protocolNode.frame, "\(testCase.name): \(own.path)")
            #expect(own.renderFrame == protocolNode.renderFrame, "\(testCase.name): \(own.path)")
            #expect(own.spacingBefore == protocolNode.spacingBefore, "\(testCase.name): \(own.path)")
        }
        #expect(builtIn.diagnostics == throughProtocol.diagnostics, "\(testCase.name)")
    }

    /// The cases are not vacuous: they reach gaps, explicit values and the placement check.
    @Test func theCasesReachGapsExplicitValuesAndBadPlacements() {
        // Text above text asks for other gaps than the default 8.
        let spaced = layout(Self.cases[1].view(.builtIn))
        #expect(spaced.nodes.contains { ($0.spacingBefore ?? 0) > 0 && $0.spacingBefore != 8 })
        #expect(spaced.nodes.filter { $0.spacingBefore != nil }.count == 4)
        // The nested stack sits on the large title's baseline, not centred or top-aligned.
        let baselines = layout(Self.cases[2].view(.builtIn))
        let stacks = baselines.nodes(kind: "VStack")
        let title = baselines.nodes(kind: "Text")[0]
        #expect(stacks.count == 2 && title.frame.minY != stacks[0].frame.minY)
        #expect(abs(title.frame.midY - stacks[0].frame.midY) > 1)
        // Only the children of the highest priority size a ZStack: 40 tall, not the red 300.
        let overlaid = layout(Self.cases[10].view(.builtIn))
        #expect(overlaid.first(kind: "ZStack").frame.size == CGSize(width: 200, height: 40))
        let endless = layout(Self.cases[8].view(.builtIn))
        #expect(endless.diagnostics.contains {
            $0.code == .invalidSubviewPlacement && $0.message.hasPrefix("HStack placed subview 1 at a non-finite point")
        })
    }

    @Test func aStackRuleIsThreeWordsAndTheStacksUseIt() {
        #expect(MemoryLayout<StackRule>.size <= 3 * MemoryLayout<Int>.size)
        #expect(LayoutContainerExpansion.rule(for: HStackLayout()) is StackRule)
        #expect(LayoutContainerExpansion.rule(for: VStackLayout(alignment: .leading, spacing: 3)) is StackRule)
        #expect(LayoutContainerExpansion.rule(for: ThroughProtocol(base: HStackLayout())) is LayoutProtocolRule<ThroughProtocol<HStackLayout>>)
        #expect(MemoryLayout<ZStackRule>.size <= 3 * MemoryLayout<Int>.size)
        #expect(LayoutContainerExpansion.rule(for: ZStackLayout(alignment: .bottom)) is ZStackRule)
        #expect(LayoutContainerExpansion.rule(for: ThroughProtocol(base: ZStackLayout())) is LayoutProtocolRule<ThroughProtocol<ZStackLayout>>)
    }
}
