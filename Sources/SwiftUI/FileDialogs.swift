import LayoutLab
import UniformTypeIdentifiers
import CoreTransferable
import Foundation

// The file importer, exporter and mover (Apple, "fileImporter(isPresented:allowedContentTypes:
// onCompletion:)" and its kin, iOS 14): system panels the app presents and the user answers.
// Nobody answers here, so a presented panel is never shown and its completion is never called, as
// on a device where the user has not yet chosen; the modifiers are accepted (behaviour only).

nonisolated extension View {
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View { self }

    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View { self }

    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View { self }

    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    public func fileDialogMessage(_ message: Text?) -> some View { self }
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }
}
