/// JSON string literals: the one quoter behind every JSON palettec writes (the bundle, the foreign JSON formats,
/// the Swift output's web-view script, `--format json` diagnostics).
///
/// The spelling is chosen so that every consumer reads it back as the same text:
/// - `"` and `\` are escaped, and so is every C0 control, as RFC 8259 requires: LF, CR and tab as `\n`, `\r` and
///   `\t`, the others as `\u00xx`.
/// - U+2028 and U+2029 are written `\u2028` and `\u2029`. JSON allows them raw, but JavaScript before ES2019 ends
///   a line at them, so a raw one makes the text an invalid JavaScript literal; escaped, everything written is
///   also a JavaScript string literal, which the web-view script and pages that embed the bundle rely on.
/// - Everything else, DEL and all other non-ASCII text included, is written as UTF-8, which every JSON and
///   JavaScript reader takes as it is and which keeps the files readable. `/` and `<` are not escaped: no output
///   puts JSON inside an HTML `<script>` element.
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

    /// 1 for `"`, `\` or a control, 3 for U+2028 or U+2029 (`E2 80 A8` and `E2 80 A9`), else 0.
    static func replacedLength(at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> Int {
        switch utf8[index] {
        case 0x00..<0x20, 0x22, 0x5C: 1
        case 0xE2: scalarTail(at: index, in: utf8, is: 0x80, 0xA8...0xA9) ? 3 : 0
        default: 0
        }
    }

    /// Appends the escape of the character at `index`.
    static func appendReplacement(at index: Int, in utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        let byte = utf8[index]
        bytes.append(0x5C)
        switch byte {
        case 0x22, 0x5C: bytes.append(byte)
        case 0x0A: bytes.append(0x6E)
        case 0x0D: bytes.append(0x72)
        case 0x09: bytes.append(0x74)
        case 0xE2:
            // `u2028` or `u2029`, from the separator's last byte (A8 or A9).
            bytes.append(contentsOf: [0x75, 0x32, 0x30, 0x32, utf8[index + 2] == 0xA8 ? 0x38 : 0x39])
        default:
            bytes.append(contentsOf: [0x75, 0x30, 0x30])
            HexEncoder.append(byte: byte, .lower, to: &bytes)
        }
    }
}
