import Foundation

/// Quantity types (Apple's identifiers), each with a unit of its family and how it aggregates.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    private static func id(_ name: String) -> Self { Self(rawValue: "HKQuantityTypeIdentifier" + name) }

    public static let stepCount = id("StepCount")
    public static let distanceWalkingRunning = id("DistanceWalkingRunning")
    public static let distanceCycling = id("DistanceCycling")
    public static let distanceSwimming = id("DistanceSwimming")
    public static let distanceWheelchair = id("DistanceWheelchair")
    public static let swimmingStrokeCount = id("SwimmingStrokeCount")
    public static let flightsClimbed = id("FlightsClimbed")
    public static let activeEnergyBurned = id("ActiveEnergyBurned")
    public static let basalEnergyBurned = id("BasalEnergyBurned")
    public static let appleExerciseTime = id("AppleExerciseTime")
    public static let appleStandTime = id("AppleStandTime")
    public static let appleMoveTime = id("AppleMoveTime")
    public static let heartRate = id("HeartRate")
    public static let restingHeartRate = id("RestingHeartRate")
    public static let walkingHeartRateAverage = id("WalkingHeartRateAverage")
    public static let heartRateVariabilitySDNN = id("HeartRateVariabilitySDNN")
    public static let oxygenSaturation = id("OxygenSaturation")
    public static let respiratoryRate = id("RespiratoryRate")
    public static let bodyTemperature = id("BodyTemperature")
    public static let bloodPressureSystolic = id("BloodPressureSystolic")
    public static let bloodPressureDiastolic = id("BloodPressureDiastolic")
    public static let bloodGlucose = id("BloodGlucose")
    public static let vo2Max = id("VO2Max")
    public static let bodyMass = id("BodyMass")
    public static let height = id("Height")
    public static let bodyMassIndex = id("BodyMassIndex")
    public static let bodyFatPercentage = id("BodyFatPercentage")
    public static let leanBodyMass = id("LeanBodyMass")
    public static let waistCircumference = id("WaistCircumference")
    public static let dietaryEnergyConsumed = id("DietaryEnergyConsumed")
    public static let dietaryCaffeine = id("DietaryCaffeine")
    public static let dietaryWater = id("DietaryWater")
    public static let dietaryProtein = id("DietaryProtein")
    public static let dietaryCarbohydrates = id("DietaryCarbohydrates")
    public static let dietaryFatTotal = id("DietaryFatTotal")
    public static let dietarySugar = id("DietarySugar")
    public static let dietaryFiber = id("DietaryFiber")
    public static let dietarySodium = id("DietarySodium")
    public static let environmentalAudioExposure = id("EnvironmentalAudioExposure")
    public static let headphoneAudioExposure = id("HeadphoneAudioExposure")
    public static let walkingSpeed = id("WalkingSpeed")
    public static let runningSpeed = id("RunningSpeed")
    public static let runningPower = id("RunningPower")
    public static let cyclingSpeed = id("CyclingSpeed")
    public static let cyclingPower = id("CyclingPower")
    public static let timeInDaylight = id("TimeInDaylight")

    /// The unit family and aggregation of each type, as Apple's documentation lists them.
    var info: (unit: HKUnit, style: HKQuantityAggregationStyle) {
        switch self {
        case .stepCount, .flightsClimbed, .swimmingStrokeCount: (.count(), .cumulative)
        case .distanceWalkingRunning, .distanceCycling, .distanceSwimming, .distanceWheelchair: (.meter(), .cumulative)
        case .activeEnergyBurned, .basalEnergyBurned, .dietaryEnergyConsumed: (.kilocalorie(), .cumulative)
        case .appleExerciseTime, .appleStandTime, .appleMoveTime, .timeInDaylight: (.minute(), .cumulative)
        case .heartRate, .restingHeartRate, .walkingHeartRateAverage, .respiratoryRate:
            (HKUnit.count().unitDivided(by: .minute()), .discreteTemporallyWeighted)
        case .heartRateVariabilitySDNN: (.secondUnit(with: .milli), .discreteArithmetic)
        case .oxygenSaturation, .bodyFatPercentage: (.percent(), .discreteArithmetic)
        case .bodyTemperature: (.degreeCelsius(), .discreteArithmetic)
        case .bloodPressureSystolic, .bloodPressureDiastolic: (.millimeterOfMercury(), .discreteArithmetic)
        case .bloodGlucose: (HKUnit.gramUnit(with: .milli).unitDivided(by: .literUnit(with: .deci)), .discreteArithmetic)
        case .vo2Max:
            (HKUnit.literUnit(with: .milli).unitDivided(by: HKUnit.gramUnit(with: .kilo).unitMultiplied(by: .minute())), .discreteArithmetic)
        case .bodyMass, .leanBodyMass: (.gramUnit(with: .kilo), .discreteArithmetic)
        case .height, .waistCircumference: (.meter(), .discreteArithmetic)
        case .bodyMassIndex: (.count(), .discreteArithmetic)
        case .dietaryCaffeine, .dietaryProtein, .dietaryCarbohydrates, .dietaryFatTotal, .dietarySugar, .dietaryFiber, .dietarySodium:
            (.gram(), .cumulative)
        case .dietaryWater: (.liter(), .cumulative)
        case .environmentalAudioExposure, .headphoneAudioExposure: (.decibelAWeightedSoundPressureLevel(), .discreteEquivalentContinuousLevel)
        case .walkingSpeed, .runningSpeed, .cyclingSpeed: (HKUnit.meter().unitDivided(by: .second()), .discreteArithmetic)
        case .runningPower, .cyclingPower: (HKUnit.jouleUnit(with: .none).unitDivided(by: .second()), .discreteArithmetic)
        default: (.count(), .discreteArithmetic)
        }
    }
}

