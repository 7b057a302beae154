import Foundation

// Two things Apple's Foundation has and Linux's lacks, which model and view files use as written.

extension URL {
    /// Access to a security-scoped URL (one a document picker or a bookmark hands over, Apple:
    /// "startAccessingSecurityScopedResource()"). Apple answers `false` for a URL that is not
    /// security-scoped; no sandbox hands such URLs out here, so every URL is an ordinary one, as
    /// reachable as the file system lets it be, and the answer is `false`.
    public func startAccessingSecurityScopedResource() -> Bool { false }

    /// Ends access begun by `startAccessingSecurityScopedResource()`: nothing to end here.
    public func stopAccessingSecurityScopedResource() {}
}

/// `UUID` as a C variadic argument, as Apple's Foundation bridges it (to `NSUUID`) for `%@`:
/// `NSPredicate(format: "id == %@", id as CVarArg)`, `String(format: "%@", id)`. Here it is passed
/// as its string, an `NSString` (which Linux's Foundation passes for `%@`); the string is kept
/// for the process's life, one per distinct UUID formatted, since a C argument list holds an
/// unretained pointer (Apple's autoreleases the bridged object; Linux has no autorelease pool).
extension UUID: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] {
        UUIDArgumentStrings.shared.string(for: self)._cVarArgEncoding
    }
}

/// The strings UUIDs were passed as, kept alive while a C argument list may point at them.
private final class UUIDArgumentStrings: @unchecked Sendable {
    static let shared = UUIDArgumentStrings()
    private let lock = NSLock()
    private var strings: [UUID: NSString] = [:]

    func string(for uuid: UUID) -> NSString {
        lock.withLock {
            if let string = strings[uuid] { return string }
            let string = NSString(string: uuid.uuidString)
            strings[uuid] = string
            return string
        }
    }
}

extension HTTPURLResponse {
    /// An empty response, as `HTTPURLResponse()` makes one on Apple's platforms (NSObject's
    /// initializer: status 0, no headers), which model code uses as a placeholder before a request
    /// answers. Linux's Foundation has no such initializer and needs a URL: this one's is
    /// `about:blank`, where Apple's is nil.
    public convenience init() {
        self.init(url: URL(string: "about:blank")!, statusCode: 0, httpVersion: nil, headerFields: nil)!
    }
}
