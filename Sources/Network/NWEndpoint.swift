// Where a connection goes (Apple: "NWEndpoint"): host names, addresses and ports, real values that
// parse and compare as Apple's.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An address of the internet protocol, version 4.
public struct IPv4Address: Hashable, Sendable, CustomDebugStringConvertible {
    /// The four bytes, in network order.
    public let rawValue: Data

    /// nil unless `string` is a dotted quad ("192.168.0.1").
    public init?(_ string: String) {
        var address = in_addr()
        guard inet_pton(AF_INET, string, &address) == 1 else { return nil }
        rawValue = withUnsafeBytes(of: &address) { Data($0) }
    }

    public static let loopback = IPv4Address("127.0.0.1")!
    public static let any = IPv4Address("0.0.0.0")!

    public var debugDescription: String { rawValue.map(String.init).joined(separator: ".") }
}

/// An address of the internet protocol, version 6.
public struct IPv6Address: Hashable, Sendable, CustomDebugStringConvertible {
    /// The sixteen bytes, in network order.
    public let rawValue: Data

    /// nil unless `string` is an IPv6 address ("::1", "fe80::1").
    public init?(_ string: String) {
        var address = in6_addr()
        guard inet_pton(AF_INET6, string, &address) == 1 else { return nil }
        rawValue = withUnsafeBytes(of: &address) { Data($0) }
    }

    public static let loopback = IPv6Address("::1")!
    public static let any = IPv6Address("::")!

    public var debugDescription: String {
        var bytes = [UInt8](rawValue)
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        _ = inet_ntop(AF_INET6, &bytes, &text, socklen_t(text.count))
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A place to connect to.
public enum NWEndpoint: Hashable, Sendable, CustomDebugStringConvertible {
    case hostPort(host: Host, port: Port)
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    case unix(path: String)
    case url(URL)

    /// A host: by name, or an address (a string literal that parses as an address is one).
    public enum Host: Hashable, Sendable, ExpressibleByStringLiteral, CustomDebugStringConvertible {
        case name(String, NWInterface?)
        case ipv4(IPv4Address)
        case ipv6(IPv6Address)

        public init(_ string: String) {
            if let v4 = IPv4Address(string) {
                self = .ipv4(v4)
            } else if let v6 = IPv6Address(string) {
                self = .ipv6(v6)
            } else {
                self = .name(string, nil)
            }
        }

        public init(stringLiteral value: String) { self.init(value) }

        public var debugDescription: String {
            switch self {
            case .name(let name, _): name
            case .ipv4(let address): address.debugDescription
            case .ipv6(let address): address.debugDescription
            }
        }
    }

    /// A port number.
    public struct Port: Hashable, Sendable, RawRepresentable, ExpressibleByIntegerLiteral, CustomDebugStringConvertible {
        public let rawValue: UInt16

        public init?(rawValue: UInt16) { self.rawValue = rawValue }
        public init(integerLiteral value: UInt16) { rawValue = value }

        /// nil unless `string` is a number from 0 to 65535.
        public init?(_ string: String) {
            guard let value = UInt16(string) else { return nil }
            rawValue = value
        }

        public static let any: Port = 0
        public static let ssh: Port = 22
        public static let smtp: Port = 25
        public static let http: Port = 80
        public static let pop: Port = 110
        public static let imap: Port = 143
        public static let https: Port = 443
        public static let imaps: Port = 993
        public static let socks: Port = 1080

        public var debugDescription: String { String(rawValue) }
    }

    public var debugDescription: String {
        switch self {
        case .hostPort(let host, let port): "\(host.debugDescription):\(port.rawValue)"
        case .service(let name, let type, let domain, _): "\(name).\(type).\(domain)"
        case .unix(let path): path
        case .url(let url): url.absoluteString
        }
    }
}
