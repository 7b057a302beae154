// The `UniformTypeIdentifiers` module for Linux, where Apple's framework does not exist: the
// system's common types with their identifiers, filename extensions and conformances (Apple:
// "System-declared uniform type identifiers"), so that drag-and-drop and file-importer code
// compiles and answers as on Apple's platforms. Depend on it for Linux only (docs/scenarios.md).
@_exported import Foundation

/// A uniform type identifier: a name for a kind of data, and the types it conforms to.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier, as `public.png`.
    public let identifier: String
    /// The filename extension a file of this type is given, if it has one.
    public let preferredFilenameExtension: String?
    /// The MIME type, if it has one.
    public let preferredMIMEType: String?
    /// The types this one conforms to directly.
    let parents: [String]
    /// Every filename extension this type claims.
    let extensions: [String]

    init(_ identifier: String, parents: [String], extensions: [String] = [], mime: String? = nil) {
        self.identifier = identifier
        self.parents = parents
        self.extensions = extensions
        self.preferredFilenameExtension = extensions.first
        self.preferredMIMEType = mime
    }

    /// The type of `identifier`, if the system declares it.
    public init?(_ identifier: String) {
        guard let type = UTType.declared[identifier] else { return nil }
        self = type
    }

    /// A type the app itself declares and owns (its Info.plist's exported types), conforming to
    /// `parentType` (to `public.data` when none is given). It has no filename extension or MIME
    /// type here: those live in the Info.plist, which is not read.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parents: [(parentType ?? .data).identifier])
    }

    /// A type another app declares that this app uses (its Info.plist's imported types).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The type a file with `filenameExtension` has, conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard let type = UTType.all.first(where: { $0.extensions.contains(lowered) }), type.conforms(to: supertype) else {
            return nil
        }
        self = type
    }

    /// The type of `mimeType`, conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let type = UTType.all.first(where: { $0.preferredMIMEType == mimeType.lowercased() }), type.conforms(to: supertype) else {
            return nil
        }
        self = type
    }

    /// Whether this type is `type` or descends from it.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { UTType.declared[$0]?.conforms(to: type) ?? false }
    }

    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) && self != type }

    /// The types this one conforms to, directly or not.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        for parent in parents.compactMap({ UTType.declared[$0] }) {
            found.insert(parent)
            found.formUnion(parent.supertypes)
        }
        return found
    }

    public var isDeclared: Bool { true }
    public var isDynamic: Bool { false }
    public var isPublicType: Bool { identifier.hasPrefix("public.") }
    public var localizedDescription: String? { identifier }
    public var description: String { identifier }

    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
