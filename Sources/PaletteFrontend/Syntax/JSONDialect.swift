/// The JSON syntax a file is read in: strict JSON (RFC 8259), or JSON5, which token repositories write in
/// `.json5` files (unquoted keys, single quotes, comments, trailing commas, hexadecimal and signed numbers).
///
/// The JSON5 facts the reader needs are here: which bytes are its extra whitespace and how its numbers are spelled
/// in JSON.
public enum JSONDialect: Sendable {
    /// RFC 8259; anything else is reported.
    case json
    /// JSON5 (https://spec.json5.org).
    case json5

    /// The length of the JSON5 whitespace character at `offset` that JSON does not have (vertical tab, form feed,
    /// no-break space, the byte order mark, the line and paragraph separators and the other Unicode space
    /// separators), or `nil`.
    static func json5SpaceWidth(_ bytes: [UInt8], at offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        /// Whether the bytes from `offset` are `sequence`.
        func starts(_ sequence: [UInt8]) -> Bool {
            offset + sequence.count <= bytes.count && bytes[offset..<(offset + sequence.count)].elementsEqual(sequence)
        }
        switch bytes[offset] {
        case 0x0B, 0x0C: return 1
        case 0xC2: return starts([0xC2, 0xA0]) ? 2 : nil
        case 0xE1: return starts([0xE1, 0x9A, 0x80]) ? 3 : nil
        case 0xE2:
            guard offset + 2 < bytes.count else { return nil }
            let (second, third) = (bytes[offset + 1], bytes[offset + 2])
            let isSpace =
                (second == 0x80 && ((0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF))
                || (second == 0x81 && third == 0x9F)
            return isSpace ? 3 : nil
        case 0xE3: return starts([0xE3, 0x80, 0x80]) ? 3 : nil
        case 0xEF: return starts([0xEF, 0xBB, 0xBF]) ? 3 : nil
        default: return nil
        }
    }

    /// Whether U+2028 or U+2029 (a line continuation after a backslash) is at `offset`.
    static func isLineSeparator(_ bytes: [UInt8], at offset: Int) -> Bool {
        offset + 2 < bytes.count && bytes[offset] == 0xE2 && bytes[offset + 1] == 0x80
            && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
    }

    /// A JSON5 number that is not a JSON number, spelled as JSON reads it, or `nil` when the token is none.
    ///
    /// `0x1F` is `31`, `.5` is `0.5`, `+1` is `1`, `5.` is `5`; `Infinity` and `NaN` are kept as written.
    static func json5Number(_ token: ArraySlice<UInt8>) -> String? {
        var text = String(decoding: token, as: UTF8.self)
        var sign = ""
        if let first = text.first, first == "+" || first == "-" {
            sign = first == "-" ? "-" : ""
            text.removeFirst()
        }
        if text == "Infinity" || text == "NaN" { return sign + text }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            let digits = text.dropFirst(2)
            guard !digits.isEmpty, digits.count <= 15, let value = Int(digits, radix: 16) else { return nil }
            return sign + String(value)
        }
        if text.hasPrefix(".") { text = "0" + text }
        if let dot = text.firstIndex(of: "."),
            text.index(after: dot) == text.endIndex
                || "eE".contains(text[text.index(after: dot)])
        {
            text.remove(at: dot)
        }
        return JSONScanner.isNumber(ArraySlice((sign + text).utf8)) ? sign + text : nil
    }
}
