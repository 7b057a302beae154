import Foundation

public struct HKQueryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}

public let HKObjectQueryNoLimit = 0
public let HKSampleSortIdentifierStartDate = "startDate"
public let HKSampleSortIdentifierEndDate = "endDate"

/// A question to the health store, answered through its handler when the store executes it.
open class HKQuery: NSObject, @unchecked Sendable {
    public let objectType: HKObjectType?
    public let predicate: NSPredicate?

    init(objectType: HKObjectType?, predicate: NSPredicate?) {
        self.objectType = objectType
        self.predicate = predicate
    }

    /// Called by the store with the samples it found or its error.
    func deliver(_ samples: [HKSample]?, _ error: (any Error)?) {}

    /// Samples within the dates: with `strictStartDate` a sample must start in the range, with
    /// `strictEndDate` end in it; otherwise it need only overlap the range.
    public class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate { object, _ in
            guard let sample = object as? HKSample else { return false }
            if options.contains(.strictStartDate) {
                if let startDate, sample.startDate < startDate { return false }
                if let endDate, sample.startDate >= endDate { return false }
            } else if let startDate, sample.endDate < startDate {
                return false
            }
            if options.contains(.strictEndDate) {
                if let endDate, sample.endDate > endDate { return false }
                if let startDate, sample.endDate < startDate { return false }
            } else if let endDate, sample.startDate > endDate {
                return false
            }
            return true
        }
    }

    public class func predicateForObjects(withMetadataKey key: String) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject)?.metadata?[key] != nil }
    }

    public class func predicateForObjects(with uuids: Set<UUID>) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject).map { uuids.contains($0.uuid) } ?? false }
    }

    public class func predicateForWorkouts(with workoutActivityType: HKWorkoutActivityType) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKWorkout)?.workoutActivityType == workoutActivityType }
    }
}

open class HKSampleQuery: HKQuery, @unchecked Sendable {
    public let limit: Int
    public let sortDescriptors: [NSSortDescriptor]?
    let resultsHandler: (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void) {
        self.limit = limit
        self.sortDescriptors = sortDescriptors
        self.resultsHandler = resultsHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func deliver(_ samples: [HKSample]?, _ error: (any Error)?) { resultsHandler(self, samples, error) }
}

public typealias HKObserverQueryCompletionHandler = () -> Void

open class HKObserverQuery: HKQuery, @unchecked Sendable {
    let updateHandler: (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void

    public init(sampleType: HKSampleType, predicate: NSPredicate?,
                updateHandler: @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void) {
        self.updateHandler = updateHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func deliver(_ samples: [HKSample]?, _ error: (any Error)?) { updateHandler(self, {}, error) }
}

public struct HKStatisticsOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    public static let duration = HKStatisticsOptions(rawValue: 1 << 6)
}

/// A sum, average, minimum, maximum and latest value of a type's samples over a span.
open class HKStatistics: NSObject, @unchecked Sendable {
    public let quantityType: HKQuantityType
    public let startDate: Date
    public let endDate: Date
    private let samples: [HKQuantitySample]

    init(quantityType: HKQuantityType, startDate: Date, endDate: Date, samples: [HKQuantitySample]) {
        self.quantityType = quantityType
        self.startDate = startDate
        self.endDate = endDate
        self.samples = samples
    }

    private var unit: HKUnit { quantityType.info.unit }
    private var values: [Double] { samples.map { $0.quantity.doubleValue(for: unit) } }

    public func sumQuantity() -> HKQuantity? {
        samples.isEmpty ? nil : HKQuantity(unit: unit, doubleValue: values.reduce(0, +))
    }
    public func averageQuantity() -> HKQuantity? {
        samples.isEmpty ? nil : HKQuantity(unit: unit, doubleValue: values.reduce(0, +) / Double(values.count))
    }
    public func minimumQuantity() -> HKQuantity? { values.min().map { HKQuantity(unit: unit, doubleValue: $0) } }
    public func maximumQuantity() -> HKQuantity? { values.max().map { HKQuantity(unit: unit, doubleValue: $0) } }
    public func mostRecentQuantity() -> HKQuantity? { samples.max { $0.endDate < $1.endDate }?.quantity }
}

open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    let completionHandler: (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void) {
        completionHandler = handler
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func deliver(_ samples: [HKSample]?, _ error: (any Error)?) { completionHandler(self, nil, error) }
}

/// Statistics per interval (a day, an hour) from an anchor date.
open class HKStatisticsCollection: NSObject, @unchecked Sendable {
    let items: [HKStatistics]

    init(items: [HKStatistics]) { self.items = items }

    public func statistics() -> [HKStatistics] { items }

    public func statistics(for date: Date) -> HKStatistics? {
        items.first { $0.startDate <= date && date < $0.endDate }
    }

    public func enumerateStatistics(from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for item in items where item.startDate >= startDate && item.startDate < endDate {
            block(item, &stop)
            if stop.boolValue { break }
        }
    }
}

open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    public let anchorDate: Date
    public let intervalComponents: DateComponents
    public let options: HKStatisticsOptions
    public var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    public var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
        self.options = options
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func deliver(_ samples: [HKSample]?, _ error: (any Error)?) { initialResultsHandler?(self, nil, error) }
}
