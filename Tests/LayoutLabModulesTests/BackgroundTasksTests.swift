#if os(Linux)
// Background work as apps schedule it: a refresh registered at launch and resubmitted, a
// processing task, and UIKit's extra time for a timer that keeps running.
import BackgroundTasks
import Foundation
import Testing
import UIKit

@Suite struct BackgroundTasksTests {
    @Test func requestsWaitAndNeverLaunch() async throws {
        let scheduler = BGTaskScheduler()
        var launched: [String] = []
        #expect(scheduler.register(forTaskWithIdentifier: "app.refresh", using: nil) { task in
            launched.append(task.identifier)
            task.setTaskCompleted(success: true)
        })
        #expect(!scheduler.register(forTaskWithIdentifier: "app.refresh", using: nil) { _ in })
        #expect(scheduler.register(forTaskWithIdentifier: "app.cleanup", using: .main) { _ in })

        let refresh = BGAppRefreshTaskRequest(identifier: "app.refresh")
        refresh.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try scheduler.submit(refresh)
        // A second request with the identifier replaces the first.
        try scheduler.submit(BGAppRefreshTaskRequest(identifier: "app.refresh"))
        let cleanup = BGProcessingTaskRequest(identifier: "app.cleanup")
        cleanup.requiresExternalPower = true
        try scheduler.submit(cleanup)
        #expect(await scheduler.pendingTaskRequests().map(\.identifier) == ["app.refresh", "app.cleanup"])

        // An identifier with no handler is not permitted.
        #expect {
            try scheduler.submit(BGAppRefreshTaskRequest(identifier: "unknown"))
        } throws: { error in
            switch error {
            case BGTaskScheduler.Error.notPermitted: true
            default: false
            }
        }

        scheduler.cancel(taskRequestWithIdentifier: "app.refresh")
        var pending: [String] = []
        scheduler.getPendingTaskRequests { pending = $0.map(\.identifier) }
        #expect(pending == ["app.cleanup"])
        scheduler.cancelAllTaskRequests()
        #expect(await scheduler.pendingTaskRequests().isEmpty)
        #expect(launched.isEmpty)
    }

    @Test func backgroundTimeIsBegunAndEnded() {
        let app = UIApplication.shared
        let before = app._runningBackgroundTasks.count
        var identifier = UIBackgroundTaskIdentifier.invalid
        identifier = app.beginBackgroundTask(withName: "timer") {}
        #expect(identifier != .invalid)
        #expect(app._runningBackgroundTasks.count == before + 1)
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
        app.endBackgroundTask(identifier)
        #expect(app._runningBackgroundTasks.count == before)
    }
}
#endif
