extension ColorFunctionParser {
    /// Splits the text between the parentheses into numbers (with units), names, commas and slashes.
    func tokenize(close: Int) throws(Failure) -> [Token] {
        var tokens: [Token] = []
        var index = open + 1
        while index < close {
            let byte = bytes[index]
            let start = index
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
                index += 1
                continue
            case UInt8(ascii: ","):
                index += 1
                tokens.append(Token(kind: .comma, offset: start, text: ","))
                continue
            case UInt8(ascii: "/"):
                index += 1
                tokens.append(Token(kind: .slash, offset: start, text: "/"))
                continue
            default:
                break
            }
            if let numberEnd = numberEnd(from: index, limit: close) {
                index = numberEnd
                // Double reads exactly the CSS decimal grammar that `numberEnd` matched: no nan, inf or hex.
                let value = Double(String(decoding: bytes[start..<numberEnd], as: UTF8.self)) ?? .nan
                if index < close, bytes[index] == UInt8(ascii: "%") {
                    index += 1
                } else if index < close, ColorSyntaxParser.isLetter(bytes[index]) {
                    // A unit is a name, so `0x10` is one token (zero with unit `x10`), as CSS reads it.
                    while index < close, isWordByte(bytes[index]) { index += 1 }
                }
                let unit = String(decoding: bytes[numberEnd..<index], as: UTF8.self).lowercased()
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                tokens.append(Token(kind: .number(value, unit: unit), offset: start, text: text))
            } else if ColorSyntaxParser.isLetter(byte) || byte == UInt8(ascii: "-") {
                while index < close, isWordByte(bytes[index]) { index += 1 }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                tokens.append(Token(kind: .word(text.lowercased()), offset: start, text: text))
            } else {
                let character = String(decoding: ColorSyntaxParser.scalarBytes(bytes, at: index), as: UTF8.self)
                throw invalid(.unexpectedCharacter(character, in: text), at: index)
            }
        }
        return tokens
    }

    /// The end of a CSS number (`[+-]? (digits (. digits)? | . digits) ([eE] [+-]? digits)?`) starting at
    /// `start`, or `nil` if none starts there.
    func numberEnd(from start: Int, limit: Int) -> Int? {
        var index = start
        /// Whether the byte at an offset is a digit.
        func isDigit(_ offset: Int) -> Bool {
            offset < limit && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
        }
        if index < limit, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        while isDigit(index) {
            index += 1
            digits += 1
        }
        if index < limit, bytes[index] == UInt8(ascii: "."), isDigit(index + 1) {
            index += 1
            while isDigit(index) {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        if index < limit, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var exponent = index + 1
            if exponent < limit, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") {
                exponent += 1
            }
            // `1em` is a number with a unit, not an exponent.
            if isDigit(exponent) {
                index = exponent
                while isDigit(index) { index += 1 }
            }
        }
        return index
    }

    /// Whether a byte continues a name such as `display-p3`.
    func isWordByte(_ byte: UInt8) -> Bool {
        ColorSyntaxParser.isLetter(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

extension DiagnosticMessage {
    fileprivate static func unexpectedCharacter(_ character: String, in text: String) -> Self {
        Self(text: "'\(text)' has an unexpected '\(character)'")
    }
}
