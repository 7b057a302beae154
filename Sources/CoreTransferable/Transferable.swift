// The `CoreTransferable` module for Linux, where Apple's framework does not exist: `Transferable`
// and its representations, which say how a type is exported as data of a content type (for
// drag and drop, sharing, the pasteboard) and imported back. The representations here really
// convert: a `CodableRepresentation` writes and reads JSON, a `DataRepresentation` or
// `ProxyRepresentation` runs the app's closures. `SwiftUI` re-exports it, as Apple's does
// (docs/supported-api.md, "CoreTransferable").
@_exported import Foundation
import UniformTypeIdentifiers

/// A type that can be exported as data of a content type, and imported back.
///
/// Declared as Apple declares it (Apple: "Transferable", "transferRepresentation"): the
/// representation's `Item` is not tied to `Self` in the protocol. Tying it (`where
/// Representation.Item == Self`) looks safer and breaks every conformance apps write: a witness
/// of type `some TransferRepresentation` says nothing of its `Item`, so the associated type
/// cannot be inferred, the conformance fails, and the builder, which is inferred from the
/// requirement only once the witness matches it, is lost with it ("generic parameter 'Item'
/// could not be inferred" on each representation). The tie is checked where the conversions
/// are read instead (`conversions`). Apple's also refines `Sendable`; this one does not
/// (its representations hold the app's closures as they are given).
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation { get }
}

/// One way of converting an item to and from data.
public protocol TransferRepresentation<Item> {
    associatedtype Item: Transferable
    // Apple's also ties `Body.Item` to `Item`; here a primitive representation's body is `Never`,
    // so the tie is checked where a body's conversions are read instead.
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension TransferRepresentation {
    /// The ways the representation converts, in order: a group's, or its body's.
    public var _conversions: [TransferConversion<Item>] {
        if let primitive = self as? any _PrimitiveTransferRepresentation {
            return primitiveConversions(of: primitive) as! [TransferConversion<Item>]
        }
        return body._conversions as Any as? [TransferConversion<Item>] ?? []
    }
}

/// A primitive representation's conversions, its type opened from the existential.
private func primitiveConversions<R: _PrimitiveTransferRepresentation>(of representation: R) -> Any {
    representation._primitiveConversions
}

/// A representation with no body of its own.
public protocol _PrimitiveTransferRepresentation: TransferRepresentation {
    var _primitiveConversions: [TransferConversion<Item>] { get }
}

extension _PrimitiveTransferRepresentation {
    public var body: Never { fatalError("\(Self.self) is a primitive transfer representation: it has no body") }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
    public var body: Never { fatalError("Never has no body") }
}

extension Never: Transferable {
    public static var transferRepresentation: Never { fatalError("Never has no transfer representation") }
}

/// One conversion: the content type, and what exports an item to data or imports one from it.
public struct TransferConversion<Item> {
    public let contentType: UTType
    let export: ((Item) async throws -> Data)?
    let `import`: ((Data) async throws -> Item)?
}

@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildPartialBlock<R: TransferRepresentation>(first representation: R) -> R where R.Item == Item {
        representation
    }
    public static func buildPartialBlock<A: TransferRepresentation, B: TransferRepresentation>(
        accumulated: A, next: B
    ) -> TupleTransferRepresentation<Item, (A, B)> where A.Item == Item, B.Item == Item {
        TupleTransferRepresentation(value: (accumulated, next), conversions: accumulated._conversions + next._conversions)
    }
    public static func buildOptional<R: TransferRepresentation>(_ representation: R?) -> _OptionalTransferRepresentation<Item>
    where R.Item == Item {
        _OptionalTransferRepresentation(conversions: representation?._conversions ?? [])
    }
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }
}

public struct TupleTransferRepresentation<Item: Transferable, Value>: _PrimitiveTransferRepresentation {
    let value: Value
    let conversions: [TransferConversion<Item>]
    public var _primitiveConversions: [TransferConversion<Item>] { conversions }
}

public struct _OptionalTransferRepresentation<Item: Transferable>: _PrimitiveTransferRepresentation {
    let conversions: [TransferConversion<Item>]
    public var _primitiveConversions: [TransferConversion<Item>] { conversions }
}

extension Transferable {
    /// The type's conversions: its representation's, whose items are this type (a representation
    /// of another type's items converts nothing here).
    static var conversions: [TransferConversion<Self>] {
        transferRepresentation._conversions as Any as? [TransferConversion<Self>] ?? []
    }

    /// The content types the type exports, in the order its representation lists them.
    public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        conversions.filter { $0.export != nil }.map(\.contentType)
    }

    /// The content types the type can be imported from, in order.
    public static func importedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        conversions.filter { $0.import != nil }.map(\.contentType)
    }

    /// The item as data of `contentType`, by the first representation that exports it (the
    /// first that exports at all when `contentType` is nil).
    public func exported(as contentType: UTType?) async throws -> Data {
        guard let conversion = Self.conversions.first(where: {
            $0.export != nil && contentType.map($0.contentType.conforms(to:)) ?? true
        }) else { throw TransferError.unsupportedContentType(contentType) }
        return try await conversion.export!(self)
    }

    /// An item from data of `contentType`, by the first representation that imports it (the
    /// first that imports at all when `contentType` is nil).
    public init(importing data: Data, contentType: UTType?) async throws {
        guard let conversion = Self.conversions.first(where: {
            $0.import != nil && contentType.map($0.contentType.conforms(to:)) ?? true
        }) else { throw TransferError.unsupportedContentType(contentType) }
        self = try await conversion.import!(data)
    }
}

/// Why a transfer failed.
public enum TransferError: Error, Equatable {
    case unsupportedContentType(UTType?)
}
