#if os(Linux)
// An app's own files as written for Apple's platforms: the `App` with its scenes and commands, a
// text document type, an app delegate. They compile, the app builds its scenes, and the document
// reads and writes its file for real.
import Foundation
import SwiftUI
import Testing
import UniformTypeIdentifiers

struct NoteDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String = "") { self.text = text }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

struct NoteEditor: View {
    @Binding var document: NoteDocument
    var body: some View { Text(document.text) }
}

struct NotesCommands: Commands {
    var body: some Commands {
        CommandGroup(replacing: .newItem) { Button("New Note") {} }
        CommandMenu("Format") { Button("Bold") {} }
        SidebarCommands()
    }
}

final class NotesAppDelegate: NSObject, UIApplicationDelegate {
    func applicationDidBecomeActive(_ application: UIApplication) {}
}

struct NotesApp: App {
    @UIApplicationDelegateAdaptor(NotesAppDelegate.self) var delegate
    nonisolated(unsafe) static var scenesBuilt = 0

    var body: some Scene {
        let _ = Self.scenesBuilt += 1
        DocumentGroup(newDocument: NoteDocument(text: "Untitled")) { file in
            NoteEditor(document: file.$document)
        }
        .commands { NotesCommands() }
        WindowGroup("Inspector", id: "inspector") { Text("Inspector") }
            .defaultSize(width: 320, height: 480)
        #if os(macOS)
        Settings { Text("Settings") }
        #endif
        MenuBarExtra("Notes", systemImage: "note.text") { Button("Quit") {} }
            .menuBarExtraStyle(.menu)
    }
}

@Suite(.serialized) struct AppAndScenesTests {
    @Test @MainActor func anAppBuildsItsScenes() {
        let before = NotesApp.scenesBuilt
        NotesApp.main()
        #expect(NotesApp.scenesBuilt == before + 1)
    }

    @Test @MainActor func aDocumentGroupsEditorEditsANewDocument() {
        let group = DocumentGroup(newDocument: NoteDocument(text: "Untitled")) { file in NoteEditor(document: file.$document) }
        let editor = group.content
        #expect(editor.document.text == "Untitled")
        editor.document.text = "Groceries"
        #expect(editor.document.text == "Groceries")
    }

    @Test func aDocumentReadsAndWritesItsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try NoteDocument(text: "Milk, eggs").fileWrapper(
            configuration: .init(contentType: .plainText, existingFile: nil)
        )
        let package = FileWrapper(directoryWithFileWrappers: ["list.txt": written])
        #expect(package.addRegularFile(withContents: Data("x".utf8), preferredFilename: "list.txt") == "2 list.txt")
        try package.write(to: folder)
        let read = try FileWrapper(url: folder)
        #expect(read.isDirectory && read.fileWrappers?.keys.sorted() == ["2 list.txt", "list.txt"])
        let file = try #require(read.fileWrappers?["list.txt"])
        let document = try NoteDocument(configuration: .init(contentType: .plainText, file: file))
        #expect(document.text == "Milk, eggs")
        #expect(NoteDocument.writableContentTypes == [.plainText])
    }
}
#endif
