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
public enum JSONQuoter {
    /// Appends `text` as a JSON string literal, quotes included.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(0x22)
        var text = text
        // A native string's UTF-8 is contiguous already: no copy, and runs without escapes are appended at once.
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let escapedLength = escapeLength(at: index, byte, in: utf8)
                if escapedLength == 0 {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscape(of: byte, at: index, in: utf8, to: &bytes)
                index += escapedLength
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(0x22)
    }

    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How many bytes at `index` one escape replaces: 0 for a byte written as it is, 1 for `"`, `\` or a control,
    /// 3 for U+2028 or U+2029 (`E2 80 A8` and `E2 80 A9`).
    @inline(__always)
    private static func escapeLength(at index: Int, _ byte: UInt8, in utf8: UnsafeBufferPointer<UInt8>) -> Int {
        switch byte {
        case 0x00..<0x20, 0x22, 0x5C:
            return 1
        case 0xE2:
            // E2 80 A8 and E2 80 A9.
            guard index + 2 < utf8.count, utf8[index + 1] == 0x80 else { return 0 }
            return utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 ? 3 : 0
        default:
            return 0
        }
    }

    /// Appends the escape of the character that starts with `byte`.
    private static func appendEscape(
        of byte: UInt8,
        at index: Int,
        in utf8: UnsafeBufferPointer<UInt8>,
        to bytes: inout [UInt8]
    ) {
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
