import PaletteModel

/// Escaping and number spelling shared by the foreign-format writers (JSON, plist XML, Android XML).
enum ForeignText {
    /// `text` escaped for XML character data and attribute values (`&`, `<`, `>`, `"`, and CR as `&#13;`).
    ///
    /// Characters XML 1.0 cannot carry at all (most C0 controls) become U+FFFD; callers check
    /// `isXMLSafe` first and report the loss.
    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            // A literal CR would come back as LF (XML normalizes line ends); a reference keeps it.
            case "\r": result += "&#13;"
            case let other where !isXMLChar(other): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An XML comment holding `text`; `--` (illegal inside comments) is split so the comment stays well-formed.
    static func xmlComment(_ text: String) -> String {
        var body = xmlEscaped(text).replacingDashes()
        if body.hasSuffix("-") { body += " " }
        return "<!-- " + body + " -->"
    }

    /// Whether every character of `text` can be written in XML 1.0.
    static func isXMLSafe(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isXMLChar)
    }

    /// Whether XML 1.0 allows a character (tab, LF, CR and everything from U+0020 except U+FFFE/U+FFFF).
    static func isXMLChar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value == 0x09 || value == 0x0A || value == 0x0D || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF)
    }

    /// A JSON number that reads back as exactly `value`: whole numbers without a fraction, others in Swift's
    /// shortest round-tripping spelling.
    static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }

    /// A component with exactly three decimals (`0.039`, `1.000`), the way Xcode writes asset catalogs.
    static func threeDecimals(_ value: Double) -> String {
        // Components are 0...1 in a valid palette; the bound only keeps a hand-built model from trapping.
        guard value.isFinite, abs(value) < 1e12 else { return "0.000" }
        let thousandths = Int((abs(value) * 1000).rounded())
        let sign = value < 0 && thousandths != 0 ? "-" : ""
        let fraction = String(thousandths % 1000)
        return sign + String(thousandths / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

extension String {
    /// The text with every `--` broken up as `- -`, so it can sit inside an XML comment.
    fileprivate func replacingDashes() -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        var previousWasDash = false
        for scalar in unicodeScalars {
            if scalar == "-" && previousWasDash {
                result += " "
            }
            previousWasDash = scalar == "-"
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
