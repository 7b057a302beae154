#if os(Linux)
// A widget file Xcode touched: `import SwiftUICore` beside WidgetKit, and the watch, sound and
// authentication modules beside them. `Timeline` is WidgetKit's (the engine's is shadowed, as
// under `import SwiftUI`), `OSStatus` is one type for Security and AudioToolbox, and UIKit comes
// once through WatchKit and MessageUI.
import AudioToolbox
import LocalAuthentication
import MessageUI
import Security
import SwiftUICore
import Testing
import WatchKit
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsWidgetView: View {
    let entry: StepsEntry

    var body: some View {
        Text("\(entry.steps)")
            .frame(width: WKInterfaceDevice.current().screenBounds.width * 0.5)
            .foregroundStyle(Color(UIColor.systemGreen))
    }
}

@Suite struct SwiftUICoreWidgetTests {
    @Test func namesFromEveryModuleResolveOnce() async throws {
        let timeline = Timeline(entries: [StepsEntry(date: Date(timeIntervalSince1970: 0), steps: 4200)], policy: .atEnd)
        #expect(timeline.entries.map(\.steps) == [4200])
        let status: OSStatus = OSStatus(kAudioServicesNoError)
        #expect(status == errSecSuccess)
        #expect(LAContext().biometryType == .none && !MFMailComposeViewController.canSendMail())

        let (result, log) = await record(StepsWidgetView(entry: timeline.entries[0]))
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        #expect(pass.nodes.contains { abs($0.frame.width - 99) < 0.001 })
    }
}
#endif
