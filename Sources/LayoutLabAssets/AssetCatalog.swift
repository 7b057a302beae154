import Foundation

/// The entries of an asset catalog (`Assets.xcassets`) that Xcode 15 generates Swift symbols for:
/// colour sets and image sets (symbol sets are images too). App icons, launch images, data sets
/// and the rest get none (Apple, "Asset symbol generation" in Xcode 15's release notes; the files
/// Xcode writes, `GeneratedAssetSymbols.swift`, list colours and images only).
public struct AssetCatalog: Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case color, image
    }

    public struct Entry: Equatable, Sendable {
        /// The name code looks the asset up by: the set's folder name without its extension,
        /// behind the names of enclosing folders that provide a namespace (`Brand/Blue`).
        public var name: String
        public var kind: Kind

        public init(name: String, kind: Kind) {
            self.name = name
            self.kind = kind
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The catalog at `url`: every `.colorset`, `.imageset` and `.symbolset` below it. A folder
    /// whose `Contents.json` says `"provides-namespace": true` puts its name in front of those
    /// inside it, as asset lookups by name need.
    public init(contentsOf url: URL) throws {
        var found: [Entry] = []
        try Self.collect(in: url, namespace: "", into: &found)
        entries = found
    }

    private static func collect(in folder: URL, namespace: String, into found: inout [Entry]) throws {
        let children = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
            let base = child.deletingPathExtension().lastPathComponent
            switch child.pathExtension {
            case "colorset":
                found.append(Entry(name: namespace + base, kind: .color))
            case "imageset", "symbolset":
                found.append(Entry(name: namespace + base, kind: .image))
            case "":
                let inner = providesNamespace(child) ? namespace + base + "/" : namespace
                try collect(in: child, namespace: inner, into: &found)
            default:
                continue  // app icons, data sets, stickers, ...: no symbol
            }
        }
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    /// A catalog written as a list, one entry a line: `name<TAB>color` or `name<TAB>image`. A
    /// line with a name alone is an entry whose kind is not known, listed as both (the list of a
    /// catalog that was not at hand, as in a corpus of gathered files, docs/real-code.md).
    public init(listing: String) {
        var entries: [Entry] = []
        for line in listing.split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let name = fields.first, !name.isEmpty else { continue }
            if fields.count > 1, let kind = Kind(rawValue: fields[1].trimmingCharacters(in: .whitespaces).lowercased()) {
                entries.append(Entry(name: name, kind: kind))
            } else if fields.count > 1, !fields[1].trimmingCharacters(in: .whitespaces).isEmpty {
                continue  // a kind that gets no symbol (appicon, data, ...)
            } else {
                entries += Kind.allCases.map { Entry(name: name, kind: $0) }
            }
        }
        self.entries = entries
    }
}

extension AssetCatalog {
    /// The catalogs at `paths` as one, as Xcode makes one symbols file of a target's catalogs: a
    /// folder is read as a catalog, a file as a listing (`init(listing:)`).
    public init(paths: [String]) throws {
        var entries: [Entry] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw AssetCatalogError.missing(path)
            }
            if isFolder.boolValue {
                entries += try AssetCatalog(contentsOf: URL(fileURLWithPath: path)).entries
            } else {
                entries += AssetCatalog(listing: try String(contentsOfFile: path, encoding: .utf8)).entries
            }
        }
        self.init(entries: entries)
    }
}

public enum AssetCatalogError: Error, CustomStringConvertible {
    case missing(String)

    public var description: String {
        switch self {
        case .missing(let path): "no asset catalog or listing at \(path)"
        }
    }
}
