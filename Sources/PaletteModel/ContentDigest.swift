/// A 128-bit digest of bytes fed in chunks of any size, for telling whether a file changed.
///
/// Two independent 64-bit lanes over 8-byte words, finished with MurmurHash3's `fmix64` and the length. Not
/// cryptographic: it tells an edited or replaced file from the one recorded, not a file made to collide. The
/// frontend digests image files with it and the driver its inputs and outputs, so both speak of one digest.
public struct ContentDigest: Hashable, Sendable {
    /// The first lane.
    private var first: UInt64 = 0x243F_6A88_85A3_08D3
    /// The second lane.
    private var second: UInt64 = 0x1319_8A2E_0370_7344
    /// Bytes fed so far.
    private var length: UInt64 = 0
    /// The bytes of an unfinished word, low byte first.
    private var tail: UInt64 = 0
    /// How many bytes `tail` holds (0…7).
    private var tailCount = 0

    /// An empty digest.
    public init() {}

    /// The digest of `bytes`.
    public init(of bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Feeds the next bytes.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var index = 0
        // Finish a word left open by the previous chunk.
        while tailCount > 0, tailCount < 8, index < bytes.count {
            tail |= UInt64(bytes[index]) << UInt64(8 * tailCount)
            tailCount += 1
            index += 1
        }
        if tailCount == 8 {
            mix(tail)
            tail = 0
            tailCount = 0
        }
        // The lanes in locals through the long run of whole words, so they stay in registers.
        var (a, b) = (first, second)
        while bytes.count - index >= 8 {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            a = Self.step(a, word, 0x9E37_79B9_7F4A_7C15)
            b = Self.step(b, word.rotated(29), 0xC2B2_AE3D_27D4_EB4F)
            index += 8
        }
        (first, second) = (a, b)
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << UInt64(8 * tailCount)
            tailCount += 1
            index += 1
        }
    }

    /// The digest as 32 hexadecimal digits.
    public var hex: String {
        var a = first
        var b = second
        if tailCount > 0 {
            a = Self.step(a, tail, 0x9E37_79B9_7F4A_7C15)
            b = Self.step(b, tail.rotated(29), 0xC2B2_AE3D_27D4_EB4F)
        }
        a = Self.fmix(a ^ length)
        b = Self.fmix(b ^ length.rotated(32) ^ a)
        return Self.hex(a) + Self.hex(b)
    }

    /// Mixes one whole word into both lanes.
    private mutating func mix(_ word: UInt64) {
        first = Self.step(first, word, 0x9E37_79B9_7F4A_7C15)
        second = Self.step(second, word.rotated(29), 0xC2B2_AE3D_27D4_EB4F)
    }

    /// One lane step: xor, multiply, rotate.
    private static func step(_ lane: UInt64, _ word: UInt64, _ prime: UInt64) -> UInt64 {
        ((lane ^ word) &* prime).rotated(31) &+ word
    }

    /// MurmurHash3's 64-bit finalizer.
    private static func fmix(_ value: UInt64) -> UInt64 {
        var k = value
        k ^= k >> 33
        k &*= 0xFF51_AFD7_ED55_8CCD
        k ^= k >> 33
        k &*= 0xC4CE_B9FE_1A85_EC53
        k ^= k >> 33
        return k
    }

    /// Sixteen hexadecimal digits.
    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension UInt64 {
    /// The bits rotated left by `count`.
    fileprivate func rotated(_ count: UInt64) -> UInt64 {
        (self << count) | (self >> (64 - count))
    }
}
