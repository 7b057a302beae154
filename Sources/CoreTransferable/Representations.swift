import Foundation
import UniformTypeIdentifiers

/// An item written as JSON (by default) of `contentType`, and read back.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: _PrimitiveTransferRepresentation {
    let contentType: UTType
    let encode: (Item) throws -> Data
    let decode: (Data) throws -> Item

    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: JSONEncoder, decoder: JSONDecoder)
    where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.contentType = contentType
        encode = { try encoder.encode($0) }
        decode = { try decoder.decode(Item.self, from: $0) }
    }

    public var _primitiveConversions: [TransferConversion<Item>] {
        let encode = self.encode, decode = self.decode
        return [TransferConversion(contentType: contentType, export: { try encode($0) }, import: { try decode($0) })]
    }
}

/// An item converted to and from data by the app's own closures.
public struct DataRepresentation<Item: Transferable>: _PrimitiveTransferRepresentation {
    let conversion: TransferConversion<Item>

    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        conversion = TransferConversion(contentType: contentType, export: exporting, import: importing)
    }

    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        conversion = TransferConversion(contentType: contentType, export: exporting, import: nil)
    }

    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        conversion = TransferConversion(contentType: contentType, export: nil, import: importing)
    }

    public var _primitiveConversions: [TransferConversion<Item>] { [conversion] }
}

/// A file the item is written to or read from: here the file's bytes, through a temporary file.
public struct FileRepresentation<Item: Transferable>: _PrimitiveTransferRepresentation {
    let conversion: TransferConversion<Item>

    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        conversion = TransferConversion(
            contentType: contentType,
            export: { try Data(contentsOf: try await exporting($0).file) },
            import: { try await importing(ReceivedTransferredFile(file: try FileRepresentation.temporaryFile(holding: $0), isOriginalFile: false)) }
        )
    }

    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        conversion = TransferConversion(contentType: contentType, export: { try Data(contentsOf: try await exporting($0).file) }, import: nil)
    }

    public init(
        importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        conversion = TransferConversion(
            contentType: contentType, export: nil,
            import: { try await importing(ReceivedTransferredFile(file: try FileRepresentation.temporaryFile(holding: $0), isOriginalFile: false)) }
        )
    }

    static func temporaryFile(holding data: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try data.write(to: url)
        return url
    }

    public var _primitiveConversions: [TransferConversion<Item>] { [conversion] }
}

public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// An item transferred as another transferable value (its title as a `String`, say).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: _PrimitiveTransferRepresentation {
    let conversions: [TransferConversion<Item>]

    public init(
        exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
        conversions = ProxyRepresentation.conversions.map { proxy in
            TransferConversion(
                contentType: proxy.contentType,
                export: proxy.export.map { export in { try await export(try await exporting($0)) } },
                import: proxy.import.map { read in { try await importing(try await read($0)) } }
            )
        }
    }

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        conversions = ProxyRepresentation.conversions.compactMap { proxy in
            proxy.export.map { export in
                TransferConversion(contentType: proxy.contentType, export: { try await export(try await exporting($0)) }, import: nil)
            }
        }
    }

    public var _primitiveConversions: [TransferConversion<Item>] { conversions }
}

/// A representation with a modifier applied: the same conversions.
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: _PrimitiveTransferRepresentation {
    let base: Base
    public typealias Item = Base.Item
    public var _primitiveConversions: [TransferConversion<Base.Item>] { base._conversions }
}

extension TransferRepresentation {
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> { .init(base: self) }
    public func suggestedFileName(_ fileName: @escaping (Item) -> String?) -> _ModifiedTransferRepresentation<Self> { .init(base: self) }
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> _ModifiedTransferRepresentation<Self> { .init(base: self) }
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> { .init(base: self) }
}

/// Which apps see an item in transit. Accepted: nothing leaves the process here.
public struct TransferRepresentationVisibility: Hashable, Sendable {
    let name: String
    public static let all = TransferRepresentationVisibility(name: "all")
    public static let team = TransferRepresentationVisibility(name: "team")
    public static let group = TransferRepresentationVisibility(name: "group")
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

// MARK: The standard library's and Foundation's transferable types

extension String: Transferable {
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension Data: Transferable {
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(
            contentType: .url, exporting: { Data($0.absoluteString.utf8) },
            importing: { data in
                guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw CocoaError(.coderReadCorrupt) }
                return url
            }
        )
    }
}
