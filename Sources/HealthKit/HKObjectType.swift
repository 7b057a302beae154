import Foundation

/// A type of health data, named by its identifier; equal types have equal identifiers.
open class HKObjectType: NSObject, NSCopying, @unchecked Sendable {
    public let identifier: String

    init(identifier: String) { self.identifier = identifier }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? HKObjectType)?.identifier == identifier
    }

    open override var hash: Int { identifier.hashValue }
    open override var description: String { identifier }

    public class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        HKQuantityType(identifier)
    }

    public class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
        HKCategoryType(identifier)
    }

    public class func characteristicType(forIdentifier identifier: HKCharacteristicTypeIdentifier) -> HKCharacteristicType? {
        HKCharacteristicType(identifier: identifier.rawValue)
    }

    public class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: HKWorkoutTypeIdentifier) }

    public class func activitySummaryType() -> HKActivitySummaryType {
        HKActivitySummaryType(identifier: "HKActivitySummaryTypeIdentifier")
    }
}

open class HKCharacteristicType: HKObjectType, @unchecked Sendable {}
open class HKActivitySummaryType: HKObjectType, @unchecked Sendable {}

open class HKSampleType: HKObjectType, @unchecked Sendable {
    public var isMinimumDurationRestricted: Bool { false }
    public var isMaximumDurationRestricted: Bool { false }
}

open class HKCategoryType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKCategoryTypeIdentifier) {
        self.init(identifier: identifier.rawValue)
    }
}

open class HKWorkoutType: HKSampleType, @unchecked Sendable {}

public enum HKQuantityAggregationStyle: Int, Sendable {
    case cumulative = 0
    case discreteArithmetic = 1
    case discreteTemporallyWeighted = 2
    case discreteEquivalentContinuousLevel = 3

    @available(*, deprecated, renamed: "discreteArithmetic")
    public static var discrete: HKQuantityAggregationStyle { .discreteArithmetic }
}

/// A type of measured quantity (steps, heart rate, caffeine), with the unit family it takes.
open class HKQuantityType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKQuantityTypeIdentifier) {
        self.init(identifier: identifier.rawValue)
    }

    var info: (unit: HKUnit, style: HKQuantityAggregationStyle) {
        HKQuantityTypeIdentifier(rawValue: identifier).info
    }

    public var aggregationStyle: HKQuantityAggregationStyle { info.style }

    public func `is`(compatibleWith unit: HKUnit) -> Bool { unit.dimension == info.unit.dimension }
}
