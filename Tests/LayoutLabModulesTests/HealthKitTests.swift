#if os(Linux)
// HealthKit as a tracker app uses it: types and units, quantities converted between units,
// samples built with metadata, a date predicate, and a store that (on a machine without Health
// data) reports so through every handler.
import Foundation
import HealthKit
import Testing

@Suite struct HealthKitTests {
    @Test func quantitiesConvertBetweenCompatibleUnits() {
        let caffeine = HKQuantity(unit: .gramUnit(with: .milli), doubleValue: 95)
        #expect(abs(caffeine.doubleValue(for: .gram()) - 0.095) < 1e-12)
        #expect(caffeine.is(compatibleWith: .pound()) && !caffeine.is(compatibleWith: .meter()))
        let energy = HKQuantity(unit: .kilocalorie(), doubleValue: 2)
        #expect(abs(energy.doubleValue(for: .smallCalorie()) - 2000) < 1e-9)
        #expect(abs(energy.doubleValue(for: .joule()) - 8368) < 1e-9)
        let marathon = HKQuantity(unit: .mile(), doubleValue: 26.2)
        #expect(abs(marathon.doubleValue(for: .meterUnit(with: .kilo)) - 42.1648128) < 1e-9)
        let fever = HKQuantity(unit: .degreeCelsius(), doubleValue: 38)
        #expect(abs(fever.doubleValue(for: .degreeFahrenheit()) - 100.4) < 1e-9)
        #expect(abs(HKQuantity(unit: .degreeFahrenheit(), doubleValue: 32).doubleValue(for: .degreeCelsius())) < 1e-9)
        let pulse = HKQuantity(unit: HKUnit.count().unitDivided(by: .minute()), doubleValue: 60)
        #expect(abs(pulse.doubleValue(for: HKUnit(from: "count/s")) - 1) < 1e-12)
        #expect(HKUnit(from: "mg") == .gramUnit(with: .milli) && HKUnit(from: "kcal") == .kilocalorie())
        #expect(HKUnit(from: "mL") == .literUnit(with: .milli))
        #expect(HKQuantity(unit: .gram(), doubleValue: 1).compare(HKQuantity(unit: .ounce(), doubleValue: 1)) == .orderedAscending)
        #expect(HKQuantity(unit: .gramUnit(with: .kilo), doubleValue: 1) == HKQuantity(unit: .gram(), doubleValue: 1000))
    }

    @Test func typesAreEqualByIdentifierAndKnowTheirUnits() throws {
        let caffeine = try #require(HKObjectType.quantityType(forIdentifier: .dietaryCaffeine))
        #expect(caffeine == HKQuantityType(.dietaryCaffeine))
        #expect(caffeine.identifier == "HKQuantityTypeIdentifierDietaryCaffeine")
        #expect(caffeine.is(compatibleWith: .gramUnit(with: .milli)) && !caffeine.is(compatibleWith: .count()))
        #expect(caffeine.aggregationStyle == .cumulative)
        #expect(HKQuantityType(.heartRate).aggregationStyle == .discreteTemporallyWeighted)
        let types: Set<HKObjectType> = [HKWorkoutType.workoutType(), HKObjectType.quantityType(forIdentifier: .stepCount)!,
                                        HKObjectType.workoutType()]
        #expect(types.count == 2)
        #expect(HKWorkoutActivityType.running.rawValue == 37 && HKWorkoutActivityType.cooldown.rawValue == 80)
        #expect(HKWorkoutActivityType.yoga.rawValue == 57 && HKWorkoutActivityType.other.rawValue == 3000)
    }

