#if os(Linux)
// A watch app's views as recipe and workout apps write them: sized from the watch's screen, a
// haptic when a step completes, the app object asked to open a URL.
import Foundation
import SwiftUI
import Testing
import WatchKit

/// What the view's body saw of the device, read after the run.
final class DeviceProbe: @unchecked Sendable {
    var direction: WKInterfaceLayoutDirection?
}

struct WatchRecipeCard: View {
    let probe: DeviceProbe

    var body: some View {
        let device = WKInterfaceDevice.current()
        probe.direction = device.layoutDirection
        return Text("Apple Frangipan Tart")
            .frame(width: device.screenBounds.width * 0.8, height: 40)
    }
}

final class WorkoutDelegate: NSObject, WKApplicationDelegate {
    var registrationError: (any Error)?
    func didFailToRegisterForRemoteNotificationsWithError(_ error: any Error) { registrationError = error }
}

@Suite(.serialized) struct WatchKitTests {
    @Test func theScreenIsTheDocumentedWatchsAndTheDirectionTheProfiles() async throws {
        let device = WKInterfaceDevice.current()
        #expect(device === WKInterfaceDevice.current())
        #expect(device.screenBounds == CGRect(x: 0, y: 0, width: 198, height: 242))
        #expect(device.screenScale == 2)
        #expect(device.systemName == "watchOS")

        let probe = DeviceProbe()
        let (result, log) = await record(WatchRecipeCard(probe: probe), on: "iphone-13+rtl")
        #expect(result.outcome == .stable)
        #expect(probe.direction == .rightToLeft)
        let pass = try #require(log.finalPass(step: 0))
        let card = try #require(pass.nodes.first { $0.frame.height == 40 })
        #expect(abs(card.frame.width - 198 * 0.8) < 0.001)

        _ = await record(WatchRecipeCard(probe: probe), on: "iphone-13")
        #expect(probe.direction == .leftToRight)
    }

    @Test func hapticsAreWrittenDownInOrder() {
        let before = _WatchHaptics.played.count
        WKInterfaceDevice.current().play(.success)
        WKInterfaceDevice.current().play(.click)
        #expect(Array(_WatchHaptics.played.dropFirst(before)) == [.success, .click])
        #expect(WKHapticType.navigationGenericManeuver.rawValue == 11)
    }

    @Test func theAppIsActiveAndKeepsWhatItIsAsked() throws {
        let app = WKApplication.shared()
        #expect(app.applicationState == .active)
        let url = try #require(URL(string: "tel:5551234"))
        WKExtension.shared().openSystemURL(url)
        #expect(app._openedSystemURLs.last == url)

        let delegate = WorkoutDelegate()
        app.delegate = delegate
        defer { app.delegate = nil }
        #expect(WKExtension.shared().delegate == nil)  // not an extension delegate
        app.registerForRemoteNotifications()
        #expect((delegate.registrationError as NSError?)?.code == 3010)
        #expect(!app.isRegisteredForRemoteNotifications)

        var scheduled: (any Error)?? = .none
        app.scheduleBackgroundRefresh(withPreferredDate: Date(timeIntervalSince1970: 0), userInfo: nil) { scheduled = .some($0) }
        #expect(scheduled != nil && scheduled! == nil)
        #expect(app._scheduledRefreshDates.last == Date(timeIntervalSince1970: 0))
    }
}
#endif
