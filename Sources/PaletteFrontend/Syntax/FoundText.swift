import PaletteModel

/// Describes what a scanner found at an offset, for "expected …, found …" messages.
enum FoundText {
    /// `end of file`, a quoted word (`'tru'`), a quoted character (`'}'`), or a control character (`U+0009`).
    ///
    /// The bytes must be valid UTF-8 (readers check the whole file first).
    static func describe(_ bytes: [UInt8], at index: Int) -> String {
        guard index >= 0, index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if isWordByte(byte) {
            var end = index
            // A short excerpt is enough to recognize the word; never echo a whole line.
            while end < bytes.count, end - index < 24, isWordByte(bytes[end]) {
                end += 1
            }
            return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
        }
        if byte < 0x20 || byte == 0x7F {
            return "control character " + scalarName(UInt32(byte))
        }
        return "'" + character(bytes, at: index) + "'"
    }

    /// The one character (Unicode scalar) at an offset, or its `U+` name if it is a control character.
    static func character(_ bytes: [UInt8], at index: Int) -> String {
        guard index >= 0, index < bytes.count else { return "" }
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F {
            return scalarName(UInt32(byte))
        }
        let length: Int
        switch byte {
        case 0xF0...: length = 4
        case 0xE0...: length = 3
        case 0xC0...: length = 2
        default: length = 1
        }
        let end = min(bytes.count, index + length)
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// `U+000A`: a code point in the notation the Unicode standard uses.
    static func scalarName(_ value: UInt32) -> String {
        "U+" + HexEncoder.string(value, minimumDigits: 4, .upper)
    }

    /// Whether a byte belongs to a bare word such as `true`, `NaN` or `-12.5e3`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            return true
        default:
            return false
        }
    }
}
