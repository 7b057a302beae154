import Foundation

/// The device a running case shows its views on, as code reads it while views are built: what
/// the `UIKit` and `AppKit` modules answer for `UIScreen.main`, `UIDevice.current`,
/// `UIApplication.shared`'s window and `NSScreen.main` (docs/supported-api.md, "UIKit").
///
/// Each case publishes its device on the thread it runs on (the engine thread that builds its
/// views), at every step: a rotation or a resize changes it. Code on any other thread, or
/// outside a run, sees ``outsideARun``: never another case's device, so that cases running side
/// by side in one process answer as they would alone.
public struct RunningDevice: Hashable, Sendable {
    /// The profile the case runs on; for `LayoutEngine.layout`, which has none, ``outsideARun``'s.
    public var profile: DeviceProfile
    public var orientation: Orientation
    /// The device's whole screen in this orientation, with its safe-area insets and scale.
    public var screen: Screen
    /// The window the views are laid out in: the screen, unless a `resize` step changed its size.
    public var window: Screen

    public init(profile: DeviceProfile, orientation: Orientation, window: Screen? = nil) {
        self.profile = profile
        self.orientation = orientation
        self.screen = profile.screen(in: orientation)
        self.window = window ?? screen
    }

    /// The same device with `screen` as its whole screen and its window: `LayoutEngine.layout`'s
    /// size, which has no device around it.
    func showing(_ screen: Screen) -> RunningDevice {
        var device = self
        device.screen = screen
        device.window = screen
        return device
    }

    /// Outside a run: the iPhone 15 (`iphone-15`, 393 × 852 at @3x, iOS 26), upright, a chosen
    /// default that docs/supported-api.md, "UIKit", states.
    public static let outsideARun = RunningDevice(profile: DeviceProfile.named("iphone-15")!, orientation: .portrait)

    /// The device of the case running on this thread, else ``outsideARun``.
    public static var current: RunningDevice {
        (Thread.current.threadDictionary[threadKey] as? DeviceBox)?.device ?? outsideARun
    }

    /// Makes `device` this thread's (nil: none).
    static func publish(_ device: RunningDevice?) {
        if let device {
            Thread.current.threadDictionary[threadKey] = DeviceBox(device)
        } else {
            Thread.current.threadDictionary.removeObject(forKey: threadKey)
        }
    }

    private static let threadKey = "LayoutLab.RunningDevice"

    /// What a thread's dictionary holds: an object, as `NSMutableDictionary` values are.
    private final class DeviceBox {
        let device: RunningDevice
        init(_ device: RunningDevice) { self.device = device }
    }
}
