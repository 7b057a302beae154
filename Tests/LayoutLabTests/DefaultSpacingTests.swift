import Testing
@testable import LayoutLab

/// Default stack spacing from the neighbours' own edges (docs/layout-rules.md, "Default spacing").
@Suite struct DefaultSpacingTests {
    // MARK: Measured on Apple's SwiftUI

    /// Lays `view` out in a 200 × 200 macOS window, as the measurements were taken.
    static func macWindow<V: View>(_ view: V) async throws -> PassTrace {
        let log = TraceLog()
        let profile = try #require(DeviceProfile.named("mac-window"))
        _ = await ViewRuntime.run(view, timeline: [.launch(.portrait), .resize(width: 200, height: 200)], profile: profile, observer: log)
        return try #require(log.finalPass(step: 1))
    }

    struct Probes: View {
        var font: Font?
        var body: some View {
            VStack {
                Text("One").accessibilityIdentifier("one")
                Text("Two").accessibilityIdentifier("two")
                Color.red.frame(width: 50, height: 10).accessibilityIdentifier("color")
                Text("Three").accessibilityIdentifier("three")
            }
            .font(font)
        }
    }

    /// macOS 26, 2×, the default 13 pt font: probes at y = 64.553, 80.553, 104.704 and 119.447,
    /// texts 16 tall; the gaps are 0, 8.151 and 4.742, not 8, 8, 8.
    @Test func aVStackOfDefaultFontTextsOnMacOSMatchesTheMeasurement() async throws {
        let pass = try await Self.macWindow(Probes())
        let measured: [(String, CGFloat)] = [("one", 64.553), ("two", 80.553), ("color", 104.704), ("three", 119.447)]
        for (name, y) in measured {
            let frame = try #require(pass.node(named: name)).frame
            #expect(abs(frame.minY - y) <= 0.5, "\(name) at \(frame.minY), measured \(y)")
        }
        #expect(try #require(pass.node(named: "one")).frame.height == 16)
        #expect(try #require(pass.node(named: "three")).frame.height == 16)
    }

