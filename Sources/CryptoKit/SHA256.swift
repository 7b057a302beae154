import Foundation

/// SHA-256 (FIPS 180-4, section 6.2).
public struct SHA256: HashFunction, Sendable {
    public typealias Digest = SHA256Digest
    public static var blockByteCount: Int { 64 }

    // The first 32 bits of the fractional parts of the square roots of the first 8 primes
    // (FIPS 180-4, 5.3.3).
    private var state: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    private var buffer = BlockBuffer()

    public init() {}

    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        var state = self.state
        buffer.append(bufferPointer) { SHA256.compress($0, into: &state) }
        self.state = state
    }

    public func finalize() -> SHA256Digest {
        var state = self.state
        let tail = buffer.paddedTail(lengthBigEndian: true)
        for start in stride(from: 0, to: tail.count, by: 64) {
            SHA256.compress(Array(tail[start..<start + 64]), into: &state)
        }
        return SHA256Digest(storage: DigestBytes(bytes: state.flatMap(\.bigEndianBytes)))
    }

    // The first 32 bits of the fractional parts of the cube roots of the first 64 primes
    // (FIPS 180-4, 4.2.2).
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private static func compress(_ block: [UInt8], into state: inout [UInt32]) {
        var w = (0..<16).map { block.word(bigEndianAt: $0 * 4) }
        for t in 16..<64 {
            let s0 = w[t - 15].rotatedRight(7) ^ w[t - 15].rotatedRight(18) ^ (w[t - 15] >> 3)
            let s1 = w[t - 2].rotatedRight(17) ^ w[t - 2].rotatedRight(19) ^ (w[t - 2] >> 10)
            w.append(w[t - 16] &+ s0 &+ w[t - 7] &+ s1)
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for t in 0..<64 {
            let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let choose = (e & f) ^ (~e & g)
            let t1 = h &+ sum1 &+ choose &+ k[t] &+ w[t]
            let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = sum0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        for (i, value) in [a, b, c, d, e, f, g, h].enumerated() {
            state[i] = state[i] &+ value
        }
    }
}
