// The `UIKit` module for Linux, where Apple's framework does not exist: the parts of UIKit that
// SwiftUI layout code touches, answered from the device the running case shows (the engine's
// `RunningDevice`), and `UIViewRepresentable`/`UIViewControllerRepresentable`, which the engine
// lays out as placeholders. What is modelled and what is only accepted is in
// docs/supported-api.md, "UIKit".
//
// Depend on it for Linux only (`condition: .when(platforms: [.linux])`), like `SwiftUI`: on Apple
// platforms `import UIKit` must stay Apple's framework (docs/scenarios.md).
@_exported import Foundation
// Core Text's fonts and font manager, which Apple's UIKit brings with it (its headers import Core
// Text and its module re-exports what they import): a font loader that says `import UIKit` alone
// calls `CTFontManagerRegisterGraphicsFont`.
@_exported import CoreText
// `URLSession` and the rest of Apple's Foundation networking, which Linux keeps apart.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// UIKit's colours and views hand out Core Graphics types (`UIColor.cgColor`), as Apple's does.
@_exported import CoreGraphics
// Core Animation's layers and Core Image's images come with UIKit on iOS (`view.layer`,
// `CIImage` beside `UIImage`).
@_exported import QuartzCore
@_exported import CoreImage
// `CGImageSourceCreateWithURL` and the rest of ImageIO come with UIKit on iOS.
@_exported import ImageIO
// UserNotifications comes with UIKit on iOS too: UIKit's own API names its types
// (`UIScene.ConnectionOptions.notificationResponse` is a `UNNotificationResponse?`, Apple's
// documentation), so a file that says `import SwiftUI` alone may schedule a
// `UNNotificationRequest`.
@_exported import UserNotifications
// Apple's Foundation holds `NSItemProvider`, which UIKit's drag and drop and the photo picker hand
// out; Linux's Foundation has none, so it lives in CoreTransferable (Sources/CoreTransferable/
// NSItemProvider.swift), which comes with UIKit as Foundation does on iOS.
@_exported import CoreTransferable

/// The type a `#colorLiteral(...)` has when nothing else asks for one: `Color(#colorLiteral(...))`
/// makes a `UIColor` and takes it to `Color(_:)`, as on iOS, where Apple's UIKit overlay declares
/// this alias (swiftlang/swift, stdlib/public/SDK/UIKit/UIKit.swift).
public typealias _ColorLiteralType = UIColor
