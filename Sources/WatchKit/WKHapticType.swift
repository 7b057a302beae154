/// The haptics a watch plays. Raw values are Apple's (WKInterfaceDevice.h, in declaration order).
public enum WKHapticType: Int, Hashable, Sendable, CaseIterable {
    case notification = 0
    case directionUp = 1
    case directionDown = 2
    case success = 3
    case failure = 4
    case retry = 5
    case start = 6
    case stop = 7
    case click = 8
    case navigationLeftTurn = 9
    case navigationRightTurn = 10
    case navigationGenericManeuver = 11
    case underwaterDepthPrompt = 12
    case underwaterDepthCriticalPrompt = 13
}

/// The wrist the watch is worn on.
public enum WKInterfaceDeviceWristLocation: Int, Hashable, Sendable {
    case left = 0, right
}

/// The side of the watch the Digital Crown is on, seen from the wearer.
public enum WKInterfaceDeviceCrownOrientation: Int, Hashable, Sendable {
    case left = 0, right
}

/// The direction the watch's language reads in.
public enum WKInterfaceLayoutDirection: Int, Hashable, Sendable {
    case leftToRight = 0, rightToLeft
}

/// The battery's charging state.
public enum WKInterfaceDeviceBatteryState: Int, Hashable, Sendable {
    case unknown = 0, unplugged, charging, full
}

/// How deep the watch may go in water.
public enum WKWaterResistanceRating: Int, Hashable, Sendable {
    case ipx7 = 0, wr50
}
