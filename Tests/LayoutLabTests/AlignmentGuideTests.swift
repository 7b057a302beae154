import Testing
@testable import LayoutLab

/// A guide a quarter of the way across a view.
private enum Quarter: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width * 0.25 }
}

/// A guide at a view's bottom unless set.
private enum Marker: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
}

/// A guide whose default is not a number.
private enum Broken: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { .nan }
}

extension HorizontalAlignment {
    fileprivate static let quarter = HorizontalAlignment(Quarter.self)
    fileprivate static let broken = HorizontalAlignment(Broken.self)
}

extension VerticalAlignment {
    fileprivate static let marker = VerticalAlignment(Marker.self)
}

/// What an `alignmentGuide` closure saw.
private final class Seen: @unchecked Sendable {
    var values: [String: CGFloat?] = [:]
}

private func box(_ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height)
}

/// Alignment guides and explicit alignment values (docs/layout-rules.md, "Alignment guides" and
/// "Explicit alignment of containers"). Every number below is worked out from those rules.
@Suite struct AlignmentGuideTests {
    // MARK: alignmentGuide in stacks

    /// swiftui-web's `layout/alignment-guide` fixture (measured on macOS 26): guides 100, 0 and 15
    /// put the stack's leading line 100 in, so it is 150 wide and the children sit at 0, 100, 85.
    @Test func guidesWidenALeadingVStackToTheUnionOfItsAlignedChildren() {
        let snapshot = layout(VStack(alignment: .leading, spacing: 4) {
            box(100, 20).alignmentGuide(.leading) { $0[.trailing] }.accessibilityIdentifier("a")
            box(50, 20).accessibilityIdentifier("b")
            box(30, 20).alignmentGuide(.leading) { $0.width / 2 }.accessibilityIdentifier("c")
        }.accessibilityIdentifier("stack"), width: 300, height: 200)
        let stack = snapshot.named("stack").frame
        #expect(stack.width == 150)
        #expect(snapshot.named("a").frame.minX - stack.minX == 0)
        #expect(snapshot.named("b").frame.minX - stack.minX == 100)
        #expect(snapshot.named("c").frame.minX - stack.minX == 85)
        #expect(snapshot.named("c").frame.minY - stack.minY == 48)
    }

    /// `.alignmentGuide(.leading) { d in d.width }`: the child's leading line is its trailing edge,
    /// so it hangs its whole width (60) to the left of its sibling's leading edge.
    @Test func aGuideOfTheViewsOwnWidthShiftsItByThatWidth() {
        let snapshot = layout(VStack(alignment: .leading, spacing: 0) {
            box(60, 10).alignmentGuide(.leading) { d in d.width }.accessibilityIdentifier("shifted")
            box(40, 10).accessibilityIdentifier("plain")
        }.accessibilityIdentifier("stack"))
        let stack = snapshot.named("stack").frame
        #expect(stack.width == 100)
        #expect(snapshot.named("shifted").frame.minX == stack.minX)
        #expect(snapshot.named("plain").frame.minX == stack.minX + 60)
        #expect(snapshot.named("shifted").frame.maxX == snapshot.named("plain").frame.minX)
    }

    /// The size, the other guides and the layout priority pass through an alignment guide.
    @Test func aGuideChangesNothingButItsOwnValue() {
        let snapshot = layout(HStack(spacing: 0) {
            Color.blue.layoutPriority(1).alignmentGuide(.leading) { _ in 5 }.accessibilityIdentifier("first")
            Color.green.frame(minWidth: 10).alignmentGuide(.top) { _ in 5 }.accessibilityIdentifier("second")
        }.frame(width: 100, height: 20))
        // The priority set under the guide still wins: the first takes all but the second's minimum.
        #expect(snapshot.named("first").frame.width == 90)
        #expect(snapshot.named("second").frame.width == 10)
        #expect(snapshot.named("second").frame.height == 20)
    }

    // MARK: custom guides across containers

    /// A custom guide set on a view inside a VStack inside an HStack aligns the outer HStack's
    /// children: the VStack reports 25 + 5 = 30, the inner HStack 10 + 30 = 40 (the VStack sits
    /// 10 down in it), and the outer HStack puts that line on the 60-tall sibling's default, its
    /// bottom: the inner HStack goes 20 down and the outer stack is 60 + 30 = 90 tall.
    @Test func aCustomGuideSetTwoLevelsDownAlignsAnHStacksChildren() {
        let snapshot = layout(HStack(alignment: .marker, spacing: 0) {
            box(20, 60).accessibilityIdentifier("sibling")
            HStack(spacing: 0) {
                box(10, 70)
                VStack(spacing: 0) {
                    box(30, 25)
                    box(30, 10).alignmentGuide(.marker) { $0[VerticalAlignment.center] }.accessibilityIdentifier("marked")
                    box(30, 15)
                }
            }.accessibilityIdentifier("inner")
        }.accessibilityIdentifier("outer"))
        let outer = snapshot.named("outer").frame
        #expect(outer.height == 90)
        #expect(snapshot.named("sibling").frame.minY == outer.minY)
        #expect(snapshot.named("inner").frame.minY == outer.minY + 20)
        #expect(snapshot.named("marked").frame.midY == snapshot.named("sibling").frame.maxY)
    }

