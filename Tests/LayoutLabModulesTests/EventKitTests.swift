#if os(Linux)
// EventKit as reminder and calendar apps use it: access asked, a list created, reminders saved,
// fetched back by predicate, completed and removed; events in a date range, repeating ones once
// per occurrence; and the tutorial-style reminders list (Tests/RealCodeFixtures) laid out.
import EventKit
import Foundation
@testable import RealCodeFixtures
import SwiftUI
import Testing

/// A new list (or calendar) of the store's default source, saved: each test works in its own, as
/// every store of the process shares one database.
private func newCalendar(_ title: String, for type: EKEntityType, in store: EKEventStore) throws -> EKCalendar {
    let calendar = EKCalendar(for: type, eventStore: store)
    calendar.title = title
    calendar.source = (type == .reminder ? store.defaultCalendarForNewReminders() : store.defaultCalendarForNewEvents)?.source
    try store.saveCalendar(calendar, commit: true)
    return calendar
}

private func fetch(_ predicate: NSPredicate, in store: EKEventStore) -> [EKReminder] {
    var result: [EKReminder] = []
    store.fetchReminders(matching: predicate) { result = $0 ?? [] }
    return result
}

/// Notifications are posted on the committing thread, before `commit` returns.
private final class ChangeCount: @unchecked Sendable { var value = 0 }

