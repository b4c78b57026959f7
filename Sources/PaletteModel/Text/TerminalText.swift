/// Which characters of user text (keys, descriptions, paths, excerpts of palettes) must never reach a terminal or a
/// consumer that prints text as it is, and how palettec shows them instead.
///
/// They are the C0 and C1 controls, DEL and ESC (which can split a line or send escape sequences), the bidi
/// embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C: they reorder
/// what follows them on the line, so a message can show other text than it holds), and U+2028, U+2029 (line
/// breaks to some readers). palettec's text output shows each as `\u{1B}` (Swift's spelling, `printable`); its JSON
/// writes them as `\u001b` (`JSONQuoter`), so JSON text stays exact while its readers never see them raw.
public enum TerminalText {
    /// Whether `scalar` is one of the characters shown escaped.
    public static func isHazard(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `scalar` as palettec shows it: `\u{…}` (upper-case hex) when it is a hazard, else itself.
    public static func shown(_ scalar: Unicode.Scalar) -> String {
        isHazard(scalar) ? "\\u{" + HexEncoder.string(scalar.value, .upper) + "}" : String(scalar)
    }

    /// `text` with every hazard written as `\u{…}`: the one function every printed text goes through.
    ///
    /// A key or path can then never split a printed line, send escape sequences to the terminal or reorder the line
    /// it is on.
    public static func printable(_ text: String) -> String {
        if isPrintableASCII(text) { return text }
        guard text.unicodeScalars.contains(where: isHazard) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isHazard(scalar) {
                output += shown(scalar)
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Whether every byte of `text` is printable ASCII (space to `~`): the common case, checked on the string's
    /// contiguous UTF-8.
    public static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
    }
}
