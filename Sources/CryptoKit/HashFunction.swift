// The `CryptoKit` module for Linux, where Apple's framework does not exist: its hash functions,
// computed here (SHA-256 by FIPS 180-4, SHA-1 by FIPS 180-4 and RFC 3174, MD5 by RFC 1321), so a
// view that derives a colour or an identifier from a digest gets the very bytes it gets on
// Apple's platforms. Apps use them for that, not for security; CryptoKit's keys, ciphers and
// signatures are not here. Depend on it for Linux only (docs/scenarios.md).
@_exported import Foundation

/// A hash function: feed it data, then finalize it into a digest (Apple: "HashFunction").
public protocol HashFunction {
    associatedtype Digest: CryptoKit.Digest
    static var blockByteCount: Int { get }
    static var byteCount: Int { get }
    init()
    mutating func update(bufferPointer: UnsafeRawBufferPointer)
    func finalize() -> Digest
}

extension HashFunction {
    public static var byteCount: Int { Digest.byteCount }

    public mutating func update<D: DataProtocol>(data: D) {
        for region in data.regions {
            region.withUnsafeBytes { update(bufferPointer: $0) }
        }
    }

    /// The digest of `data` in one call: `SHA256.hash(data: Data(text.utf8))`.
    public static func hash<D: DataProtocol>(data: D) -> Digest {
        var function = Self()
        function.update(data: data)
        return function.finalize()
    }
}

/// A digest: a fixed number of bytes, readable as a sequence of them (Apple: "Digest").
public protocol Digest: Hashable, ContiguousBytes, Sequence, CustomStringConvertible, Sendable where Element == UInt8 {
    static var byteCount: Int { get }
}

/// The bytes of a finished digest, shared by every digest type here.
struct DigestBytes: Hashable, Sendable {
    let bytes: [UInt8]

    var hex: String { bytes.map { String(format: "%02x", $0) }.joined() }
}

/// The buffering of a Merkle–Damgård hash: bytes gather into 64-byte blocks, each compressed as
/// it fills; finalizing pads the message with a 1 bit, zeros and its bit length (big-endian for
/// the SHA family, little-endian for MD5).
struct BlockBuffer: Sendable {
    private(set) var pending: [UInt8] = []
    private(set) var messageLength: UInt64 = 0

    mutating func append(_ bytes: UnsafeRawBufferPointer, compress: ([UInt8]) -> Void) {
        messageLength &+= UInt64(bytes.count)
        pending.append(contentsOf: bytes)
        var start = 0
        while pending.count - start >= 64 {
            compress(Array(pending[start..<start + 64]))
            start += 64
        }
        pending.removeFirst(start)
    }

    func paddedTail(lengthBigEndian: Bool) -> [UInt8] {
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bits = messageLength &* 8
        let length = (0..<8).map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
        tail += lengthBigEndian ? length.reversed() : length
        return tail
    }
}

extension Array where Element == UInt8 {
    func word(bigEndianAt index: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(self[index + $1]) }
    }

    func word(littleEndianAt index: Int) -> UInt32 {
        (0..<4).reversed().reduce(UInt32(0)) { $0 << 8 | UInt32(self[index + $1]) }
    }
}

extension UInt32 {
    func rotatedLeft(_ n: UInt32) -> UInt32 { self << n | self >> (32 - n) }
    func rotatedRight(_ n: UInt32) -> UInt32 { self >> n | self << (32 - n) }
    var bigEndianBytes: [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: self >> (24 - 8 * UInt32($0))) } }
    var littleEndianBytes: [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: self >> (8 * UInt32($0))) } }
}
