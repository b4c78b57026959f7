import PaletteModel

/// Spelling palette data as Swift source: string literals, color components and comment text that cannot escape.
enum SwiftLiteral {
    /// A double-quoted Swift string literal of `text` that reads back as exactly `text`.
    ///
    /// `\` and `"` are escaped (so `"""`, `#"` and `\(` stay characters), as are line breaks, tabs, NUL, and every
    /// scalar that is a control, format, separator, private-use or unassigned code point (`\u{…}`); other
    /// non-ASCII text is kept as written. A combining mark right after the opening quote is escaped too, so it
    /// cannot fuse with the quote into one character.
    static func string(_ text: String) -> String {
        "\"" + content(text, isFirst: true) + "\""
    }

    /// What `string(_:)` writes between the quotes, for text inside a longer literal (not at its start, so a
    /// leading combining mark is kept), such as a line of a multi-line string literal; it never holds a `"`.
    static func stringContent(_ text: String) -> String {
        content(text, isFirst: false)
    }

    /// The escaped text of a string literal; `isFirst` says whether it directly follows the opening quote.
    private static func content(_ text: String, isFirst startsLiteral: Bool) -> String {
        // Most keys and messages are plain printable ASCII without quotes or backslashes: copy them as they are.
        if isPlain(text, where: { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 2)
        var isFirst = startsLiteral
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x5C: result += "\\\\"
            case 0x22: result += "\\\""
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0x00: result += "\\0"
            case 0x20..<0x7F: result.unicodeScalars.append(scalar)
            default:
                if needsEscape(scalar, isFirst: isFirst) {
                    result += "\\u{" + HexEncoder.string(scalar.value, .upper) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            isFirst = false
        }
        return result
    }

    /// A color component in 0...1 as a `Double` expression: `0`, `1`, `0x0A / 255` when it is exactly an 8-bit
    /// value, else a short decimal.
    static func component(_ value: Double) -> String {
        let byte = (value * 255).rounded()
        if byte >= 0, byte <= 255, byte / 255 == value {
            return exactComponents[Int(byte)]
        }
        return ColorValue.decimal(value)
    }

    /// The spelling of every exact 8-bit component: `0`, `0x01 / 255` … `0xFE / 255`, `1`.
    private static let exactComponents: [String] = (0...255).map { byte in
        switch byte {
        case 0: "0"
        case 255: "1"
        default: "0x" + HexEncoder.string(UInt32(byte), minimumDigits: 2, .upper) + " / 255"
        }
    }

    /// `text` split into lines that are safe after `//`: every line break ends a line, and other control
    /// characters become U+FFFD, so nothing can end the comment early or hide in it.
    static func commentLines(_ text: String) -> [String] {
        // Printable ASCII (and tabs) needs no change: the common case, kept cheap for large palettes.
        if isPlain(text, where: { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) {
            return [text]
        }
        var lines: [String] = []
        var current = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x0A && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = value == 0x0D
            switch value {
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                lines.append(current)
                current = ""
            case 0x09, 0x20..<0x7F:
                current.unicodeScalars.append(scalar)
            case 0..<0x20, 0x7F..<0xA0:
                current += "\u{FFFD}"
            default:
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }

    /// Calls `body` with each line of `commentLines(text)`, without building the array for the common text that
    /// is one line already.
    static func forEachCommentLine(_ text: String, _ body: (String) -> Void) {
        if isPlain(text, where: { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) {
            body(text)
        } else {
            commentLines(text).forEach(body)
        }
    }

    /// `text` as one comment-safe line: line breaks become spaces.
    static func commentText(_ text: String) -> String {
        if isPlain(text, where: { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) { return text }
        return commentLines(text).joined(separator: " ")
    }

    /// Whether a non-ASCII (or ASCII control) scalar must be written as `\u{…}` in a string literal.
    private static func needsEscape(_ scalar: Unicode.Scalar, isFirst: Bool) -> Bool {
        if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate,
            .unassigned:
            return true
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return isFirst
        default:
            return false
        }
    }

    /// Whether every UTF-8 byte of `text` passes `test`, read from the string's contiguous storage.
    @inline(__always)
    private static func isPlain(_ text: String, where test: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(test) } ?? text.utf8.allSatisfy(test)
    }
}