    /// A ZStack puts each child's guide on the largest value among its children (here 30, from
    /// the guide; the big child's default is 25) and spans the union: 30 + 75 = 105 wide.
    @Test func aZStackAlignsOnACustomGuideAndSpansTheUnion() {
        let snapshot = layout(ZStack(alignment: Alignment(horizontal: .quarter, vertical: .top)) {
            box(100, 50).accessibilityIdentifier("big")
            box(20, 20).alignmentGuide(.quarter) { d in d.width + 10 }.accessibilityIdentifier("small")
        }.accessibilityIdentifier("zstack"))
        let zstack = snapshot.named("zstack").frame
        #expect(zstack.width == 105)
        #expect(zstack.height == 50)
        #expect(snapshot.named("big").frame.minX == zstack.minX + 5)
        #expect(snapshot.named("small").frame.minX == zstack.minX)
        #expect(snapshot.named("small").frame.minY == zstack.minY)
    }

    /// An overlay meets the primary's guide, the primary's explicit value included: 70 against
    /// the overlay's default of 20 / 4 = 5.
    @Test func anOverlayMeetsThePrimarysExplicitGuide() {
        let snapshot = layout(
            box(100, 40).alignmentGuide(.quarter) { _ in 70 }.accessibilityIdentifier("primary")
                .overlay(alignment: Alignment(horizontal: .quarter, vertical: .bottom)) {
                    box(20, 10).accessibilityIdentifier("overlay")
                }
                .background(alignment: Alignment(horizontal: .quarter, vertical: .top)) {
                    box(40, 10).accessibilityIdentifier("background")
                }
        )
        let primary = snapshot.named("primary").frame
        #expect(snapshot.named("overlay").frame.minX == primary.minX + 65)
        #expect(snapshot.named("overlay").frame.maxY == primary.maxY)
        #expect(snapshot.named("background").frame.minX == primary.minX + 60)
        #expect(snapshot.named("background").frame.minY == primary.minY)
    }

    /// A frame's own guide is the default for its size (100 / 4 = 25); the child's is its explicit
    /// value (20), so the child goes 5 in; vertically, bottom meets bottom.
    @Test func aFrameAlignsItsChildOnACustomGuide() {
        let snapshot = layout(
            box(20, 20).alignmentGuide(.quarter) { d in d.width }.accessibilityIdentifier("child")
                .frame(width: 100, height: 50, alignment: Alignment(horizontal: .quarter, vertical: .bottom))
                .accessibilityIdentifier("frame")
        )
        let frame = snapshot.named("frame").frame
        #expect(snapshot.named("child").frame.minX == frame.minX + 5)
        #expect(snapshot.named("child").frame.minY == frame.minY + 30)
    }

    /// A guide set under padding is reported by the padded view moved by the inset (10 + 16).
    @Test func paddingPassesAGuideOnMovedByItsInset() {
        let snapshot = layout(VStack(alignment: .quarter, spacing: 0) {
            box(40, 10).alignmentGuide(.quarter) { _ in 10 }.padding(.leading, 16).accessibilityIdentifier("padded")
            box(104, 10).accessibilityIdentifier("plain")
        }.accessibilityIdentifier("stack"))
        // Guides: padded 26, plain 26: both start at the stack's leading edge.
        #expect(snapshot.named("padded").frame.minX == snapshot.named("stack").frame.minX)
        #expect(snapshot.named("plain").frame.minX == snapshot.named("stack").frame.minX)
        #expect(snapshot.named("stack").frame.width == 104)
    }

    // MARK: combining explicit values

    /// A container reports the mean of its children's explicit values (10, 30 and 20; the child
    /// without one is skipped): 20. Against a sibling whose default is 100 / 4 = 25 the inner
    /// stack goes 5 in. (The minimum would put it 15 in, the maximum at −5.)
    @Test func aContainerReportsTheMeanOfItsChildrensExplicitValues() {
        let snapshot = layout(VStack(alignment: .quarter, spacing: 0) {
            VStack(spacing: 0) {
                box(40, 10).alignmentGuide(.quarter) { _ in 10 }
                box(40, 10)
                box(40, 10).alignmentGuide(.quarter) { _ in 30 }
                box(40, 10).alignmentGuide(.quarter) { _ in 20 }
            }.accessibilityIdentifier("inner")
            box(100, 10).accessibilityIdentifier("sibling")
        }.accessibilityIdentifier("outer"))
        let outer = snapshot.named("outer").frame
        #expect(snapshot.named("inner").frame.minX == outer.minX + 5)
        #expect(snapshot.named("sibling").frame.minX == outer.minX)
        #expect(outer.width == 100)
    }

