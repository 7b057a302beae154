import Foundation

// What Apple's Foundation has and Linux's lacks of URLs and UUIDs, which model and view files use
// as written.

extension URL {
    /// Access to a security-scoped URL (one a document picker or a bookmark hands over, Apple:
    /// "startAccessingSecurityScopedResource()"). Apple answers `false` for a URL that is not
    /// security-scoped; no sandbox hands such URLs out here, so every URL is an ordinary one, as
    /// reachable as the file system lets it be, and the answer is `false`.
    public func startAccessingSecurityScopedResource() -> Bool { false }

    /// Ends access begun by `startAccessingSecurityScopedResource()`: nothing to end here.
    public func stopAccessingSecurityScopedResource() {}

    /// The user's folders by name (Apple, iOS 16: "documentsDirectory" and its siblings), as
    /// `FileManager.default.urls(for:in: .userDomainMask)` gives them: here, the running user's
    /// folders as Linux's Foundation places them (`~/Documents`, `~/.cache`, `~/.local/share`),
    /// where Apple's are the app's sandbox's.
    private static func userFolder(_ directory: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? URL.homeDirectory.appendingPathComponent(String(describing: directory), isDirectory: true)
    }

    public static var documentsDirectory: URL { userFolder(.documentDirectory) }
    public static var cachesDirectory: URL { userFolder(.cachesDirectory) }
    public static var applicationSupportDirectory: URL { userFolder(.applicationSupportDirectory) }
    public static var libraryDirectory: URL { userFolder(.libraryDirectory) }
    public static var desktopDirectory: URL { userFolder(.desktopDirectory) }
    public static var downloadsDirectory: URL { userFolder(.downloadsDirectory) }
    public static var moviesDirectory: URL { userFolder(.moviesDirectory) }
    public static var musicDirectory: URL { userFolder(.musicDirectory) }
    public static var picturesDirectory: URL { userFolder(.picturesDirectory) }
    public static var sharedPublicDirectory: URL { userFolder(.sharedPublicDirectory) }
    public static var trashDirectory: URL { userFolder(.trashDirectory) }
    public static var applicationDirectory: URL { userFolder(.applicationDirectory) }
    public static var userDirectory: URL { userFolder(.userDirectory) }

    /// A folder found as `FileManager.url(for:in:appropriateFor:create:)` finds it (Apple, iOS 16:
    /// "init(for:in:appropriateFor:create:)").
    public init(
        for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
        appropriateFor url: URL? = nil, create shouldCreate: Bool = false
    ) throws {
        self = try FileManager.default.url(for: directory, in: domain, appropriateFor: url, create: shouldCreate)
    }
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
