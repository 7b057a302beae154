#if os(Linux)
// A macOS file that says `import Cocoa` and nothing else reaches AppKit and Foundation.
import Cocoa
import Testing

@Suite struct CocoaTests {
    @Test func cocoaBringsAppKitAndFoundation() {
        let font = NSFont.systemFont(ofSize: 13)
        #expect(font.pointSize == 13)
        let url = URL(fileURLWithPath: "/tmp/a.txt")
        #expect(url.pathExtension == "txt")
        #expect(NSColor.red != NSColor.blue)
    }
}
#endif