@Suite(.serialized) struct EventKitTests {
    @Test func remindersAreSavedFetchedCompletedAndRemoved() async throws {
        let store = EKEventStore()
        if EKEventStore.authorizationStatus(for: .reminder) == .notDetermined {
            // Nothing is readable before the app asks.
            #expect(store.calendars(for: .reminder).isEmpty)
            #expect(store.defaultCalendarForNewReminders() == nil)
        }
        #expect(try await store.requestFullAccessToReminders())
        #expect(EKEventStore.authorizationStatus(for: .reminder) == .fullAccess)
        let defaults = try #require(store.defaultCalendarForNewReminders())
        #expect(defaults.title == "Reminders" && defaults.allowsContentModifications)
        #expect(store.sources.contains { $0.sourceType == .local })

        let groceries = try newCalendar("Groceries", for: .reminder, in: store)
        #expect(store.calendars(for: .reminder).contains(groceries))
        #expect(!store.calendars(for: .event).contains(groceries))

        let changes = ChangeCount()
        let observer = NotificationCenter.default.addObserver(forName: .EKEventStoreChanged, object: store, queue: nil) { _ in
            changes.value += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        var saved: [EKReminder] = []
        for (title, priority) in [("Milk", EKReminderPriority.high), ("Bread", .none), ("Eggs", .low)] {
            let reminder = EKReminder(eventStore: store)
            reminder.title = title
            reminder.calendar = groceries
            reminder.priority = Int(priority.rawValue)
            #expect(reminder.calendarItemIdentifier.isEmpty)
            try store.save(reminder, commit: true)
            #expect(!reminder.calendarItemIdentifier.isEmpty)
            saved.append(reminder)
        }
        #expect(changes.value == 3)

        // Another store of the process reads the same database.
        let other = EKEventStore()
        let fetched = fetch(other.predicateForReminders(in: [groceries]), in: other)
        #expect(fetched.map(\.title) == ["Milk", "Bread", "Eggs"])
        #expect(fetched[0].priority == 1 && fetched[0].calendar == groceries)
        #expect(fetch(other.predicateForReminders(in: [defaults]), in: other).allSatisfy { $0.calendar == defaults })

        // Completing stamps the date; the completed and incomplete predicates split the list.
        let milk = try #require(store.calendarItem(withIdentifier: saved[0].calendarItemIdentifier) as? EKReminder)
        milk.isCompleted = true
        #expect(milk.completionDate != nil)
        try store.save(milk, commit: true)
        let open = fetch(store.predicateForIncompleteReminders(withDueDateStarting: nil, ending: nil, calendars: [groceries]), in: store)
        #expect(open.map(\.title) == ["Bread", "Eggs"])
        let done = fetch(store.predicateForCompletedReminders(withCompletionDateStarting: nil, ending: nil, calendars: [groceries]), in: store)
        #expect(done.map(\.title) == ["Milk"] && done[0].isCompleted)

        // A fetched reminder changed but not saved leaves the database as it was.
        let bread = fetch(store.predicateForReminders(in: [groceries]), in: store)[1]
        bread.title = "Rye bread"
        #expect(fetch(store.predicateForReminders(in: [groceries]), in: store)[1].title == "Bread")

        try store.remove(saved[2], commit: true)
        #expect(fetch(store.predicateForReminders(in: [groceries]), in: store).map(\.title) == ["Milk", "Bread"])
        #expect(store.calendarItem(withIdentifier: saved[2].calendarItemIdentifier) == nil)

        // A reminder without a list, or with an impossible priority, is refused.
        let orphan = EKReminder(eventStore: store)
        orphan.title = "Nowhere"
        #expect(throws: EKError(.noCalendar)) { try store.save(orphan, commit: true) }
        orphan.calendar = groceries
        orphan.priority = 12
        #expect(throws: EKError(.priorityIsInvalid)) { try store.save(orphan, commit: true) }

        // Removing the list removes what is in it.
        try store.removeCalendar(groceries, commit: true)
        #expect(store.calendar(withIdentifier: groceries.calendarIdentifier) == nil)
        #expect(store.calendarItem(withIdentifier: saved[0].calendarItemIdentifier) == nil)
    }

    @Test func eventsInARangeIncludeEachOccurrenceOfARepeatingOne() async throws {
        let store = EKEventStore()
        #expect(try await store.requestFullAccessToEvents())
        let work = try newCalendar("Work", for: .event, in: store)
        let calendar = Calendar(identifier: .gregorian)
        let monday = try #require(calendar.date(from: DateComponents(timeZone: TimeZone(identifier: "UTC"), year: 2026, month: 3, day: 2, hour: 9)))

        let standup = EKEvent(eventStore: store)
        standup.title = "Standup"
        standup.calendar = work
        standup.startDate = monday
        standup.endDate = monday.addingTimeInterval(15 * 60)
        standup.addRecurrenceRule(EKRecurrenceRule(recurrenceWith: .weekly, interval: 1, end: EKRecurrenceEnd(occurrenceCount: 3)))
        try store.save(standup, span: .futureEvents, commit: false)

        let review = EKEvent(eventStore: store)
        review.title = "Review"
        review.calendar = work
        review.startDate = monday.addingTimeInterval(3 * 3600)
        review.endDate = monday.addingTimeInterval(4 * 3600)
        try store.save(review, span: .thisEvent, commit: false)

        // Not committed: this store sees them, another does not, until the commit.
        let month = store.predicateForEvents(withStart: monday.addingTimeInterval(-86400), end: monday.addingTimeInterval(30 * 86400), calendars: [work])
        #expect(store.events(matching: month).count == 4)
        #expect(EKEventStore().events(matching: month).isEmpty)
        try store.commit()
        let events = EKEventStore().events(matching: month)
        #expect(events.map(\.title) == ["Standup", "Review", "Standup", "Standup"])
        #expect(events.map { $0.startDate.timeIntervalSince(monday) / 86400 } == [0, 0.125, 7, 14])
        #expect(events[2].occurrenceDate == monday.addingTimeInterval(7 * 86400))

        // A range that holds only the second week.
        let secondWeek = store.predicateForEvents(withStart: monday.addingTimeInterval(6 * 86400), end: monday.addingTimeInterval(8 * 86400), calendars: nil)
        #expect(store.events(matching: secondWeek).filter { $0.calendar == work }.map(\.title) == ["Standup"])

        let inverted = EKEvent(eventStore: store)
        inverted.calendar = work
        inverted.startDate = monday
        inverted.endDate = monday.addingTimeInterval(-60)
        #expect(throws: EKError(.datesInverted)) { try store.save(inverted, span: .thisEvent) }
        inverted.endDate = nil
        #expect(throws: EKError(.noEndDate)) { try store.save(inverted, span: .thisEvent) }

        // Saved without commit, then reset: gone.
        let lunch = EKEvent(eventStore: store)
        lunch.title = "Lunch"
        lunch.calendar = work
        lunch.startDate = monday.addingTimeInterval(4 * 3600)
        lunch.endDate = monday.addingTimeInterval(5 * 3600)
        try store.save(lunch, span: .thisEvent, commit: false)
        store.reset()
        #expect(store.events(matching: month).count == 4)
        try store.removeCalendar(work, commit: true)
    }

    @Test func theTutorialRemindersListShowsOpenRemindersByList() async throws {
        let model = RemindersViewModel()
        model.requestAccess()
        #expect(!model.accessDenied)
        let list = try newCalendar("Errands", for: .reminder, in: model.eventStore)
        model.fetchReminders()
        try #require(model.add("Post office", to: list, priority: .high) != nil)
        let dry = try #require(model.add("Dry cleaning", to: list))
        model.add("Pharmacy", to: list, priority: .low)
        #expect(model.reminders(in: list).map(\.title) == ["Post office", "Pharmacy", "Dry cleaning"])

        model.toggle(dry)
        #expect(model.reminders(in: list).map(\.title) == ["Post office", "Pharmacy"])

        let (result, log) = await record(RemindersListView(viewModel: model))
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        #expect(pass.node(named: "list-Errands") != nil)
        let row = try #require(pass.node(named: "reminder-Post office"))
        #expect(row.frame.height >= 28)
        #expect(pass.node(named: "reminder-Pharmacy") != nil)
        #expect(pass.node(named: "reminder-Dry cleaning") == nil)
        #expect(pass.node(named: "access-denied") == nil)
        try model.eventStore.removeCalendar(list, commit: true)
    }
}
#endif
