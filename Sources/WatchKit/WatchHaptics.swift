import Foundation

/// The haptics the app played, oldest first: Linux has no Taptic Engine, so each is written down
/// for a test to read. Not Apple's API.
public enum _WatchHaptics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var haptics: [WKHapticType] = []

    public static var played: [WKHapticType] {
        lock.lock()
        defer { lock.unlock() }
        return haptics
    }

    static func record(_ type: WKHapticType) {
        lock.lock()
        defer { lock.unlock() }
        haptics.append(type)
    }
}
