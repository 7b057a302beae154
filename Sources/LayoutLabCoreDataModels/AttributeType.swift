import Foundation

/// An attribute's type as the model file spells it (`attributeType="Integer 16"`), and the Swift
/// type Xcode declares its property with.
public enum AttributeType: String, Equatable, Sendable, CaseIterable {
    case integer16 = "Integer 16"
    case integer32 = "Integer 32"
    case integer64 = "Integer 64"
    case decimal = "Decimal"
    case double = "Double"
    case float = "Float"
    case string = "String"
    case boolean = "Boolean"
    case date = "Date"
    case binary = "Binary"
    case uuid = "UUID"
    case uri = "URI"
    case transformable = "Transformable"
    case objectID = "ObjectID"

    /// The scalar a number, Boolean or date is with "Use Scalar Type" on; nil for the types
    /// that are always objects.
    var scalarType: String? {
        switch self {
        case .integer16: "Int16"
        case .integer32: "Int32"
        case .integer64: "Int64"
        case .double: "Double"
        case .float: "Float"
        case .boolean: "Bool"
        case .date: "TimeInterval"
        default: nil
        }
    }

    /// The object type otherwise: numbers and Booleans are `NSNumber`s then.
    var objectType: String {
        switch self {
        case .integer16, .integer32, .integer64, .double, .float, .boolean: "NSNumber"
        case .decimal: "NSDecimalNumber"
        case .string: "String"
        case .date: "Date"
        case .binary: "Data"
        case .uuid: "UUID"
        case .uri: "URL"
        case .transformable, .objectID: "NSObject"
        }
    }
}

extension DataModel.Attribute {
    /// The property's Swift type, by Xcode's rules (Apple, "Generating code" and "Configuring
    /// attributes"): a scalar is never optional, since a scalar cannot be nil, whatever the
    /// attribute's Optional box says; every object type is optional, even for an attribute the
    /// model requires, since a new object has no value until one is set. A transformable
    /// attribute is its custom class.
    public var swiftType: String {
        if usesScalarValueType, let scalar = type.scalarType {
            return scalar
        }
        if type == .transformable, let customClassName, !customClassName.isEmpty {
            return customClassName + "?"
        }
        return type.objectType + "?"
    }

    /// What a scalar property reads before anything is set: the model's default value, else
    /// zero or false. Nil for object types, which read nil.
    var scalarDefaultLiteral: String? {
        guard usesScalarValueType, let scalar = type.scalarType else { return nil }
        let value = defaultValue?.trimmingCharacters(in: .whitespaces) ?? ""
        switch scalar {
        case "Bool":
            return value == "YES" || value == "true" || value == "1" ? "true" : "false"
        case "Int16", "Int32", "Int64":
            return Int64(value).map(String.init) ?? "0"
        default:
            return Double(value).map { "\($0)" } ?? "0"
        }
    }
}
