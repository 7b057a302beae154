import Foundation

/// Apple's answers to "what kind of app is this?", which Linux's Foundation lacks (Apple,
/// `ProcessInfo.isMacCatalystApp`, `isiOSAppOnMac`): a recorded case is an app running natively
/// on the profile's device, neither a Catalyst app nor an iPhone app on a Mac.
extension ProcessInfo {
    public var isMacCatalystApp: Bool { false }
    public var isiOSAppOnMac: Bool { false }
}
