import Foundation
import Testing
@testable import LayoutLab

/// `TimelineView` as real files write it: a clock face, an animated background, a workout timer.
@Suite struct TimelineViewTests {
    struct Clock: View {
        let start = Date()

        var body: some View {
            TimelineView(.periodic(from: start, by: 1)) { context in
                VStack(spacing: 4) {
                    Text(context.date, style: .time).accessibilityIdentifier("time")
                    if context.cadence <= .seconds {
                        Color.red.frame(width: 2, height: 40).accessibilityIdentifier("hand")
                    }
                }
                .accessibilityIdentifier("face")
            }
        }
    }

    /// The content is laid out as if there were no timeline view around it, made once, at the
    /// engine's fixed now: "12:00 AM" on 2026-01-01 in UTC, whatever the clock says.
    @Test func theContentLaysOutAtTheEnginesFixedNow() throws {
        let snapshot = layout(Clock(), width: 300, height: 300, scale: 2)
        let face = try #require(snapshot["face"])
        let time = try #require(snapshot["time"])
        #expect(try #require(snapshot["hand"]).frame.height == 40)
        #expect(face.frame.height == time.frame.height + 4 + 40)
        let alone = layout(Text(Text.referenceNow, style: .time).accessibilityIdentifier("time"), width: 300, height: 300, scale: 2)
        #expect(time.frame.size == alone["time"]?.frame.size)
    }

    /// An animation schedule around a canvas-like view: the content fills what it is offered.
    @Test func anAnimationScheduleLaysOutAsItsContent() throws {
        let view = TimelineView(.animation(minimumInterval: 0.5, paused: false)) { context in
            Rectangle().fill(.blue).accessibilityIdentifier("aurora")
        }
        let snapshot = layout(view, width: 200, height: 120, scale: 2)
        #expect(snapshot["aurora"]?.frame == CGRect(x: 0, y: 0, width: 200, height: 120))
    }

    /// The schedules' dates, as Apple documents them.
    @Test func schedulesGiveTheirDates() {
        let start = Date(timeIntervalSince1970: 1000)
        let periodic = PeriodicTimelineSchedule.periodic(from: start, by: 10)
            .entries(from: Date(timeIntervalSince1970: 1025), mode: .normal)
        #expect(Array(periodic.prefix(3)).map(\.timeIntervalSince1970) == [1020, 1030, 1040])
        let early = PeriodicTimelineSchedule.periodic(from: start, by: 10).entries(from: .distantPast, mode: .normal)
        #expect(Array(early.prefix(1)) == [start])
        let minutes = EveryMinuteTimelineSchedule.everyMinute.entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .lowFrequency)
        #expect(Array(minutes.prefix(2)).map(\.timeIntervalSinceReferenceDate) == [120, 180])
        let dates = [start, start.addingTimeInterval(5)]
        #expect(Array(ExplicitTimelineSchedule.explicit(dates).entries(from: start, mode: .normal)) == dates)
        let paused = AnimationTimelineSchedule.animation(paused: true).entries(from: start, mode: .normal)
        #expect(Array(paused) == [start])
    }
}
