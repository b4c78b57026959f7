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
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        var isFirst = true
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
                    result += "\\u{" + hex(scalar.value) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            isFirst = false
        }
        result += "\""
        return result
    }

    /// A color component in 0...1 as a `Double` expression: `0`, `1`, `0x0A / 255` when it is exactly an 8-bit
    /// value, else a short decimal.
    static func component(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == 1 { return "1" }
        let byte = (value * 255).rounded()
        if byte > 0, byte < 255, byte / 255 == value {
            let bits = UInt32(byte)
            return "0x" + (bits < 16 ? "0" : "") + hex(bits) + " / 255"
        }
        return ColorValue.decimal(value)
    }

    /// `text` split into lines that are safe after `//`: every line break ends a line, and other control
    /// characters become U+FFFD, so nothing can end the comment early or hide in it.
    static func commentLines(_ text: String) -> [String] {
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

    /// `text` as one comment-safe line: line breaks become spaces.
    static func commentText(_ text: String) -> String {
        commentLines(text).joined(separator: " ")
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

    /// `value` in upper-case hex without leading zeros.
    private static func hex(_ value: UInt32) -> String {
        String(value, radix: 16, uppercase: true)
    }
}
