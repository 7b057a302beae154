// Foundation's `NSItemProvider`, which drag and drop, sharing and the photo picker hand to apps
// (Apple: "NSItemProvider"). On Apple's platforms it is Foundation's; Linux's Foundation has none,
// so it lives here, in the module `SwiftUI` and `UIKit` re-export, beside the `Transferable`
// bridges Apple's CoreTransferable adds to it (`loadTransferable(type:completionHandler:)`,
// `register(_:)`), and the `UTType` ones of UniformTypeIdentifiers (`registeredContentTypes`).
//
// A provider holds representations: a type identifier and what makes its data. Loading data runs
// that at once, on the caller's thread, and calls the completion handler before returning: Apple's
// calls it later on another queue, but here no run loop turns between steps, and a recorded case
// must not depend on timing (docs/supported-api.md, "Drag and drop, and `NSItemProvider`"). A `Transferable`'s
// conversions are async, so those loads call back from a task of their own once they have run
// (blocking on them would starve Swift's cooperative threads).
@_exported import Foundation
import UniformTypeIdentifiers

/// A class whose instances an item provider can carry as data (Apple: "NSItemProviderWriting").
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the object can be written as, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes the object as data of `typeIdentifier` and passes it to `completionHandler`.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

/// A class whose instances can be made from an item provider's data (Apple: "NSItemProviderReading").
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Who may see a representation. Accepted: nothing leaves the process here.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0, team = 1, group = 2, ownProcess = 3
}

