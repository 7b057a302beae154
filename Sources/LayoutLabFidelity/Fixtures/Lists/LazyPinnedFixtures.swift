import LayoutLab

/// A section of 20 pt stripes, 200 wide, between a 24 pt header and a 16 pt footer; probes `<prefix>H`, `<prefix><i>`, `<prefix>F`.
private struct StripedSection: View {
    let prefix: String
    var count = 8

    var body: some View {
        Section {
            ForEach(0..<count, id: \.self) { index in
                (index.isMultiple(of: 2) ? Color.blue : Color.orange)
                    .frame(width: 200, height: 20)
                    .probe("\(prefix)\(index)")
                    .id("\(prefix)\(index)")
            }
        } header: {
            Color.gray.frame(width: 200, height: 24).probe("\(prefix)H")
        } footer: {
            Color.black.frame(width: 200, height: 16).probe("\(prefix)F")
        }
    }
}

/// Three striped sections in a lazy stack in a scroll view, with the given pinned views.
private struct PinnedSectionsView: View {
    var pinned: PinnedScrollableViews

    var body: some View {
        ScrollViewReader { _ in
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    StripedSection(prefix: "a")
                    StripedSection(prefix: "b")
                    StripedSection(prefix: "c")
                }
            }
            .probe("scroll")
        }
    }
}

