/// Hex digits as the foreign runtimes scan them, over UTF-8 bytes.
enum ForeignHex {
    /// The value of one hex digit, or `nil`.
    static func digit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte &- 0x30
        case 0x41...0x46: byte &- 0x41 &+ 10
        case 0x61...0x66: byte &- 0x61 &+ 10
        default: nil
        }
    }

    /// The leading run of hex digits of `bytes`: how many there are and their value in 64 bits (digits past
    /// the sixteenth are counted but do not change the value, so nothing overflows).
    static func scan(_ bytes: ArraySlice<UInt8>) -> (count: Int, value: UInt64) {
        var count = 0
        var value: UInt64 = 0
        for byte in bytes {
            guard let digit = digit(byte) else { break }
            if count < 16 { value = (value << 4) | UInt64(digit) }
            count += 1
        }
        return (count, value)
    }

    /// The byte `shift` bits up in `value`.
    static func byte(_ value: UInt64, _ shift: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: value >> shift)
    }
}
