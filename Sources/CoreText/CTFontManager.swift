import Foundation
import CoreGraphics

/// How widely a registered font is available (Apple: "CTFontManagerScope").
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0
    case process = 1
    case persistent = 2
    case session = 3
    public static let user = CTFontManagerScope.persistent
}

/// Core Text's font manager errors that registration reports (Apple: "CTFontManagerError").
public enum CTFontManagerError: Int, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case alreadyRegistered = 105
    case notRegistered = 201
}

/// The error domain of those codes (Apple: kCTFontManagerErrorDomain).
// An immutable string: safe to share, though `NSString` is not marked `Sendable` here.
nonisolated(unsafe) public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain" as CFString

/// The fonts registered in this process: their files, by URL. Registering reads nothing of the
/// font itself (its glyphs are not used to measure here; CTFont.swift): it checks that the file
/// exists and is a font file by its extension, and remembers it, so registering twice fails as
/// it does on Apple's platforms.
public enum _RegisteredFonts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var urls: [URL] = []

    /// The registered files, in the order they were registered.
    public static var all: [URL] {
        lock.lock()
        defer { lock.unlock() }
        return urls
    }

    /// The PostScript names a registration makes available: each file's name without its
    /// extension (`Pretendard-Bold.otf` → `Pretendard-Bold`), the convention font files follow.
    public static var postScriptNames: [String] { all.map { $0.deletingPathExtension().lastPathComponent } }

    static func register(_ url: URL) -> CTFontManagerError? {
        let fontExtensions: Set<String> = ["otf", "ttf", "ttc", "otc", "dfont"]
        guard FileManager.default.fileExists(atPath: url.path) else { return .fileNotFound }
        guard fontExtensions.contains(url.pathExtension.lowercased()) else { return .unrecognizedFormat }
        lock.lock()
        defer { lock.unlock() }
        let file = url.standardizedFileURL
        if urls.contains(file) { return .alreadyRegistered }
        urls.append(file)
        return nil
    }

    static func unregister(_ url: URL) -> CTFontManagerError? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = urls.firstIndex(of: url.standardizedFileURL) else { return .notRegistered }
        urls.remove(at: index)
        return nil
    }
}

private func report(_ failure: CTFontManagerError?, into error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let failure else { return true }
    error?.pointee = Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain as String, code: failure.rawValue))
    return false
}

/// Registers the fonts in a file: `true` when it did, `false` with the reason in `error`. (A C
/// function's result may go unused in Swift, hence `@discardableResult`.)
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    report(_RegisteredFonts.register(fontURL as URL), into: error)
}

@discardableResult
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    report(_RegisteredFonts.unregister(fontURL as URL), into: error)
}

/// The PostScript names of the fonts registered here.
public func CTFontManagerCopyAvailablePostScriptNames() -> CFArray {
    _RegisteredFonts.postScriptNames as NSArray
}

/// The fonts registered from memory (`CTFontManagerRegisterGraphicsFont`), by PostScript name.
private enum RegisteredGraphicsFonts {
    static let lock = NSLock()
    nonisolated(unsafe) static var names: Set<String> = []
}

/// Registers a font loaded from data: `true` when it did; registering one PostScript name twice
/// fails with `alreadyRegistered`, as on Apple's platforms; a font without a name cannot be told
/// apart, so it is refused as unrecognised.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let name = font.postScriptName as String? else { return report(.unrecognizedFormat, into: error) }
    let inserted = RegisteredGraphicsFonts.lock.withLock { RegisteredGraphicsFonts.names.insert(name).inserted }
    return report(inserted ? nil : .alreadyRegistered, into: error)
}

@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let name = font.postScriptName as String? else { return report(.notRegistered, into: error) }
    let removed = RegisteredGraphicsFonts.lock.withLock { RegisteredGraphicsFonts.names.remove(name) != nil }
    return report(removed ? nil : .notRegistered, into: error)
}
