import SwiftUI

// A Core Data list as Xcode's template writes it, in a file that imports SwiftUI and nothing
// else: the context comes from the environment, the rows from `@FetchRequest`, a button adds a
// note and saves. On Apple's platforms `managedObjectContext`, `FetchRequest` and
// `FetchedResults` are SwiftUI's, so no `import CoreData` is needed; `Note` is the class Xcode
// generates from the data model (NotesModel.swift).

struct NotesView: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Note.title, ascending: true)], animation: .default)
    private var notes: FetchedResults<Note>

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Notes").font(.title).accessibilityIdentifier("title")
                Spacer()
                Button("Add", action: addNote).accessibilityIdentifier("add")
            }
            if notes.isEmpty {
                Text("No notes yet").foregroundColor(.secondary).accessibilityIdentifier("empty")
            }
            ForEach(notes) { note in
                HStack {
                    Text(note.title ?? "Untitled")
                    Spacer()
                    Text("\(note.priority)")
                }
            }
        }
        .padding()
    }

    private func addNote() {
        let note = Note(context: viewContext)
        note.title = "New note"
        note.priority = 1
        try? viewContext.save()
    }
}
