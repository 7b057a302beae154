import CryptoKit

/// Which hash an HMAC is made with (Apple: "CCHmacAlgorithm", a `uint32_t`).
public typealias CCHmacAlgorithm = UInt32

// The values of Apple's enumeration, which Swift imports as `Int`.
public let kCCHmacAlgSHA1 = 0
public let kCCHmacAlgMD5 = 1
public let kCCHmacAlgSHA256 = 2

/// The HMAC (RFC 2104) of `dataLength` bytes at `data` under the key, written to `macOut`, which
/// must hold the hash's digest length. An algorithm not declared here (SHA-224, -384, -512)
/// stops the program, as no digest this package computes would be the right one.
public func CCHmac(_ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int,
                   _ data: UnsafeRawPointer!, _ dataLength: Int, _ macOut: UnsafeMutableRawPointer!) {
    let key = UnsafeRawBufferPointer(start: key, count: keyLength)
    let data = UnsafeRawBufferPointer(start: data, count: dataLength)
    let mac: [UInt8]
    switch Int(algorithm) {
    case kCCHmacAlgSHA1: mac = hmac(Insecure.SHA1.self, key: key, data: data)
    case kCCHmacAlgMD5: mac = hmac(Insecure.MD5.self, key: key, data: data)
    case kCCHmacAlgSHA256: mac = hmac(SHA256.self, key: key, data: data)
    default: fatalError("CCHmac: algorithm \(algorithm) is not computed on Linux (SHA-1, MD5 and SHA-256 are)")
    }
    macOut.copyMemory(from: mac, byteCount: mac.count)
}

/// H((K ⊕ opad) ‖ H((K ⊕ ipad) ‖ data)), the key hashed first when longer than a block and then
/// padded with zeros to one (RFC 2104, section 2).
func hmac<H: HashFunction>(_ function: H.Type, key: UnsafeRawBufferPointer, data: UnsafeRawBufferPointer) -> [UInt8] {
    var block = key.count > H.blockByteCount ? Array(H.hash(data: Array(key))) : Array(key)
    block += Array(repeating: 0, count: H.blockByteCount - block.count)
    var inner = H()
    inner.update(data: block.map { $0 ^ 0x36 })
    inner.update(bufferPointer: data)
    var outer = H()
    outer.update(data: block.map { $0 ^ 0x5c })
    outer.update(data: Array(inner.finalize()))
    return Array(outer.finalize())
}