    @Test func eachGuideCombinesByItsOwnRule() {
        let values: [CGFloat?] = [10, nil, 30, 20]
        #expect(HorizontalAlignment.quarter.combineExplicit(values) == 20)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit(values) == 10)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit(values) == 30)
        #expect(HorizontalAlignment.leading.combineExplicit(values) == nil)
        #expect(VerticalAlignment.center.combineExplicit(values) == nil)
        #expect(HorizontalAlignment.quarter.combineExplicit([nil, nil]) == nil)
        #expect(HorizontalAlignment.leading == HorizontalAlignment.leading)
        #expect(HorizontalAlignment.leading != HorizontalAlignment.trailing)
        #expect(HorizontalAlignment.center.description == ".center")
    }

    // MARK: d[explicit:]

    /// `d[explicit:]` is nil for a guide the view does not set and its value for one it does; the
    /// edge guides stop at a container with several children, while frames pass them on moved by
    /// the child's origin (trailing-aligned in 100: at 50, so 50 + 5).
    @Test func explicitValuesAreNilUnlessSet() {
        let seen = Seen()
        // The closures run when the stack asks for the leading guide.
        _ = layout(VStack(alignment: .leading) {
            box(50, 20)
                .alignmentGuide(.trailing) { _ in 7 }
                .alignmentGuide(.leading) { d in
                    seen.values["trailing"] = d[explicit: .trailing]
                    seen.values["leading"] = d[explicit: .leading]
                    seen.values["trailingValue"] = d[.trailing]
                    seen.values["width"] = d.width
                    return 0
                }
            VStack {
                box(10, 10).alignmentGuide(.leading) { _ in 5 }
                box(10, 10)
            }
            .alignmentGuide(.leading) { d in
                seen.values["stackLeading"] = d[explicit: .leading]
                return 0
            }
            box(50, 20).alignmentGuide(.leading) { _ in 5 }
                .frame(width: 100, alignment: .trailing)
                .alignmentGuide(.leading) { d in
                    seen.values["frameLeading"] = d[explicit: .leading]
                    return 0
                }
            Text("Hello")
                .alignmentGuide(.leading) { d in
                    seen.values["textBaseline"] = d[explicit: .firstTextBaseline]
                    seen.values["textLeading"] = d[explicit: .leading]
                    return 0
                }
        })
        #expect(seen.values["trailing"] == .some(7))
        #expect(seen.values["leading"] == .some(nil))
        #expect(seen.values["trailingValue"] == .some(7))
        #expect(seen.values["width"] == .some(50))
        #expect(seen.values["stackLeading"] == .some(nil))
        #expect(seen.values["frameLeading"] == .some(55))
        #expect(seen.values["textBaseline"] != nil && seen.values["textBaseline"]! != nil)
        #expect(seen.values["textLeading"] == .some(nil))
    }

    // MARK: Layout.explicitAlignment

    /// A custom layout that answers for the marker guide itself (12) is aligned on that answer:
    /// the sibling's marker is its bottom, 30, so the layout goes 18 down.
    @Test func aCustomLayoutsOwnExplicitAlignmentIsUsed() {
        let snapshot = layout(HStack(alignment: .marker, spacing: 0) {
            box(10, 30).accessibilityIdentifier("sibling")
            Column(markerAnswer: 12) {
                box(20, 10)
                box(20, 10)
            }.accessibilityIdentifier("column")
        })
        #expect(snapshot.named("column").frame.minY - snapshot.named("sibling").frame.minY == 18)
    }

    /// By default a custom layout places its subviews and reports the mean of origin + value:
    /// (0 + 4 + 10 + 6) / 2 = 10, so against the sibling's 30 it goes 20 down.
    @Test func aCustomLayoutCombinesItsSubviewsByDefault() {
        let snapshot = layout(HStack(alignment: .marker, spacing: 0) {
            box(10, 30).accessibilityIdentifier("sibling")
            Column(markerAnswer: nil) {
                box(20, 10).alignmentGuide(.marker) { _ in 4 }
                box(20, 10).alignmentGuide(.marker) { _ in 6 }
            }.accessibilityIdentifier("column")
        })
        #expect(snapshot.named("column").frame.minY - snapshot.named("sibling").frame.minY == 20)
        #expect(snapshot.named("column").frame.height == 20)
    }

    // MARK: text baselines

    /// Origins snap to the pixel grid; on this one the snapping stays under `isClose`'s tolerance.
    private let fineGrid: CGFloat = 2048

