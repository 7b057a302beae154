import Foundation

/// A query run with `await` (iOS 15.4 and later): `try await descriptor.result(for: store)`.
public protocol HKAsyncQuery {
    associatedtype Output
    func result(for healthStore: HKHealthStore) async throws -> Output
}

/// Which samples a query descriptor asks for: a type, and a predicate over its samples.
public struct HKSamplePredicate<Sample: HKSample>: @unchecked Sendable {
    public let sampleType: HKSampleType
    public let nsPredicate: NSPredicate?

    init(sampleType: HKSampleType, nsPredicate: NSPredicate?) {
        self.sampleType = sampleType
        self.nsPredicate = nsPredicate
    }

    /// Whether a sample is of the type and passes the predicate.
    public func evaluate(_ sample: Sample) -> Bool {
        sample.sampleType == sampleType && (nsPredicate?.evaluate(with: sample) ?? true)
    }
}

extension HKSamplePredicate where Sample == HKSample {
    public static func sample(type: HKSampleType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKSample> {
        .init(sampleType: type, nsPredicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKQuantitySample {
    public static func quantitySample(type: HKQuantityType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKQuantitySample> {
        .init(sampleType: type, nsPredicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKCategorySample {
    public static func categorySample(type: HKCategoryType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKCategorySample> {
        .init(sampleType: type, nsPredicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKWorkout {
    public static func workout(_ predicate: NSPredicate? = nil) -> HKSamplePredicate<HKWorkout> {
        .init(sampleType: HKObjectType.workoutType(), nsPredicate: predicate)
    }
}

/// Samples of one or more predicates, sorted and limited. Like every HealthKit request here, it
/// throws `errorHealthDataUnavailable` (HKHealthStore says why).
public struct HKSampleQueryDescriptor<Sample: HKSample>: HKAsyncQuery, @unchecked Sendable {
    public let predicates: [HKSamplePredicate<Sample>]
    public let sortDescriptors: [SortDescriptor<Sample>]
    public let limit: Int?

    public init(predicates: [HKSamplePredicate<Sample>], sortDescriptors: [SortDescriptor<Sample>], limit: Int? = nil) {
        self.predicates = predicates
        self.sortDescriptors = sortDescriptors
        self.limit = limit
    }

    public func result(for healthStore: HKHealthStore) async throws -> [Sample] {
        throw HKError(.errorHealthDataUnavailable)
    }
}

public struct HKStatisticsQueryDescriptor: HKAsyncQuery, @unchecked Sendable {
    public let predicate: HKSamplePredicate<HKQuantitySample>
    public let options: HKStatisticsOptions

    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions = []) {
        self.predicate = predicate
        self.options = options
    }

    public func result(for healthStore: HKHealthStore) async throws -> HKStatistics? {
        throw HKError(.errorHealthDataUnavailable)
    }
}

public struct HKStatisticsCollectionQueryDescriptor: HKAsyncQuery, @unchecked Sendable {
    public let predicate: HKSamplePredicate<HKQuantitySample>
    public let options: HKStatisticsOptions
    public let anchorDate: Date
    public let intervalComponents: DateComponents

    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions, anchorDate: Date, intervalComponents: DateComponents) {
        self.predicate = predicate
        self.options = options
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
    }

    public func result(for healthStore: HKHealthStore) async throws -> HKStatisticsCollection {
        throw HKError(.errorHealthDataUnavailable)
    }
}
