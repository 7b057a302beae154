import Testing
@testable import LayoutLab

/// `Group(subviews:)`, `ForEach(subviews:)`, `Subview`, `SubviewsCollection` and sections
/// (docs/layout-rules.md, "Subviews and sections").
@Suite struct SubviewsTests {
    /// A card container in the style of Apple's iOS 18 examples: every subview of its content
    /// gets a background, and the first one is emphasised.
    struct CardStack<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack(spacing: 4) {
                ForEach(subviews: content) { subview in
                    subview
                        .padding(8)
                        .background(Color.gray)
                }
            }
        }
    }

    @Test func forEachSubviewsFlattensGroupsForEachAndSkipsEmptyViews() {
        let snapshot = layout(CardStack {
            Text("Title").accessibilityIdentifier("title")
            Group {
                Color.red.frame(width: 50, height: 20).accessibilityIdentifier("red")
                EmptyView()
            }
            ForEach(["x", "y"], id: \.self) { id in
                Color.blue.frame(width: 30, height: 10).accessibilityIdentifier(id)
            }
        })
        // Four subviews: the text, the red bar, and the two ForEach elements; each wrapped.
        let cards = snapshot.nodes(kind: "background")
        #expect(cards.count == 4)
        #expect(snapshot.nodes(kind: "padding").count == 4)
        // Each subview sits 8 inside its card, and the cards are 4 apart.
        let red = snapshot.named("red").frame, x = snapshot.named("x").frame
        #expect(red.size == CGSize(width: 50, height: 20))
        #expect(isClose(cards[1].frame.height, 20 + 16))
        #expect(isClose(red.minY, cards[1].frame.minY + 8))
        #expect(isClose(x.minY, cards[1].frame.maxY + 4 + 8))
        // Paths keep each subview's place in the content: positions and ForEach ids.
        #expect(cards.map { NodePath($0.path).lastSegment.text } == ["background[0]", "background[1.0]", "background[2.#x]", "background[2.#y]"])
    }

    struct Counter: View {
        let label: String
        @State var taps = 0
        var body: some View {
            Text("\(label) \(taps)").onAppear { taps += 1 }
        }
    }

    struct Reordering: View {
        @State var reversed = false
        var body: some View {
            Group(subviews: Group { Counter(label: "a"); Counter(label: "b") }) { subviews in
                VStack {
                    if reversed {
                        subviews[1]
                        subviews[0]
                    } else {
                        subviews[0]
                        subviews[1]
                    }
                }
            }
            .task { reversed = true }
        }
    }

    @Test func aSubviewKeepsTheIdentityAndStateOfTheViewItStandsFor() async {
        let (result, log) = await run(Reordering())
        #expect(result.outcome == .stable)
        let final = log.finalPass(step: 0)!
        // Both counters appeared once and kept their counts when their places swapped.
        #expect(final.state.filter { $0.name == "taps" }.map(\.value) == ["1", "1"])
        #expect(log.actions.filter { $0.action == "onAppear" }.count == 2)
        let texts = final.nodes(kind: "Text").sorted { $0.frame.minY < $1.frame.minY }
        #expect(texts.count == 2)
        #expect(final.nodes(kind: "Counter").map(\.path).sorted() == ["Reordering/VStack/Counter[0]", "Reordering/VStack/Counter[1]"])
    }

    struct Tint: ContainerValueKey { static let defaultValue = "none" }

    @Test func containerValuesReachTheSubviewThroughModifiers() {
        struct Reader: View {
            var body: some View {
                Group(subviews: Group {
                    Color.red.containerValue(\.tint, "warm").padding(2)
                    Color.blue
                }) { subviews in
                    HStack(spacing: 0) {
                        ForEach(subviews) { subview in
                            subview.frame(width: subview.containerValues.tint == "warm" ? 70 : 30, height: 10)
                        }
                    }
                }
            }
        }
        let snapshot = layout(Reader())
        #expect(snapshot.nodes(kind: "frame").map(\.frame.width) == [70, 30])
    }

    @Test func aSubviewShownTwiceIsBuiltAgainForItsSecondPlace() {
        let snapshot = layout(Group(subviews: Color.red.frame(width: 10, height: 10)) { subviews in
            HStack(spacing: 0) {
                subviews[0]
                subviews[0]
            }
        })
        let frames = snapshot.nodes(kind: "frame").map(\.frame)
        #expect(frames.count == 2)
        #expect(frames.map(\.minX) == [frames[0].minX, frames[0].minX + 10])
    }

    @Test func aSubviewsCollectionIsAViewThatShowsItsSubviewsInPlace() {
        let snapshot = layout(Group(subviews: ForEach(0..<3) { Color.red.frame(width: 10, height: CGFloat(10 * ($0 + 1))) }) { subviews in
            HStack(alignment: .top, spacing: 2) {
                subviews.dropFirst()
            }
        })
        // The first is dropped; the other two are 20 and 30 tall, 2 apart.
        #expect(snapshot.nodes(kind: "frame").map(\.frame.height) == [20, 30])
        let frames = snapshot.nodes(kind: "frame").map(\.frame)
        #expect(frames[1].minX == frames[0].maxX + 2)
    }

    struct Sectioned: View {
        var body: some View {
            Group(sections: Group {
                Text("Loose")
                Section {
                    Color.red.frame(width: 10, height: 10)
                    Color.red.frame(width: 10, height: 10)
                } header: {
                    Text("Fruit")
                } footer: {
                    Text("2 items")
                }
                Section("Veg") {
                    Color.green.frame(width: 10, height: 10)
                }
                .containerValue(\.tint, "green")
            }) { sections in
                VStack(spacing: 0) {
                    ForEach(sections) { section in
                        VStack(spacing: 0) {
                            section.header
                            HStack(spacing: 0) { section.content }
                            section.footer
                        }
                        .accessibilityIdentifier("\(section.header.count)-\(section.content.count)-\(section.footer.count)-\(section.containerValues.tint)")
                    }
                }
            }
        }
    }

    @Test func sectionsSplitTheBaseViewIntoHeaderContentAndFooter() {
        let snapshot = layout(Sectioned())
        // An implicit section for the loose text, then the two explicit ones.
        #expect(snapshot.nodes.compactMap(\.name) == ["0-1-0-none", "1-2-1-none", "1-1-0-green"])
        // Outside Group(sections:), a Section shows header, content and footer in order.
        let plain = layout(VStack(spacing: 0) {
            Section { Color.red.frame(width: 10, height: 10) } header: { Color.blue.frame(width: 10, height: 5) }
        })
        let frames = plain.nodes(kind: "frame").map(\.frame)
        #expect(frames.map(\.height) == [5, 10])
        #expect(frames[1].minY == frames[0].maxY)
    }

    @Test func forEachSectionsMakesOneViewPerSection() {
        let snapshot = layout(HStack(spacing: 0) {
            ForEach(sections: Group {
                Section("A") { Color.red.frame(width: 10, height: 10) }
                Section("B") { Color.red.frame(width: 10, height: 10) }
            }) { section in
                VStack(spacing: 0) { section.content }.frame(width: 40)
            }
        })
        #expect(snapshot.nodes(kind: "VStack").count == 2)
        #expect(snapshot.nodes(kind: "Text").isEmpty)
    }
}

extension ContainerValues {
    var tint: String {
        get { self[SubviewsTests.Tint.self] }
        set { self[SubviewsTests.Tint.self] = newValue }
    }
}
