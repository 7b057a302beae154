@_spi(Platform) import LayoutLab
import CoreGraphics
import Foundation

/// The watch the app runs on.
///
/// No built-in profile is a watch (docs/scenarios.md, "Device profiles"), so the screen is always
/// the 45 mm Apple Watch's (Series 7 to 9): 198 × 242 points (the 45 mm case of mntone's public
/// watch metrics, gist.github.com/mntone/afc6908ae1b18d4d405997aaddb5e4d8) at @2x, the scale of
/// every Apple Watch (Xamarin's "Working with watchOS Screen Sizes": 136 × 170 logical pixels are
/// 272 × 340 physical on the 38 mm watch). A watch app's `WKInterfaceDevice.current().screenBounds.width * 0.8`
/// is thus a watch's width even while its views are recorded on a phone profile. The reading
/// direction is the running profile's (a `+rtl` profile reads right to left), the OS version the
/// watchOS that ships beside its iOS.
open class WKInterfaceDevice: NSObject, @unchecked Sendable {
    private static let device = WKInterfaceDevice()

    /// The watch: one object for the process, as Apple's.
    open class func current() -> WKInterfaceDevice { device }

    public override init() {
        super.init()
    }

    /// The whole screen, in points.
    open var screenBounds: CGRect { CGRect(x: 0, y: 0, width: 198, height: 242) }
    open var screenScale: CGFloat { 2 }

    /// The text size the wearer chose: Apple's default, Large.
    open var preferredContentSizeCategory: String { "UICTContentSizeCategoryL" }

    open var layoutDirection: WKInterfaceLayoutDirection {
        RunningDevice.current.profile.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Left wrist, crown on the right: the way Apple Watch is set up out of the box.
    open var wristLocation: WKInterfaceDeviceWristLocation { .left }
    open var crownOrientation: WKInterfaceDeviceCrownOrientation { .right }

    open var name: String { "Apple Watch" }
    open var model: String { "Apple Watch" }
    open var localizedModel: String { "Apple Watch" }
    open var systemName: String { "watchOS" }

    /// watchOS 11 ships beside iOS 18, watchOS 26 beside iOS 26 and macOS 26.
    open var systemVersion: String {
        switch RunningDevice.current.profile.os {
        case .ios18: "11.0"
        default: "26.0"
        }
    }

    /// A fixed identifier, as `UIDevice.current.identifierForVendor` here: runs do not differ.
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }

    // The settings an app changes, guarded: the one device is shared by every thread.
    private let lock = NSLock()
    private var batteryMonitoring = false
    private var waterLock = false

    open var isBatteryMonitoringEnabled: Bool {
        get { lock.withLock { batteryMonitoring } }
        set { lock.withLock { batteryMonitoring = newValue } }
    }
    /// -1 and `.unknown` as Apple's report them while monitoring is off; with it on, a Linux
    /// machine still has no watch battery to read, so they stay so.
    open var batteryLevel: Float { -1 }
    open var batteryState: WKInterfaceDeviceBatteryState { .unknown }

    open var waterResistanceRating: WKWaterResistanceRating { .wr50 }
    open var supportsAudioStreaming: Bool { true }

    open var isWaterLockEnabled: Bool { lock.withLock { waterLock } }

    /// Plays a haptic: written down in `_WatchHaptics`, never felt.
    open func play(_ type: WKHapticType) {
        _WatchHaptics.record(type)
    }

    /// Locks the screen against water, as before a swim: until the wearer turns the crown, which
    /// no one does here.
    open func enableWaterLock() {
        lock.withLock { waterLock = true }
    }
}
