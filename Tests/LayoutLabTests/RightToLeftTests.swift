import Testing
@testable import LayoutLab

/// Right to left (docs/layout-rules.md, "Right-to-left"): a `+rtl` profile lays every container
/// out left to right and mirrors each placement in its parent.
@Suite struct RightToLeftTests {
    static func pass<V: View>(_ view: V, on name: String = "iphone-se-3+rtl") async throws -> PassTrace {
        let log = TraceLog()
        _ = await ViewRuntime.run(view, profile: try #require(DeviceProfile.named(name)), observer: log)
        return try #require(log.finalPass(step: 0))
    }

    static func frame(_ pass: PassTrace, _ name: String) throws -> CGRect {
        try #require(pass.node(named: name)).frame
    }

    @Test func aProfileNamesItsRightToLeftTwin() throws {
        let profile = try #require(DeviceProfile.named("iphone-15+rtl@ios-18"))
        #expect(profile.name == "iphone-15+rtl")
        #expect(profile.layoutDirection == .rightToLeft)
        #expect(profile.os == .ios18)
        #expect(DeviceProfile.named("iphone-15")?.layoutDirection == .leftToRight)
        #expect(DeviceProfile.named("iphone-15+ltr") == nil)
    }

    /// An HStack of a 100- and a 50-wide view, 150 wide in the middle of a 375-wide screen
    /// (112.5 to 262.5): left to right the first child starts at 112.5; right to left it ends at
    /// 262.5 and the second child starts at 112.5.
    @Test func anHStackRunsFromTheRight() async throws {
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 10).accessibilityIdentifier("first")
            Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("second")
        }
        let ltr = try await Self.pass(row, on: "iphone-se-3")
        #expect(try Self.frame(ltr, "first").minX == 112.5)
        #expect(try Self.frame(ltr, "second").minX == 212.5)
        let rtl = try await Self.pass(row)
        #expect(try Self.frame(rtl, "first").minX == 162.5)
        #expect(try Self.frame(rtl, "second").minX == 112.5)
        #expect(try Self.frame(rtl, "first").width == 100, "sizes do not change")
    }

    /// Leading is the right edge: a 100-wide view aligned leading in a full-width frame sits at
    /// 375 − 100 = 275, and a leading padding of 10 is on its right.
    @Test func leadingIsTheRightEdge() async throws {
        let pass = try await Self.pass(
            Color.red.frame(width: 100, height: 10).accessibilityIdentifier("content")
                .padding(.leading, 10).accessibilityIdentifier("padded")
                .frame(maxWidth: .infinity, alignment: .leading)
        )
        let padded = try Self.frame(pass, "padded")
        let content = try Self.frame(pass, "content")
        #expect(padded.maxX == 375)
        #expect(padded.width == 110)
        #expect(content.maxX == 365)
    }

    /// A custom layout reads the direction from its subviews, and places them left to right;
    /// the placement mirrors what it placed.
    @Test func aCustomLayoutSeesRightToLeft() async throws {
        let seen = DirectionBox()
        let pass = try await Self.pass(
            Row(seen: seen) {
                Color.red.frame(width: 30, height: 10).accessibilityIdentifier("a")
                Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("b")
            }.frame(width: 100, height: 10)
        )
        #expect(seen.direction == .rightToLeft)
        // The row is 100 wide at 137.5: "a" at its left edge left to right, so at its right here.
        #expect(try Self.frame(pass, "a").maxX == 237.5)
        #expect(try Self.frame(pass, "b").maxX == 207.5)
    }

    /// `.environment(\.layoutDirection, .rightToLeft)` mirrors only its subtree: on a left-to-right
    /// screen the lower row (150 wide, 112.5 … 262.5) runs from the right, "second" at 112.5 and
    /// "first" ending at 262.5, while the upper row keeps its order; inside it, a subtree set
    /// back to left to right reads left to right again. A custom layout sees its own subtree's
    /// direction.
    @Test func anEnvironmentDirectionMirrorsOnlyItsSubtree() async throws {
        func row(_ tag: String) -> some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 10).accessibilityIdentifier("\(tag)-first")
                Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("\(tag)-second")
            }
        }
        let seen = DirectionBox()
        let view = VStack(spacing: 0) {
            row("upper")
            VStack(spacing: 0) {
                row("lower")
                row("inner").environment(\.layoutDirection, .leftToRight)
                Row(seen: seen) { Color.red.frame(width: 30, height: 10).accessibilityIdentifier("custom") }
                    .frame(width: 100, height: 10)
            }
            .environment(\.layoutDirection, .rightToLeft)
        }
        let pass = try await Self.pass(view, on: "iphone-se-3")
        #expect(try Self.frame(pass, "upper-first").minX == 112.5)
        #expect(try Self.frame(pass, "lower-first").minX == 162.5)
        #expect(try Self.frame(pass, "lower-second").minX == 112.5)
        #expect(try Self.frame(pass, "inner-first").minX == 112.5)
        #expect(try Self.frame(pass, "inner-second").minX == 212.5)
        #expect(seen.direction == .rightToLeft)
        // The custom row is 100 wide at 137.5; its first subview ends at its right edge.
        #expect(try Self.frame(pass, "custom").maxX == 237.5)
    }
}

final class DirectionBox: @unchecked Sendable {
    var direction: LayoutDirection?
}

/// Places its subviews one after the other from the left of its bounds.
private struct Row: Layout {
    let seen: DirectionBox

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        seen.direction = subviews.layoutDirection
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}
