// The `SystemConfiguration` module for Linux, where Apple's framework does not exist: reachability
// as a layout run's machine has it, offline, as the Network module's path is (docs/supported-api.md,
// "SystemConfiguration"). Depend on it for Linux only (docs/scenarios.md).
@_exported import Foundation

/// What a reachability target's route needs (Apple's bits, from SCNetworkReachability.h).
public struct SCNetworkReachabilityFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    /// Apple's older name for `connectionOnTraffic`.
    public static let connectionAutomatic = SCNetworkReachabilityFlags.connectionOnTraffic
}

// The pre-reachability names (SCNetwork.h), which Swift imports as `Int`: code writes
// `flags.rawValue & UInt32(kSCNetworkFlagsReachable)`.
public var kSCNetworkFlagsTransientConnection: Int { 1 << 0 }
public var kSCNetworkFlagsReachable: Int { 1 << 1 }
public var kSCNetworkFlagsConnectionRequired: Int { 1 << 2 }
public var kSCNetworkFlagsConnectionAutomatic: Int { 1 << 3 }
public var kSCNetworkFlagsInterventionRequired: Int { 1 << 4 }
public var kSCNetworkFlagsIsLocalAddress: Int { 1 << 16 }
public var kSCNetworkFlagsIsDirect: Int { 1 << 17 }
