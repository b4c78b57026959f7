/// A 128-bit digest of bytes fed in chunks of any size, for telling whether a file changed.
///
/// Four independent 64-bit lanes over 32-byte stripes, each word mixed by xxHash64's round (multiply, rotate,
/// multiply), so the lanes run side by side in the processor; finished with MurmurHash3's `fmix64` and the length.
/// About half an instruction per byte: the driver digests every output it writes. Not cryptographic: it tells an
/// edited or replaced file from the one recorded, not a file made to collide. The frontend digests image files
/// with it and the driver its inputs and outputs, so both speak of one digest.
public struct ContentDigest: Sendable {
    /// The lanes, one per word of a stripe.
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
        0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89
    )
    /// Bytes fed so far.
    private var length: UInt64 = 0
    /// The bytes of an unfinished stripe.
    private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// How many bytes `pending` holds (0…31).
    private var pendingCount = 0

    /// The bytes of a stripe.
    private static let stripe = 32

    /// An empty digest.
    public init() {}

    /// The digest of `bytes`.
    public init(of bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Feeds the next bytes.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        length &+= UInt64(bytes.count)
        var index = 0
        // Complete a stripe left open by the previous chunk.
        if pendingCount > 0 {
            let taken = min(Self.stripe - pendingCount, bytes.count)
            let count = pendingCount
            withUnsafeMutableBytes(of: &pending) { stripe in
                UnsafeMutableRawBufferPointer(rebasing: stripe[count..<count + taken])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[..<taken]))
            }
            pendingCount += taken
            index = taken
            guard pendingCount == Self.stripe else { return }
            let words = pending
            lanes = Self.round(lanes, words)
            pendingCount = 0
        }
        // The lanes in locals through the long run of whole stripes, so they stay in registers.
        var state = lanes
        while bytes.count - index >= Self.stripe {
            let words = (
                UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)),
                UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)),
                UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)),
                UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self))
            )
            state = Self.round(state, words)
            index += Self.stripe
        }
        lanes = state
        if index < bytes.count {
            pending = (0, 0, 0, 0)
            let rest = bytes.count - index
            withUnsafeMutableBytes(of: &pending) { stripe in
                UnsafeMutableRawBufferPointer(rebasing: stripe[..<rest])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[index...]))
            }
            pendingCount = rest
        }
    }

    /// The digest as 32 hexadecimal digits.
    public var hex: String {
        var state = lanes
        if pendingCount > 0 {
            // The unfinished stripe, zero-filled; the length tells it from a stripe that really ends in zeros.
            state = Self.round(state, pending)
        }
        let a = Self.fmix(state.0 ^ state.1.rotated(17) ^ length)
        let b = Self.fmix(state.2 ^ state.3.rotated(41) ^ length.rotated(32) ^ a)
        return Self.hex(a) + Self.hex(b)
    }

    /// One stripe mixed into the four lanes.
    @inline(__always)
    private static func round(
        _ lanes: (UInt64, UInt64, UInt64, UInt64),
        _ words: (UInt64, UInt64, UInt64, UInt64)
    ) -> (UInt64, UInt64, UInt64, UInt64) {
        (step(lanes.0, words.0), step(lanes.1, words.1), step(lanes.2, words.2), step(lanes.3, words.3))
    }

    /// xxHash64's round: one word into one lane.
    @inline(__always)
    private static func step(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        (lane &+ word &* 0xC2B2_AE3D_27D4_EB4F).rotated(31) &* 0x9E37_79B1_85EB_CA87
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
