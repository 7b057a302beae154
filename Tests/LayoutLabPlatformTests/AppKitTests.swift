#if os(Linux)
// A Mac app's view file: `import SwiftUI` and `import AppKit`, an `NSViewRepresentable`, AppKit
// colours and the screen, recorded on the macOS profile.
import AppKit
import SwiftUI
import LayoutLab
import Testing

final class LevelIndicator: NSView {
    override var intrinsicContentSize: NSSize { NSSize(width: 96, height: 16) }
}

struct Level: NSViewRepresentable {
    func makeNSView(context: Context) -> LevelIndicator { LevelIndicator() }
    func updateNSView(_ nsView: LevelIndicator, context: Context) {}
}

struct MacSidebar: View {
    var body: some View {
        VStack(spacing: 0) {
            Level().accessibilityIdentifier("level")
            Color(nsColor: .windowBackgroundColor)
                .frame(width: (NSScreen.main?.frame.width ?? 0) / 4, height: 20)
                .accessibilityIdentifier("sidebar")
        }
    }
}

@Suite struct AppKitTests {
    @Test func anNSViewRepresentableAndTheScreenOnTheMacProfile() async {
        let (result, log) = await record(MacSidebar(), on: "mac-window")
        #expect(result.outcome == .stable)
        let pass = log.finalPass(step: 0)
        #expect(pass?.named("level")?.kind == "Level")
        #expect(pass?.named("level")?.frame.size == CGSize(width: 96, height: 16))
        // mac-window is 800 × 600 at @2x.
        #expect(pass?.named("sidebar")?.frame.width == 200)
    }

    @Test func appKitColoursAndFonts() {
        #expect(Color(nsColor: .labelColor) == Color.primary)
        #expect(Color(NSColor.systemRed) == Color.red)
        #expect(NSFont.systemFont(ofSize: 13).pointSize == 13)
        #expect(Font(NSFont.systemFont(ofSize: 13)) == Font.system(size: 13, weight: .regular))
    }
}
#endif

#if os(Linux)
/// A Mac app's import and export buttons and its sidebar material: the panels end cancelled, as
/// when the user closes them; the material view is a plain view that keeps its settings.
@Suite struct AppKitPanelTests {
    @Test func panelsEndCancelledWithNoURL() {
        let open = NSOpenPanel()
        open.allowsMultipleSelection = true
        open.canChooseDirectories = true
        open.allowedContentTypes = [.json]
        #expect(open.runModal() == .cancel)
        #expect(open.url == nil && open.urls.isEmpty)
        let save = NSSavePanel()
        save.nameFieldStringValue = "Export.csv"
        #expect(save.runModal() != .OK)
        #expect(save.nameFieldStringValue == "Export.csv" && save.allowedContentTypes.isEmpty)
    }

    @Test func theMaterialViewKeepsItsSettings() {
        let view = NSVisualEffectView()
        view.material = .sidebar
        view.blendingMode = .withinWindow
        #expect(view.material == .sidebar && view.blendingMode == .withinWindow && view.state == .followsWindowActiveState)
        #expect(view.intrinsicContentSize.width == NSView.noIntrinsicMetric)
    }
}
#endif
