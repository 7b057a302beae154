/// A Core Data model as the model editor saves it (`X.xcdatamodeld/X.xcdatamodel/contents`): its
/// entities with their attributes and relationships, and for each entity what Xcode generates
/// from it (its "Codegen" setting).
public struct DataModel: Equatable, Sendable {
    public var entities: [Entity]

    public init(entities: [Entity]) {
        self.entities = entities
    }

    /// What Xcode writes for an entity at build time (Apple, "Generating code": "Class
    /// Definition" writes the class and its properties, "Category/Extension" only the
    /// properties, for a class the project declares itself, "Manual/None" nothing). The model
    /// file says `codeGenerationType="class"` or `"category"`, and nothing for manual.
    public enum CodeGeneration: String, Equatable, Sendable {
        case classDefinition = "class"
        case categoryExtension = "category"
        case manual
    }

    public struct Entity: Equatable, Sendable {
        public var name: String
        /// The class the entity's objects are made of (`representedClassName`), without the
        /// module Xcode may put in front (`.Book` or `App.Book` is the class `Book`).
        public var className: String?
        /// The entity this one inherits from (`parentEntity`): its class is the superclass.
        public var parentName: String?
        public var codeGeneration: CodeGeneration
        public var attributes: [Attribute]
        public var relationships: [Relationship]

        public init(name: String, className: String?, parentName: String? = nil, codeGeneration: CodeGeneration,
                    attributes: [Attribute] = [], relationships: [Relationship] = []) {
            self.name = name
            self.className = className
            self.parentName = parentName
            self.codeGeneration = codeGeneration
            self.attributes = attributes
            self.relationships = relationships
        }
    }

    public struct Attribute: Equatable, Sendable {
        public var name: String
        public var type: AttributeType
        public var isOptional: Bool
        /// "Use Scalar Type" in the editor: a number or Boolean is a Swift scalar (`Int16`,
        /// `Bool`) rather than an `NSNumber`, and a date a `TimeInterval`.
        public var usesScalarValueType: Bool
        /// `defaultValueString`: the value a new object starts with.
        public var defaultValue: String?
        /// A transformable attribute's class (`customClassName`, e.g. `[String]` or `UIColor`).
        public var customClassName: String?

        public init(name: String, type: AttributeType, isOptional: Bool, usesScalarValueType: Bool,
                    defaultValue: String? = nil, customClassName: String? = nil) {
            self.name = name
            self.type = type
            self.isOptional = isOptional
            self.usesScalarValueType = usesScalarValueType
            self.defaultValue = defaultValue
            self.customClassName = customClassName
        }
    }

    public struct Relationship: Equatable, Sendable {
        public var name: String
        public var destination: String
        public var isToMany: Bool
        public var isOrdered: Bool

        public init(name: String, destination: String, isToMany: Bool, isOrdered: Bool = false) {
            self.name = name
            self.destination = destination
            self.isToMany = isToMany
            self.isOrdered = isOrdered
        }
    }

    /// The entity named `name`, for a relationship's destination or an entity's parent.
    public func entity(named name: String) -> Entity? {
        entities.first { $0.name == name }
    }
}
