#if os(Linux)
// The Core Data model generator: a small model written here, read as Xcode's model editor saves
// it, turned into the classes Xcode generates, and those classes (GeneratedLibraryModel.swift,
// the generator's output committed) used as an app uses them.
import CoreData
import Foundation
import LayoutLab
import LayoutLabCoreDataModels
import SwiftUI
import Testing

/// Every kind of attribute and relationship, and every codegen setting: `Shelf` is
/// "Category/Extension" (the project declares the class, below), `Draft` "Manual/None".
let libraryModelXML = """
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
    <entity name="Author" representedClassName="Author" syncable="YES" codeGenerationType="class">
        <attribute name="name" attributeType="String"/>
        <attribute name="born" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
        <relationship name="books" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
    </entity>
    <entity name="Book" representedClassName=".Book" syncable="YES" codeGenerationType="class">
        <attribute name="title" attributeType="String" defaultValueString="Untitled"/>
        <attribute name="pages" optional="YES" attributeType="Integer 32" defaultValueString="100" usesScalarValueType="YES"/>
        <attribute name="rating" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
        <attribute name="isRead" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
        <attribute name="id" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
        <attribute name="cover" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES"/>
        <attribute name="link" optional="YES" attributeType="URI"/>
        <attribute name="price" optional="YES" attributeType="Decimal" defaultValueString="0.0"/>
        <attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="[String]"/>
        <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/>
        <relationship name="shelves" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
    </entity>
    <entity name="Audiobook" representedClassName="Library.Audiobook" parentEntity="Book" syncable="YES" codeGenerationType="class">
        <attribute name="minutes" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
    </entity>
    <entity name="Shelf" representedClassName="Shelf" syncable="YES" codeGenerationType="category">
        <attribute name="label" optional="YES" attributeType="String"/>
        <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="shelves" inverseEntity="Book"/>
    </entity>
    <entity name="Draft" representedClassName="Draft" syncable="YES">
        <attribute name="text" optional="YES" attributeType="String"/>
    </entity>
    <elements>
        <element name="Author" positionX="-63" positionY="-18" width="128" height="74"/>
    </elements>
</model>
"""

/// The project's own class of the "Category/Extension" entity `Shelf`.
public class Shelf: NSManagedObject {}

@Suite struct DataModelTests {
    let model: DataModel

    init() throws {
        model = try DataModel(xml: Data(libraryModelXML.utf8))
    }

    @Test func theModelReadsItsEntitiesWithTheirCodegen() throws {
        #expect(model.entities.map(\.name) == ["Author", "Book", "Audiobook", "Shelf", "Draft"])
        #expect(model.entities.map(\.codeGeneration) == [.classDefinition, .classDefinition, .classDefinition, .categoryExtension, .manual])
        // `.Book` is "Current Product Module", `Library.Audiobook` a named module: the class is the last part.
        #expect(model.entity(named: "Book")?.className == "Book")
        #expect(model.entity(named: "Audiobook")?.className == "Audiobook")
        #expect(model.entity(named: "Audiobook")?.parentName == "Book")
        let author = try #require(model.entity(named: "Author"))
        #expect(author.relationships == [DataModel.Relationship(name: "books", destination: "Book", isToMany: true, isOrdered: true)])
    }

    @Test(arguments: [
        ("title", "String?"), ("pages", "Int32"), ("rating", "NSNumber?"), ("isRead", "Bool"), ("id", "UUID?"),
        ("cover", "Data?"), ("link", "URL?"), ("price", "NSDecimalNumber?"), ("tags", "[String]?"),
    ])
    func attributesHaveXcodesSwiftTypes(name: String, type: String) throws {
        let book = try #require(model.entity(named: "Book"))
        let attribute = try #require(book.attributes.first { $0.name == name })
        #expect(attribute.swiftType == type)
    }

