import Testing
@testable import LayoutLab

/// Scrolling to a view by id: the `scroll(toID:anchor:)` step and `ScrollViewProxy.scrollTo`
/// (docs/layout-rules.md, "Scrolling to a view"). On the iPhone SE the scroll view is the screen
/// below the 20-point status bar: 20 … 667, 647 tall. Rows are 44 tall with no spacing, so row
/// n's content starts at 44n.
@Suite struct ScrollToIDTests {
    static func log<V: View>(_ view: V, timeline: Timeline) async throws -> TraceLog {
        let log = TraceLog()
        _ = await ViewRuntime.run(view, timeline: timeline, profile: try #require(DeviceProfile.named("iphone-se-3")), observer: log)
        return log
    }

    static func rows(lazy: Bool = true) -> some View {
        ScrollView {
            if lazy {
                LazyVStack(spacing: 0) { rowViews() }
            } else {
                VStack(spacing: 0) { rowViews() }
            }
        }
    }

    static func rowViews() -> some View {
        ForEach(0..<1000, id: \.self) { index in
            Color.gray.frame(height: 44).accessibilityIdentifier("row-\(index)")
        }
    }

    static func minY(_ log: TraceLog, step: Int, _ name: String) throws -> CGFloat {
        let pass = try #require(log.finalPass(step: step))
        return try #require(pass.node(named: name)).frame.minY
    }

    /// `.top` puts row 300's top (content 13,200) at the scroll view's top, 20, though at launch
    /// the lazy stack had not placed it; `.center` puts row 500's centre (22,022) at the scroll
    /// view's centre (20 + 647 / 2 = 343.5): its top at 343.5 − 22 = 321.5.
    @Test func anAnchorAlignsTheSamePointOfTheViewAndTheScrollView() async throws {
        let log = try await Self.log(Self.rows(), timeline: [
            .launch(.portrait), .scroll(toID: 300, anchor: .top), .scroll(toID: 500, anchor: .center),
        ])
        #expect(try Self.minY(log, step: 1, "row-300") == 20)
        #expect(try Self.minY(log, step: 2, "row-500") == 321.5)
        let scrolls = log.actions.filter { $0.action == "scrollTo" }
        #expect(scrolls.map(\.detail) == ["300, anchor: .top → offset 13200", "500, anchor: .center → offset 21698.5"])
        // The first pass of the step finds the row, the scroll fires, the second lays it out.
        #expect(log.passes(step: 1).count == 2)
        #expect(log.steps[1].step.description == "scroll(toID: 300, anchor: .top)")
    }

    /// Without an anchor the scroll view moves the least that shows the whole row: row 30
    /// (1,320 … 1,364) is below the 647 in sight, so the content moves up 1,364 − 647 = 717 and
    /// the row rests at the bottom (its top at 667 − 44 = 623). Row 20 (880 … 924) is then in
    /// sight (717 … 1,364), so nothing moves, and row 10 (440) is above it: it comes to the top.
    @Test func withoutAnAnchorTheScrollViewMovesTheLeastThatShowsTheView() async throws {
        let log = try await Self.log(Self.rows(lazy: false), timeline: [
            .launch(.portrait), .scroll(toID: 30), .scroll(toID: 20), .scroll(toID: 10),
        ])
        #expect(try Self.minY(log, step: 1, "row-30") == 623)
        #expect(try Self.minY(log, step: 2, "row-20") == 20 + 880 - 717)
        #expect(log.passes(step: 2).count == 1, "a row in sight does not scroll")
        #expect(try Self.minY(log, step: 3, "row-10") == 20)
    }

    /// The content does not scroll past its end: `.top` on the last row would put 43,956 at the
    /// top, but 44,000 of content in 647 stops at 43,353, leaving the row at the bottom.
    @Test func aScrollToAViewStopsAtTheContentsEnd() async throws {
        let log = try await Self.log(Self.rows(), timeline: [.launch(.portrait), .scroll(toID: 999, anchor: .top)])
        #expect(try Self.minY(log, step: 1, "row-999") == 667 - 44)
    }

    @Test func anIdThatNoViewHasIsReportedAndScrollsNothing() async throws {
        let log = try await Self.log(Self.rows(), timeline: [.launch(.portrait), .scroll(toID: "missing")])
        let missing = log.diagnostics.filter { $0.code == .scrollTargetMissing }
        #expect(missing.count == 1)
        #expect(missing.first?.message.contains("\"missing\"") == true)
        #expect(try Self.minY(log, step: 1, "row-0") == 20)
        #expect(log.results[1].outcome == .stable)
    }

    /// The usual "show the latest message" code: a reader's `onAppear` scrolls to the bottom.
    /// Twenty 100-tall messages and a 30-tall marker with `.id("bottom")` make 2,030 of content;
    /// `.bottom` rests the marker's bottom on the scroll view's, at 667.
    @Test func aProxyScrollsFromAnAction() async throws {
        struct Chat: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { index in
                                Color.blue.frame(height: 100).accessibilityIdentifier("message-\(index)")
                            }
                            Color.clear.frame(height: 30).id("bottom").accessibilityIdentifier("bottom")
                        }
                    }
                    .onAppear { proxy.scrollTo("bottom", anchor: .bottom) }
                }
            }
        }
        let log = try await Self.log(Chat(), timeline: [.launch(.portrait)])
        let last = try #require(log.finalPass(step: 0))
        #expect(try #require(last.node(named: "bottom")).frame.maxY == 667)
        #expect(try #require(last.node(named: "message-0")).frame.minY == 20 - (2030 - 647))
        #expect(log.actions.map(\.action) == ["onAppear", "scrollTo"])
        #expect(log.results[0].outcome == .stable)
    }
}
