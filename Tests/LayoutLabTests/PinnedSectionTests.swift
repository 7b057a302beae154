import Testing
@testable import LayoutLab

/// Sections in lazy stacks and grids, pinned or not
/// (docs/layout-rules.md, "Lazy stacks and grids"). On the iPhone SE the scroll view spans 20 … 667. Each section here is a 30-tall header
/// and ten 44-tall rows with no spacing, 470 long: section s starts at 470s in the content.
@Suite struct PinnedSectionTests {
    static func log<V: View>(_ view: V, timeline: Timeline) async throws -> TraceLog {
        let log = TraceLog()
        _ = await ViewRuntime.run(view, timeline: timeline, profile: try #require(DeviceProfile.named("iphone-se-3")), observer: log)
        return log
    }

    static func feed(pinned: PinnedScrollableViews, rows: Int = 10, footers: Bool = false) -> some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) {
                ForEach(0..<10, id: \.self) { section in
                    Section {
                        ForEach(0..<rows, id: \.self) { row in
                            Color.gray.frame(height: 44).accessibilityIdentifier("row-\(section)-\(row)")
                        }
                    } header: {
                        Color.blue.frame(height: 30).accessibilityIdentifier("header-\(section)")
                    } footer: {
                        if footers { Color.red.frame(height: 30).accessibilityIdentifier("footer-\(section)") }
                    }
                }
            }
        }
    }

    static func minY(_ log: TraceLog, step: Int, _ name: String) throws -> CGFloat {
        let pass = try #require(log.finalPass(step: step))
        return try #require(pass.node(named: name)).frame.minY
    }

    /// Scrolled 600, section 1 (content 470 … 940) is under the top: its header rests at 20 while
    /// its first row has gone up to 20 + 500 − 600 = −80. Section 0's header has been pushed out
    /// with its section: it sits on the section's end, at 20 + 470 − 600 − 30 = −140. Scrolled 920,
    /// section 1 ends at 20 + 940 − 920 = 40, so its header is pushed up to 10 and section 2's
    /// header, at 40, is below the top and not moved. Unpinned, the header scrolls with its rows.
    @Test func aPinnedHeaderRestsAtTheTopUntilTheNextSectionPushesItOut() async throws {
        let timeline: Timeline = [.launch(.portrait), .scroll(to: 600), .scroll(to: 920)]
        let pinned = try await Self.log(Self.feed(pinned: .sectionHeaders), timeline: timeline)
        #expect(try Self.minY(pinned, step: 0, "header-0") == 20)
        #expect(try Self.minY(pinned, step: 1, "header-1") == 20)
        #expect(try Self.minY(pinned, step: 1, "row-1-0") == -80)
        #expect(try Self.minY(pinned, step: 1, "header-0") == -140)
        #expect(try Self.minY(pinned, step: 2, "header-1") == 10)
        #expect(try Self.minY(pinned, step: 2, "header-2") == 40)

        let unpinned = try await Self.log(Self.feed(pinned: []), timeline: timeline)
        #expect(try Self.minY(unpinned, step: 1, "header-1") == 20 + 470 - 600)
    }

    /// Twenty rows make section 0 30 + 880 + 30 = 940 long, longer than the 647 in sight: its
    /// pinned footer rests at the bottom, 667 − 30 = 637, instead of at 20 + 910 = 930.
    @Test func aPinnedFooterRestsAtTheBottomWhileItsSectionPasses() async throws {
        let log = try await Self.log(Self.feed(pinned: .sectionFooters, rows: 20, footers: true), timeline: [.launch(.portrait)])
        #expect(try Self.minY(log, step: 0, "footer-0") == 637)
        #expect(try Self.minY(log, step: 0, "header-0") == 20)
    }

    /// In a LazyVGrid of three flexible columns (line spacing 8), each of six sections's header takes a line
    /// across the whole 375-wide grid, and seven cells fill lines of three, the last alone;
    /// the next header starts a new line: header 0 … 30, cells at 38, 96 and 154 (cell 6 alone at
    /// x = 0), header 1 at 154 + 50 + 8 = 212.
    @Test func aGridSectionsHeaderSpansTheGridAndItsCellsStartANewLine() async throws {
        let grid = ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], pinnedViews: .sectionHeaders) {
                ForEach(0..<6, id: \.self) { section in
                    Section {
                        ForEach(0..<7, id: \.self) { cell in
                            Color.gray.frame(height: 50).accessibilityIdentifier("cell-\(section)-\(cell)")
                        }
                    } header: {
                        Color.blue.frame(height: 30).accessibilityIdentifier("header-\(section)")
                    }
                }
            }
        }
        let log = try await Self.log(grid, timeline: [.launch(.portrait), .scroll(to: 100)])
        let launch = try #require(log.finalPass(step: 0))
        let header = try #require(launch.node(named: "header-0")).frame
        #expect(header == CGRect(x: 0, y: 20, width: 375, height: 30))
        #expect(try Self.minY(log, step: 0, "cell-0-3") == 20 + 96)
        let lonely = try #require(launch.node(named: "cell-0-6")).frame
        #expect(lonely.minY == 20 + 154 && lonely.minX == 0)
        #expect(try Self.minY(log, step: 0, "header-1") == 20 + 212)
        // Scrolled 100, section 0 (content 0 … 204) is under the top: its header stays at 20.
        #expect(try Self.minY(log, step: 1, "header-0") == 20)
        #expect(try Self.minY(log, step: 1, "cell-0-0") == 20 + 38 - 100)
    }
}
