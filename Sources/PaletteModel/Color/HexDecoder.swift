/// Hex digits read from UTF-8 bytes: the one hex decoder behind every reader (colors in every format, JSON
/// `\u` escapes, XML character references, plist integers).
///
/// Digits are `0`–`9`, `a`–`f` and `A`–`F`; nothing else counts, not even full-width digits.
public enum HexDecoder {
    /// The value of one hex digit, or `nil`.
    @inlinable
    public static func digit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte &- 0x30
        case 0x41...0x46: byte &- 0x41 &+ 10
        case 0x61...0x66: byte &- 0x61 &+ 10
        default: nil
        }
    }

    /// Whether every byte is a hex digit (true for no bytes).
    @inlinable
    public static func isDigits(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { digit($0) != nil }
    }

    /// The leading run of hex digits of `bytes`: how many there are and their value in 64 bits (digits past the
    /// sixteenth are counted but do not change the value, so nothing overflows).
    @inlinable
    public static func scan(_ bytes: some Sequence<UInt8>) -> (count: Int, value: UInt64) {
        var count = 0
        var value: UInt64 = 0
        for byte in bytes {
            guard let digit = digit(byte) else { break }
            if count < 16 { value = (value << 4) | UInt64(digit) }
            count += 1
        }
        return (count, value)
    }

    /// The value of `bytes` when they are 1 to 16 hex digits and nothing else, or `nil`.
    @inlinable
    public static func value(of bytes: some Collection<UInt8>) -> UInt64? {
        let scanned = scan(bytes)
        guard scanned.count == bytes.count, (1...16).contains(scanned.count) else { return nil }
        return scanned.value
    }

    /// The byte `shift` bits up in a decoded value: one channel of a packed color such as `0xRRGGBB`.
    @inlinable
    public static func byte(_ value: UInt64, _ shift: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: value >> shift)
    }
}
