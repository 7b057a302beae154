// The item a `PhotosPicker` selects (Apple: "PhotosPickerItem"), declared where Apple declares it,
// in the overlay of PhotosUI and SwiftUI.
//
// On Linux there is no photo library and no picker is ever shown, so a user never selects an item:
// a selection holds what the app put in it. An item made from an identifier alone, as
// `PhotosPickerItem(itemIdentifier:)` makes one, has no representation, and loading it gives nil,
// as Apple's does when no supported content type is found. An item with content is made from an
// item provider (`init(_itemIdentifier:itemProvider:)`), which is how a test or a scenario stands
// for the user's choice; loading it really imports the provider's data as the asked type.
@_exported import CoreTransferable
import UniformTypeIdentifiers

public struct PhotosPickerItem: Hashable, @unchecked Sendable {
    /// How a picked asset is transcoded before it is handed over. Nothing is transcoded here.
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        let name: String
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        public static let current = EncodingDisambiguationPolicy(name: "current")
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }

    /// The asset's local identifier in the photo library, if the picker was given one.
    public let itemIdentifier: String?
    let itemProvider: NSItemProvider?

    /// An item without any representation.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
        itemProvider = nil
    }

    /// An item whose content is `itemProvider`'s: what a picker hands over once a user chooses.
    public init(_itemIdentifier itemIdentifier: String?, itemProvider: NSItemProvider) {
        self.itemIdentifier = itemIdentifier
        self.itemProvider = itemProvider
    }

    /// The content types the item can be loaded as, most preferred first.
    public var supportedContentTypes: [UTType] { itemProvider?.registeredContentTypes ?? [] }

    /// The item as a `T`, or nil when it has no content type `T` imports.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        guard let itemProvider, canLoad(T.self) else { return nil }
        let loaded: LoadedValue = try await withCheckedThrowingContinuation { continuation in
            itemProvider._loadTransferable(type: T.self) { result in
                continuation.resume(with: result.map { LoadedValue(value: $0) })
            }
        }
        return loaded.value as? T
    }

    @discardableResult
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
    ) -> Progress {
        guard let itemProvider, canLoad(T.self) else {
            completionHandler(.success(nil))
            return Progress(totalUnitCount: 0)
        }
        return itemProvider._loadTransferable(type: T.self) { completionHandler($0.map(Optional.some)) }
    }

    func canLoad<T: Transferable>(_ type: T.Type) -> Bool {
        let wanted = T.importedContentTypes()
        return supportedContentTypes.contains { have in wanted.contains { have.conforms(to: $0) } }
    }

    /// Items are the same asset when their identifiers are; two items without one are the same
    /// only when they carry the same provider.
    public static func == (a: PhotosPickerItem, b: PhotosPickerItem) -> Bool {
        if a.itemIdentifier != nil || b.itemIdentifier != nil { return a.itemIdentifier == b.itemIdentifier }
        return a.itemProvider === b.itemProvider
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(itemIdentifier)
    }
}

/// A loaded value handed across the continuation: it was made for the one caller waiting on it.
private struct LoadedValue: @unchecked Sendable {
    let value: Any
}

extension PhotosPickerItem: Transferable {
    /// Apple's item transfers as its identifier; so does this one (as plain text).
    public static var transferRepresentation: ProxyRepresentation<PhotosPickerItem, String> {
        ProxyRepresentation(exporting: { $0.itemIdentifier ?? "" }, importing: { PhotosPickerItem(itemIdentifier: $0) })
    }
}

/// How a picker with several selections treats them (Apple: "PhotosPickerSelectionBehavior").
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}
