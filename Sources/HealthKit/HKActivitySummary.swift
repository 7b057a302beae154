import Foundation

/// The Activity rings' move modes.
public enum HKActivityMoveMode: Int, Hashable, Sendable {
    case activeEnergy = 1, appleMoveTime = 2
}

/// One day's Activity rings: what was achieved and the goals. A summary made here starts at zero
/// with zero goals; the health store never returns one (there is no Health data).
open class HKActivitySummary: NSObject, NSCopying, @unchecked Sendable {
    public var activityMoveMode: HKActivityMoveMode = .activeEnergy
    public var activeEnergyBurned = HKQuantity(unit: .kilocalorie(), doubleValue: 0)
    public var activeEnergyBurnedGoal = HKQuantity(unit: .kilocalorie(), doubleValue: 0)
    public var appleMoveTime = HKQuantity(unit: .minute(), doubleValue: 0)
    public var appleMoveTimeGoal = HKQuantity(unit: .minute(), doubleValue: 0)
    public var appleExerciseTime = HKQuantity(unit: .minute(), doubleValue: 0)
    public var appleExerciseTimeGoal = HKQuantity(unit: .minute(), doubleValue: 0)
    public var exerciseTimeGoal: HKQuantity?
    public var appleStandHours = HKQuantity(unit: .count(), doubleValue: 0)
    public var appleStandHoursGoal = HKQuantity(unit: .count(), doubleValue: 0)
    public var standHoursGoal: HKQuantity?
    public var isPaused = false
    private var components = DateComponents()

    public override init() {}

    /// The summary's day, in the calendar given.
    public func dateComponents(for calendar: Calendar) -> DateComponents {
        var result = components
        result.calendar = calendar
        return result
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = HKActivitySummary()
        copy.activityMoveMode = activityMoveMode
        copy.activeEnergyBurned = activeEnergyBurned
        copy.activeEnergyBurnedGoal = activeEnergyBurnedGoal
        copy.appleMoveTime = appleMoveTime
        copy.appleMoveTimeGoal = appleMoveTimeGoal
        copy.appleExerciseTime = appleExerciseTime
        copy.appleExerciseTimeGoal = appleExerciseTimeGoal
        copy.exerciseTimeGoal = exerciseTimeGoal
        copy.appleStandHours = appleStandHours
        copy.appleStandHoursGoal = appleStandHoursGoal
        copy.standHoursGoal = standHoursGoal
        copy.isPaused = isPaused
        copy.components = components
        return copy
    }
}

/// Asks for the Activity summaries of the days matching the predicate. Executed by the store, its
/// handler gets no summaries and the store's "health data unavailable" error.
open class HKActivitySummaryQuery: HKQuery, @unchecked Sendable {
    let resultsHandler: (HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void
    public var updateHandler: ((HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void)?

    public init(predicate: NSPredicate?,
                resultsHandler handler: @escaping (HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void) {
        self.resultsHandler = handler
        super.init(objectType: HKObjectType.activitySummaryType(), predicate: predicate)
    }

    override func deliver(_ samples: [HKSample]?, _ error: (any Error)?) { resultsHandler(self, nil, error) }
}

extension HKQuery {
    /// Days from the start components to the end components.
    public class func predicate(forActivitySummariesBetweenStart startDateComponents: DateComponents,
                                end endDateComponents: DateComponents) -> NSPredicate {
        NSPredicate { object, _ in
            guard let summary = object as? HKActivitySummary else { return false }
            let calendar = startDateComponents.calendar ?? Calendar.current
            guard let day = calendar.date(from: summary.dateComponents(for: calendar)),
                  let start = calendar.date(from: startDateComponents),
                  let end = calendar.date(from: endDateComponents) else { return false }
            return day >= start && day <= end
        }
    }
}
