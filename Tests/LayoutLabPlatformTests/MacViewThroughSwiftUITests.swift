#if os(Linux)
// A Mac app's view file that imports SwiftUI alone, as a menu-bar app's does: on the Mac that
// brings AppKit, so `NSColor` needs no other import. Here `SwiftUI` brings UIKit and AppKit
// both, and where both answer an iOS file's spelling the UIKit one is taken (the same colour).
import SwiftUI
import Testing

private struct MenuBarRow: View {
    var body: some View {
        HStack {
            Text("Keys").font(Font(NSFont.systemFont(ofSize: 13)))
            Spacer()
        }
        .padding(8)
        .background(Color(.windowBackgroundColor))
        .overlay(Color(nsColor: .separatorColor).frame(height: 1), alignment: .bottom)
        .accessibilityIdentifier("row")
    }
}

@Suite struct MacViewThroughSwiftUITests {
    @Test func appKitNamesNeedNoOtherImport() async throws {
        #expect(Color(.windowBackgroundColor) == Color(nsColor: NSColor.windowBackgroundColor))
        #expect(Color(.controlBackgroundColor) == Color(uiColor: .systemBackground))
        let (result, log) = await record(MenuBarRow(), on: "mac-window")
        #expect(result.outcome == .stable)
        #expect(try #require(log.finalPass(step: 0)?.named("row")).frame.width == 800)
    }

    /// Spellings both UIKit and AppKit answer resolve without ambiguity, to the same value.
    @Test func spellingsBothAnswerResolveToTheSameValue() {
        #expect(Color(.red) == Color(uiColor: .red))
        #expect(Color(.red) == Color(nsColor: .red))
        #expect(Color(.systemBlue) == Color(nsColor: .systemBlue))
        #expect(Font(.systemFont(ofSize: 14)) == Font(UIFont.systemFont(ofSize: 14)))
        #expect(Font(.systemFont(ofSize: 14)) == Font(NSFont.systemFont(ofSize: 14)))
    }
}
#endif
