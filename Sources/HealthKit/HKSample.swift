import Foundation

/// A piece of health data. Its identifier is counted, not random, so that runs do not differ.
open class HKObject: NSObject, @unchecked Sendable {
    nonisolated(unsafe) private static var counter = 0
    private static let lock = NSLock()

    public let uuid: UUID
    public let metadata: [String: Any]?

    init(metadata: [String: Any]?) {
        self.metadata = metadata
        uuid = HKObject.lock.withLock {
            HKObject.counter += 1
            return UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", HKObject.counter))!
        }
    }
}

/// Health data over a span of time.
open class HKSample: HKObject, @unchecked Sendable {
    public let sampleType: HKSampleType
    public let startDate: Date
    public let endDate: Date

    init(type: HKSampleType, start: Date, end: Date, metadata: [String: Any]?) {
        precondition(end >= start, "HKSample: the end date is before the start date")
        sampleType = type
        startDate = start
        endDate = end
        super.init(metadata: metadata)
    }

    public var hasUndeterminedDuration: Bool { false }
}

open class HKQuantitySample: HKSample, @unchecked Sendable {
    public let quantity: HKQuantity
    public var quantityType: HKQuantityType { sampleType as! HKQuantityType }
    public var count: Int { 1 }

    /// Like Apple's, a quantity in a unit the type does not take is a programming error.
    public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date, metadata: [String: Any]?) {
        precondition(quantityType.is(compatibleWith: quantity.unit),
                     "HKQuantitySample: \(quantity.unit.unitString) is not a unit of \(quantityType.identifier)")
        self.quantity = quantity
        super.init(type: quantityType, start: startDate, end: endDate, metadata: metadata)
    }

    public convenience init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date) {
        self.init(type: quantityType, quantity: quantity, start: startDate, end: endDate, metadata: nil)
    }
}

open class HKCategorySample: HKSample, @unchecked Sendable {
    public let value: Int
    public var categoryType: HKCategoryType { sampleType as! HKCategoryType }

    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]?) {
        self.value = value
        super.init(type: type, start: startDate, end: endDate, metadata: metadata)
    }

    public convenience init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date) {
        self.init(type: type, value: value, start: startDate, end: endDate, metadata: nil)
    }
}

/// A workout's kind (Apple's raw values).
public enum HKWorkoutActivityType: UInt, Sendable {
    case americanFootball = 1, archery, australianFootball, badminton, baseball, basketball, bowling, boxing
    case climbing, cricket, crossTraining, curling, cycling, dance, danceInspiredTraining, elliptical
    case equestrianSports, fencing, fishing, functionalStrengthTraining, golf, gymnastics, handball, hiking
    case hockey, hunting, lacrosse, martialArts, mindAndBody, mixedMetabolicCardioTraining, paddleSports
    case play, preparationAndRecovery, racquetball, rowing, rugby, running, sailing, skatingSports
    case snowSports, soccer, softball, squash, stairClimbing, surfingSports, swimming, tableTennis, tennis
    case trackAndField, traditionalStrengthTraining, volleyball, walking, waterFitness, waterPolo
    case waterSports, wrestling, yoga, barre, coreTraining, crossCountrySkiing, downhillSkiing, flexibility
    case highIntensityIntervalTraining, jumpRope, kickboxing, pilates, snowboarding, stairs, stepTraining
    case wheelchairWalkPace, wheelchairRunPace, taiChi, mixedCardio, handCycling, discSports, fitnessGaming
    case cardioDance, socialDance, pickleball, cooldown
    case swimBikeRun = 82, transition, underwaterDiving
    case other = 3000
}

/// A workout: its kind, span and totals.
open class HKWorkout: HKSample, @unchecked Sendable {
    public let workoutActivityType: HKWorkoutActivityType
    public let duration: TimeInterval
    public let totalEnergyBurned: HKQuantity?
    public let totalDistance: HKQuantity?

    public init(activityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date, duration: TimeInterval,
                totalEnergyBurned: HKQuantity?, totalDistance: HKQuantity?, metadata: [String: Any]?) {
        workoutActivityType = activityType
        self.duration = duration
        self.totalEnergyBurned = totalEnergyBurned
        self.totalDistance = totalDistance
        super.init(type: HKObjectType.workoutType(), start: startDate, end: endDate, metadata: metadata)
    }

    public convenience init(activityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date) {
        self.init(activityType: activityType, start: startDate, end: endDate, duration: endDate.timeIntervalSince(startDate),
                  totalEnergyBurned: nil, totalDistance: nil, metadata: nil)
    }
}
