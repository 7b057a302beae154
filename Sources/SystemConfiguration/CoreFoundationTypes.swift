// Apple's SystemConfiguration re-exports Core Foundation, whose allocator and run loop its
// reachability functions take. swift-corelibs-foundation does not expose Core Foundation to Swift,
// so the names code passes (`kCFAllocatorDefault`, `CFRunLoopGetCurrent()`,
// `CFRunLoopMode.defaultMode.rawValue`) are declared here; nothing runs on them.
import Foundation

/// An allocator: only passed along (Apple's default is nil).
public final class CFAllocator: @unchecked Sendable {
    init() {}
}

public let kCFAllocatorDefault: CFAllocator? = nil

/// A run loop a reachability target is scheduled on.
public final class CFRunLoop: @unchecked Sendable {
    static let main = CFRunLoop()
    init() {}
}

public func CFRunLoopGetCurrent() -> CFRunLoop! { Thread.isMainThread ? CFRunLoop.main : CFRunLoop() }
public func CFRunLoopGetMain() -> CFRunLoop! { CFRunLoop.main }

/// A run loop mode, whose raw value is the string the C functions take.
public struct CFRunLoopMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let defaultMode = CFRunLoopMode(rawValue: "kCFRunLoopDefaultMode")
    public static let commonModes = CFRunLoopMode(rawValue: "kCFRunLoopCommonModes")
}

public let kCFRunLoopDefaultMode: CFRunLoopMode! = .defaultMode
public let kCFRunLoopCommonModes: CFRunLoopMode! = .commonModes
