import Foundation

extension Insecure {
    /// SHA-1 (FIPS 180-4, section 6.1; RFC 3174).
    public struct SHA1: HashFunction, Sendable {
        public typealias Digest = SHA1Digest
        public static var blockByteCount: Int { 64 }

        // FIPS 180-4, 5.3.1.
        private var state: [UInt32] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0]
        private var buffer = BlockBuffer()

        public init() {}

        public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
            var state = self.state
            buffer.append(bufferPointer) { SHA1.compress($0, into: &state) }
            self.state = state
        }

        public func finalize() -> SHA1Digest {
            var state = self.state
            let tail = buffer.paddedTail(lengthBigEndian: true)
            for start in stride(from: 0, to: tail.count, by: 64) {
                SHA1.compress(Array(tail[start..<start + 64]), into: &state)
            }
            return SHA1Digest(storage: DigestBytes(bytes: state.flatMap(\.bigEndianBytes)))
        }

        private static func compress(_ block: [UInt8], into state: inout [UInt32]) {
            var w = (0..<16).map { block.word(bigEndianAt: $0 * 4) }
            for t in 16..<80 {
                w.append((w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotatedLeft(1))
            }
            var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
            for t in 0..<80 {
                // The round function and constant of each 20-round stage (FIPS 180-4, 4.1.1, 4.2.1).
                let (f, k): (UInt32, UInt32)
                switch t {
                case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5a827999)
                case 20..<40: (f, k) = (b ^ c ^ d, 0x6ed9eba1)
                case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8f1bbcdc)
                default: (f, k) = (b ^ c ^ d, 0xca62c1d6)
                }
                let temp = a.rotatedLeft(5) &+ f &+ e &+ k &+ w[t]
                (e, d, c, b, a) = (d, c, b.rotatedLeft(30), a, temp)
            }
            for (i, value) in [a, b, c, d, e].enumerated() {
                state[i] = state[i] &+ value
            }
        }
    }

    /// MD5 (RFC 1321).
    public struct MD5: HashFunction, Sendable {
        public typealias Digest = MD5Digest
        public static var blockByteCount: Int { 64 }

        // RFC 1321, 3.3 (the words A, B, C, D, low-order byte first).
        private var state: [UInt32] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
        private var buffer = BlockBuffer()

        public init() {}

        public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
            var state = self.state
            buffer.append(bufferPointer) { MD5.compress($0, into: &state) }
            self.state = state
        }

        public func finalize() -> MD5Digest {
            var state = self.state
            let tail = buffer.paddedTail(lengthBigEndian: false)
            for start in stride(from: 0, to: tail.count, by: 64) {
                MD5.compress(Array(tail[start..<start + 64]), into: &state)
            }
            return MD5Digest(storage: DigestBytes(bytes: state.flatMap(\.littleEndianBytes)))
        }

        // The shift of each step (RFC 1321, 3.4).
        private static let shifts: [UInt32] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]

        // T[i] = the integer part of 4294967296 × |sin(i + 1)| (RFC 1321, 3.4).
        private static let t: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296)) }

        private static func compress(_ block: [UInt8], into state: inout [UInt32]) {
            let x = (0..<16).map { block.word(littleEndianAt: $0 * 4) }
            var (a, b, c, d) = (state[0], state[1], state[2], state[3])
            for i in 0..<64 {
                let round = i / 16
                let (f, g): (UInt32, Int)
                switch round {
                case 0: (f, g) = ((b & c) | (~b & d), i)
                case 1: (f, g) = ((b & d) | (c & ~d), (5 * i + 1) % 16)
                case 2: (f, g) = (b ^ c ^ d, (3 * i + 5) % 16)
                default: (f, g) = (c ^ (b | ~d), (7 * i) % 16)
                }
                let rotated = (a &+ f &+ t[i] &+ x[g]).rotatedLeft(shifts[round * 4 + i % 4])
                (a, b, c, d) = (d, b &+ rotated, b, c)
            }
            for (i, value) in [a, b, c, d].enumerated() {
                state[i] = state[i] &+ value
            }
        }
    }
}