extension FidelitySuite {
    /// Lazy stacks at rest: pinned headers and footers, which of 200 rows exist, sections and cell alignment in lazy grids (macOS 26).
    static let lazyPinnedFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "lazy/pinned-headers", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "3cab7fb8f02581115d046df9e13b7a5cff3f4b1f", code: "Fixtures/Sources/Lazy/LazyPinnedFixtures.swift",
            measured: [
                "a0": CGRect(x: 50, y: 24, width: 200, height: 20),
                "a1": CGRect(x: 50, y: 44, width: 200, height: 20),
                "a2": CGRect(x: 50, y: 64, width: 200, height: 20),
                "a3": CGRect(x: 50, y: 84, width: 200, height: 20),
                "a4": CGRect(x: 50, y: 104, width: 200, height: 20),
                "a5": CGRect(x: 50, y: 124, width: 200, height: 20),
                "a6": CGRect(x: 50, y: 144, width: 200, height: 20),
                "a7": CGRect(x: 50, y: 164, width: 200, height: 20),
                "aF": CGRect(x: 50, y: 184, width: 200, height: 16),
                "aH": CGRect(x: 50, y: 0, width: 200, height: 24),
                "scroll": CGRect(x: 0, y: 0, width: 300, height: 200),
            ]
        ) {
            PinnedSectionsView(pinned: .sectionHeaders)
        },
        MeasuredFixture(
            "lazy/pinned-footers", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "3cab7fb8f02581115d046df9e13b7a5cff3f4b1f", code: "Fixtures/Sources/Lazy/LazyPinnedFixtures.swift",
            measured: [
                "a0": CGRect(x: 50, y: 24, width: 200, height: 20),
                "a1": CGRect(x: 50, y: 44, width: 200, height: 20),
                "a2": CGRect(x: 50, y: 64, width: 200, height: 20),
                "a3": CGRect(x: 50, y: 84, width: 200, height: 20),
                "a4": CGRect(x: 50, y: 104, width: 200, height: 20),
                "a5": CGRect(x: 50, y: 124, width: 200, height: 20),
                "a6": CGRect(x: 50, y: 144, width: 200, height: 20),
                "a7": CGRect(x: 50, y: 164, width: 200, height: 20),
                "aF": CGRect(x: 50, y: 184, width: 200, height: 16),
                "aH": CGRect(x: 50, y: 0, width: 200, height: 24),
                "scroll": CGRect(x: 0, y: 0, width: 300, height: 200),
            ]
        ) {
            PinnedSectionsView(pinned: .sectionFooters)
        },
        MeasuredFixture(
            "lazy/pinned-both", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "3cab7fb8f02581115d046df9e13b7a5cff3f4b1f", code: "Fixtures/Sources/Lazy/LazyPinnedFixtures.swift",
            measured: [
                "a0": CGRect(x: 50, y: 24, width: 200, height: 20),
                "a1": CGRect(x: 50, y: 44, width: 200, height: 20),
                "a2": CGRect(x: 50, y: 64, width: 200, height: 20),
                "a3": CGRect(x: 50, y: 84, width: 200, height: 20),
                "a4": CGRect(x: 50, y: 104, width: 200, height: 20),
                "a5": CGRect(x: 50, y: 124, width: 200, height: 20),
                "a6": CGRect(x: 50, y: 144, width: 200, height: 20),
                "a7": CGRect(x: 50, y: 164, width: 200, height: 20),
                "aF": CGRect(x: 50, y: 184, width: 200, height: 16),
                "aH": CGRect(x: 50, y: 0, width: 200, height: 24),
                "scroll": CGRect(x: 0, y: 0, width: 300, height: 200),
            ]
        ) {
            PinnedSectionsView(pinned: [.sectionHeaders, .sectionFooters])
        },
        MeasuredFixture(
            "lazy/laziness", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "3cab7fb8f02581115d046df9e13b7a5cff3f4b1f", code: "Fixtures/Sources/Lazy/LazyPinnedFixtures.swift",
            measured: [
                "r0": CGRect(x: 50, y: 0, width: 200, height: 20),
                "r1": CGRect(x: 50, y: 20, width: 200, height: 20),
                "r2": CGRect(x: 50, y: 40, width: 200, height: 20),
                "r3": CGRect(x: 50, y: 60, width: 200, height: 20),
                "r4": CGRect(x: 50, y: 80, width: 200, height: 20),
                "r5": CGRect(x: 50, y: 100, width: 200, height: 20),
                "r6": CGRect(x: 50, y: 120, width: 200, height: 20),
                "r7": CGRect(x: 50, y: 140, width: 200, height: 20),
                "r8": CGRect(x: 50, y: 160, width: 200, height: 20),
                "r9": CGRect(x: 50, y: 180, width: 200, height: 20),
                "scroll": CGRect(x: 0, y: 0, width: 300, height: 200),
            ]
        ) {
            ScrollViewReader { _ in
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<200, id: \.self) { index in
                            (index.isMultiple(of: 2) ? Color.blue : Color.orange)
                                .frame(width: 200, height: 20)
                                .probe("r\(index)")
                                .id("r\(index)")
                        }
                    }
                }
                .probe("scroll")
            }
        },
        MeasuredFixture(
            "lazy/grid-sections", area: .grids, size: CGSize(width: 300, height: 300),
            commit: "3cab7fb8f02581115d046df9e13b7a5cff3f4b1f", code: "Fixtures/Sources/Lazy/LazyPinnedFixtures.swift",
            measured: [
                "a0": CGRect(x: 52, y: 28, width: 60, height: 20),
                "a1": CGRect(x: 120, y: 28, width: 60, height: 20),
                "a2": CGRect(x: 188, y: 28, width: 60, height: 20),
                "a3": CGRect(x: 52, y: 52, width: 60, height: 20),
                "a4": CGRect(x: 120, y: 52, width: 60, height: 20),
                "aF": CGRect(x: 30, y: 76, width: 240, height: 16),
                "aH": CGRect(x: 30, y: 0, width: 240, height: 24),
                "b0": CGRect(x: 52, y: 116, width: 60, height: 20),
                "b1": CGRect(x: 120, y: 116, width: 60, height: 20),
                "b2": CGRect(x: 188, y: 116, width: 60, height: 20),
                "b3": CGRect(x: 52, y: 140, width: 60, height: 20),
                "bH": CGRect(x: 127, y: 96, width: 46, height: 16),
                "grid": CGRect(x: 30, y: 0, width: 240, height: 160),
                "scroll": CGRect(x: 30, y: 0, width: 240, height: 300),
            ]
        ) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.fixed(60)), GridItem(.fixed(60))], spacing: 4) {
                    Section {
                        ForEach(0..<5, id: \.self) { index in Color.red.frame(height: 20).probe("a\(index)") }
                    } header: {
                        Color.gray.frame(height: 24).probe("aH")
                    } footer: {
                        Color.black.frame(height: 16).probe("aF")
                    }
                    Section {
                        ForEach(10..<14, id: \.self) { index in Color.blue.frame(height: 20).probe("b\(index - 10)") }
                    } header: {
                        Text("Second").probe("bH")
                    }
                }
                .probe("grid")
            }
            .frame(width: 240)
            .probe("scroll")
        },
        MeasuredFixture(
            "lazy/grid-alignment", area: .grids, size: CGSize(width: 300, height: 200),
            commit: "3cab7fb8f02581115d046df9e13b7a5cff3f4b1f", code: "Fixtures/Sources/Lazy/LazyPinnedFixtures.swift",
            measured: [
                "l0": CGRect(x: 30, y: 130, width: 20, height: 20),
                "l1": CGRect(x: 98, y: 120, width: 20, height: 40),
                "l2": CGRect(x: 206, y: 140, width: 20, height: 20),
                "leading": CGRect(x: 30, y: 120, width: 240, height: 40),
                "t0": CGRect(x: 74, y: 50, width: 20, height: 20),
                "t1": CGRect(x: 182, y: 40, width: 20, height: 40),
                "t2": CGRect(x: 250, y: 60, width: 20, height: 20),
                "t3": CGRect(x: 74, y: 84, width: 20, height: 20),
                "trailing": CGRect(x: 30, y: 40, width: 240, height: 64),
            ]
        ) {
            VStack(spacing: 16) {
                LazyVGrid(
                    columns: [
                        GridItem(.fixed(60), alignment: .leading), GridItem(.fixed(60)),
                        GridItem(.fixed(60), alignment: .bottomTrailing),
                    ],
                    alignment: .trailing, spacing: 4
                ) {
                    Color.red.frame(width: 20, height: 20).probe("t0")
                    Color.red.frame(width: 20, height: 40).probe("t1")
                    Color.red.frame(width: 20, height: 20).probe("t2")
                    Color.blue.frame(width: 20, height: 20).probe("t3")
                }
                .frame(width: 240)
                .probe("trailing")
                LazyVGrid(
                    columns: [
                        GridItem(.fixed(60), alignment: .leading), GridItem(.fixed(60)),
                        GridItem(.fixed(60), alignment: .bottomTrailing),
                    ],
                    alignment: .leading, spacing: 4
                ) {
                    Color.red.frame(width: 20, height: 20).probe("l0")
                    Color.red.frame(width: 20, height: 40).probe("l1")
                    Color.red.frame(width: 20, height: 20).probe("l2")
                }
                .frame(width: 240)
                .probe("leading")
            }
        },
    ]
}
