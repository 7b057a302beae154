#if os(Linux)
// Apps sign requests and derive identifiers with CommonCrypto's C functions, called through
// pointers as Swift imports them: checked against the RFCs' published HMAC vectors and the
// digests' standard ones, one-shot and fed in parts.
import CommonCrypto
import Foundation
import Testing

private func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
}

/// The way apps write it: a key and a message as `Data`, the MAC into a buffer of the digest's length.
private func hmac(_ algorithm: Int, length: Int32, key: Data, message: Data) -> String {
    var mac = [UInt8](repeating: 0, count: Int(length))
    message.withUnsafeBytes { messageBytes in
        key.withUnsafeBytes { keyBytes in
            CCHmac(CCHmacAlgorithm(algorithm), keyBytes.baseAddress, key.count, messageBytes.baseAddress, message.count, &mac)
        }
    }
    return hex(mac)
}

@Suite struct CommonCryptoTests {
    // RFC 4231, test cases 1, 2 and 6 (a key longer than a block is hashed first).
    @Test func hmacSHA256MatchesRFC4231() {
        #expect(hmac(kCCHmacAlgSHA256, length: CC_SHA256_DIGEST_LENGTH, key: Data(repeating: 0x0b, count: 20), message: Data("Hi There".utf8))
            == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(hmac(kCCHmacAlgSHA256, length: CC_SHA256_DIGEST_LENGTH, key: Data("Jefe".utf8), message: Data("what do ya want for nothing?".utf8))
            == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(hmac(kCCHmacAlgSHA256, length: CC_SHA256_DIGEST_LENGTH, key: Data(repeating: 0xaa, count: 131),
                     message: Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8))
            == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    // RFC 2202, test case 2 of each.
    @Test func hmacSHA1AndMD5MatchRFC2202() {
        let key = Data("Jefe".utf8), message = Data("what do ya want for nothing?".utf8)
        #expect(hmac(kCCHmacAlgSHA1, length: CC_SHA1_DIGEST_LENGTH, key: key, message: message) == "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79")
        #expect(hmac(kCCHmacAlgMD5, length: CC_MD5_DIGEST_LENGTH, key: key, message: message) == "750c783e6ab0b503eaa86e310a5db738")
    }

    @Test func oneShotDigestsMatchTheStandardsVectors() {
        let abc = Array("abc".utf8)
        var sha256 = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        var md5 = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
        CC_SHA256(abc, CC_LONG(abc.count), &sha256)
        CC_SHA1(abc, CC_LONG(abc.count), &sha1)
        CC_MD5(abc, CC_LONG(abc.count), &md5)
        #expect(hex(sha256) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(sha1) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(md5) == "900150983cd24fb0d6963f7d28e17f72")
    }

    /// Fed in uneven parts across block boundaries, the context gives the one-shot digest.
    @Test func aContextFedInPartsGivesTheOneShotDigest() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        var context = CC_SHA256_CTX()
        CC_SHA256_Init(&context)
        var start = 0
        for size in [1, 63, 64, 65, 300, 507] {
            message[start..<start + size].withUnsafeBytes { _ = CC_SHA256_Update(&context, $0.baseAddress, CC_LONG(size)) }
            start += size
        }
        var digest = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        CC_SHA256_Final(&digest, &context)
        #expect(hex(digest) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
#endif
