#if os(Linux)
// A reminder scheduled the way apps write it: authorization, content, a calendar trigger, a
// request, and the pending list read back and trimmed.
import Foundation
import SwiftUI
import Testing
import UserNotifications

final class ForegroundBanner: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .sound])
    }
}

@Suite(.serialized) struct UserNotificationsTests {
    let center = UNUserNotificationCenter.current()

    @Test func requestsAreKeptReplacedAndRemovedByIdentifier() async throws {
        center.removeAllPendingNotificationRequests()
        // No one is there to allow it: not granted, and the status says it was asked.
        #expect(try await center.requestAuthorization(options: [.alert, .sound]) == false)
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .denied)
        #expect(settings.alertSetting == .disabled)

        let content = UNMutableNotificationContent()
        content.title = "Calendar Event Coming Up"
        content.subtitle = "Standup"
        content.sound = .default
        content.badge = 1
        var at = DateComponents()
        at.hour = 8
        at.minute = 30
        let trigger = UNCalendarNotificationTrigger(dateMatching: at, repeats: true)
        try await center.add(UNNotificationRequest(identifier: "event-1_notif", content: content, trigger: trigger))
        // The request copied its content: a later change is not scheduled.
        content.title = "Changed"
        var added = false
        center.add(UNNotificationRequest(identifier: "event-2_notif", content: content,
                                         trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))) { error in
            added = error == nil
        }
        #expect(added)
        // Same identifier: replaces the first.
        try await center.add(UNNotificationRequest(identifier: "event-1_notif", content: content, trigger: trigger))

        var pending: [UNNotificationRequest] = []
        center.getPendingNotificationRequests { pending = $0 }
        #expect(pending.map(\.identifier) == ["event-2_notif", "event-1_notif"])
        #expect(pending[1].content.title == "Changed" && pending[1].content.badge == 1)

        let next = try #require((pending[1].trigger as? UNCalendarNotificationTrigger)?.nextTriggerDate())
        let parts = Calendar.current.dateComponents([.hour, .minute], from: next)
        #expect(parts.hour == 8 && parts.minute == 30 && next > Date())
        let soon = try #require((pending[0].trigger as? UNTimeIntervalNotificationTrigger)?.nextTriggerDate())
        #expect(abs(soon.timeIntervalSinceNow - 60) < 5)

        center.removePendingNotificationRequests(withIdentifiers: ["event-1_notif"])
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["event-2_notif"])
        center.removeAllPendingNotificationRequests()
    }

    @Test func aRequestWithoutATriggerIsDeliveredAndTheDelegateChoosesHowItShows() async throws {
        let banner = ForegroundBanner()
        center.delegate = banner
        center.removeAllDeliveredNotifications()
        try await center.add(UNNotificationRequest(identifier: "now", content: UNMutableNotificationContent(), trigger: nil))
        let delivered = await center.deliveredNotifications()
        #expect(delivered.map(\.request.identifier) == ["now"])
        var shown: UNNotificationPresentationOptions = []
        center.delegate?.userNotificationCenter(center, willPresent: delivered[0]) { shown = $0 }
        #expect(shown == [.banner, .sound])
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    /// The categories the app declares are kept, one per identifier, and read back.
    @Test func categoriesAndTheirActionsAreKept() async {
        let center = UNUserNotificationCenter.current()
        let done = UNNotificationAction(identifier: "done", title: "Used it", options: [.foreground])
        let snooze = UNTextInputNotificationAction(identifier: "note", title: "Note", textInputButtonTitle: "Save",
                                                   textInputPlaceholder: "Where?")
        let expiry = UNNotificationCategory(identifier: "expiry", actions: [done, snooze], intentIdentifiers: [])
        let again = UNNotificationCategory(identifier: "expiry", actions: [], intentIdentifiers: [], options: .customDismissAction)
        center.setNotificationCategories([expiry, again])
        let kept = await center.notificationCategories()
        #expect(kept.count == 1)
        #expect(kept.first?.identifier == "expiry")
        center.setNotificationCategories([])
        #expect(await center.notificationCategories().isEmpty)
    }
}
#endif
