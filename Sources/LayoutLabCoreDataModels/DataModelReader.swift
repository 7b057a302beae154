import Foundation
#if canImport(FoundationXML)
// swift-corelibs-foundation keeps its XML parser in a module of its own.
import FoundationXML
#endif

extension DataModel {
    public enum ReadError: Error, CustomStringConvertible {
        case notAModel(String)
        case unknownAttributeType(entity: String, attribute: String, type: String)

        public var description: String {
            switch self {
            case .notAModel(let reason): "not a Core Data model: \(reason)"
            case .unknownAttributeType(let entity, let attribute, let type):
                "\(entity).\(attribute) has an attribute type this generator does not know: \(type)"
            }
        }
    }

    /// The model at `url`: a `.xcdatamodeld` (its current version, `.xccurrentversion`, or its
    /// only one), a `.xcdatamodel` folder, or the `contents` file itself.
    public init(contentsOf url: URL) throws {
        try self.init(xml: Data(contentsOf: Self.contentsFile(at: url)))
    }

    static func contentsFile(at url: URL) throws -> URL {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ReadError.notAModel("\(url.path) does not exist")
        }
        guard isFolder.boolValue else { return url }
        if url.pathExtension == "xcdatamodel" {
            return url.appendingPathComponent("contents")
        }
        let versions = try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        let current = Self.currentVersion(in: url).flatMap { versions.contains($0) ? $0 : nil } ?? versions.last
        guard let current else { throw ReadError.notAModel("\(url.path) holds no .xcdatamodel") }
        return url.appendingPathComponent(current).appendingPathComponent("contents")
    }

    /// The version Xcode builds, named in the bundle's `.xccurrentversion` property list.
    private static func currentVersion(in bundle: URL) -> String? {
        guard let data = try? Data(contentsOf: bundle.appendingPathComponent(".xccurrentversion")),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            return nil
        }
        return plist["_XCCurrentVersionName"] as? String
    }

    /// The model in the text of a `contents` file.
    public init(xml: Data) throws {
        let reader = ModelXMLReader()
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        guard parser.parse() else {
            throw ReadError.notAModel(parser.parserError.map { "\($0)" } ?? "the XML does not parse")
        }
        if let error = reader.error { throw error }
        guard reader.sawModel else { throw ReadError.notAModel("no <model> element") }
        self.init(entities: reader.entities)
    }
}

/// Reads the elements the generator needs (`entity`, `attribute`, `relationship`); fetched
/// properties, fetch requests, configurations and the editor's layout are left alone.
private final class ModelXMLReader: NSObject, XMLParserDelegate {
    var entities: [DataModel.Entity] = []
    var sawModel = false
    var error: DataModel.ReadError?

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch element {
        case "model":
            sawModel = true
        case "entity":
            entities.append(entity(attributes))
        case "attribute" where !entities.isEmpty:
            guard let name = attributes["name"] else { return }
            let typeName = attributes["attributeType"] ?? "Undefined"
            guard let type = AttributeType(rawValue: typeName) else {
                error = error ?? .unknownAttributeType(entity: entities[entities.count - 1].name, attribute: name, type: typeName)
                return
            }
            entities[entities.count - 1].attributes.append(DataModel.Attribute(
                name: name, type: type, isOptional: attributes["optional"] == "YES",
                usesScalarValueType: attributes["usesScalarValueType"] == "YES",
                defaultValue: attributes["defaultValueString"], customClassName: attributes["customClassName"]))
        case "relationship" where !entities.isEmpty:
            guard let name = attributes["name"], let destination = attributes["destinationEntity"] else { return }
            entities[entities.count - 1].relationships.append(DataModel.Relationship(
                name: name, destination: destination, isToMany: attributes["toMany"] == "YES",
                isOrdered: attributes["ordered"] == "YES"))
        default:
            break
        }
    }

    private func entity(_ attributes: [String: String]) -> DataModel.Entity {
        let name = attributes["name"] ?? ""
        // Xcode writes `.Book` for "Current Product Module" and `App.Book` for a named module.
        let className = attributes["representedClassName"].map { String($0.split(separator: ".").last ?? "") }
        let generation = attributes["codeGenerationType"].flatMap(DataModel.CodeGeneration.init(rawValue:)) ?? .manual
        return DataModel.Entity(name: name, className: className?.isEmpty == false ? className : nil,
                                parentName: attributes["parentEntity"], codeGeneration: generation)
    }
}
