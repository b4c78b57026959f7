/// Hex digits written as ASCII bytes: the one hex encoder behind every color, escape and code point palettec
/// writes.
///
/// It appends to byte buffers because the emitters write a color for every value of every entry; the `String`
/// forms are for messages and for writers that build text.
public enum HexEncoder {
    /// Which letters spell the digits 10 to 15.
    public enum LetterCase: Sendable {
        /// `A` to `F`.
        case upper
        /// `a` to `f`.
        case lower
    }

    /// How a color is spelled in hex: prefix, letter case, and where its alpha byte goes.
    public struct ColorSpelling: Sendable {
        /// Where the alpha byte goes, if anywhere.
        public enum Alpha: Sendable {
            /// No alpha: `RRGGBB`.
            case omitted
            /// Always last: `RRGGBBAA`.
            case last
            /// Last, and only when the color is not opaque: `RRGGBB` or `RRGGBBAA` (CSS).
            case lastUnlessOpaque
            /// First, and only when the color is not opaque: `RRGGBB` or `AARRGGBB` (Android, LFLDarkModeKit).
            case firstUnlessOpaque
        }

        /// Whether the digits follow a `#`.
        public var hash: Bool
        /// Where the alpha byte goes.
        public var alpha: Alpha
        /// The case of the letter digits.
        public var letterCase: LetterCase

        /// A spelling; the default is `#RRGGBB`, with `AA` appended when the color is not opaque.
        public init(hash: Bool = true, alpha: Alpha = .lastUnlessOpaque, letterCase: LetterCase = .upper) {
            self.hash = hash
            self.alpha = alpha
            self.letterCase = letterCase
        }
    }

    /// The ASCII digit of a value 0...15.
    @inlinable
    public static func digit(_ nibble: UInt8, _ letterCase: LetterCase) -> UInt8 {
        // `A` is 0x41 = 0x37 + 10 and `a` is 0x61 = 0x57 + 10.
        nibble < 10 ? 0x30 &+ nibble : (letterCase == .upper ? 0x37 : 0x57) &+ nibble
    }

    /// Appends a byte as exactly two digits.
    @inlinable
    public static func append(byte: UInt8, _ letterCase: LetterCase, to bytes: inout [UInt8]) {
        bytes.append(digit(byte >> 4, letterCase))
        bytes.append(digit(byte & 0xF, letterCase))
    }

    /// Appends `value` in as many digits as it needs, but at least `minimumDigits` (zeros in front).
    public static func append(
        _ value: UInt32,
        minimumDigits: Int = 1,
        _ letterCase: LetterCase,
        to bytes: inout [UInt8]
    ) {
        let needed = max(1, (UInt32.bitWidth - value.leadingZeroBitCount + 3) / 4)
        let count = max(needed, min(minimumDigits, 8))
        for position in stride(from: count - 1, through: 0, by: -1) {
            bytes.append(digit(UInt8(truncatingIfNeeded: value >> UInt32(4 * position)) & 0xF, letterCase))
        }
    }

    /// `value` in as many digits as it needs, but at least `minimumDigits`.
    public static func string(_ value: UInt32, minimumDigits: Int = 1, _ letterCase: LetterCase) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8)
        append(value, minimumDigits: minimumDigits, letterCase, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the color's 8-bit channels, in its own space, as `spelling` says.
    public static func append(_ color: ColorValue, _ spelling: ColorSpelling, to bytes: inout [UInt8]) {
        spell(color, spelling) { bytes.append(contentsOf: $0) }
    }

    /// Calls `body` with the color's 8-bit channels spelled as `spelling` says, in a buffer valid during the call.
    ///
    /// For writers with their own storage: the digits are spelled into a fixed buffer, without an array. Not
    /// generic, so that callers in other modules run it specialized.
    public static func spell(_ color: ColorValue, _ spelling: ColorSpelling, _ body: (UnsafeRawBufferPointer) -> Void) {
        spell(packed: color.packedRGBA8, spelling, body)
    }

    /// `spell(_:_:_:)` of 8-bit channels in one word, red in the high byte (`ColorValue.packedRGBA8`'s form): an sRGB
    /// fallback's channels (`ColorValue.sRGBPackedRGBA8`) are spelled without making a color of them.
    public static func spell(packed: UInt32, _ spelling: ColorSpelling, _ body: (UnsafeRawBufferPointer) -> Void) {
        let translucent = packed & 0xFF != 0xFF
        let word: UInt32
        let digitCount: Int
        switch spelling.alpha {
        case .last:
            (word, digitCount) = (packed, 8)
        case .lastUnlessOpaque where translucent:
            (word, digitCount) = (packed, 8)
        case .firstUnlessOpaque where translucent:
            (word, digitCount) = (packed >> 8 | packed << 24, 8)
        case .omitted, .lastUnlessOpaque, .firstUnlessOpaque:
            (word, digitCount) = (packed, 6)
        }
        // Spelled into a fixed buffer: this runs for every value of every entry.
        var text: (UInt64, UInt64) = (0, 0)
        let start = spelling.hash ? 1 : 0
        withUnsafeMutableBytes(of: &text) { buffer in
            buffer[0] = 0x23
            buffer.storeBytes(of: digits(word, spelling.letterCase), toByteOffset: start, as: UInt64.self)
        }
        withUnsafeBytes(of: &text) { buffer in
            body(UnsafeRawBufferPointer(rebasing: buffer[..<(start + digitCount)]))
        }
    }

    /// The eight hex digits of `word` as the bytes of one word, most significant first once it is stored.
    ///
    /// Every nibble is spread into a byte of its own, then turned into its ASCII digit in all eight bytes at once:
    /// `0x30` plus the nibble, plus 7 (`A`) or 39 (`a`) for the nibbles above 9. Kept for its figure: the 100,000-color
    /// build went from 4.69 G to 4.45 G instructions (`Docs/Performance.md`).
    @inline(__always)
    static func digits(_ word: UInt32, _ letterCase: LetterCase) -> UInt64 {
        var nibbles = UInt64(word)
        nibbles = (nibbles | nibbles << 16) & 0x0000_FFFF_0000_FFFF
        nibbles = (nibbles | nibbles << 8) & 0x00FF_00FF_00FF_00FF
        nibbles = (nibbles | nibbles << 4) & 0x0F0F_0F0F_0F0F_0F0F
        let letters = ((nibbles &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        let ascii = nibbles &+ 0x3030_3030_3030_3030 &+ letters &* (letterCase == .upper ? 7 : 39)
        // The most significant nibble sits in the high byte: in big-endian order it comes first in memory.
        return ascii.bigEndian
    }

    /// The color's 8-bit channels, in its own space, as `spelling` says.
    public static func string(_ color: ColorValue, _ spelling: ColorSpelling) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(9)
        append(color, spelling, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
