import Foundation
import LayoutLab
import UniformTypeIdentifiers
#if os(Linux)
import AppKit
import UIKit
#endif

// Document-based apps and app delegates as SwiftUI declares them (Apple: "FileDocument",
// "DocumentGroup", "UIApplicationDelegateAdaptor"). A document type reads and writes its file for
// real (`FileWrapper`, AppleFoundation); a document group holds its editor for a document; an
// adaptor declares the app's delegate, which cannot be made here and no launch would call.
// docs/supported-api.md, "Apps and scenes", lists what is here.

/// A document that is a value (Apple: "FileDocument"): read from a file wrapper, written to one.
public protocol FileDocument {
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document that is an object its editor changes (Apple: "ReferenceFileDocument"): written
/// from a snapshot.
public protocol ReferenceFileDocument: ObservableObject {
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads: its file and that file's type.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper

    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document writes: the type to write, and the file it was read from, if any.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?

    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// An open value document, as its editor view gets it.
public struct FileDocumentConfiguration<Document: FileDocument> {
    @Binding public var document: Document
    public let fileURL: URL?
    public let isEditable: Bool

    public init(document: Binding<Document>, fileURL: URL? = nil, isEditable: Bool = true) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// An open object document, as its editor view gets it.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    @ObservedObject public var document: Document
    public let fileURL: URL?
    public let isEditable: Bool

    public init(document: Document, fileURL: URL? = nil, isEditable: Bool = true) {
        self.document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// The windows of a document-based app (Apple: "DocumentGroup"): its editor for a new document
/// (`content` builds it for the document `newDocument` makes), or its viewer.
public struct DocumentGroup<Document, Content: View>: _PrimitiveScene {
    let makeContent: () -> Content
    /// The editor of a new, untitled document.
    public var content: Content { makeContent() }

    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) where Document: FileDocument {
        makeContent = {
            let box = DocumentBox(newDocument())
            return editor(FileDocumentConfiguration(document: Binding(get: { box.value }, set: { box.value = $0 })))
        }
    }

    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) where Document: FileDocument {
        makeContent = { preconditionFailure("a viewer-only document group opens no document here") }
    }

    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) where Document: ReferenceFileDocument {
        makeContent = { editor(ReferenceFileDocumentConfiguration(document: newDocument())) }
    }

    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) where Document: ReferenceFileDocument {
        makeContent = { preconditionFailure("a viewer-only document group opens no document here") }
    }
}

/// A value document's storage behind its editor's binding.
private final class DocumentBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

#if os(Linux)
/// The app's UIKit delegate (Apple: "UIApplicationDelegateAdaptor"). Apple's SwiftUI makes it with
/// the app; here it cannot be made: an `NSObject` subclass is made from its type only through a
/// `required` initializer, and Linux's `NSObject.init()` is not one (Apple's, from Objective-C,
/// is). Declaring the adaptor compiles and an app that only declares it runs; reading the delegate
/// stops the program with that reason. No launch would call its methods anyway.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var wrappedValue: DelegateType {
        preconditionFailure("UIApplicationDelegateAdaptor: \(DelegateType.self) cannot be made on Linux (NSObject's init is not required here)")
    }
}

/// The app's AppKit delegate (Apple: "NSApplicationDelegateAdaptor", macOS), as
/// `UIApplicationDelegateAdaptor`: declared, never made.
@propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate> {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var wrappedValue: DelegateType {
        preconditionFailure("NSApplicationDelegateAdaptor: \(DelegateType.self) cannot be made on Linux (NSObject's init is not required here)")
    }
}
#endif