    /// The same stack in `.body`: gaps of 1.0, 11.151 and 6.224 between 18.5-tall texts.
    @Test func aVStackOfBodyTextsOnMacOSMatchesTheMeasurement() async throws {
        let pass = try await Self.macWindow(Probes(font: .body))
        let frames = try ["one", "two", "color", "three"].map { try #require(pass.node(named: $0)).frame }
        let gaps = zip(frames, frames.dropFirst()).map { $1.minY - $0.maxY }
        for (gap, measured) in zip(gaps, [1.0, 11.151, 6.224] as [CGFloat]) {
            #expect(abs(gap - measured) <= 0.5, "gap \(gap), measured \(measured)")
        }
        #expect(frames[0].height == 18.5)
    }

    /// Side by side every gap is 8, texts or not (measured on iOS 26 and macOS 26).
    @Test func anHStackPutsEightBetweenAnyNeighbours() async throws {
        let pass = try await Self.macWindow(HStack {
            Text("One").accessibilityIdentifier("one")
            Text("Two").accessibilityIdentifier("two")
            Color.red.frame(width: 20, height: 10).accessibilityIdentifier("color")
            Text("Three").accessibilityIdentifier("three")
        })
        let frames = try ["one", "two", "color", "three"].map { try #require(pass.node(named: $0)).frame }
        for (left, right) in zip(frames, frames.dropFirst()) {
            #expect(abs(right.minX - left.maxX - 8) < 1e-9)
        }
    }

    // MARK: The rule, number for number (iOS 18 body text at 3×)

    /// SF at 17 pt: ascender 1950, descender 494, cap height 1443 of 2048, no leading; `s` is a
    /// tenth of the line, rounded up to the pixel.
    static let ascender: CGFloat = 17 * 1950 / 2048
    static let descender: CGFloat = 17 * 494 / 2048
    static let capHeight: CGFloat = 17 * 1443 / 2048
    static func s(grid: CGFloat) -> CGFloat { ((ascender + descender) / 10 / grid).rounded(.up) * grid }
    static let aboveText = descender + s(grid: 1.0 / 3)
    static let belowText = max(ascender + descender + s(grid: 1.0 / 3) - capHeight, s(grid: 1.0 / 3) + descender)

    /// The gap a VStack leaves between its two named children, as it recorded it; the frames
    /// show it too, up to their positions' rounding to the pixel grid.
    static func gap<V: View>(_ view: V, knobs: Knobs = Knobs()) -> CGFloat {
        let snapshot = LayoutEngine.layout(VStack { view }, in: CGSize(width: 390, height: 844), knobs: knobs)
        let gap = snapshot["lower"]!.spacingBefore!
        #expect(abs(snapshot["lower"]!.frame.minY - snapshot["upper"]!.frame.maxY - gap) <= 1.0 / 3 + 1e-9)
        return gap
    }

    static var plain: some View { Color.blue.frame(width: 40, height: 40) }

    @Test func textAboveText() {
        #expect(Self.gap(Group {
            Text("Upper").accessibilityIdentifier("upper")
            Text("Lower").accessibilityIdentifier("lower")
        }) == 0)
    }

    @Test func textAboveAPlainView() {
        let gap = Self.gap(Group {
            Text("Upper").accessibilityIdentifier("upper")
            Self.plain.accessibilityIdentifier("lower")
        })
        #expect(abs(gap - Self.belowText) < 1e-9)
        #expect(abs(gap - 10.642) < 0.001)
    }

    @Test func aPlainViewAboveText() {
        let gap = Self.gap(Group {
            Self.plain.accessibilityIdentifier("upper")
            Text("Lower").accessibilityIdentifier("lower")
        })
        #expect(abs(gap - Self.aboveText) < 1e-9)
        #expect(abs(gap - 6.434) < 0.001)
    }

    @Test func twoPlainViews() {
        #expect(Self.gap(Group {
            Self.plain.accessibilityIdentifier("upper")
            Self.plain.accessibilityIdentifier("lower")
        }) == 8)
    }

    /// A fixed height stands between the text and its neighbours: its edges are plain.
    @Test func aFrameWrappedTextIsPlainOnTheAxesItFixes() {
        #expect(Self.gap(Group {
            Text("Upper").frame(height: 30).accessibilityIdentifier("upper")
            Self.plain.accessibilityIdentifier("lower")
        }) == 8)
        // A width alone leaves the vertical edges to the text.
        let widthOnly = Self.gap(Group {
            Text("Upper").frame(maxWidth: .infinity).accessibilityIdentifier("upper")
            Self.plain.accessibilityIdentifier("lower")
        })
        #expect(abs(widthOnly - Self.belowText) < 1e-9)
        // Below a fixed-height frame, the text's own value above it applies.
        let framedAbove = Self.gap(Group {
            Text("Upper").frame(height: 30).accessibilityIdentifier("upper")
            Text("Lower").accessibilityIdentifier("lower")
        })
        #expect(abs(framedAbove - Self.aboveText) < 1e-9)
    }

    @Test func aPaddedTextIsPlainOnItsPaddedEdges() {
        #expect(Self.gap(Group {
            Text("Upper").padding().accessibilityIdentifier("upper")
            Self.plain.accessibilityIdentifier("lower")
        }) == 8)
        // Padding on the sides only keeps the text's edges above and below.
        let sides = Self.gap(Group {
            Text("Upper").padding(.horizontal).accessibilityIdentifier("upper")
            Self.plain.accessibilityIdentifier("lower")
        })
        #expect(abs(sides - Self.belowText) < 1e-9)
    }

    /// Apps built before the iOS 17 SDK: `s` rounded up to 4 points, nothing between two texts.
    @Test func thePreIOS17RuleRoundsTheMarginToFourPoints() {
        let old = Knobs(textSpacing: .preIOS17)
        let below = Self.gap(Group {
            Text("Upper").accessibilityIdentifier("upper")
            Self.plain.accessibilityIdentifier("lower")
        }, knobs: old)
        #expect(abs(below - (Self.ascender + Self.descender + 4 - Self.capHeight)) < 1e-9)
        let above = Self.gap(Group {
            Self.plain.accessibilityIdentifier("upper")
            Text("Lower").accessibilityIdentifier("lower")
        }, knobs: old)
        #expect(abs(above - (Self.descender + 4)) < 1e-9)
    }

    /// macOS's body style has leading, so two body texts sit apart; not under the old rule.
    @Test func thePreIOS17RulePutsNothingBetweenTwoTexts() async throws {
        let profile = try #require(DeviceProfile.named("mac-window"))
        for (knobs, expected) in [(Knobs(), 1.0), (Knobs(textSpacing: .preIOS17), 0.0)] as [(Knobs, CGFloat)] {
            let log = TraceLog()
            _ = await ViewRuntime.run(VStack {
                Text("Upper").accessibilityIdentifier("upper")
                Text("Lower").accessibilityIdentifier("lower")
            }.font(.body), profile: profile, knobs: knobs, observer: log)
            let pass = try #require(log.finalPass(step: 0))
            #expect(try #require(pass.node(named: "lower")).spacingBefore == expected)
        }
    }

    // MARK: Spacers, explicit spacing, custom layouts, the recording

    @Test func explicitSpacingAppliesEverywhereEvenNextToSpacers() {
        let snapshot = LayoutEngine.layout(HStack(spacing: 5) {
            Color.red.frame(width: 50).accessibilityIdentifier("left")
            Spacer().accessibilityIdentifier("spacer")
            Color.red.frame(width: 50).accessibilityIdentifier("right")
        }, in: CGSize(width: 300, height: 50))
        #expect(snapshot["spacer"]!.frame.minX == 55)
        #expect(snapshot["spacer"]!.frame.width == 190)
    }

    /// A spacer between two 50-wide views in 300 spans 50…250 (measured on macOS 26).
    @Test func neighboursSitFlushAgainstASpacer() {
        let snapshot = LayoutEngine.layout(HStack {
            Color.red.frame(width: 50, height: 50)
            Spacer().accessibilityIdentifier("spacer")
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("right")
        }, in: CGSize(width: 300, height: 50))
        #expect(snapshot["spacer"]!.frame.minX == 50)
        #expect(snapshot["spacer"]!.frame.width == 200)
        #expect(snapshot["right"]!.frame.minX == 250)
    }

    /// A custom `Layout` reads the same distances through `LayoutSubview.spacing`.
    struct SpacedColumn: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var height: CGFloat = 0
            for index in subviews.indices {
                if index > 0 { height += subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .vertical) }
                height += subviews[index].sizeThatFits(.unspecified).height
            }
            return CGSize(width: proposal.width ?? 100, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for index in subviews.indices {
                if index > 0 { y += subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .vertical) }
                subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                y += subviews[index].sizeThatFits(.unspecified).height
            }
        }
    }

    @Test func aCustomLayoutSeesTheSameDistances() {
        let snapshot = LayoutEngine.layout(SpacedColumn {
            Text("Upper").accessibilityIdentifier("upper")
            Self.plain.accessibilityIdentifier("lower")
        }, in: CGSize(width: 390, height: 844))
        let gap = snapshot["lower"]!.frame.minY - snapshot["upper"]!.frame.maxY
        #expect(abs(gap - Self.belowText) <= 1.0 / 3)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
    }

    /// A stack's own spacing is its first child's above and its last child's below.
    @Test func aStackTakesItsOuterChildrensSpacing() {
        let gap = Self.gap(Group {
            VStack {
                Self.plain
                Text("Last")
            }.accessibilityIdentifier("upper")
            Self.plain.accessibilityIdentifier("lower")
        })
        #expect(abs(gap - Self.belowText) < 1e-9)
    }

    /// Each stack child's trace carries the gap its stack left before it.
    @Test func theAppliedGapIsRecordedWithTheChild() {
        let snapshot = LayoutEngine.layout(VStack {
            Text("Upper").accessibilityIdentifier("upper")
            Self.plain.accessibilityIdentifier("lower")
        }, in: CGSize(width: 390, height: 844))
        #expect(snapshot["upper"]!.spacingBefore == nil)
        #expect(abs(snapshot["lower"]!.spacingBefore! - Self.belowText) < 1e-9)
    }
}
