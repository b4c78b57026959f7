/// JSON string literals: the one quoter behind every JSON palettec writes (the bundle, the foreign JSON formats,
/// the Swift output's web-view script, `--format json` diagnostics).
///
/// The spelling is chosen so that every consumer reads it back as the same text:
/// - `"` and `\` are escaped, and so is every C0 control, as RFC 8259 requires: LF, CR and tab as `\n`, `\r` and
///   `\t`, the others as `\u00xx`.
/// - The other characters `TerminalText` never prints raw are written `\uxxxx` too: DEL, the C1 controls, the bidi
///   embeddings, overrides, isolates and marks, and U+2028 and U+2029. JSON allows them raw, but a consumer that
///   prints a string as it is would send them to a terminal or reorder its line, and JavaScript before ES2019 ends
///   a line at U+2028 and U+2029, so a raw one makes the text an invalid JavaScript literal; escaped, everything
///   written is also a JavaScript string literal, which the web-view script and pages that embed the bundle rely on.
/// - Everything else, all other non-ASCII text included, is written as UTF-8, which every JSON and JavaScript
///   reader takes as it is and which keeps the files readable. `/` and `<` are not escaped: no output puts JSON
///   inside an HTML `<script>` element.
public enum JSONQuoter: UTF8Escaper {
    /// Appends `text` as a JSON string literal, quotes included.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(0x22)
        appendEscaping(text, to: &bytes)
        bytes.append(0x22)
    }

    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How many bytes the character at `index` takes when it is escaped: 1 for `"`, `\`, a C0 control or DEL, 2 for
    /// a C1 control (`C2 80`–`C2 9F`) or U+061C (`D8 9C`), 3 for U+200E, U+200F and U+2028–U+202E (`E2 80 xx`) and
    /// U+2066–U+2069 (`E2 81 xx`); else 0.
    static func replacedLength(at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> Int {
        switch utf8[index] {
        case 0x00..<0x20, 0x22, 0x5C, 0x7F: 1
        case 0xC2: index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]) ? 2 : 0
        case 0xD8: index + 1 < utf8.count && utf8[index + 1] == 0x9C ? 2 : 0
        case 0xE2:
            scalarTail(at: index, in: utf8, is: 0x80, 0x8E...0x8F)
                || scalarTail(at: index, in: utf8, is: 0x80, 0xA8...0xAE)
                || scalarTail(at: index, in: utf8, is: 0x81, 0xA6...0xA9) ? 3 : 0
        default: 0
        }
    }

    /// Appends the escape of the character at `index`.
    static func appendReplacement(at index: Int, in utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        let byte = utf8[index]
        bytes.append(0x5C)
        let scalar: UInt32
        switch byte {
        case 0x22, 0x5C:
            bytes.append(byte)
            return
        case 0x0A:
            bytes.append(0x6E)
            return
        case 0x0D:
            bytes.append(0x72)
            return
        case 0x09:
            bytes.append(0x74)
            return
        case 0xC2, 0xD8:
            scalar = UInt32(byte & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F)
        case 0xE2:
            scalar = 0x2000 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
        default:
            scalar = UInt32(byte)
        }
        bytes.append(0x75)
        HexEncoder.append(byte: UInt8(scalar >> 8), .lower, to: &bytes)
        HexEncoder.append(byte: UInt8(scalar & 0xFF), .lower, to: &bytes)
    }
}