    @Test func samplesKeepTheirQuantityAndMetadataAndMatchDatePredicates() throws {
        let type = try #require(HKObjectType.quantityType(forIdentifier: .dietaryCaffeine))
        let noon = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let sample = HKQuantitySample(type: type, quantity: HKQuantity(unit: .gramUnit(with: .milli), doubleValue: 63),
                                      start: noon, end: noon, metadata: [HKMetadataKeyFoodType: "Espresso", HKMetadataKeySyncVersion: 1])
        #expect(sample.quantity.doubleValue(for: .gramUnit(with: .milli)) == 63)
        #expect(sample.metadata?[HKMetadataKeyFoodType] as? String == "Espresso")
        #expect(sample.quantityType == type)
        let other = HKQuantitySample(type: type, quantity: HKQuantity(unit: .gram(), doubleValue: 0.1), start: noon, end: noon)
        #expect(other.uuid != sample.uuid)

        let day = HKQuery.predicateForSamples(withStart: noon.addingTimeInterval(-86400), end: noon.addingTimeInterval(1), options: [.strictStartDate, .strictEndDate])
        #expect(day.evaluate(with: sample))
        let tomorrow = HKQuery.predicateForSamples(withStart: noon.addingTimeInterval(60), end: noon.addingTimeInterval(86400), options: .strictStartDate)
        #expect(!tomorrow.evaluate(with: sample))
        let long = HKCategorySample(type: HKCategoryType(.sleepAnalysis), value: HKCategoryValueSleepAnalysis.asleepCore.rawValue,
                                    start: noon.addingTimeInterval(-3600), end: noon.addingTimeInterval(3600))
        // It overlaps a range that starts after it began, unless the start is strict.
        let afternoon = HKQuery.predicateForSamples(withStart: noon, end: noon.addingTimeInterval(7200))
        #expect(afternoon.evaluate(with: long))
        #expect(!HKQuery.predicateForSamples(withStart: noon, end: noon.addingTimeInterval(7200), options: .strictStartDate).evaluate(with: long))
    }

    @Test func theStoreReportsThatHealthDataIsUnavailable() async throws {
        #expect(!HKHealthStore.isHealthDataAvailable())
        let store = HKHealthStore()
        let steps = try #require(HKObjectType.quantityType(forIdentifier: .stepCount))
        #expect(store.authorizationStatus(for: steps) == .notDetermined)

        var granted: Bool?
        var failure: HKError?
        store.requestAuthorization(toShare: [steps], read: [steps]) { ok, error in
            granted = ok
            failure = error as? HKError
        }
        #expect(granted == false && failure?.code == .errorHealthDataUnavailable)
        await #expect(throws: HKError(.errorHealthDataUnavailable)) {
            try await store.requestAuthorization(toShare: [steps], read: [steps])
        }

        var delivered: (samples: [HKSample]?, error: (any Error)?)?
        let query = HKSampleQuery(sampleType: steps, predicate: nil, limit: HKObjectQueryNoLimit,
                                  sortDescriptors: [NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)]) { _, samples, error in
            delivered = (samples, error)
        }
        store.execute(query)
        #expect(delivered != nil && delivered?.samples == nil)
        #expect((delivered?.error as? HKError)?.code == .errorHealthDataUnavailable)
        #expect(HKError.errorDomain == "com.apple.healthkit" && (delivered?.error as? HKError)?.errorCode == 1)

        // The async descriptors of iOS 15.4, as SwiftUI tutorials write them.
        let noon = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let today = HKQuery.predicateForSamples(withStart: noon.addingTimeInterval(-3600), end: noon.addingTimeInterval(3600))
        let stepsToday = HKSamplePredicate.quantitySample(type: steps, predicate: today)
        let walk = HKQuantitySample(type: steps, quantity: HKQuantity(unit: .count(), doubleValue: 500), start: noon, end: noon)
        let walkYesterday = HKQuantitySample(type: steps, quantity: HKQuantity(unit: .count(), doubleValue: 500),
                                             start: noon.addingTimeInterval(-86400), end: noon.addingTimeInterval(-86400))
        #expect(stepsToday.evaluate(walk) && !stepsToday.evaluate(walkYesterday))
        let descriptor = HKSampleQueryDescriptor(predicates: [stepsToday], sortDescriptors: [SortDescriptor(\.endDate, order: .reverse)], limit: 10)
        await #expect(throws: HKError(.errorHealthDataUnavailable)) { _ = try await descriptor.result(for: store) }
        let sum = HKStatisticsQueryDescriptor(predicate: stepsToday, options: .cumulativeSum)
        await #expect(throws: HKError(.errorHealthDataUnavailable)) { _ = try await sum.result(for: store) }

        var saved: Bool?
        store.save(HKQuantitySample(type: steps, quantity: HKQuantity(unit: .count(), doubleValue: 10), start: .distantPast, end: .distantPast)) { ok, _ in
            saved = ok
        }
        #expect(saved == false)
    }
}
#endif
