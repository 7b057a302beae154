import Foundation

/// A view that SwiftUI redraws at the dates a schedule gives (Apple: "TimelineView"). It has no
/// appearance of its own: it lays out as the content its closure makes. No time passes in a case,
/// so the closure is called with one context: the engine's fixed now (the one `Text`'s relative
/// styles count from: TextDate.swift) and the `live` cadence; no later entry of the schedule is
/// ever shown. A recording thus never depends on the clock, whatever the schedule.
public nonisolated struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content closure is told (Apple: "TimelineView.Context").
    public struct Context {
        /// How often the view is updated: SwiftUI may slow a schedule down (a lowered watch wrist).
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }

        /// The date from the schedule that triggered this update.
        public let date: Date
        public let cadence: Cadence

        /// Asks for the content to be made again for the same date: it is made once per pass here.
        public func invalidateTimelineContent() {}
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

/// The context all timeline views' closures take (Apple: "TimelineViewDefaultContext").
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: Content {
        content(TimelineViewDefaultContext(date: Text.referenceNow, cadence: .live))
    }
}

/// Whether a schedule may produce fewer dates (Apple: "TimelineScheduleMode").
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// The dates a timeline view updates at (Apple: "TimelineSchedule").
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Dates a fixed interval apart from a start (Apple: "PeriodicTimelineSchedule").
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    let start: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.start = startDate
        self.interval = interval
    }

    /// From the last entry at or before `startDate` (the start itself when it is later), as the
    /// schedule's dates are the start's multiples of the interval.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, startDate > start else { return Entries(upcoming: start, interval: max(interval, 0)) }
        let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        return Entries(upcoming: start.addingTimeInterval(steps * interval), interval: interval)
    }
}

/// The start of every minute (Apple: "EveryMinuteTimelineSchedule").
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// The dates given, in order (Apple: "ExplicitTimelineSchedule").
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// As often as the display refreshes, or every `minimumInterval` (Apple: "AnimationTimelineSchedule");
/// the entries assume a 60 Hz display, though a case never reaches a second one.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        if paused { return AnyIterator([startDate].makeIterator()) }
        var periodic = PeriodicTimelineSchedule.Entries(upcoming: startDate, interval: max(minimumInterval ?? 0, 1.0 / 60))
        return AnyIterator { periodic.next() }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
