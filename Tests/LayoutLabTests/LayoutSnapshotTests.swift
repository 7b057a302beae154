import Foundation
import Testing
@testable import LayoutLab

/// A snapshot is a view over the laid-out tree (`Runtime/LaidOutTree.swift`): its traces are made
/// when read, from any thread, and the tree is freed on an engine thread once the last copy goes
/// (docs/performance.md, "The flat list beside Yoga").
struct LayoutSnapshotTests {
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("Title").font(.headline).accessibilityIdentifier("title")
                HStack {
                    Color.red.frame(width: 20, height: 20)
                    Text("Detail").accessibilityIdentifier("detail")
                    Spacer()
                }
            }
            .padding(8)
            .background(Color.yellow)
            .offset(x: 3)
        }
    }

    @Test func tracesReadLaterAndElsewhereAreTheTreeAsLaidOut() async {
        let snapshot = layout(Card())
        let here = Array(snapshot.nodes)
        // Read again on another thread, from a copy: the same traces, paints and render frames.
        let copy = snapshot
        let there = await Task.detached { Array(copy.nodes) }.value
        #expect(here == there)
        #expect(here.map(\.paint) == there.map(\.paint))
        #expect(here.map(\.renderFrame) == there.map(\.renderFrame))
        #expect(snapshot.nodes == copy.nodes)

        // Tree order: every node's parent comes before it, and the root first.
        #expect(here.first?.path == snapshot.root.path)
        var seen: Set<String> = []
        for node in here {
            if let parent = NodePath(node.path).parent?.string { #expect(seen.contains(parent), "\(node.path)") }
            seen.insert(node.path)
        }
        // The lookups that read the nodes themselves find what a scan of the traces finds.
        #expect(snapshot["title"] == here.first { $0.name == "title" })
        #expect(snapshot["nothing"] == nil)
        #expect(snapshot.nodes(kind: "Text") == here.filter { $0.kind == "Text" })
        #expect(snapshot.nodes(kind: "Text").count == 2)
        // The render frame follows the offset; the layout frame does not.
        let title = snapshot.named("title")
        #expect(isClose(title.renderFrame.minX, title.frame.minX + 3))
        // What the colour draws is kept with its node.
        #expect(snapshot.nodes(kind: "Color").allSatisfy { $0.paint != nil })
    }

    /// A class that says when it is freed, held by a layout in the tree.
    final class Witness: @unchecked Sendable {
        let freed: DispatchSemaphore
        init(freed: DispatchSemaphore) { self.freed = freed }
        deinit { freed.signal() }
    }

    struct Holding: Layout {
        let witness: Witness
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 10, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// A small tree is freed where its last snapshot goes, a large one on an engine thread
    /// (`LaidOutTree.nodesFreedInPlace`): either way, once and only then.
    @Test(arguments: [1, 12_000])
    func theTreeLivesWithTheSnapshotAndIsFreedAfterTheLastCopy(colors: Int) {
        let freed = DispatchSemaphore(value: 0)
        var snapshot: LayoutSnapshot? = layout(Holding(witness: Witness(freed: freed)) {
            ForEach(0..<colors, id: \.self) { _ in Color.red }
        })
        var copy = snapshot
        snapshot = nil
        // A copy still holds the tree, and reads it.
        #expect(freed.wait(timeout: .now() + 0.2) == .timedOut)
        #expect(copy?.nodes.count == colors + 1)
        #expect(copy?.nodes.last?.kind == "Color")
        copy = nil
        #expect(freed.wait(timeout: .now() + 10) == .success)
    }

    /// Freeing a node frees its children, a stack frame or more a level: a deep tree's last
    /// snapshot dropped on a thread with a small stack must not free the tree there.
    @Test func aDeepTreeDroppedOnASmallStackIsFreedOnAnEngineThread() {
        final class Holder: @unchecked Sendable {
            var snapshot: LayoutSnapshot?
            init(_ snapshot: LayoutSnapshot) { self.snapshot = snapshot }
        }
        let holder = Holder(layout(Nested(depth: 2000), width: 10_000, height: 10_000))
        #expect(holder.snapshot?.named("leaf").frame.minX == 2000)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            holder.snapshot = nil
            done.signal()
        }
        thread.stackSize = 128 << 10
        thread.start()
        #expect(done.wait(timeout: .now() + 30) == .success)
    }
}
