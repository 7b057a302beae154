// The `AppKit` module for Linux: the parts of AppKit that SwiftUI layout code for the Mac
// touches (colours, fonts, images, the screen, `NSViewRepresentable`), answered from the device
// the running case shows, as the `UIKit` module does for iOS. What is modelled and what is only
// accepted is in docs/supported-api.md, "AppKit". Linux only, like `SwiftUI` (docs/scenarios.md).
@_exported import Foundation
