import Foundation

/// The device a running case shows its views on, as code reads it while views are built: what
/// the `UIKit` and `AppKit` modules answer for `UIScreen.main`, `UIDevice.current`,
/// `UIApplication.shared`'s window and `NSScreen.main` (docs/supported-api.md, "UIKit").
///
/// Each case publishes its device on the thread it runs on, at every step (a rotation or a
/// resize changes it). Code on another thread (a block sent to `DispatchQueue.main`) sees the
/// device of the case that published last; outside any run, ``outsideARun``.
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

    /// Outside a run: the iPhone 15 (`iphone-15`), upright, the profile docs/scenarios.md uses
    /// in its examples and the phone most built-in scenarios are shown on.
    public static let outsideARun = RunningDevice(profile: DeviceProfile.named("iphone-15")!, orientation: .portrait)

    /// The device of the case running on this thread, else of the case that published last,
    /// else ``outsideARun``.
    public static var current: RunningDevice {
        if let box = Thread.current.threadDictionary[threadKey] as? DeviceBox { return box.device }
        return latest.device ?? outsideARun
    }

    /// Makes `device` this thread's (nil: none), and the latest for other threads.
    static func publish(_ device: RunningDevice?) {
        if let device {
            Thread.current.threadDictionary[threadKey] = DeviceBox(device)
            latest.device = device
        } else {
            Thread.current.threadDictionary.removeObject(forKey: threadKey)
        }
    }

    private static let threadKey = "LayoutLab.RunningDevice"
    private static let latest = LatestDevice()

    /// What a thread's dictionary holds: an object, as `NSMutableDictionary` values are.
    private final class DeviceBox {
        let device: RunningDevice
        init(_ device: RunningDevice) { self.device = device }
    }

    /// The device published last, by any thread.
    private final class LatestDevice: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: RunningDevice?

        var device: RunningDevice? {
            get { lock.lock(); defer { lock.unlock() }; return stored }
            set { lock.lock(); stored = newValue; lock.unlock() }
        }
    }
}
