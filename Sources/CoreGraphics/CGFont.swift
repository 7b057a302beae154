import Foundation

/// Bytes a Core Graphics object reads (Apple: "CGDataProvider"): here, the whole of a file or a
/// data value, read at once.
public final class CGDataProvider: @unchecked Sendable {
    public let data: Data

    public init?(data: CFData) {
        self.data = data as Data
    }

    public init?(url: CFURL) {
        guard let data = try? Data(contentsOf: url as URL) else { return nil }
        self.data = data
    }

    public convenience init?(filename: UnsafePointer<CChar>) {
        self.init(url: NSURL(fileURLWithPath: String(cString: filename)))
    }
}

/// A font file's font (Apple: "CGFont"), as apps load one to register it. It is read for what
/// registration needs: that the data is an OpenType or TrueType font (its first four bytes) and
/// its PostScript name (the `name` table's name 6). Its glyphs are never used: text is measured
/// with the engine's metrics (CoreText, "CTFont.swift").
public final class CGFont: @unchecked Sendable {
    public let postScriptName: CFString?
    public let fullName: CFString?

    public init?(_ provider: CGDataProvider) {
        let bytes = [UInt8](provider.data)
        guard let names = FontNameTable(bytes) else { return nil }
        postScriptName = names.string(id: 6).map { $0 as CFString }
        fullName = names.string(id: 4).map { $0 as CFString }
    }

    /// A font by its PostScript or full name, among the fonts this process registered (Core
    /// Text's font manager, from a file or from data): nil for any other name, since no font is
    /// installed here (UIFont.swift's `familyNames`).
    public init?(_ name: CFString) {
        guard let names = _RegisteredFontNames.lookup(name as String) else { return nil }
        postScriptName = names.postScriptName as CFString
        fullName = names.fullName.map { $0 as CFString }
    }
}

/// The names of the fonts registered in this process, which `CGFont(_ name:)` finds. Core Text's
/// font manager fills it (it registers; Core Graphics only looks fonts up).
public enum _RegisteredFontNames {
    public struct Names: Hashable, Sendable {
        public let postScriptName: String
        public let fullName: String?
        public init(postScriptName: String, fullName: String?) {
            self.postScriptName = postScriptName
            self.fullName = fullName
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: [Names] = []

    /// Adds a font's names: false when its PostScript name is registered already.
    public static func insert(_ names: Names) -> Bool {
        lock.withLock {
            guard !registered.contains(where: { $0.postScriptName == names.postScriptName }) else { return false }
            registered.append(names)
            return true
        }
    }

    /// Removes the font of that PostScript name: false when none is registered.
    public static func remove(postScriptName: String) -> Bool {
        lock.withLock {
            guard let index = registered.firstIndex(where: { $0.postScriptName == postScriptName }) else { return false }
            registered.remove(at: index)
            return true
        }
    }

    static func lookup(_ name: String) -> Names? {
        lock.withLock { registered.first { $0.postScriptName == name || $0.fullName == name } }
    }

    /// The names a font file gives (its `name` table), or nil when it is not an sfnt font.
    public static func names(inFontData data: Data) -> Names? {
        guard let table = FontNameTable([UInt8](data)), let postScriptName = table.string(id: 6) else { return nil }
        return Names(postScriptName: postScriptName, fullName: table.string(id: 4))
    }
}

/// An sfnt file's `name` table, read as the OpenType specification lays it out (Microsoft,
/// "OpenType: name table"): a table directory after the 12-byte header, 16 bytes a table; in
/// `name`, records of 12 bytes after a 6-byte header, each naming its platform and string.
struct FontNameTable {
    private let bytes: [UInt8]
    private let table: Int

    init?(_ bytes: [UInt8]) {
        self.bytes = bytes
        // OpenType with TrueType outlines (0x00010000, "true") or CFF ("OTTO"); a collection's
        // first font ("ttcf": its first offset) is the one read.
        guard bytes.count >= 12 else { return nil }
        var font = 0
        let tag = String(decoding: bytes[0..<4], as: UTF8.self)
        if tag == "ttcf" {
            guard bytes.count >= 16 else { return nil }
            font = Self.uint32(bytes, 12)
        } else if !(tag == "OTTO" || tag == "true" || bytes[0..<4] == [0, 1, 0, 0]) {
            return nil
        }
        guard font + 12 <= bytes.count else { return nil }
        let tables = Self.uint16(bytes, font + 4)
        var found: Int?
        for index in 0..<tables {
            let entry = font + 12 + index * 16
            guard entry + 16 <= bytes.count else { return nil }
            if String(decoding: bytes[entry..<entry + 4], as: UTF8.self) == "name" { found = Self.uint32(bytes, entry + 8) }
        }
        guard let found, found + 6 <= bytes.count else { return nil }
        table = found
    }

    /// The string `id` in Windows Unicode (platform 3, UTF-16BE) or Macintosh Roman (platform 1).
    func string(id: Int) -> String? {
        let count = Self.uint16(bytes, table + 2)
        let strings = table + Self.uint16(bytes, table + 4)
        for index in 0..<count {
            let record = table + 6 + index * 12
            guard record + 12 <= bytes.count else { return nil }
            let platform = Self.uint16(bytes, record)
            guard Self.uint16(bytes, record + 6) == id, platform == 3 || platform == 1 else { continue }
            let length = Self.uint16(bytes, record + 8), offset = strings + Self.uint16(bytes, record + 10)
            guard offset + length <= bytes.count else { return nil }
            let raw = bytes[offset..<offset + length]
            if platform == 1 { return String(decoding: raw, as: UTF8.self) }
            var units: [UInt16] = []
            var i = raw.startIndex
            while i + 1 < raw.endIndex { units.append(UInt16(raw[i]) << 8 | UInt16(raw[i + 1])); i += 2 }
            return String(decoding: units, as: UTF16.self)
        }
        return nil
    }

    static func uint16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    static func uint32(_ bytes: [UInt8], _ at: Int) -> Int {
        Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
}

/// An error's description (Apple: "CFErrorCopyDescription"), as `localizedDescription` gives it.
public func CFErrorCopyDescription(_ err: CFError!) -> CFString! {
    err.localizedDescription as CFString
}