public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// Data of one or more type identifiers, loaded when asked for.
open class NSItemProvider: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = (_ item: (any NSSecureCoding)?, _ error: (any Error)?) -> Void

    /// Why a load failed (Apple's `NSItemProvider.ErrorCode` values).
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// One representation: its type identifier and the loader of its data.
    struct Representation {
        let typeIdentifier: String
        let load: (@escaping (Data?, (any Error)?) -> Void) -> Progress?
    }

    var representations: [Representation] = []

    /// The name a receiver gives the data when it saves it as a file.
    open var suggestedName: String?

    public override init() {}

    /// A provider of `object` in every type it writes.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of one item of `typeIdentifier`: a string, URL or data item is written as its
    /// bytes (UTF-8 for a string, the absolute string for a URL).
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        register(typeIdentifier) { completion in
            if let data = NSItemProvider.data(of: item) {
                completion(data, nil)
            } else {
                completion(nil, NSItemProvider.error(.unavailableCoercion))
            }
            return nil
        }
    }

    /// A provider of the file at `fileURL`, typed by its filename extension; nil if no file is there.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        register(type.identifier) { completion in
            do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
            return nil
        }
    }

    /// The type identifiers of the representations, in the order they were registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] { registeredTypeIdentifiers }

    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        register(typeIdentifier) { completion in
            let completion = Unchecked(completion)
            return loadHandler { completion.value($0, $1) }
        }
    }

    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for typeIdentifier in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            register(typeIdentifier) { completion in
                let completion = Unchecked(completion)
                return object.loadData(withTypeIdentifier: typeIdentifier) { completion.value($0, $1) }
            }
        }
    }

    func register(_ typeIdentifier: String, load: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?) {
        representations.append(Representation(typeIdentifier: typeIdentifier, load: load))
    }

    /// Whether a representation's type conforms to `typeIdentifier` (a system type's conformances
    /// are UniformTypeIdentifiers'; an app's own identifier conforms only to itself).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    func representation(conformingTo typeIdentifier: String) -> Representation? {
        representations.first { NSItemProvider.identifier($0.typeIdentifier, conformsTo: typeIdentifier) }
    }

    static func identifier(_ identifier: String, conformsTo other: String) -> Bool {
        if identifier == other { return true }
        guard let type = UTType(identifier), let supertype = UTType(other) else { return false }
        return type.conforms(to: supertype)
    }

    /// The data of the first representation conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        loadData(conformingTo: typeIdentifier, completionHandler: completionHandler)
    }

    /// The loader every load goes through: its handler need not be `Sendable`, since it is
    /// called before the load returns, on the caller's thread.
    @discardableResult
    func loadData(conformingTo typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, NSItemProvider.error(.unavailableCoercion))
            return progress
        }
        _ = representation.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    /// The data of `typeIdentifier` written to a temporary file, whose URL the handler receives.
    @discardableResult
    open func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        let name = suggestedName
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent(name ?? UUID().uuidString)
                .appendingPathExtension(UTType(typeIdentifier)?.preferredFilenameExtension ?? "")
            do {
                try data.write(to: file)
                completionHandler(file, nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// The item of `typeIdentifier`, as older drop code reads it: its data as `Data` (which
    /// conforms to `NSSecureCoding` through `NSData`); a caller that casts it `as? Data` gets it.
    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: NSItemProvider.CompletionHandler? = nil
    ) {
        loadData(conformingTo: typeIdentifier) { data, error in
            completionHandler?(data.map { NSData(data: $0) }, error)
        }
    }

    /// An object of `aClass` made from the first representation it reads.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        guard let typeIdentifier = aClass.readableTypeIdentifiersForItemProvider.first(where: hasItemConformingToTypeIdentifier) else {
            completionHandler(nil, NSItemProvider.error(.unavailableCoercion))
            return Progress(totalUnitCount: 1)
        }
        return loadData(conformingTo: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// A Swift value (a `String`, a `URL`) made through the class it bridges to, as
    /// `provider.loadObject(ofClass: String.self) { string, _ in … }` is written.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(
        ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        let finish = Unchecked { (object: (any NSItemProviderReading)?, error: (any Error)?) in
            guard let object = object as? T._ObjectiveCType else { return completionHandler(nil, error) }
            var value: T?
            T._forceBridgeFromObjectiveC(object, result: &value)
            completionHandler(value, nil)
        }
        return loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { finish.value($0, $1) }
    }

    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type)
    }

    // MARK: UniformTypeIdentifiers' and CoreTransferable's additions

    /// The representations' types (an app's own identifier as an exported type of its own).
    public var registeredContentTypes: [UTType] {
        registeredTypeIdentifiers.map { UTType($0) ?? UTType(exportedAs: $0) }
    }

    public func hasItemConformingTo(_ contentType: UTType) -> Bool { hasItemConformingToTypeIdentifier(contentType.identifier) }

    /// A provider of `transferable` in every content type it exports.
    public func register<T: Transferable>(_ transferable: @escaping @Sendable () -> T) {
        for contentType in T.exportedContentTypes() {
            let export = Unchecked { () async throws -> Data in try await transferable().exported(as: contentType) }
            register(contentType.identifier) { completion in
                // The export is async: it finishes in a task of its own, and calls back from there.
                let completion = Unchecked(completion)
                Task {
                    do { completion.value(try await export.value(), nil) } catch { completion.value(nil, error) }
                }
                return nil
            }
        }
    }

    /// A `T` imported from the first representation it imports.
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type transferableType: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void
    ) -> Progress {
        _loadTransferable(type: transferableType, completionHandler: completionHandler)
    }

    /// As `loadTransferable(type:completionHandler:)`, for the frameworks built on it here: the
    /// handler is called once, when the import has run, so it need not be `Sendable`.
    @discardableResult
    public func _loadTransferable<T: Transferable>(
        type transferableType: T.Type, completionHandler: @escaping (Result<T, any Error>) -> Void
    ) -> Progress {
        let wanted = T.importedContentTypes()
        guard let representation = representations.first(where: { rep in
            wanted.contains { NSItemProvider.identifier(rep.typeIdentifier, conformsTo: $0.identifier) }
        }) else {
            completionHandler(.failure(TransferError.unsupportedContentType(wanted.first)))
            return Progress(totalUnitCount: 1)
        }
        let identifier = representation.typeIdentifier
        // Imported as the type `T` asked for that the representation conforms to (a PNG is
        // imported as `Data` through `Data`'s own `public.data`).
        let asked = wanted.first { NSItemProvider.identifier(identifier, conformsTo: $0.identifier) }
        let make = Unchecked { (data: Data) async throws -> Any in try await T(importing: data, contentType: asked) }
        let finish = Unchecked { (value: Any?, error: (any Error)?) in
            completionHandler(value.map { .success($0 as! T) } ?? .failure(error ?? TransferError.unsupportedContentType(nil)))
        }
        return loadData(conformingTo: identifier) { data, error in
            guard let data else { return finish.value(nil, error ?? NSItemProvider.error(.unavailableCoercion)) }
            // The import is async: it finishes in a task of its own, and calls back from there.
            Task {
                do { finish.value(try await make.value(data), nil) } catch { finish.value(nil, error) }
            }
        }
    }

    // MARK: Helpers

    static func data(of item: any NSSecureCoding) -> Data? {
        // Linux's Foundation does not bridge `Data`, `String` or `URL` to `NSSecureCoding`, so an
        // item is always one of the classes.
        switch item {
        case let data as NSData: return Data(referencing: data)
        case let string as NSString: return Data(String(string).utf8)
        case let url as NSURL: return (url.absoluteString as String?).map { Data($0.utf8) }
        default: return nil
        }
    }

    /// Apple's error codes for a failed load.
    public enum ErrorCode: Int, Sendable {
        case unknownError = -1, itemUnavailableError = -1000, unexpectedValueClassError = -1100, unavailableCoercionError = -1200

        static let unavailableCoercion = ErrorCode.unavailableCoercionError
    }

    static func error(_ code: ErrorCode) -> NSError {
        NSError(domain: errorDomain, code: code.rawValue)
    }
}

/// A value or closure taken across a `@Sendable` boundary: each is used by one load, once.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}


// MARK: Foundation's classes that providers carry

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier] }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(String(self).utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8) else { throw CocoaError(.coderReadCorrupt) }
        return self.init(string: string)
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier, UTType.fileURL.identifier] }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler((absoluteString as String?).map { Data($0.utf8) }, nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        // `NSURL.init(string:)` is not a required initialiser, so `Self` is reached by a cast: a
        // subclass of NSURL asked for here gets the error, not a plain NSURL.
        guard let url = NSURL(string: String(decoding: data, as: UTF8.self)), let typed = url as? Self else {
            throw CocoaError(.coderReadCorrupt)
        }
        return typed
    }
}
