import Foundation

extension Text {
    /// A timer over `timerInterval` as SwiftUI shows it ("14:59", "1:02:03"), read at the engine's
    /// fixed now (2026-01-01 00:00 UTC, `Text(_:style:)`) or at `pauseTime`: counting down, the
    /// time left until the end; counting up, the time since the start; held within the interval.
    /// (Apple, `Text.init(timerInterval:pauseTime:countsDown:showsHours:)`; minutes past an hour
    /// with `showsHours: false`, as "75:00".)
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = min(max(pauseTime ?? Self.referenceNow, timerInterval.lowerBound), timerInterval.upperBound)
        let elapsed = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: Self.timerText(seconds: Int(elapsed.rounded(.down)), showsHours: showsHours))
    }

    static func timerText(seconds: Int, showsHours: Bool) -> String {
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        if showsHours && hours > 0 { return String(format: "%d:%02d:%02d", hours, minutes, rest) }
        return String(format: "%d:%02d", showsHours ? minutes : seconds / 60, rest)
    }
}
