// WatchKit for Linux: what a SwiftUI watch app reaches for beside SwiftUI (docs/supported-api.md,
// "WatchKit"): the device's screen and haptics through `WKInterfaceDevice`, and the app object
// (`WKApplication`, and `WKExtension` before watchOS 9). Storyboard interface controllers
// (`WKInterfaceController`, `WKInterfaceLabel`...) are not modelled: SwiftUI watch apps do not use
// them.
//
// A Linux process is not on a wrist: haptics are written down (`_WatchHaptics`) rather than felt,
// and the screen is a documented watch's (WKInterfaceDevice.swift says which).
@_exported import Foundation
// Apple's WatchKit imports UIKit (watchOS's: `UIImage`, `UIColor`, `UIFont`), so a file that says
// `import WatchKit` sees them.
@_exported import UIKit
