// Swift Testing's cross-import overlay for UIKit, empty. Testing declares overlays for UIKit and
// AppKit (Testing.swiftcrossimport), so a file that imports Testing and a module named `UIKit`
// makes the compiler load `_Testing_UIKit`, which Linux's toolchain does not ship: without this
// module, a test file that says `import Testing` and `import SwiftUI` (which brings `UIKit`)
// fails with "no such module '_Testing_UIKit'". The `UIKit` target depends on it so it is built
// beside it. Apple's overlay adds attachments of UIKit images, which Linux has no use for.
