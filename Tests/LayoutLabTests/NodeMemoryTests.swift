import Foundation
import Testing
@testable import LayoutLab

/// What keeps a pass's tree small (docs/performance.md, "Memory"): each of these was a share of a
/// 10,000-row table's peak, and each must keep the answers it replaced.
@Suite struct NodeMemoryTests {
    private static let body = Font.body.resolve(dynamicTypeSize: .large, os: .ios26, weight: nil, design: nil, italic: false)

    private static func textRule(_ string: String) -> TextRule {
        TextRule(runs: [TextRun(string: string, font: body, tracking: 0)], lineLimit: nil, displayScale: 3)
    }

    private static func node(_ kind: String, _ rule: any LayoutRule, children: [LayoutNode] = []) -> LayoutNode {
        let node = LayoutNode(kind: kind, slot: "0", identity: Identity.root.appending(UInt64(kind.utf8.count)), layout: rule)
        node.setChildren(children)
        return node
    }

    @Test func aSubtreeOfTextHasExplicitValuesForItsBaselinesOnly() {
        let text = Self.node("Text", Self.textRule("Apple"))
        let padded = Self.node("padding", PaddingRule(insets: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)), children: [text])
        for node in [text, padded] {
            #expect(node.explicitGuides.includes(VerticalAlignment.firstTextBaseline.key))
            #expect(node.explicitGuides.includes(VerticalAlignment.lastTextBaseline.key))
            #expect(!node.explicitGuides.includes(VerticalAlignment.center.key))
            #expect(!node.explicitGuides.includes(HorizontalAlignment.leading.key))
        }
        let plain = Self.node("Color", ColorRule(color: PaintColor(name: "red")))
        #expect(plain.explicitGuides.isEmpty)
    }

    @Test func anAlignmentGuideAddsItsAxisToItsContents() {
        let text = Self.node("Text", Self.textRule("Apple"))
        let guide = Self.node("alignmentGuide", AlignmentGuideRule(key: HorizontalAlignment.leading.key) { _ in 4 }, children: [text])
        #expect(guide.explicitGuides.includes(HorizontalAlignment.center.key))
        #expect(guide.explicitGuides.includes(VerticalAlignment.firstTextBaseline.key))
        #expect(!guide.explicitGuides.includes(VerticalAlignment.center.key))
    }

    /// The narrowing must not lose an answer: a leading guide set inside a padding still moves
    /// the text in a leading-aligned stack, and baselines still align across a padding.
    @Test func narrowedSubtreesStillAnswerTheGuidesTheyHave() {
        struct Shifted: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: 100, height: 10)
                    Text("Apple").alignmentGuide(.leading) { _ in 20 }.padding(4).accessibilityIdentifier("text")
                }
            }
        }
        let shifted = layout(Shifted())
        let color = shifted.first(kind: "Color"), text = shifted.named("text")
        // The padding reports its text's guide moved by the padding: 20 + 4.
        #expect(isClose(text.frame.minX, color.frame.minX - 24))

        struct Baselines: View {
            let top: CGFloat
            var body: some View {
                HStack(alignment: .firstTextBaseline, spacing: 0) {
                    Text("Small").font(.caption).accessibilityIdentifier("small").padding(.top, top)
                    Text("Large").font(.largeTitle).accessibilityIdentifier("large")
                }
            }
        }
        // Baselines meet through the padding: the small text sits where it sits unpadded, against
        // the large one (a padding that lost its text's baseline would align on its bottom).
        func offset(_ snapshot: LayoutSnapshot) -> CGFloat {
            snapshot.named("small").frame.minY - snapshot.named("large").frame.minY
        }
        #expect(isClose(offset(layout(Baselines(top: 30))), offset(layout(Baselines(top: 0)))))
    }

    /// A node's children and a view list hold one node without an array, in a reference's eight
    /// bytes, and keep every node in order however they grow: one at a time, reserved ahead, or
    /// joined from another list, from empty, one or several.
    @Test func aNodeListKeepsItsNodesInOrderHoweverItGrows() {
        #expect(MemoryLayout<NodeChildren>.size == 8)
        let nodes = (0..<7).map { Self.node("Color\($0)", ColorRule(color: PaintColor(name: "red"))) }
        func kinds(_ list: NodeChildren) -> [String] {
            let viaBuffer = list.withUnsafeBufferPointer { $0.map(\.kind) }
            #expect(viaBuffer == list.map(\.kind))
            #expect(list.array.map(\.kind) == viaBuffer)
            return viaBuffer
        }
        var list = NodeChildren()
        #expect(list.isEmpty && kinds(list).isEmpty)
        for (index, node) in nodes.enumerated() {
            list.append(node)
            #expect(kinds(list) == nodes[...index].map(\.kind))
        }
        for start in [0, 1, 3] {
            for added in [0, 1, 3] {
                let head = Array(nodes[..<start]), tail = Array(nodes[start..<(start + added)])
                var oneByOne = NodeChildren(head)
                for node in tail { oneByOne.append(node) }
                var fromList = NodeChildren(head)
                fromList.append(contentsOf: NodeChildren(tail))
                var reserved = NodeChildren(head)
                reserved.reserveCapacity(start + added)
                for node in tail { reserved.append(node) }
                for grown in [oneByOne, fromList, reserved] {
                    #expect(kinds(grown) == (head + tail).map(\.kind), "\(start) then \(added)")
                    #expect(grown.count == start + added)
                }
            }
        }
        // A copy is a value: growing it leaves the original as it was.
        var copy = list
        copy.append(nodes[0])
        #expect(list.count == nodes.count && copy.count == nodes.count + 1)
    }

    private enum QuarterWidth: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
    }

    private enum ThreeQuartersHeight: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height * 3 / 4 }
    }

    /// A fixed frame fits in its node's rule without a box (three words: its lengths, and its
    /// alignment interned once a process), and still places its child on whatever guides it was
    /// given: named ones, custom ones, and two custom pairs apart.
    @Test func aFrameIsThreeWordsAndKeepsItsAlignment() {
        #expect(MemoryLayout<FrameRule>.size <= 3 * MemoryLayout<Int>.size)
        let quarter = Alignment(horizontal: HorizontalAlignment(QuarterWidth.self), vertical: .center)
        let lower = Alignment(horizontal: HorizontalAlignment(QuarterWidth.self), vertical: VerticalAlignment(ThreeQuartersHeight.self))
        #expect(InternedAlignment.of(.center).toOpaque() == InternedAlignment.of(.center).toOpaque())
        #expect(InternedAlignment.of(quarter).toOpaque() == InternedAlignment.of(quarter).toOpaque())
        #expect(InternedAlignment.of(quarter).toOpaque() != InternedAlignment.of(lower).toOpaque())
        for alignment in [Alignment.center, .topLeading, .bottomTrailing, quarter, lower] {
            #expect(FrameRule(width: 100, height: 80, alignment: alignment).alignment == alignment)
        }
        let unset = FrameRule(width: nil, height: 0, alignment: .center)
        #expect(unset.width == nil && unset.height == 0)

        struct Framed: View {
            let alignment: Alignment
            var body: some View {
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("child")
                    .frame(width: 100, height: 80, alignment: alignment).accessibilityIdentifier("frame")
            }
        }
        func childOrigin(_ alignment: Alignment) -> CGPoint {
            let snapshot = layout(Framed(alignment: alignment))
            let frame = snapshot.named("frame").frame, child = snapshot.named("child").frame
            return CGPoint(x: child.minX - frame.minX, y: child.minY - frame.minY)
        }
        // The frame's guide meets the child's: 100/4 − 40/4 across; 80·3/4 − 20·3/4 down.
        #expect(childOrigin(quarter) == CGPoint(x: 15, y: 30))
        #expect(childOrigin(lower) == CGPoint(x: 15, y: 45))
        #expect(childOrigin(.bottomTrailing) == CGPoint(x: 60, y: 60))
        #expect(childOrigin(.topLeading) == CGPoint(x: 0, y: 0))
    }

    @Test func theMeasurementCacheKeepsEveryAnswerUntilCleared() {
        var cache = MeasurementCache()
        let proposals: [ProposedViewSize] = [
            .unspecified, .zero, .infinity, ProposedViewSize(width: 100, height: nil), ProposedViewSize(width: nil, height: 100),
        ]
        for proposal in proposals { #expect(cache.size(for: proposal) == nil) }
        for (index, proposal) in proposals.enumerated() {
            cache.add(CGSize(width: index, height: index), for: proposal)
        }
        for (index, proposal) in proposals.enumerated() {
            #expect(cache.size(for: proposal) == CGSize(width: index, height: index))
        }
        #expect(cache.size(for: ProposedViewSize(width: 100, height: 100)) == nil)
        cache.removeAll()
        for proposal in proposals { #expect(cache.size(for: proposal) == nil) }
        for (index, proposal) in proposals.reversed().enumerated() {
            cache.add(CGSize(width: index + 10, height: 0), for: proposal)
        }
        for (index, proposal) in proposals.reversed().enumerated() {
            #expect(cache.size(for: proposal) == CGSize(width: index + 10, height: 0))
        }
        // A NaN proposal never matches, as `==` has it: not even itself.
        let nan = ProposedViewSize(width: .nan, height: 10)
        cache.add(.zero, for: nan)
        #expect(cache.size(for: nan) == nil)
    }

    @Test func aNodeKeepsItsProposalAndRareFieldsAsSet() {
        let node = Self.node("frame", ColorRule(color: PaintColor(name: "red")))
        #expect(node.proposal == .unspecified)
        node.proposal = ProposedViewSize(width: 12.5, height: nil)
        #expect(node.proposal == ProposedViewSize(width: 12.5, height: nil))
        node.proposal = ProposedViewSize(width: .infinity, height: 0)
        #expect(node.proposal == ProposedViewSize(width: .infinity, height: 0))
        // A NaN proposal (diagnosed where it is made) stays NaN, not unspecified.
        node.proposal = ProposedViewSize(width: .nan, height: nil)
        #expect(node.proposal.width?.isNaN == true && node.proposal.height == nil)
        #expect(node.name == nil && node.explicitPriority == nil && node.layoutDirection == nil)
        node.name = "cell"
        node.explicitPriority = 2
        #expect(node.name == "cell" && node.explicitPriority == 2 && node.layoutPriority == 2)
        node.name = nil
        #expect(node.name == nil && node.explicitPriority == 2)
        node.layoutDirection = .rightToLeft
        node.cacheContainer = CGSize(width: 3, height: 4)
        node.setTrait(ObjectIdentifier(Int.self), 5)
        #expect(node.layoutDirection == .rightToLeft && node.cacheContainer == CGSize(width: 3, height: 4))
        #expect(node.trait(ObjectIdentifier(Int.self)) as? Int == 5 && !node.namesCoordinateSpace)
        node.coordinateSpaceName = "space"
        #expect(node.namesCoordinateSpace && node.coordinateSpaceName == AnyHashable("space"))

        let plain = Self.node("padding", ColorRule(color: PaintColor(name: "red")))
        plain.coordinateSpaceName = nil
        #expect(!plain.namesCoordinateSpace && plain.trait(ObjectIdentifier(Int.self)) == nil && plain.layoutPriority == 0)
    }

    /// A fill drawn many times is one paint, across nodes and passes.
    @Test func equalFillsShareOnePaint() async {
        struct Rows: View {
            @State private var grown = false
            var body: some View {
                VStack {
                    ForEach(0..<3, id: \.self) { _ in Color.clear.frame(height: grown ? 20 : 10) }
                    Color.blue.frame(height: 10)
                }
                .onAppear { grown = true }
            }
        }
        let log = TraceLog()
        _ = await ViewRuntime.run(Rows(), profile: iPhone13, observer: log)
        #expect(log.passes.count >= 2)
        let paints = log.passes.flatMap { $0.nodes.filter { $0.kind == "Color" }.compactMap(\.paint) }
        let clear = paints.filter { $0.fill?.name == "clear" }, blue = paints.filter { $0.fill?.name == "blue" }
        #expect(clear.count >= 6 && !blue.isEmpty)
        #expect(clear.allSatisfy { $0 === clear[0] })
        #expect(blue.allSatisfy { $0 === blue[0] })
        #expect(clear[0] !== blue[0])
    }

    /// A text painted as it was last pass keeps one copy of its runs: the last paint's.
    @Test func aTextPaintedAsBeforeTakesTheLastPaintsRuns() {
        let first = Self.textRule("Avocado")
        let paint = first.paint(of: Self.node("Text", first), previous: nil)
        let again = Self.textRule("Avocado")
        #expect(again.paint(of: Self.node("Text", again), previous: paint) === paint)
        let kept = paint?.text?.textRuns.withUnsafeBufferPointer { $0.baseAddress }
        #expect(kept != nil && again.runs.withUnsafeBufferPointer { $0.baseAddress } == kept)

        let changed = Self.textRule("Banana")
        let own = changed.runs.withUnsafeBufferPointer { $0.baseAddress }
        #expect(changed.paint(of: Self.node("Text", changed), previous: paint) !== paint)
        #expect(changed.runs.withUnsafeBufferPointer { $0.baseAddress } == own)
    }

    /// A paint's rarely set fields live in a box of their own: they still read, compare, hash
    /// and round-trip through the recording's JSON as fields of the paint.
    @Test func aPaintsRareFieldsReadCompareAndRoundTrip() throws {
        let transform = PaintTransform(RenderTransform.translation(x: 5, y: 0))
        let full = NodePaint(
            shape: .rectangle, fill: PaintColor(name: "red"), stroke: PaintStroke(color: PaintColor(name: "blue"), lineWidth: 2, inset: true),
            placeholder: "star", clip: .circle, hidden: true, transform: transform
        )
        #expect(full.stroke?.lineWidth == 2 && full.placeholder == "star" && full.clip == .circle && full.hidden == true)
        #expect(full.transform == transform)
        let decoded = try JSONDecoder().decode(NodePaint.self, from: Data(full.json.utf8))
        #expect(decoded == full && decoded.hashValue == full.hashValue)
        #expect(decoded.json == full.json)
        let reencoded = try JSONDecoder().decode(NodePaint.self, from: JSONEncoder().encode(full))
        #expect(reencoded == full && reencoded.json == full.json)

        let plain = NodePaint(shape: .rectangle, fill: PaintColor(name: "red"))
        #expect(plain.stroke == nil && plain.hidden == nil && plain.transform == nil)
        #expect(plain != plain.with(hidden: true, transform: nil))
        #expect(plain == NodePaint(shape: .rectangle, fill: PaintColor(name: "red")).with(hidden: nil, transform: nil))
        #expect(plain.json == #"{"fill":{"name":"red","opacity":1},"shape":{"kind":"rectangle"}}"#)
    }

    /// A colour's gradient lives in a box: the colour is four words, and with a gradient it still
    /// compares, hashes and round-trips through JSON as a colour with the gradient inline would.
    @Test func aColoursGradientIsBoxedAndStillComparesAndRoundTrips() throws {
        #expect(MemoryLayout<PaintColor>.size <= 4 * MemoryLayout<Int>.size)
        func linear(_ end: Double) -> PaintGradient {
            PaintGradient(
                kind: "linear", stops: [PaintGradientStop(color: PaintColor(name: "red"), location: 0), PaintGradientStop(color: PaintColor(name: "blue"), location: 1)],
                start: [0, 0], end: [end, 1]
            )
        }
        var colour = PaintColor(name: "red")
        colour.gradient = linear(1)
        var same = PaintColor(name: "red")
        same.gradient = linear(1)
        var other = PaintColor(name: "red")
        other.gradient = linear(0.5)
        #expect(colour == same && colour.hashValue == same.hashValue)
        #expect(colour != other && colour != PaintColor(name: "red"))
        #expect(colour.fading(by: 0.5).gradient == linear(1).fading(by: 0.5))
        let json = try JSONEncoder().encode(colour)
        #expect(try JSONDecoder().decode(PaintColor.self, from: json) == colour)
        let plain = try JSONEncoder().encode(PaintColor(name: "red", opacity: 0.5))
        #expect(String(decoding: plain, as: UTF8.self).contains("gradient") == false)
        #expect(try JSONDecoder().decode(PaintColor.self, from: plain) == PaintColor(name: "red", opacity: 0.5))
        var cleared = colour
        cleared.gradient = nil
        #expect(cleared == PaintColor(name: "red") && colour.gradient == linear(1))
    }

    /// A node without a render effect of its own shares its parent's transform box; a node whose
    /// effect adds up to the identity, and every node under none, has no box at all.
    @Test func aRenderTransformIsSharedDownTheTreeAndNilForTheIdentity() {
        let graph = ViewGraph(environment: EnvironmentValues(), screen: Screen(size: CGSize(width: 100, height: 100), scale: 3))
        let leaf = Self.node("Color", ColorRule(color: PaintColor(name: "red")))
        let padded = Self.node("padding", PaddingRule(insets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), children: [leaf])
        let moved = Self.node("offset", RenderEffectRule(effect: .offset(CGSize(width: 10, height: 0))), children: [padded])
        let unmoved = Self.node("offset", RenderEffectRule(effect: .offset(.zero)), children: [moved])
        let pass = LayoutPass(graph: graph, serial: 1)
        pass.placeRoot(unmoved, frame: CGRect(x: 0, y: 0, width: 100, height: 100), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(unmoved.transformBox == nil && unmoved.transform.isIdentity)
        #expect(moved.transformBox != nil && moved.transform == .translation(x: 10, y: 0))
        #expect(padded.transformBox === moved.transformBox && leaf.transformBox === moved.transformBox)
        #expect(pass.renderFrame(of: leaf).minX == leaf.frame.minX + 10)
    }
}
