@_spi(Platform) import LayoutLab
import Foundation

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// Which way up the device is held.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// Which way up the interface is drawn.
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The device of the running case: its idiom from the profile (a macOS profile is `.mac`, an
/// iOS screen at least 600 points wide upright is an iPad, any other a phone), its orientation
/// from the timeline, its OS version from the profile's OS generation.
open class UIDevice: @unchecked Sendable {
    public class var current: UIDevice { UIDevice() }

    public init() {}

    private var device: RunningDevice { RunningDevice.current }

    open var userInterfaceIdiom: UIUserInterfaceIdiom { Self.idiom(of: device) }

    /// Landscape is `landscapeLeft` (the device turned with its top to the left), as a phone
    /// turned from the portrait launch usually is.
    open var orientation: UIDeviceOrientation { device.orientation == .landscape ? .landscapeLeft : .portrait }

    open var name: String {
        switch userInterfaceIdiom {
        case .pad: "iPad"
        case .mac: "Mac"
        default: "iPhone"
        }
    }

    open var model: String { name }
    open var localizedModel: String { name }

    open var systemName: String { device.profile.os.platform == .macOS ? "macOS" : "iOS" }

    /// The OS generation's major version: `ios-26` is "26.0".
    open var systemVersion: String {
        let digits = device.profile.os.rawValue.split(separator: "-").last.map(String.init) ?? ""
        return Int(digits).map { "\($0).0" } ?? digits
    }

    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }

    /// The state of the device's battery. There is no battery to read here: `.unknown`, as on a
    /// device whose battery monitoring is off.
    public enum BatteryState: Int, Hashable, Sendable {
        case unknown, unplugged, charging, full
    }

    open var isBatteryMonitoringEnabled = false
    /// -1, the level reported when it is unknown (no battery is read here).
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }
    open var isProximityMonitoringEnabled = false
    open var isMultitaskingSupported: Bool { true }

    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}
    open func playInputClick() {}

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")

    static func idiom(of device: RunningDevice) -> UIUserInterfaceIdiom {
        if device.profile.os.platform == .macOS { return .mac }
        let portrait = device.profile.size(in: .portrait)
        return min(portrait.width, portrait.height) >= 600 ? .pad : .phone
    }
}
