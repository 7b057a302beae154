import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file as the system knows it: its device and inode, the same through every hard or symbolic
/// link. Two paths name one database exactly when their identities are equal, which comparing
/// names cannot tell (`lab.sqlite`, `./lab.sqlite`, a link to it).
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64
    /// How many names (hard links) the file has.
    public let linkCount: Int
    /// What kind of file it is: a regular file, a folder, a FIFO, a device, a socket.
    public let kind: Kind

    public enum Kind: Sendable {
        case regular, folder, fifo, characterDevice, blockDevice, socket, other

        /// "a FIFO", "a character device": how a message names it.
        public var phrase: String {
            switch self {
            case .regular: "a regular file"
            case .folder: "a folder"
            case .fifo: "a FIFO (named pipe)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .other: "a special file"
            }
        }
    }

    /// The identity of the file at `path`, following symbolic links; nil when nothing is there
    /// (or it cannot be looked at).
    public init?(path: String) {
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        linkCount = Int(info.st_nlink)
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .folder
        case S_IFIFO: kind = .fifo
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        case S_IFSOCK: kind = .socket
        default: kind = .other
        }
    }

    /// Whether `a` and `b` name one file (false when either is missing).
    public static func same(_ a: String, _ b: String) -> Bool {
        guard let first = FileIdentity(path: a), let second = FileIdentity(path: b) else { return false }
        return first == second
    }

    public static func == (a: FileIdentity, b: FileIdentity) -> Bool {
        a.device == b.device && a.inode == b.inode
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(inode)
    }
}
