import PaletteModel

/// JSON string literals written straight into a byte buffer.
enum JSONText {
    /// Appends `text` as a JSON string: `"` and `\` escaped, control characters as `\u00XX`, U+2028 and
    /// U+2029 as `\u2028`/`\u2029` (so the bundle is also a valid JavaScript literal), all else as UTF-8.
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(0x22)
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case 0x22, 0x5C:
                bytes.append(0x5C)
                bytes.append(byte)
            case 0x00..<0x20:
                bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30])
                HexEncoder.append(byte: byte, .lower, to: &bytes)
            case 0xE2
            where index + 2 < utf8.count && utf8[index + 1] == 0x80
                && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR end a line in older JavaScript.
                bytes.append(contentsOf: Array("\\u202".utf8))
                bytes.append(utf8[index + 2] == 0xA8 ? 0x38 : 0x39)
                index += 2
            default:
                bytes.append(byte)
            }
            index += 1
        }
        bytes.append(0x22)
    }
}
