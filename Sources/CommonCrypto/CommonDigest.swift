// The `CommonCrypto` module for Linux, where Apple's C library does not exist: the digests and
// HMACs apps compute with it (a request signature, an identifier from a name), the very bytes
// they get on Apple's platforms, computed by this package's CryptoKit (FIPS 180-4, RFC 1321).
// Only the algorithms computed there are declared: SHA-224, SHA-384 and SHA-512 are not, so
// code that needs them fails to compile rather than getting another digest. Apple's header is
// C; its functions are declared here as Swift imports them (pointers, `CC_LONG`, `Int32`).
import CryptoKit

/// The length type of the digest functions (Apple: "CC_LONG", a `uint32_t`).
public typealias CC_LONG = UInt32

public let CC_MD5_DIGEST_LENGTH: Int32 = 16
public let CC_MD5_BLOCK_BYTES: Int32 = 64
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
public let CC_SHA1_BLOCK_BYTES: Int32 = 64
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
public let CC_SHA256_BLOCK_BYTES: Int32 = 64

/// Hashes `len` bytes at `data` into `md`, which must hold the digest's length; returns `md`.
@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(Insecure.MD5.self, data, Int(len), into: md)
}

@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(Insecure.SHA1.self, data, Int(len), into: md)
}

@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(SHA256.self, data, Int(len), into: md)
}

/// An MD5 computation fed in parts: `CC_MD5_Init`, `CC_MD5_Update`…, `CC_MD5_Final`. Apple's is
/// a C struct of the hash's state; this one holds the state as CryptoKit keeps it.
public struct CC_MD5_CTX {
    var function = Insecure.MD5()
    public init() {}
}

public struct CC_SHA1_CTX {
    var function = Insecure.SHA1()
    public init() {}
}

public struct CC_SHA256_CTX {
    var function = SHA256()
    public init() {}
}

// Each returns 1, as Apple's do (they cannot fail).
@discardableResult public func CC_MD5_Init(_ c: UnsafeMutablePointer<CC_MD5_CTX>!) -> Int32 { c.pointee = CC_MD5_CTX(); return 1 }
@discardableResult public func CC_SHA1_Init(_ c: UnsafeMutablePointer<CC_SHA1_CTX>!) -> Int32 { c.pointee = CC_SHA1_CTX(); return 1 }
@discardableResult public func CC_SHA256_Init(_ c: UnsafeMutablePointer<CC_SHA256_CTX>!) -> Int32 { c.pointee = CC_SHA256_CTX(); return 1 }

@discardableResult
public func CC_MD5_Update(_ c: UnsafeMutablePointer<CC_MD5_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 {
    c.pointee.function.update(bufferPointer: UnsafeRawBufferPointer(start: data, count: Int(len)))
    return 1
}

@discardableResult
public func CC_SHA1_Update(_ c: UnsafeMutablePointer<CC_SHA1_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 {
    c.pointee.function.update(bufferPointer: UnsafeRawBufferPointer(start: data, count: Int(len)))
    return 1
}

@discardableResult
public func CC_SHA256_Update(_ c: UnsafeMutablePointer<CC_SHA256_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 {
    c.pointee.function.update(bufferPointer: UnsafeRawBufferPointer(start: data, count: Int(len)))
    return 1
}

@discardableResult
public func CC_MD5_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_MD5_CTX>!) -> Int32 {
    copy(c.pointee.function.finalize(), into: md)
    return 1
}

@discardableResult
public func CC_SHA1_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA1_CTX>!) -> Int32 {
    copy(c.pointee.function.finalize(), into: md)
    return 1
}

@discardableResult
public func CC_SHA256_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA256_CTX>!) -> Int32 {
    copy(c.pointee.function.finalize(), into: md)
    return 1
}

/// The one-shot digest of `count` bytes at `data`, written to `md`.
func digest<H: HashFunction>(_ function: H.Type, _ data: UnsafeRawPointer?, _ count: Int,
                             into md: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
    var hash = H()
    hash.update(bufferPointer: UnsafeRawBufferPointer(start: data, count: count))
    copy(hash.finalize(), into: md)
    return md
}

func copy<D: Digest>(_ digest: D, into md: UnsafeMutablePointer<UInt8>) {
    for (index, byte) in digest.enumerated() { md[index] = byte }
}
