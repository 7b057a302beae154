// The `Network` module for Linux, where Apple's framework does not exist: a path monitor and
// connections on a machine a layout run keeps offline. WebKit's remote loads fail "not connected"
// and WeatherKit sends no request (docs/supported-api.md, "WebKit", "WeatherKit"); the path here
// agrees: unsatisfied, no interface (docs/supported-api.md, "Network"). Depend on it for Linux
// only (docs/scenarios.md).
import Foundation

/// A network interface.
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kinds of interface (Apple's cases).
    public enum InterfaceType: Hashable, Sendable {
        case other, wifi, cellular, wiredEthernet, loopback
    }

    public let name: String
    public let type: InterfaceType
    public let index: Int

    public var debugDescription: String { name }
}

/// What the network offers now: here, nothing.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    public enum Status: Hashable, Sendable {
        case satisfied, unsatisfied, requiresConnection
    }

    public enum UnsatisfiedReason: Hashable, Sendable {
        case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
    }

    /// `.unsatisfied`: no interface is up for the app.
    public let status: Status
    /// `.notAvailable`, the reason Apple's gives when no interface is up.
    public let unsatisfiedReason: UnsatisfiedReason
    /// None.
    public let availableInterfaces: [NWInterface]
    public let isExpensive: Bool
    public let isConstrained: Bool
    public let supportsIPv4: Bool
    public let supportsIPv6: Bool
    public let supportsDNS: Bool
    public let gateways: [NWEndpoint]
    public let localEndpoint: NWEndpoint?
    public let remoteEndpoint: NWEndpoint?

    /// The path of a machine with no network: the one every monitor and connection here sees.
    static let offline = NWPath(status: .unsatisfied, unsatisfiedReason: .notAvailable, availableInterfaces: [],
                                isExpensive: false, isConstrained: false, supportsIPv4: false, supportsIPv6: false,
                                supportsDNS: false, gateways: [], localEndpoint: nil, remoteEndpoint: nil)

    /// Whether an interface of the type carries the path: never, no interface is up.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    public var debugDescription: String { "unsatisfied (No network route)" }
}
