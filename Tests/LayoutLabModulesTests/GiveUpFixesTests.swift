#if os(Linux)
// Files the type-checker used to give up on (docs/real-code.md): a colour literal wrapped in
// `Color(...)`, and notification code in a file that imports SwiftUI alone. Written here in the
// shapes those files take; that this file compiles is half of each test.
import SwiftUI
import Testing

/// Colours kept as literals, the swatches Xcode draws, as view files declare them.
private struct LiteralSwatches: View {
    let sun = Color(#colorLiteral(red: 1, green: 0.75, blue: 0, alpha: 1))
    let faded = Color(#colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 0.5))

    var body: some View {
        LinearGradient(gradient: Gradient(colors: [sun, Color(#colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 1))]), startPoint: .top, endPoint: .bottom)
            .overlay(Circle().foregroundColor(Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))))
    }
}

/// A weekly reminder scheduled from a file that says `import SwiftUI` only, as on iOS, where
/// UIKit (which SwiftUI brings) brings UserNotifications.
private func weeklyReminder(weekday: Int, hour: Int, title: String) -> UNNotificationRequest {
    var components = DateComponents()
    components.weekday = weekday
    components.hour = hour
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
    let content = UNMutableNotificationContent()
    content.title = title + String(localized: ": ") + "Room " + String(12)
    return UNNotificationRequest(identifier: "weekly-\(weekday)", content: content, trigger: trigger)
}

@Suite struct GiveUpFixesTests {
    @Test func aColorLiteralIsAUIColorInSRGB() {
        let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(literal == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)) == Color(red: 1, green: 0.5, blue: 0))
        let swatches = LiteralSwatches()
        #expect(swatches.sun == Color(red: 1, green: 0.75, blue: 0))
        #expect(swatches.faded == Color(red: 0, green: 0.5, blue: 1, opacity: 0.5))
    }

    @Test func notificationsComeWithSwiftUI() throws {
        let request = weeklyReminder(weekday: 2, hour: 9, title: "Algebra")
        #expect(request.content.title == "Algebra: Room 12")
        let trigger = try #require(request.trigger as? UNCalendarNotificationTrigger)
        #expect(trigger.repeats && trigger.dateComponents.weekday == 2 && trigger.dateComponents.hour == 9)
    }
}
#endif
