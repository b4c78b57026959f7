extension ColorFunctionParser {
    /// The offset of the `)` that closes the `(` at `open`, skipping `{KEY}` references (a key may hold any
    /// character but a brace).
    func matchingClose(of open: Int) throws(Failure) -> Int {
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index }
            case UInt8(ascii: "{"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "}") { index += 1 }
            default:
                break
            }
            index += 1
        }
        throw invalid(.missingClosingParenthesis(text), at: bytes.count)
    }

    /// Splits the text between `start` and `close` into numbers (with units), names, separators, operators,
    /// parentheses (with the function they open), `{KEY}` references and `#hex` colors.
    func tokenize(from start: Int, close: Int) throws(Failure) -> [Token] {
        var tokens: [Token] = []
        var index = start
        while index < close {
            let byte = bytes[index]
            let start = index
            /// Adds a one-byte token.
            func single(_ kind: Token.Kind) {
                index += 1
                tokens.append(Token(kind: kind, offset: start, text: String(UnicodeScalar(byte))))
            }
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
                index += 1
                continue
            case UInt8(ascii: ","):
                single(.comma)
                continue
            case UInt8(ascii: "/"):
                single(.slash)
                continue
            case UInt8(ascii: "*"):
                single(.operation("*"))
                continue
            case UInt8(ascii: "("):
                single(.open(""))
                continue
            case UInt8(ascii: ")"):
                single(.close)
                continue
            case UInt8(ascii: "{"):
                while index < close, bytes[index] != UInt8(ascii: "}") { index += 1 }
                index = min(index + 1, close)
                let written = String(decoding: bytes[start..<index], as: UTF8.self)
                let key = String(decoding: bytes[(start + 1)..<max(start + 1, index - 1)], as: UTF8.self)
                tokens.append(Token(kind: .reference(key), offset: start, text: written))
                continue
            case UInt8(ascii: "#"):
                index += 1
                while index < close, isWordByte(bytes[index]) { index += 1 }
                tokens.append(
                    Token(kind: .hash, offset: start, text: String(decoding: bytes[start..<index], as: UTF8.self))
                )
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
            } else if byte == UInt8(ascii: "+") || (byte == UInt8(ascii: "-") && !startsName(at: index + 1, close)) {
                // A sign that starts no number or name is an operator of `calc()`.
                single(.operation(byte == UInt8(ascii: "+") ? "+" : "-"))
            } else if ColorSyntaxParser.isLetter(byte) || byte == UInt8(ascii: "-") {
                while index < close, isWordByte(bytes[index]) { index += 1 }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                if index < close, bytes[index] == UInt8(ascii: "(") {
                    index += 1
                    tokens.append(Token(kind: .open(text.lowercased()), offset: start, text: text + "("))
                } else {
                    tokens.append(Token(kind: .word(text.lowercased()), offset: start, text: text))
                }
            } else {
                let character = String(decoding: ColorSyntaxParser.scalarBytes(bytes, at: index), as: UTF8.self)
                throw invalid(.unexpectedCharacter(character, in: text), at: index)
            }
        }
        return tokens
    }

    /// Whether a name (a letter, `-` or `_`) starts at `offset`, so a `-` before it belongs to the name.
    func startsName(at offset: Int, _ limit: Int) -> Bool {
        offset < limit
            && (ColorSyntaxParser.isLetter(bytes[offset]) || bytes[offset] == UInt8(ascii: "-")
                || bytes[offset] == UInt8(ascii: "_"))
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

    /// The tokens as a tree: each parenthesis (or function) holds the nodes up to its `)`.
    ///
    /// Parentheses nest at most `maximumDepth` deep, so a hostile value cannot make the parser recurse without end.
    func tree(_ tokens: [Token], close: Int) throws(Failure) -> [Node] {
        var stack: [(open: Token, nodes: [Node])] = []
        var nodes: [Node] = []
        for token in tokens {
            switch token.kind {
            case .open:
                // The function the tokens belong to is the first level.
                guard stack.count < Self.maximumDepth - 1 else {
                    throw invalid(.nestedTooDeeply(text, depth: Self.maximumDepth), at: token.offset)
                }
                stack.append((token, nodes))
                nodes = []
            case .close:
                // `matchingClose` found the parentheses balanced, so every `)` has its `(`.
                guard var (open, outer) = stack.popLast() else { continue }
                open.text = String(decoding: bytes[open.offset..<(token.offset + 1)], as: UTF8.self)
                outer.append(Node(token: open, children: nodes))
                nodes = outer
            default:
                nodes.append(Node(token: token, children: nil))
            }
        }
        return nodes
    }
}

extension DiagnosticMessage {
    static func unexpectedCharacter(_ character: String, in text: String) -> Self {
        Self(text: "'\(text)' has an unexpected '\(character)'")
    }

    fileprivate static func missingClosingParenthesis(_ text: String) -> Self {
        Self(text: "'\(text)' is missing the closing ')'")
    }

    fileprivate static func nestedTooDeeply(_ text: String, depth: Int) -> Self {
        Self(text: "'\(text)' nests parentheses more than \(depth) deep")
    }
}