    /// `.firstTextBaseline` in an HStack: the two texts' baselines (ascent 1950/2048 of the point
    /// size) lie on one line, also when the text sits in a frame taller than itself and when it is
    /// the first of a VStack (a stack's first baseline is the top-most of its children's).
    @Test func firstTextBaselinesMeetInAnHStack() {
        let ascent: (CGFloat) -> CGFloat = { $0 * 1950 / 2048 }
        let snapshot = layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.system(size: 34)).accessibilityIdentifier("big")
            Text("framed").font(.system(size: 17)).frame(height: 80, alignment: .top).accessibilityIdentifier("framed")
            VStack(spacing: 0) {
                Text("first").font(.system(size: 17)).accessibilityIdentifier("first")
                Text("second").font(.system(size: 12))
            }
        }, scale: fineGrid)
        let line = snapshot.named("big").frame.minY + ascent(34)
        #expect(isClose(snapshot.named("framed").frame.minY + ascent(17), line))
        #expect(isClose(snapshot.named("first").frame.minY + ascent(17), line))
    }

    /// `.lastTextBaseline` takes the bottom-most baseline of a stack's children (the model's
    /// choice; docs/fidelity.md, "Alignment guides").
    @Test func lastTextBaselineOfAStackIsItsBottomMost() {
        let ascent: (CGFloat) -> CGFloat = { $0 * 1950 / 2048 }
        let snapshot = layout(HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("Big").font(.system(size: 34)).accessibilityIdentifier("big")
            VStack(spacing: 0) {
                Text("first").font(.system(size: 17))
                Text("last").font(.system(size: 12)).accessibilityIdentifier("last")
            }
        }, scale: fineGrid)
        #expect(isClose(snapshot.named("last").frame.minY + ascent(12), snapshot.named("big").frame.minY + ascent(34)))
    }

    /// A ZStack on `.leadingFirstTextBaseline` lines its texts' baselines up and spans them:
    /// the smaller text starts (34 − 17) × 1950/2048 below the larger one.
    @Test func aZStackAlignsTextBaselines() {
        let snapshot = layout(ZStack(alignment: .leadingFirstTextBaseline) {
            Text("Big").font(.system(size: 34)).accessibilityIdentifier("big")
            Text("small").font(.system(size: 17)).accessibilityIdentifier("small")
        }.accessibilityIdentifier("zstack"), scale: fineGrid)
        let big = snapshot.named("big").frame, small = snapshot.named("small").frame
        #expect(isClose(small.minY - big.minY, 17 * 1950 / 2048))
        #expect(big.minY == snapshot.named("zstack").frame.minY)
        #expect(snapshot.named("zstack").frame.maxY >= big.maxY)
    }

    // MARK: bad values

    /// A guide that computes NaN or ∞ is ignored (the view keeps its default, 0, like its sibling)
    /// and reported; nothing is placed at a non-finite position.
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aNonFiniteGuideIsIgnoredAndReported(_ bad: CGFloat) {
        let snapshot = layout(VStack(alignment: .leading, spacing: 0) {
            box(30, 10).alignmentGuide(.leading) { _ in bad }.accessibilityIdentifier("bad")
            box(50, 10).accessibilityIdentifier("good")
        })
        #expect(snapshot.named("bad").frame.minX == snapshot.named("good").frame.minX)
        #expect(snapshot.nodes.allSatisfy { $0.frame.minX.isFinite && $0.frame.minY.isFinite })
        let reports = snapshot.diagnostics.filter { $0.code == .invalidFrameDimension }
        #expect(reports.count == 1)
        #expect(reports.first?.nodePath?.contains("alignmentGuide") == true)
        #expect(reports.first?.message.contains("alignmentGuide(.leading)") == true)
    }

    /// A custom guide whose default is NaN cannot place anything at NaN either.
    @Test func aNonFiniteDefaultNeverReachesAFrame() {
        let snapshot = layout(VStack(alignment: .broken, spacing: 0) {
            box(30, 10)
            box(50, 10)
        }.frame(width: 100, height: 100, alignment: Alignment(horizontal: .broken, vertical: .center)))
        #expect(snapshot.nodes.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite })
        #expect(snapshot.diagnostics.contains { $0.code == .invalidFrameDimension })
    }
}

/// Stacks its subviews top to bottom; answers `markerAnswer` for the marker guide when given,
/// and otherwise leaves explicit values to `Layout`'s default.
private struct Column: Layout {
    let markerAnswer: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guard guide == .marker, let markerAnswer else {
            return defaultAnswer(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        }
        return markerAnswer
    }

    /// What `Layout` answers without an override, reached through a layout that has none.
    private func defaultAnswer(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        var cache: () = ()
        return PlainColumn().explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// `Column` without an explicit-alignment override.
private struct PlainColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var cache: () = ()
        return Column(markerAnswer: nil).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var cache: () = ()
        Column(markerAnswer: nil).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
