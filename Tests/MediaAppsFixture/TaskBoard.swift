#if os(Linux)
// A board of sections reordered by drag and drop, as macOS and iPad tutorials write one: rows
// dragged with `onDrag` and an `NSItemProvider` of their id, a delegate that moves them, and a
// trash that accepts dropped text.
import SwiftUI
import UniformTypeIdentifiers

public struct BoardSection: Identifiable, Equatable {
    public let id: UUID
    public var title: String

    public init(id: UUID = UUID(), title: String) {
        self.id = id
        self.title = title
    }
}

public struct TaskBoard: View {
    @State private var sections: [BoardSection]
    @State private var dragging: BoardSection?
    @State private var isTrashTargeted = false

    public init(sections: [BoardSection]) {
        _sections = State(initialValue: sections)
    }

    public var body: some View {
        VStack(spacing: 8) {
            ForEach(sections) { section in
                Text(section.title)
                    .frame(maxWidth: .infinity, minHeight: 44)
                    .background(Color.gray.opacity(0.2))
                    .onDrag {
                        dragging = section
                        return NSItemProvider(object: section.id.uuidString as NSString)
                    }
                    .onDrop(of: [.text], delegate: SectionDropDelegate(item: section, sections: $sections, dragging: $dragging))
                    .accessibilityIdentifier(section.title)
            }
            Image(systemName: "trash")
                .font(.largeTitle)
                .foregroundColor(isTrashTargeted ? .red : .secondary)
                .onDrop(of: [UTType.plainText], isTargeted: $isTrashTargeted) { providers in
                    guard let provider = providers.first else { return false }
                    _ = provider.loadObject(ofClass: String.self) { string, _ in
                        guard let string = string, let id = UUID(uuidString: string) else { return }
                        DispatchQueue.main.async {
                            sections.removeAll { $0.id == id }
                        }
                    }
                    return true
                }
                .accessibilityIdentifier("trash")
            Text("Drop a link")
                .draggable("Board")
                .dropDestination(for: URL.self) { urls, _ in
                    !urls.isEmpty
                }
        }
        .padding()
    }
}

public struct SectionDropDelegate: DropDelegate {
    let item: BoardSection
    @Binding var sections: [BoardSection]
    @Binding var dragging: BoardSection?

    public init(item: BoardSection, sections: Binding<[BoardSection]>, dragging: Binding<BoardSection?>) {
        self.item = item
        _sections = sections
        _dragging = dragging
    }

    public func dropEntered(info: DropInfo) {
        guard let dragging = dragging, dragging != item,
              let from = sections.firstIndex(of: dragging),
              let to = sections.firstIndex(of: item) else { return }
        sections.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
    }

    public func dropUpdated(info: DropInfo) -> DropProposal? {
        DropProposal(operation: .move)
    }

    public func performDrop(info: DropInfo) -> Bool {
        dragging = nil
        return info.hasItemsConforming(to: [.text])
    }
}
#endif
