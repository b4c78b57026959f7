import PaletteModel

/// The lexical half of the JSON reader: whitespace and comments, strings, numbers and literals, over UTF-8 bytes.
///
/// Methods that return `nil` or `false` have reported an unrecoverable problem; the reader then stops. In the JSON5
/// dialect, JSON5's lexical additions are read without a word: comments, more whitespace, single quotes, more
/// escapes and line continuations, and hexadecimal, signed and dot-first numbers (kept in JSON spelling).
struct JSONScanner {
    /// The file being read.
    let file: SourceFile
    /// The syntax read.
    let dialect: JSONDialect
    /// The file's bytes, already checked to be valid UTF-8.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var index: Int
    /// The problems found so far.
    var diagnostics = DiagnosticBag()

    /// Creates a scanner positioned at `start`.
    init(file: SourceFile, start: Int, dialect: JSONDialect = .json) {
        self.file = file
        self.dialect = dialect
        self.bytes = file.bytes
        self.index = start
    }

    /// The byte at the read position, or `nil` at the end of the file.
    var current: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Reports a diagnostic at a byte offset.
    mutating func report(_ rule: Rule, _ message: DiagnosticMessage, at offset: Int, notes: [Diagnostic.Note] = []) {
        diagnostics.report(Diagnostic(rule, message.text, at: file.location(ofOffset: offset), notes: notes))
    }

    /// Describes what is at an offset, for "found …" in messages.
    func found(at offset: Int) -> String {
        FoundText.describe(bytes, at: offset)
    }

