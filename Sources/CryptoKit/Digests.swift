import Foundation

/// What every digest type here shares: its bytes as a sequence, as contiguous bytes, and its
/// description, `SHA256 digest: 9f86d0…` as Apple's reads.
protocol StoredDigest: Digest {
    static var name: String { get }
    var storage: DigestBytes { get }
}

extension StoredDigest {
    public func makeIterator() -> Array<UInt8>.Iterator { storage.bytes.makeIterator() }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.bytes.withUnsafeBytes(body)
    }
    public var description: String { "\(Self.name) digest: \(storage.hex)" }
}

/// The output of SHA-256: 32 bytes.
public struct SHA256Digest: StoredDigest {
    public static var byteCount: Int { 32 }
    static var name: String { "SHA256" }
    let storage: DigestBytes
}

/// Hash functions that are no longer secure, kept for compatibility (Apple: "Insecure").
public enum Insecure {
    /// The output of SHA-1: 20 bytes.
    public struct SHA1Digest: StoredDigest {
        public static var byteCount: Int { 20 }
        static var name: String { "SHA1" }
        let storage: DigestBytes
    }

    /// The output of MD5: 16 bytes.
    public struct MD5Digest: StoredDigest {
        public static var byteCount: Int { 16 }
        static var name: String { "MD5" }
        let storage: DigestBytes
    }
}