    @Test func aScalarIsNeverOptionalAndAnObjectAlwaysIs() {
        let required = DataModel.Attribute(name: "name", type: .string, isOptional: false, usesScalarValueType: false)
        #expect(required.swiftType == "String?")
        let optionalScalar = DataModel.Attribute(name: "count", type: .integer64, isOptional: true, usesScalarValueType: true)
        #expect(optionalScalar.swiftType == "Int64")
        let date = DataModel.Attribute(name: "at", type: .date, isOptional: false, usesScalarValueType: true)
        #expect(date.swiftType == "TimeInterval")
    }

    @Test func anUnknownAttributeTypeIsAnError() {
        let xml = #"<model><entity name="A" representedClassName="A" codeGenerationType="class"><attribute name="x" attributeType="Undefined"/></entity></model>"#
        #expect(throws: DataModel.ReadError.self) { try DataModel(xml: Data(xml.utf8)) }
        #expect(throws: DataModel.ReadError.self) { try DataModel(xml: Data("<plist/>".utf8)) }
    }

    @Test func theGeneratedFileIsTheOneThisTargetCompiles() throws {
        let committed = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("GeneratedLibraryModel.swift"), encoding: .utf8)
        let source = ManagedObjectClassesFile(model: model).source
        let lines = committed.split(separator: "\n", omittingEmptySubsequences: false)
        // Without the `#if os(Linux)` around it and the two lines that say where it comes from.
        let body = lines.dropFirst(3).dropLast(2).joined(separator: "\n") + "\n"
        #expect(body == source)
    }

    @Test func codegenDecidesWhatIsDeclared() {
        let source = ManagedObjectClassesFile(model: model).source
        #expect(source.contains("public class Book: NSManagedObject {}"))
        #expect(source.contains("public class Audiobook: Book {}"))
        #expect(source.contains("extension Shelf {"))
        #expect(!source.contains("class Shelf"))
        #expect(!source.contains("Draft"))
        #expect(!source.contains("extension Audiobook: Identifiable"))
        #expect(!source.contains("@objc") && !source.contains("@NSManaged"))
    }

    @Test func theGeneratedClassesHoldTheirValuesAndRelationships() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let author = Author(context: context)
        let first = Book(context: context)
        let second = Audiobook(context: context)
        #expect(first.pages == 100)
        #expect(first.isRead == false)
        #expect(first.title == nil)
        first.title = "Middlemarch"
        first.pages = 880
        first.tags = ["novel"]
        second.minutes = 90
        #expect(first.title == "Middlemarch" && first.pages == 880 && first.tags == ["novel"])
        #expect(second.minutes == 90 && second.pages == 100)

        author.addToBooks(first)
        author.insertIntoBooks(second, at: 0)
        #expect(author.books?.count == 2)
        #expect(author.books?.firstObject as? Book === second)
        author.removeFromBooks(at: 0)
        #expect(author.books?.array.count == 1)

        let shelf = Shelf(context: context)
        shelf.label = "Classics"
        shelf.addToBooks(first)
        shelf.addToBooks(first)
        #expect(shelf.books?.count == 1)
        shelf.removeFromBooks(first)
        #expect(shelf.books?.count == 0)

        #expect(Book.entity().name == "Book")
        let request: NSFetchRequest<Book> = Book.fetchRequest()
        #expect(request.entityName == "Book")
        #expect(try context.fetch(request).isEmpty)
    }

    @Test func generatedClassesListInAFetchRequestView() async throws {
        let (result, log) = await record(ShelfList().environment(\.managedObjectContext, NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)))
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        #expect(pass.node(named: "shelf-header") != nil)
    }
}

/// A view over a generated class as apps write one: `ForEach` needs the generated `Identifiable`.
private struct ShelfList: View {
    @FetchRequest(entity: Book.entity(), sortDescriptors: []) var books: FetchedResults<Book>

    var body: some View {
        List {
            Text("Books").accessibilityIdentifier("shelf-header")
            ForEach(books) { book in
                Text(book.title ?? "")
            }
        }
    }
}
#endif