public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    private static func id(_ name: String) -> Self { Self(rawValue: "HKCategoryTypeIdentifier" + name) }

    public static let sleepAnalysis = id("SleepAnalysis")
    public static let mindfulSession = id("MindfulSession")
    public static let appleStandHour = id("AppleStandHour")
    public static let highHeartRateEvent = id("HighHeartRateEvent")
    public static let lowHeartRateEvent = id("LowHeartRateEvent")
    public static let irregularHeartRhythmEvent = id("IrregularHeartRhythmEvent")
    public static let menstrualFlow = id("MenstrualFlow")
    public static let toothbrushingEvent = id("ToothbrushingEvent")
    public static let headache = id("Headache")
}

public struct HKCharacteristicTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let biologicalSex = Self(rawValue: "HKCharacteristicTypeIdentifierBiologicalSex")
    public static let bloodType = Self(rawValue: "HKCharacteristicTypeIdentifierBloodType")
    public static let dateOfBirth = Self(rawValue: "HKCharacteristicTypeIdentifierDateOfBirth")
    public static let fitzpatrickSkinType = Self(rawValue: "HKCharacteristicTypeIdentifierFitzpatrickSkinType")
    public static let wheelchairUse = Self(rawValue: "HKCharacteristicTypeIdentifierWheelchairUse")
}

public enum HKCategoryValueSleepAnalysis: Int, Sendable {
    case inBed = 0
    case asleepUnspecified = 1
    case awake = 2
    case asleepCore = 3
    case asleepDeep = 4
    case asleepREM = 5

    @available(*, deprecated, renamed: "asleepUnspecified")
    public static var asleep: HKCategoryValueSleepAnalysis { .asleepUnspecified }
}

public enum HKCategoryValue: Int, Sendable {
    case notApplicable = 0
}

// Metadata keys: their values are their names, as in Apple's headers.
public let HKMetadataKeySyncIdentifier = "HKMetadataKeySyncIdentifier"
public let HKMetadataKeySyncVersion = "HKMetadataKeySyncVersion"
public let HKMetadataKeyTimeZone = "HKTimeZone"
public let HKMetadataKeyWasUserEntered = "HKWasUserEntered"
public let HKMetadataKeyFoodType = "HKFoodType"
public let HKMetadataKeyExternalUUID = "HKExternalUUID"
public let HKMetadataKeyDeviceName = "HKDeviceName"
public let HKMetadataKeyIndoorWorkout = "HKIndoorWorkout"
public let HKMetadataKeyHeartRateMotionContext = "HKMetadataKeyHeartRateMotionContext"
public let HKMetadataKeyAverageSpeed = "HKAverageSpeed"
public let HKMetadataKeyElevationAscended = "HKElevationAscended"

/// The workout type's identifier (`HKObjectType.workoutType().identifier`).
public let HKWorkoutTypeIdentifier = "HKWorkoutTypeIdentifier"
