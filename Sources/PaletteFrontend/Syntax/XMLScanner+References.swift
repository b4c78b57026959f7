import PaletteModel

extension XMLScanner {
    /// The five entities every XML document knows, by name.
    static let predefinedEntities: [String: UInt8] = [
        "lt": UInt8(ascii: "<"), "gt": UInt8(ascii: ">"), "amp": UInt8(ascii: "&"),
        "apos": UInt8(ascii: "'"), "quot": UInt8(ascii: "\""),
    ]

    /// Reads an entity or character reference at `&` and returns the text it stands for.
    ///
    /// A bad reference is reported and read as written (a bare `&`, an unknown `&name;`) or as U+FFFD (a
    /// character reference to no valid character), so reading goes on.
    mutating func readReference() -> [UInt8] {
        let start = index
        guard let semicolon = referenceEnd(from: start + 1) else {
            report(.bareAmpersand, at: start)
            index = start + 1
            return [UInt8(ascii: "&")]
        }
        let body = bytes[(start + 1)..<semicolon]
        let written = String(decoding: bytes[start...semicolon], as: UTF8.self)
        index = semicolon + 1
        if body.first == UInt8(ascii: "#") {
            guard let value = Self.characterReferenceValue(body.dropFirst()) else {
                report(.invalidCharacterReference(written), at: start)
                return Array(written.utf8)
            }
            guard XMLEscaper.isCharacter(value) else {
                report(.disallowedCharacterReference(written), at: start)
                return Array("\u{FFFD}".utf8)
            }
            var encoded: [UInt8] = []
            JSONScanner.appendUTF8(value, to: &encoded)
            return encoded
        }
        let name = String(decoding: body, as: UTF8.self)
        if let byte = Self.predefinedEntities[name] {
            return [byte]
        }
        report(.unknownEntity(written), at: start)
        return Array(written.utf8)
    }

    /// The offset of the `;` that ends a reference starting at `from`, if the reference is well-formed so far.
    func referenceEnd(from start: Int) -> Int? {
        var position = start
        // Real references are short; a stray `&` in prose must not make us scan the whole file.
        while position < bytes.count, position - start <= 32 {
            let byte = bytes[position]
            if byte == UInt8(ascii: ";") {
                return position > start ? position : nil
            }
            guard FoundText.isWordByte(byte) || byte == UInt8(ascii: "#") || Self.isNameByte(byte) else {
                return nil
            }
            position += 1
        }
        return nil
    }

    /// The code point of `NN` or `xNN` (after `&#`), or `nil` if it is not decimal or hex digits.
    static func characterReferenceValue(_ digits: ArraySlice<UInt8>) -> UInt32? {
        var rest = digits
        var radix: UInt32 = 10
        if rest.first == UInt8(ascii: "x") {
            radix = 16
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in rest {
            guard let digit = HexDecoder.digit(byte), UInt32(digit) < radix else { return nil }
            // Anything past U+10FFFF is invalid anyway; stop before the arithmetic could overflow.
            guard value <= 0x10FFFF else { return value }
            value = value * radix + UInt32(digit)
        }
        return value
    }
}

extension DiagnosticMessage {
    fileprivate static let bareAmpersand = Self(text: "'&' must be written '&amp;' in XML")

    fileprivate static func invalidCharacterReference(_ written: String) -> Self {
        Self(text: "invalid character reference '\(written)'")
    }

    fileprivate static func disallowedCharacterReference(_ written: String) -> Self {
        Self(text: "character reference '\(written)' is not a character XML allows; it is read as U+FFFD")
    }

    fileprivate static func unknownEntity(_ written: String) -> Self {
        Self(text: "unknown entity '\(written)'; XML knows only &lt; &gt; &amp; &apos; &quot; and &#…;")
    }
}
