// The `SwiftData` module for Linux, where Apple's framework does not exist: what views touch of
// it (Apple, "SwiftData"). `@Model` classes, a `ModelContainer` and its `ModelContext`, and
// `@Query`. There is no database: a container starts empty, a context keeps what is inserted
// into it in memory (in order), and a fetch or a query returns the context's objects of its type
// that its predicate matches, sorted by its sort descriptors (Foundation's `Predicate` and
// `SortDescriptor`, evaluated for real). A view that only queries shows no rows, as a fresh
// install of its app would. Depend on it for Linux only (docs/scenarios.md).
@_exported import Foundation
@_exported import Observation
import LayoutLab

/// A class `@Model` made persistent. Identity is the object's: two references to one object
/// are equal, as SwiftData's models compare by their persistent identifier.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Makes a class a `PersistentModel` (`Sources/LayoutLabMacros/ModelMacro.swift`).
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "LayoutLabMacros", type: "ModelMacro")

/// How a property is stored: accepted, there is no store (`SchemaPropertyMacro`).
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "LayoutLabMacros", type: "SchemaPropertyMacro")

@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "LayoutLabMacros", type: "SchemaPropertyMacro")

@attached(peer)
public macro Transient() = #externalMacro(module: "LayoutLabMacros", type: "SchemaPropertyMacro")

/// Key paths whose values together are unique among the model's objects (iOS 18): accepted,
/// there is no store to keep them so, as `@Attribute(.unique)` (`SchemaConstraintMacro`).
@freestanding(declaration)
public macro Unique<T: PersistentModel>(_ constraints: [PartialKeyPath<T>]...)
    = #externalMacro(module: "LayoutLabMacros", type: "SchemaConstraintMacro")

/// Key paths the store indexes (iOS 18): accepted, there is no store (`SchemaConstraintMacro`).
@freestanding(declaration)
public macro Index<T: PersistentModel>(_ indices: [PartialKeyPath<T>]...)
    = #externalMacro(module: "LayoutLabMacros", type: "SchemaConstraintMacro")

/// The model types a container holds.
public final class Schema: @unchecked Sendable {
    public let types: [any PersistentModel.Type]

    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        self.types = types
    }

    public convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    public struct Version: Hashable, Sendable {
        public let major: Int, minor: Int, patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
    }

    public final class Attribute: Sendable {
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
            public static func transformable(by name: String) -> Option { Option(name: "transformable") }
        }
    }

    public final class Relationship: Sendable {
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }

        public enum DeleteRule: Hashable, Sendable {
            case nullify, cascade, deny, noAction
        }
    }
}

/// Where a container would keep its store; in memory here whatever it says.
public struct ModelConfiguration: Hashable, Sendable {
    public let name: String
    public let isStoredInMemoryOnly: Bool

    /// Where the store would sync: kept; nothing syncs, the device has no iCloud account
    /// (docs/supported-api.md, "CloudKit").
    public let cloudKitDatabase: CloudKitDatabase

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// The iCloud database a store syncs with (Apple: "ModelConfiguration.CloudKitDatabase"):
    /// `.automatic` is the app's first container, when it has the entitlement.
    public struct CloudKitDatabase: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case automatic, none, privateDatabase(String)
        }

        let kind: Kind

        public static let automatic = CloudKitDatabase(kind: .automatic)
        public static let none = CloudKitDatabase(kind: .none)
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase {
            CloudKitDatabase(kind: .privateDatabase(containerIdentifier))
        }
    }

    /// Disfavoured: with no type it would be `ModelConfiguration(isStoredInMemoryOnly:)` too.
    @_disfavoredOverload
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
}
