// BSD socket addresses carry their length (`sin_len`); Linux's do not (glibc's `sockaddr_in` has
// no such field). Reachability code written for Apple's sets it before passing the address:
// `zeroAddress.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)`. Here the field is a property
// that reads the structure's size and ignores what is set: Linux's calls take the length apart.
import Foundation

extension sockaddr_in {
    public var sin_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in>.size) }
        set {}
    }

    /// The memberwise initializer Apple's structure has, `sin_len` first.
    public init(sin_len: UInt8, sin_family: sa_family_t, sin_port: in_port_t, sin_addr: in_addr,
                sin_zero: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)) {
        self.init(sin_family: sin_family, sin_port: sin_port, sin_addr: sin_addr, sin_zero: sin_zero)
    }
}

extension sockaddr_in6 {
    public var sin6_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in6>.size) }
        set {}
    }
}

extension sockaddr {
    public var sa_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr>.size) }
        set {}
    }
}
