#if os(Linux)
// A Core Data list as apps write one: an entity class, `@FetchRequest`, the context from the
// environment, a persistence controller. The store is empty: the list shows no rows.
import CoreData
import Foundation
import LayoutLab
import SwiftUI
import Testing

final class Note: NSManagedObject {
    var title: String?
}

// As Xcode's generated classes say it: `NSManagedObject` is not `Identifiable` itself.
extension Note: Identifiable {}

struct PersistenceController {
    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Notes")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("\(error)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }
}

struct NoteList: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "title", ascending: true)],
                  predicate: NSPredicate(format: "title BEGINSWITH %@", "A"))
    private var notes: FetchedResults<Note>

    var body: some View {
        VStack(spacing: 0) {
            Text("Notes").accessibilityIdentifier("header")
            ForEach(notes) { note in
                Text(note.title ?? "")
            }
        }
    }
}

@Suite struct CoreDataTests {
    @Test func aFetchRequestFromTheEmptyStoreShowsNoRows() async throws {
        let controller = PersistenceController(inMemory: true)
        let (result, log) = await record(NoteList().environment(\.managedObjectContext, controller.container.viewContext))
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        #expect(pass.nodes.filter { $0.kind == "Text" }.count == 1)
        #expect(pass.node(named: "header") != nil)
    }

    @Test func aContextKeepsItsObjectsUntilSavedAndFetchesNothing() throws {
        let context = PersistenceController().container.viewContext
        let note = Note(context: context)
        note.title = "A note"
        #expect(note.managedObjectContext === context)
        #expect(Note.entity().name == "Note")
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
        #expect(try context.fetch(NSFetchRequest<Note>(entityName: "Note")).isEmpty)
        #expect(try context.count(for: Note.fetchRequest()) == 0)
    }

    /// `Note()` in a preview: an object of the class's entity, in no context.
    @Test func anObjectMadeWithoutAContextBelongsToNone() {
        let note = Note()
        note.title = "Draft"
        #expect(note.entity.name == "Note")
        #expect(note.managedObjectContext == nil)
        #expect(!note.isInserted)
        #expect(note.title == "Draft")
    }

    @Test func aSortByAnOptionalKeyPathKeepsItsKeyPathAndDirection() {
        let sort = NSSortDescriptor(keyPath: \Note.title, ascending: false)
        #expect(sort.keyPath == \Note.title)
        #expect(!sort.ascending)
    }

    @Test func aFormatPredicateMatchesNothing() {
        #expect(NSPredicate(format: "title == %@", "A").evaluate(with: nil) == false)
    }

    /// Identifiers, batch requests and sectioned fetches, as persistence controllers and grouped
    /// lists use them: identities hold, the empty store has nothing to delete or group.
    @Test func objectIDsBatchRequestsAndSections() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let note = Note(context: context)
        note.title = "Groceries"
        #expect(note.objectID.isTemporaryID)
        #expect(note.objectID.uriRepresentation().absoluteString.hasPrefix("x-coredata:///Note/t"))
        #expect(context.object(with: note.objectID) === note)
        #expect(try context.existingObject(with: note.objectID) === note)
        #expect(Note(context: context).objectID != note.objectID)

        let delete = NSBatchDeleteRequest(fetchRequest: Note.fetchRequest())
        delete.resultType = .resultTypeObjectIDs
        let deleted = try context.execute(delete) as? NSBatchDeleteResult
        #expect((deleted?.result as? [NSManagedObjectID])?.isEmpty == true)
        NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectIDsKey: []], into: [context])

        // Key paths in format predicates read the object's values.
        #expect(NSPredicate(format: "title BEGINSWITH[c] %@", "gro").evaluate(with: note))
        #expect(!NSPredicate(format: "title == %@", "Errands").evaluate(with: note))
    }

    struct SectionedNotes: View {
        @SectionedFetchRequest(sectionIdentifier: \Note.title, sortDescriptors: [NSSortDescriptor(keyPath: \Note.title, ascending: true)])
        private var sections: SectionedFetchResults<String?, Note>
        @FetchRequest(sortDescriptors: [SortDescriptor(\Note.title)]) private var notes: FetchedResults<Note>

        var body: some View {
            List {
                ForEach(sections) { section in
                    Section(section.id ?? "Untitled") { ForEach(section) { Text($0.title ?? "") } }
                }
            }
            .onAppear {
                notes.nsPredicate = NSPredicate(format: "title CONTAINS[cd] %@", "x")
                sections.nsPredicate = notes.nsPredicate
            }
            .accessibilityIdentifier("sections")
        }
    }

    @Test func aSectionedFetchHasNoSectionsInTheEmptyStore() async throws {
        let controller = PersistenceController(inMemory: true)
        let (result, log) = await record(SectionedNotes().environment(\.managedObjectContext, controller.container.viewContext))
        #expect(result.outcome == .stable)
        #expect(log.finalPass(step: 0)?.node(named: "sections") != nil)
    }
}
#endif