    /// Skips whitespace and comments, reporting each comment; `false` after an unterminated block comment.
    mutating func skipTrivia() -> Bool {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case 0x0B, 0x0C, 0xC2, 0xE1, 0xE2, 0xE3, 0xEF:
                guard dialect == .json5, let width = JSONDialect.json5SpaceWidth(bytes, at: index) else { return true }
                index += width
            case UInt8(ascii: "/"):
                guard index + 1 < bytes.count else { return true }
                let next = bytes[index + 1]
                if next == UInt8(ascii: "/") {
                    if dialect == .json { report(.jsonComment, .comment, at: index) }
                    index += 2
                    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
                        index += 1
                    }
                } else if next == UInt8(ascii: "*") {
                    let start = index
                    if dialect == .json { report(.jsonComment, .comment, at: start) }
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    guard index + 1 < bytes.count else {
                        index = bytes.count
                        report(.jsonSyntax, .unterminatedComment, at: start)
                        return false
                    }
                    index += 2
                } else {
                    return true
                }
            default:
                return true
            }
        }
        return true
    }

    /// Reads a string whose opening quote is at the read position; single quotes are reported and accepted.
    mutating func readString() -> String? {
        let open = index
        let quote = bytes[open]
        if quote == UInt8(ascii: "'"), dialect == .json {
            report(.jsonSyntax, .singleQuotedString, at: open)
        }
        index += 1
        let contentStart = index
        // Most strings have no escapes: find the end and decode the bytes once, straight from the file's memory.
        var end = contentStart
        let plain = bytes.withUnsafeBufferPointer { file -> String? in
            while end < file.count {
                let byte = file[end]
                if byte == quote {
                    return String(decoding: UnsafeBufferPointer(rebasing: file[contentStart..<end]), as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
                end += 1
            }
            return nil
        }
        index = end
        if let plain {
            index += 1
            return plain
        }
        var buffer = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                guard readEscape(into: &buffer, quote: quote) else {
                    report(.jsonSyntax, .unterminatedString, at: open)
                    return nil
                }
                continue
            }
            if byte < 0x20 {
                let name = FoundText.scalarName(UInt32(byte))
                if byte == 0x0A || byte == 0x0D {
                    // A line break almost always means the closing quote is missing; going on would misread the rest.
                    report(.jsonSyntax, .lineEndInString(name), at: index)
                    return nil
                }
                report(.jsonSyntax, .controlCharacterInString(name), at: index)
            }
            buffer.append(byte)
            index += 1
        }
        report(.jsonSyntax, .unterminatedString, at: open)
        return nil
    }

    /// Reads one escape at the read position into `buffer`; `false` if the file ends inside it.
    ///
    /// Invalid escapes and lone surrogates are reported and replaced, so reading goes on.
    mutating func readEscape(into buffer: inout [UInt8], quote: UInt8) -> Bool {
        let start = index
        guard index + 1 < bytes.count else { return false }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(letter)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            readUnicodeEscape(into: &buffer, start: start)
        case _ where dialect == .json5:
            readJSON5Escape(letter, into: &buffer, start: start)
        default:
            if letter == quote {
                // `\'` inside a single-quoted string, already reported as not JSON.
                buffer.append(letter)
                return true
            }
            let character = FoundText.character(bytes, at: start + 1)
            report(.jsonSyntax, .invalidEscape(character), at: start)
            // Keep the character after the backslash; it is read as ordinary text.
            index = start + 1
        }
        return true
    }

    /// Reads what JSON5 adds to escapes (the read position is after the letter): `\v`, `\0`, `\xHH`, a line
    /// continuation, and any other character standing for itself; a digit other than `\0` is reported.
    mutating func readJSON5Escape(_ letter: UInt8, into buffer: inout [UInt8], start: Int) {
        switch letter {
        case UInt8(ascii: "v"): buffer.append(0x0B)
        case UInt8(ascii: "0") where !(current.map { (0x30...0x39).contains($0) } ?? false): buffer.append(0)
        case UInt8(ascii: "x"):
            guard index + 2 <= bytes.count, let value = HexDecoder.value(of: bytes[index..<(index + 2)]) else {
                report(.jsonSyntax, .invalidHexEscape, at: start)
                return
            }
            index += 2
            Self.appendUTF8(UInt32(value), to: &buffer)
        case 0x0A:
            break
        case 0x0D:
            if current == 0x0A { index += 1 }
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            report(.jsonSyntax, .invalidJSON5Escape(Character(UnicodeScalar(letter))), at: start)
        default:
            // Any other character stands for itself (`\'`, `\q`); a U+2028 or U+2029 after the backslash is a line
            // continuation, and any other multi-byte character is read on as ordinary text.
            if letter < 0x80 {
                buffer.append(letter)
            } else {
                index = start + 1
                if JSONDialect.isLineSeparator(bytes, at: index) { index += 3 }
            }
        }
    }

    /// Reads the digits of a `\u` escape (the read position is after the `u`), joining surrogate pairs.
    mutating func readUnicodeEscape(into buffer: inout [UInt8], start: Int) {
        guard let unit = hex4(at: index) else {
            report(.jsonSyntax, .invalidUnicodeEscape, at: start)
            Self.appendUTF8(0xFFFD, to: &buffer)
            return
        }
        index += 4
        switch unit {
        case 0xD800...0xDBFF:
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                let low = hex4(at: index + 2), (0xDC00...0xDFFF).contains(low)
            {
                index += 6
                Self.appendUTF8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &buffer)
                return
            }
            reportLoneSurrogate(unit, at: start)
            Self.appendUTF8(0xFFFD, to: &buffer)
        case 0xDC00...0xDFFF:
            reportLoneSurrogate(unit, at: start)
            Self.appendUTF8(0xFFFD, to: &buffer)
        default:
            Self.appendUTF8(unit, to: &buffer)
        }
    }

    /// Reports a `\u` escape of half a surrogate pair.
    mutating func reportLoneSurrogate(_ unit: UInt32, at offset: Int) {
        let name = String(FoundText.scalarName(unit).dropFirst(2))
        report(.jsonSyntax, .loneSurrogate(name), at: offset)
    }

    /// The value of four hex digits at an offset, or `nil`.
    func hex4(at offset: Int) -> UInt32? {
        guard offset + 4 <= bytes.count, let value = HexDecoder.value(of: bytes[offset..<(offset + 4)]) else {
            return nil
        }
        return UInt32(value)
    }

    /// Reads a number at the read position, kept as written; `nil` after reporting one that breaks RFC 8259.
    mutating func readNumber() -> String? {
        let start = index
        while index < bytes.count,
            FoundText.isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".")
                || bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
        {
            index += 1
        }
        let token = bytes[start..<index]
        let text = String(decoding: token, as: UTF8.self)
        if dialect == .json5, !Self.isNumber(token), let spelled = JSONDialect.json5Number(token) {
            return spelled
        }
        guard Self.isNumber(token) else {
            report(.jsonSyntax, .invalidNumber(text), at: start)
            return nil
        }
        return text
    }

    /// Whether bytes match RFC 8259's `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isNumber(_ token: ArraySlice<UInt8>) -> Bool {
        var index = token.startIndex
        let end = token.endIndex
        /// Skips a run of digits and says how many there were.
        func digits() -> Int {
            let start = index
            while index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(token[index]) {
                index += 1
            }
            return index - start
        }
        if index < end, token[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end else { return false }
        if token[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return false
        }
        if index < end, token[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < end, token[index] == UInt8(ascii: "e") || token[index] == UInt8(ascii: "E") {
            index += 1
            if index < end, token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == end
    }

    /// Appends a scalar value (at most U+10FFFF, not a surrogate) as UTF-8.
    static func appendUTF8(_ value: UInt32, to buffer: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            buffer.append(UInt8(value))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | (value >> 6)))
            buffer.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | (value >> 12)))
            buffer.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            buffer.append(UInt8(0x80 | (value & 0x3F)))
        default:
            buffer.append(UInt8(0xF0 | ((value >> 18) & 0x07)))
            buffer.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            buffer.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            buffer.append(UInt8(0x80 | (value & 0x3F)))
        }
    }
}

extension DiagnosticMessage {
    fileprivate static let comment = Self(text: "comments are not allowed in JSON")

    fileprivate static let unterminatedComment = Self(text: "unterminated comment: expected '*/', found end of file")

    fileprivate static let singleQuotedString = Self(text: "single-quoted strings are not allowed in JSON; use '\"'")

    fileprivate static let unterminatedString = Self(text: "unterminated string")

    fileprivate static func lineEndInString(_ name: String) -> Self {
        Self(text: "control character \(name) in string; is the closing quote missing?")
    }

    fileprivate static func controlCharacterInString(_ name: String) -> Self {
        Self(text: "control character \(name) in string; write it as an escape")
    }

    fileprivate static func invalidEscape(_ character: String) -> Self {
        Self(text: "invalid escape '\\\(character)' in string")
    }

    fileprivate static let invalidHexEscape = Self(text: "invalid escape '\\x': expected 2 hex digits")

    fileprivate static func invalidJSON5Escape(_ letter: Character) -> Self {
        Self(text: "invalid escape '\\\(letter)' in JSON5 string")
    }

    fileprivate static let invalidUnicodeEscape = Self(text: "invalid escape '\\u': expected 4 hex digits")

    fileprivate static func loneSurrogate(_ name: String) -> Self {
        Self(text: "lone surrogate '\\u\(name)' in string; it is read as U+FFFD")
    }

    fileprivate static func invalidNumber(_ text: String) -> Self {
        Self(text: "invalid number '\(text)'")
    }
}
