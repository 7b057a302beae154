import Foundation

/// A file or a folder held in memory, as a document's contents (Apple: "FileWrapper", Foundation;
/// swift-corelibs-foundation has none). SwiftUI's `FileDocument` reads and writes one. A regular
/// file holds its bytes, a directory its children by file name; reading from a URL reads the whole
/// tree at once, writing writes it back.
open class FileWrapper: @unchecked Sendable {
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1)
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }

    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }

    private enum Contents {
        case file(Data)
        case directory([String: FileWrapper])
        case link(URL)
    }

    private var contents: Contents
    open var filename: String?
    open var preferredFilename: String?
    open var fileAttributes: [String: Any] = [:]

    public init(regularFileWithContents contents: Data) {
        self.contents = .file(contents)
    }

    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
        contents = .directory(childrenByPreferredName)
    }

    public init(symbolicLinkWithDestinationURL url: URL) {
        contents = .link(url)
    }

    /// The file or folder at `url`, read whole.
    public init(url: URL, options: ReadingOptions = []) throws {
        let values = try url.resourceValues(forKeys: [.isDirectoryKey])
        if values.isDirectory == true {
            var children: [String: FileWrapper] = [:]
            for child in try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil) {
                children[child.lastPathComponent] = try FileWrapper(url: child, options: options)
            }
            contents = .directory(children)
        } else {
            contents = .file(try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    open var isRegularFile: Bool { if case .file = contents { true } else { false } }
    open var isDirectory: Bool { if case .directory = contents { true } else { false } }
    open var isSymbolicLink: Bool { if case .link = contents { true } else { false } }

    open var regularFileContents: Data? { if case .file(let data) = contents { data } else { nil } }
    open var fileWrappers: [String: FileWrapper]? { if case .directory(let children) = contents { children } else { nil } }
    open var symbolicLinkDestinationURL: URL? { if case .link(let url) = contents { url } else { nil } }

    /// Adds a child to a directory under its preferred name (made unique with a number, as
    /// Foundation does) and returns the name it got.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = contents else {
            preconditionFailure("FileWrapper: only a directory wrapper has children")
        }
        let preferred = child.preferredFilename ?? "Untitled"
        var name = preferred, number = 2
        while children[name] != nil {
            name = "\(number) \(preferred)"
            number += 1
        }
        child.filename = name
        children[name] = child
        contents = .directory(children)
        return name
    }

    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = contents else { return }
        children = children.filter { $0.value !== child }
        contents = .directory(children)
    }

    /// Writes the tree to `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil) throws {
        switch contents {
        case .file(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children { try child.write(to: url.appendingPathComponent(name), options: options) }
        case .link(let destination):
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
