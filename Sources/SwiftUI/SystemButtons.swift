import CoreTransferable
import Foundation
import LayoutLab
import UniformTypeIdentifiers

/// The system's Paste button (iOS 16): it reads the pasteboard without asking, so the system draws
/// it, "Paste" with the clipboard symbol. Laid out as a button with that label in the
/// environment's button and label styles (*an estimate*: the system button is not measured). No
/// one taps it in a case unless a `tap` step does; then nothing is on the pasteboard, so the
/// handler gets no items.
public nonisolated struct PasteButton: View {
    let onPaste: () -> Void

    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        self.onPaste = { onPaste([]) }
    }

    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {
        self.onPaste = { payloadAction([]) }
    }

    public var body: some View {
        Button(action: onPaste) { Label("Paste", systemImage: "doc.on.clipboard") }
    }
}

/// A button that starts renaming what its view shows (iOS 16), through the environment's rename
/// action (`renameAction(_:)`): "Rename" with the pencil symbol, laid out as a button with that label.
public nonisolated struct RenameButton: View {
    @Environment(\.rename) private var rename

    public init() {}

    public var body: some View {
        Button { rename?() } label: { Label("Rename", systemImage: "pencil") }
    }
}

/// The action a `RenameButton` calls.
public struct RenameAction: Sendable {
    let action: @Sendable () -> Void
    public func callAsFunction() { action() }
}

private struct RenameActionKey: EnvironmentKey {
    static let defaultValue: RenameAction? = nil
}

extension EnvironmentValues {
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// What `RenameButton` inside does; a focus binding form moves focus to the field to rename.
    public func renameAction(_ action: @escaping @Sendable () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }

    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction(action: {}))
    }
}
