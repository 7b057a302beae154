#if os(Linux)
// A visionOS app's immersive space as its `@main` file and a control view write it, the Activity
// rings' summary query of a fitness app, and the battery state a utility app reads: a space never
// opens here, Health data is unavailable, and no battery is read.
import Foundation
import HealthKit
import SwiftUI
import Testing
import UIKit

struct SolarSystemControls: View {
    @Environment(\.openImmersiveSpace) private var openImmersiveSpace
    @Environment(\.dismissImmersiveSpace) private var dismissImmersiveSpace
    @State private var isShowingSpace = false
    @State private var lastResult = "none"

    var body: some View {
        Toggle("Show the solar system", isOn: $isShowingSpace)
            .onChange(of: isShowingSpace) { _, showing in
                Task {
                    if showing {
                        switch await openImmersiveSpace(id: "solar") {
                        case .opened: lastResult = "opened"
                        case .userCancelled, .error: isShowingSpace = false
                        @unknown default: isShowingSpace = false
                        }
                    } else {
                        await dismissImmersiveSpace()
                    }
                }
            }
    }
}

struct SolarSystemApp: App {
    @State private var style: ImmersionStyle = .mixed

    var body: some Scene {
        WindowGroup { SolarSystemControls() }
        ImmersiveSpace(id: "solar") { Text("The Sun") }
            .immersionStyle(selection: $style, in: .mixed, .progressive, .full)
    }
}

@Suite struct VisionOSAndDeviceStateTests {
    @Test @MainActor func anImmersiveSpaceIsASceneThatNeverOpens() async {
        let space = ImmersiveSpace(id: "solar") { Text("The Sun") }
        #expect(space.id == "solar")
        let values = EnvironmentValues()
        #expect(await values.openImmersiveSpace(id: "solar") == .error)
        #expect(await values.openImmersiveSpace(value: 3) == .error)
        await values.dismissImmersiveSpace()
        // A scenario may answer as a device that opened it.
        let opening = OpenImmersiveSpaceAction { id, _ in id == "solar" ? .opened : .error }
        #expect(await opening(id: "solar") == .opened)
        #expect(await opening(id: "moon") == .error)
        let (result, log) = await record(SolarSystemControls())
        #expect(result.outcome == .stable)
        #expect(log.finalPass(step: 0)?.nodes.contains { $0.kind == "Toggle" } == true)
    }

    @Test @MainActor func theAppBuildsItsSpace() {
        SolarSystemApp.main()
    }

    @Test func activitySummariesAreValuesAndTheQueryReportsNoHealthData() throws {
        let summary = HKActivitySummary()
        summary.activeEnergyBurned = HKQuantity(unit: .kilocalorie(), doubleValue: 320)
        summary.activeEnergyBurnedGoal = HKQuantity(unit: .kilocalorie(), doubleValue: 500)
        let copy = try #require(summary.copy() as? HKActivitySummary)
        #expect(copy.activeEnergyBurned.doubleValue(for: .kilocalorie()) == 320)
        #expect(copy.activeEnergyBurnedGoal.doubleValue(for: .kilocalorie()) == 500)
        #expect(summary.appleStandHours.doubleValue(for: .count()) == 0 && !summary.isPaused)
        #expect(summary.dateComponents(for: Calendar(identifier: .gregorian)).calendar?.identifier == .gregorian)

        var start = DateComponents(year: 2026, month: 11, day: 1)
        start.calendar = Calendar(identifier: .gregorian)
        var end = DateComponents(year: 2026, month: 11, day: 28)
        end.calendar = start.calendar
        let predicate = HKQuery.predicate(forActivitySummariesBetweenStart: start, end: end)
        var delivered: (summaries: [HKActivitySummary]?, error: (any Error)?)?
        let query = HKActivitySummaryQuery(predicate: predicate) { _, summaries, error in delivered = (summaries, error) }
        HKHealthStore().execute(query)
        #expect(delivered != nil && delivered?.summaries == nil)
        #expect((delivered?.error as? HKError)?.code == .errorHealthDataUnavailable)
    }

    @Test func theBatteryIsNotRead() {
        let device = UIDevice.current
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
        #expect(UIDevice.batteryStateDidChangeNotification.rawValue == "UIDeviceBatteryStateDidChangeNotification")
    }
}
#endif
