import Foundation

/// An amount in a unit, convertible to any compatible unit.
open class HKQuantity: NSObject, NSCopying, @unchecked Sendable {
    let unit: HKUnit
    let value: Double

    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public func `is`(compatibleWith unit: HKUnit) -> Bool { unit.dimension == self.unit.dimension }

    /// The amount in `unit`. Like Apple's, an incompatible unit is a programming error.
    public func doubleValue(for unit: HKUnit) -> Double {
        precondition(`is`(compatibleWith: unit), "HKQuantity: \(self.unit.unitString) is not compatible with \(unit.unitString)")
        let base = value * self.unit.factor + self.unit.offset
        return (base - unit.offset) / unit.factor
    }

    var baseValue: Double { value * unit.factor + unit.offset }

    public func compare(_ quantity: HKQuantity) -> ComparisonResult {
        precondition(`is`(compatibleWith: quantity.unit), "HKQuantity: incompatible quantities compared")
        let a = baseValue, b = quantity.baseValue
        return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKQuantity, `is`(compatibleWith: other.unit) else { return false }
        return compare(other) == .orderedSame
    }

    open override var hash: Int { unit.dimension.hashValue }

    open override var description: String {
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return "\(number) \(unit.unitString)"
    }
}
