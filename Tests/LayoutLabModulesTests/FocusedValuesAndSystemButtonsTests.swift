#if os(Linux)
// A document app's commands read the focused note; a toolbar pastes and renames; a form edits an
// optional number: nothing is focused in a case, and the system buttons lay out as buttons.
import HealthKit
import SwiftUI
import Testing
import LayoutLab

struct FocusedNoteKey: FocusedValueKey { typealias Value = String }
extension FocusedValues {
    var focusedNote: String? {
        get { self[FocusedNoteKey.self] }
        set { self[FocusedNoteKey.self] = newValue }
    }
}

struct NoteToolbar: View {
    @FocusedValue(\.focusedNote) private var note
    @State private var price: Double? = nil
    @State private var renamed = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(note ?? "nothing focused").accessibilityIdentifier(note == nil ? "unfocused" : "focused")
            PasteButton(payloadType: String.self) { _ in }.accessibilityIdentifier("paste")
            RenameButton().accessibilityIdentifier("rename")
            TextField("Price", value: $price, format: .number).accessibilityIdentifier("price")
        }
        .focusedSceneValue(\.focusedNote, "Groceries")
        .renameAction { }
        .healthDataAccessRequest(store: HKHealthStore(), readTypes: [], trigger: renamed) { _ in }
    }
}

@Suite struct FocusedValuesAndSystemButtonsTests {
    @Test func nothingIsFocusedAndTheSystemButtonsAreButtons() async throws {
        let (result, log) = await record(NoteToolbar())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        #expect(pass.node(named: "unfocused") != nil)
        let (_, paste) = await record(Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }.accessibilityIdentifier("paste"))
        #expect(pass.node(named: "paste")?.frame.size == paste.finalPass(step: 0)?.node(named: "paste")?.frame.size)
        let (_, rename) = await record(Button {} label: { Label("Rename", systemImage: "pencil") }.accessibilityIdentifier("rename"))
        #expect(pass.node(named: "rename")?.frame.size == rename.finalPass(step: 0)?.node(named: "rename")?.frame.size)
        #expect(pass.node(named: "price") != nil)
    }
}
#endif
