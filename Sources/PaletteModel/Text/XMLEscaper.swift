/// XML text: the one escaper behind every XML palettec writes (property lists, Android resources).
///
/// It writes `&amp;`, `&lt;`, `&gt;` and `&quot;`, so the text is safe both as character data and inside a
/// double-quoted attribute value, and CR as `&#13;`: XML readers turn a literal CR into LF, and a character
/// reference is the one way to keep it. Those are XML 1.0's predefined entities and a numeric reference, which
/// every reader knows without a DTD (Foundation's plist parser and `plutil`, Android's `aapt`, Xcode); `'` needs
/// nothing, as no writer quotes attributes with it. Tab and LF are written as they are: right in character data,
/// while an attribute value would read them back as spaces, so writers put only names in attributes.
///
/// Characters XML 1.0 cannot carry at all, not even as references (C0 controls other than tab, LF and CR; U+FFFE
/// and U+FFFF), become U+FFFD; writers check `isSafe` first and report the loss.
public enum XMLEscaper: UTF8Escaper {
    /// Appends `text` escaped.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        appendEscaping(text, to: &bytes)
    }

    /// `text` escaped.
    public static func escaped(_ text: String) -> String {
        let plain = text.utf8.allSatisfy { byte in
            (byte >= 0x20 || byte == 0x09 || byte == 0x0A) && byte != 0x22 && byte != 0x26 && byte != 0x3C
                && byte != 0x3E && byte != 0xEF
        }
        if plain { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An XML comment holding `text`, escaped; `--` (not allowed inside a comment) is broken up as `- -`, and a
    /// space keeps a final `-` from touching the closing `-->`.
    public static func comment(_ text: String) -> String {
        var body = ""
        let escapedText = escaped(text)
        body.reserveCapacity(escapedText.utf8.count)
        var previousWasDash = false
        for scalar in escapedText.unicodeScalars {
            if scalar == "-" && previousWasDash {
                body += " "
            }
            previousWasDash = scalar == "-"
            body.unicodeScalars.append(scalar)
        }
        if previousWasDash { body += " " }
        return "<!-- " + body + " -->"
    }

    /// Whether XML 1.0 can carry every character of `text`.
    public static func isSafe(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { isCharacter($0.value) }
    }

    /// Whether XML 1.0 allows a code point at all (its `Char` production): tab, LF, CR and everything from U+0020
    /// except surrogates, U+FFFE, U+FFFF and values past U+10FFFF.
    @inlinable
    public static func isCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// 1 for a markup character, CR or another C0 control but tab and LF, 3 for U+FFFE or U+FFFF (`EF BF BE` and
    /// `EF BF BF`), else 0.
    static func replacedLength(at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> Int {
        switch utf8[index] {
        case 0x09, 0x0A: 0
        case 0x00..<0x20, 0x22, 0x26, 0x3C, 0x3E: 1
        case 0xEF: scalarTail(at: index, in: utf8, is: 0xBF, 0xBE...0xBF) ? 3 : 0
        default: 0
        }
    }

    /// Appends the entity or reference for the character at `index`, or U+FFFD for one XML cannot carry.
    static func appendReplacement(at index: Int, in utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        switch utf8[index] {
        case 0x26: bytes.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B])  // &amp;
        case 0x3C: bytes.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B])  // &lt;
        case 0x3E: bytes.append(contentsOf: [0x26, 0x67, 0x74, 0x3B])  // &gt;
        case 0x22: bytes.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B])  // &quot;
        case 0x0D: bytes.append(contentsOf: [0x26, 0x23, 0x31, 0x33, 0x3B])  // &#13;
        default: bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
        }
    }
}
