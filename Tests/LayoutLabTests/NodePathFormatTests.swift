import Testing
@testable import LayoutLab

/// `NodePath` owns the path format: what it builds, it reads back, whatever the kinds and ids hold.
@Suite struct NodePathFormatTests {
    /// Characters that the format must escape or tell apart, and some that it must leave alone.
    static let alphabet: [Character] = ["a", "Z", "0", "7", "/", "[", "]", "#", ".", "%", "2", "F", "é", "日", "🙂", " ", "-"]

    struct Built {
        var segments: [(kind: String, parts: [NodePath.Slot.Part]?)]

        var path: NodePath {
            NodePath(segments.map { NodePath.Segment(kind: $0.kind, slot: $0.parts.map(NodePath.Slot.init)) })
        }
    }

    static func randomText(_ rng: inout SeededGenerator, minimum: Int = 0) -> String {
        String((0..<Int.random(in: minimum...6, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
    }

    static func randomPath(_ rng: inout SeededGenerator) -> Built {
        Built(segments: (0..<Int.random(in: 1...5, using: &rng)).map { _ in
            let kind = randomText(&rng, minimum: 1)
            guard Bool.random(using: &rng) else { return (kind, nil) }
            let parts: [NodePath.Slot.Part] = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                Bool.random(using: &rng) ? .position(Int.random(in: 0...12, using: &rng)) : .element(id: randomText(&rng))
            }
            return (kind, parts)
        })
    }

    @Test func randomPathsRoundTrip() async {
        for seed in randomSeeds(count: 400) {
            var rng = SeededGenerator(state: UInt64(seed))
            let built = Self.randomPath(&rng)
            let read = NodePath(built.path.string)
            #expect(read.depth == built.segments.count, "seed \(seed): \(read)")
            for (segment, expected) in zip(read.segments, built.segments) {
                #expect(segment.kind == expected.kind, "seed \(seed): \(read)")
                #expect(segment.slot?.parts == expected.parts, "seed \(seed): \(read)")
                let isElement = expected.parts?.contains { if case .element = $0 { true } else { false } } ?? false
                #expect(segment.isForEachElement == isElement, "seed \(seed): \(segment)")
            }
            // The prefix a store keeps paths after: the outermost element above the node itself.
            let outermost = built.segments.dropLast().firstIndex { $0.parts?.contains { if case .element = $0 { true } else { false } } ?? false }
            let expectedPrefix = outermost.map { NodePath(Array(built.path.segments.prefix($0 + 1))).string.utf8.count }
            #expect(read.elementPrefixLength == expectedPrefix, "seed \(seed): \(read)")
            #expect(read.parent?.string == (read.depth > 1 ? NodePath(Array(read.segments.dropLast())).string : nil))
            #expect(read.lastSegment == read.segments.last)
        }
    }

    @Test func escapingLeavesOrdinaryIdsAsWritten() {
        #expect(NodePath.Slot([.position(3), .element(id: "No.")]).text == "3.#No.")
        #expect(NodePath.Slot([.element(id: "No."), .position(0)]).text == "#No..0")
        #expect(NodePath.Slot([.element(id: "a.1"), .element(id: "b.#c")]).text == "#a%2E1.#b%2E#c")
        #expect(NodePath.Segment(kind: "Text", slot: NodePath.Slot([.element(id: "x/1")])).text == "Text[#x%2F1]")
        #expect(NodePath("VStack/HStack[#No..0]/Text").segments[1].slot?.parts == [.element(id: "No."), .position(0)])
    }

    struct Item: Identifiable {
        let id: String
    }

    /// What the engine records reads back through `NodePath` as the ids it was given.
    @Test func recordedPathsReadBackTheirElementIds() async throws {
        for seed in randomSeeds(count: 60) {
            var rng = SeededGenerator(state: UInt64(seed))
            let ids = Set((0..<4).map { _ in Self.randomText(&rng) })
            let items = ids.sorted().map(Item.init)
            let snapshot = LayoutEngine.layout(
                VStack { ForEach(items) { item in Text("x").accessibilityIdentifier(item.id) } },
                in: CGSize(width: 300, height: 300)
            )
            for item in items {
                let path = NodePath(try #require(snapshot[item.id], "seed \(seed)").path)
                let parts = path.lastSegment.slot?.parts ?? []
                #expect(parts == [.element(id: item.id)], "seed \(seed): \(path)")
                #expect(path.lastSegment.kind == "Text")
            }
        }
    }
}
