#if os(Linux)
// Files that import parts of Apple's frameworks by name, as apps do: `import os.log` for a logger,
// `import UIKit.UIFont`, `import UIKit.UIGestureRecognizerSubclass` for a gesture recognizer's
// overridable touches. This file compiling is half the test: the submodules resolve, and each
// brings its framework's Swift module.
import Foundation
import Testing
import UIKit.UIFont
import UIKit.UIGestureRecognizerSubclass
import os.log

@Suite struct AppleSubmoduleImportTests {
    @Test func aSubmoduleImportBringsItsFramework() {
        let logger = Logger(subsystem: "com.example.reader", category: "fonts")
        let font = UIFont.systemFont(ofSize: 17)
        logger.info("body font \(font.pointSize, privacy: .public)")
        #expect(font.pointSize == 17)
        #expect(font.lineHeight > font.pointSize)
    }
}
#endif
