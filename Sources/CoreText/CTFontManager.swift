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

/// The fonts registered in this process: their files, by URL. Registering reads only the font's
/// names (its glyphs are not used to measure here; CTFont.swift): it checks that the file
/// exists and is a font file by its extension, and remembers it, so registering twice fails as
/// it does on Apple's platforms; `CGFont(_ name:)` then finds it by the names its `name` table
/// gives.
public enum _RegisteredFonts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var files: [(url: URL, postScriptName: String)] = []

    /// The registered files, in the order they were registered.
    public static var all: [URL] { lock.withLock { files.map(\.url) } }

    /// The PostScript names a registration makes available: the name the file's `name` table
    /// gives, or, when it cannot be read, the file's name without its extension
    /// (`Pretendard-Bold.otf` → `Pretendard-Bold`), the convention font files follow.
    public static var postScriptNames: [String] { lock.withLock { files.map(\.postScriptName) } }

    static func register(_ url: URL) -> CTFontManagerError? {
        let fontExtensions: Set<String> = ["otf", "ttf", "ttc", "otc", "dfont"]
        guard FileManager.default.fileExists(atPath: url.path) else { return .fileNotFound }
        guard fontExtensions.contains(url.pathExtension.lowercased()) else { return .unrecognizedFormat }
        let file = url.standardizedFileURL
        let names = (try? Data(contentsOf: file)).flatMap(_RegisteredFontNames.names(inFontData:))
        let postScriptName = names?.postScriptName ?? file.deletingPathExtension().lastPathComponent
        let added: Bool = lock.withLock {
            guard !files.contains(where: { $0.url == file }) else { return false }
            files.append((file, postScriptName))
            return true
        }
        guard added else { return .alreadyRegistered }
        _ = _RegisteredFontNames.insert(names ?? .init(postScriptName: postScriptName, fullName: nil))
        return nil
    }

    static func unregister(_ url: URL) -> CTFontManagerError? {
        let file = url.standardizedFileURL
        let removed: String? = lock.withLock {
            guard let index = files.firstIndex(where: { $0.url == file }) else { return nil }
            return files.remove(at: index).postScriptName
        }
        guard let removed else { return .notRegistered }
        _ = _RegisteredFontNames.remove(postScriptName: removed)
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

/// Registers a font loaded from data: `true` when it did; registering one PostScript name twice
/// fails with `alreadyRegistered`, as on Apple's platforms; a font without a name cannot be told
/// apart, so it is refused as unrecognised. `CGFont(_ name:)` finds it afterwards.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let name = font.postScriptName as String? else { return report(.unrecognizedFormat, into: error) }
    let inserted = _RegisteredFontNames.insert(.init(postScriptName: name, fullName: font.fullName as String?))
    return report(inserted ? nil : .alreadyRegistered, into: error)
}

@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let name = font.postScriptName as String? else { return report(.notRegistered, into: error) }
    return report(_RegisteredFontNames.remove(postScriptName: name) ? nil : .notRegistered, into: error)
}
