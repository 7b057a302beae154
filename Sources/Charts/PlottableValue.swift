import Foundation
import LayoutLab

/// A type whose values a chart can plot: numbers, strings and dates, or a type that maps itself
/// onto one of them (Apple: "Plottable").
public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable = Self
}

extension Int: Plottable {}
extension Int8: Plottable {}
extension Int16: Plottable {}
extension Int32: Plottable {}
extension Int64: Plottable {}
extension UInt: Plottable {}
extension UInt8: Plottable {}
extension UInt16: Plottable {}
extension UInt32: Plottable {}
extension UInt64: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension CGFloat: Plottable {}
extension Decimal: Plottable {}
extension String: Plottable {}
extension Date: Plottable {}

/// A value plotted along a channel (x, y, a colour...), with the label its axis and legend show.
public struct PlottableValue<Value: Plottable> {
    public let label: Text
    public let value: Value

    init(label: Text, value: Value) {
        self.label = label
        self.value = value
    }

    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(label), value: value)
    }

    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(String(label)), value: value)
    }

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned by `unit` (a bar per day).
    public static func value(
        _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        PlottableValue(label: Text(label), value: value)
    }

    public static func value<S: StringProtocol>(
        _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        PlottableValue(label: Text(String(label)), value: value)
    }
}

/// A mark's width or height.
public struct MarkDimension: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    let kind: Kind
    enum Kind: Sendable { case automatic, fixed(CGFloat), ratio(Double), inset(CGFloat) }

    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    init(kind: Kind) { self.kind = kind }

    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    public static func ratio(_ value: Double) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
}

/// How marks at one position stack.
public struct MarkStackingMethod: Sendable {
    let kind: Int
    public static let standard = MarkStackingMethod(kind: 0)
    public static let normalized = MarkStackingMethod(kind: 1)
    public static let center = MarkStackingMethod(kind: 2)
    public static let unstacked = MarkStackingMethod(kind: 3)
}
