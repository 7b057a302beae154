#if os(Linux)
// Drag and drop as apps write it: the fixture's board (Tests/MediaAppsFixture/TaskBoard.swift,
// Swift 5 mode), laid out as if the modifiers were not there, and its drop delegate run on drops
// made here, as the system would make them.
import Foundation
import LayoutLab
@testable import MediaAppsFixture
import SwiftUI
import Testing
import UniformTypeIdentifiers

/// The board's rows without any drag and drop.
private struct PlainBoard: View {
    let sections: [BoardSection]
    var body: some View {
        VStack(spacing: 8) {
            ForEach(sections) { section in
                Text(section.title)
                    .frame(maxWidth: .infinity, minHeight: 44)
                    .background(Color.gray.opacity(0.2))
                    .accessibilityIdentifier(section.title)
            }
            Image(systemName: "trash")
                .font(.largeTitle)
                .foregroundColor(.secondary)
                .accessibilityIdentifier("trash")
            Text("Drop a link")
        }
        .padding()
    }
}

/// A delegate that implements only `performDrop`, to see Apple's defaults.
private struct MinimalDelegate: DropDelegate {
    func performDrop(info: DropInfo) -> Bool { true }
}

@Suite struct DragAndDropTests {
    let sections = [BoardSection(title: "Today"), BoardSection(title: "Later"), BoardSection(title: "Done")]

    @Test @MainActor func dragAndDropModifiersLayOutTheirViewsAsTheyAre() async throws {
        let (result, log) = await record(TaskBoard(sections: sections))
        let (plainResult, plainLog) = await record(PlainBoard(sections: sections))
        #expect(result.outcome == .stable && plainResult.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let plain = try #require(plainLog.finalPass(step: 0))
        for name in ["Today", "Later", "Done", "trash"] {
            let node = try #require(pass.node(named: name))
            #expect(node.frame == plain.node(named: name)?.frame, "\(name)")
        }
    }

    @Test func theDelegateMovesTheDraggedSectionWhereTheDropEnters() throws {
        var current = sections
        var dragging: BoardSection? = sections[0]
        let sectionsBinding = Binding(get: { current }, set: { current = $0 })
        let draggingBinding = Binding(get: { dragging }, set: { dragging = $0 })
        let delegate = SectionDropDelegate(item: sections[2], sections: sectionsBinding, dragging: draggingBinding)
        let info = DropInfo(_location: CGPoint(x: 10, y: 20), itemProviders: [NSItemProvider(object: "x" as NSString)])
        #expect(delegate.validateDrop(info: info), "Apple's default validates")
        delegate.dropEntered(info: info)
        #expect(current.map(\.title) == ["Later", "Done", "Today"])
        #expect(delegate.dropUpdated(info: info) == DropProposal(operation: .move))
        #expect(delegate.performDrop(info: info))
        #expect(dragging == nil)
    }

    @Test func dropInfoAnswersWhichItemsConform() {
        let text = NSItemProvider(object: "hello" as NSString)
        let link = NSItemProvider(object: NSURL(string: "https://example.com")!)
        let info = DropInfo(_location: CGPoint(x: 3, y: 4), itemProviders: [text, link])
        #expect(info.location == CGPoint(x: 3, y: 4))
        #expect(info.hasItemsConforming(to: [.text]))
        #expect(info.itemProviders(for: [.url]).count == 1)
        #expect(info.itemProviders(for: [.url]).first === link)
        #expect(info.itemProviders(for: [.plainText, .url]).count == 2)
        #expect(!info.hasItemsConforming(to: [.image]))
    }

    @Test func aDelegatesDefaultsAreApples() {
        let info = DropInfo(_location: .zero, itemProviders: [])
        let delegate = MinimalDelegate()
        #expect(delegate.validateDrop(info: info))
        #expect(delegate.dropUpdated(info: info) == nil)
        delegate.dropEntered(info: info)
        delegate.dropExited(info: info)
        #expect(delegate.performDrop(info: info))
    }
}
#endif
