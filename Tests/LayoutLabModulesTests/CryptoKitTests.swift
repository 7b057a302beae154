#if os(Linux)
// A view that derives its colours from a digest, as apps do (a name's initials tinted by the
// first bytes of its SHA-256), and the hash functions checked against published test vectors.
import CryptoKit
import Foundation
import SwiftUI
import Testing

private func hex<D: Digest>(_ digest: D) -> String {
    digest.map { String(format: "%02x", $0) }.joined()
}

/// A badge tinted by the first byte of its name's digest.
struct DigestBadge: View {
    let name: String
    let palette: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    var tint: Color {
        let digest = SHA256.hash(data: Data(name.utf8))
        return palette[Int(Array(digest).first ?? 0) % palette.count]
    }

    var body: some View {
        Text(name).padding(8).background(tint).accessibilityIdentifier("badge")
    }
}

@Suite struct CryptoKitTests {
    // FIPS 180-2, appendix B (SHA-256) and A (SHA-1); RFC 1321, appendix A.5 (MD5).
    @Test func sha256MatchesTheStandardsVectors() {
        #expect(hex(SHA256.hash(data: Data("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(hex(SHA256.hash(data: Data(twoBlocks.utf8))) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func sha256OfAMillionAsFedInPiecesMatchesTheStandardsVector() {
        var hasher = SHA256()
        let chunk = Data(repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(data: chunk) }
        #expect(hex(hasher.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func sha1AndMD5MatchTheirVectors() {
        #expect(hex(Insecure.SHA1.hash(data: Data("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(Insecure.SHA1.hash(data: Data())) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(hex(Insecure.MD5.hash(data: Data())) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(hex(Insecure.MD5.hash(data: Data("abc".utf8))) == "900150983cd24fb0d6963f7d28e17f72")
        let digits = "12345678901234567890123456789012345678901234567890123456789012345678901234567890"
        #expect(hex(Insecure.MD5.hash(data: Data(digits.utf8))) == "57edf4a22be3c955ac49da2e2107b67a")
    }

    @Test func digestsDescribeThemselvesAndCountTheirBytes() {
        let digest = SHA256.hash(data: Data("abc".utf8))
        #expect(SHA256Digest.byteCount == 32 && Array(digest).count == 32)
        #expect(Insecure.MD5Digest.byteCount == 16 && Insecure.SHA1Digest.byteCount == 20)
        #expect(digest.description == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(digest == SHA256.hash(data: Data("abc".utf8)) && digest != SHA256.hash(data: Data("abd".utf8)))
        #expect(digest.withUnsafeBytes { Array($0) } == Array(digest))
    }

    @MainActor @Test func aDigestTintedBadgeLaysOut() async throws {
        let (result, log) = await record(DigestBadge(name: "Ada"))
        #expect(result.outcome == .stable)
        let badge = try #require(log.finalPass(step: 0)?.node(named: "badge"))
        #expect(badge.frame.height > 16)
        // SHA-256("Ada") begins with 0x99 (Python's hashlib): 153 % 6 = 3, the fourth colour.
        #expect(DigestBadge(name: "Ada").tint == .green)
    }
}
#endif
