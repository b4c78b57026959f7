import PaletteModel

/// The XML reader's parser: one loop over the bytes with an explicit stack of open elements, so depth costs no
/// recursion.
///
/// Methods that return `false` have reported an unrecoverable problem (`xml-syntax` or `limit-exceeded`).
struct XMLScanner {
    /// The file being read.
    let file: SourceFile
    /// The file's bytes, already checked to be valid UTF-8.
    let bytes: [UInt8]
    /// The deepest nesting allowed.
    let maxDepth: Int
    /// The offset of the next byte to read.
    var index: Int
    /// The problems found so far.
    var diagnostics = DiagnosticBag()
    /// The open elements, innermost last.
    var stack: [XMLElement] = []
    /// The first complete top-level element.
    var root: XMLElement?
    /// The text read since the last tag, decoded.
    var text = XMLTextRun()

    /// Creates a scanner for a file whose text starts at `start`.
    init(file: SourceFile, start: Int, maxDepth: Int) {
        self.file = file
        self.bytes = file.bytes
        self.index = start
        self.maxDepth = maxDepth
    }

    /// Reads the whole document and returns its root element, or `nil` after an unrecoverable problem.
    mutating func parse() -> XMLElement? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                readText()
                continue
            }
            guard readMarkup() else { return nil }
        }
        flushText()
        if let open = stack.last {
            report(
                .unclosedElement(open.name),
                at: bytes.count,
                notes: [.openedHere(open.name, at: file.location(ofOffset: open.offset))]
            )
            return nil
        }
        guard let root else {
            report(.noRootElement, at: bytes.count)
            return nil
        }
        return root
    }

    /// Reads the markup at a `<`: a tag, comment, CDATA section, processing instruction or DOCTYPE.
    mutating func readMarkup() -> Bool {
        let start = index
        switch byte(at: start + 1) {
        case UInt8(ascii: "/"):
            flushText()
            return readEndTag()
        case UInt8(ascii: "?"):
            // Processing instructions (including the XML declaration) carry nothing a palette needs.
            return skip(past: "?>", what: "processing instruction", contentOffset: 2)
        case UInt8(ascii: "!"):
            if hasPrefix("<!--", at: start) {
                return skip(past: "-->", what: "comment", contentOffset: 4)
            }
            if hasPrefix("<![CDATA[", at: start) {
                return readCDATA()
            }
            if hasPrefix("<!DOCTYPE", at: start) {
                flushText()
                return skipDoctype()
            }
            report(.unknownMarkup(found: found(at: start + 2)), at: start)
            return false
        default:
            flushText()
            return readStartTag()
        }
    }

    /// Reads a start tag or an empty-element tag with its attributes.
    mutating func readStartTag() -> Bool {
        let open = index
        index += 1
        let nameOffset = index
        guard let name = readName() else {
            report(.missingElementName(found: found(at: index)), at: index)
            return false
        }
        var attributes: [XMLAttribute] = []
        // The attributes' positions by name, once there are enough of them to be worth hashing.
        var byName: [String: Int] = [:]
        var isEmpty = false
        tag: while true {
            let hadSpace = skipWhitespace()
            switch byte(at: index) {
            case nil:
                report(.unterminatedTag(name), at: index)
                return false
            case UInt8(ascii: ">"):
                index += 1
                break tag
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: ">"):
                index += 2
                isEmpty = true
                break tag
            default:
                guard hadSpace else {
                    report(.missingSpaceInTag(name, found: found(at: index)), at: index)
                    return false
                }
                guard let attribute = readAttribute(in: name) else { return false }
                if let first = Self.attribute(named: attribute.name, in: attributes, byName: &byName) {
                    report(
                        .duplicateAttribute(attribute.name, in: name),
                        at: attribute.nameOffset,
                        notes: [.firstGivenHere(at: file.location(ofOffset: first.nameOffset))]
                    )
                } else {
                    if !byName.isEmpty { byName[attribute.name] = attributes.count }
                    attributes.append(attribute)
                }
            }
        }
        if stack.isEmpty, let root {
            report(
                .secondRootElement(name),
                at: open,
                notes: [.rootElement(root.name, at: file.location(ofOffset: root.offset))]
            )
        }
        guard stack.count < maxDepth else {
            diagnostics.report(.elementsNestTooDeep(limit: maxDepth, at: file.location(ofOffset: open)))
            return false
        }
        let element = XMLElement(name: name, offset: open, nameOffset: nameOffset, attributes: attributes)
        if isEmpty {
            finish(element)
        } else {
            stack.append(element)
        }
        return true
    }

    /// The attribute named `name` among an element's `attributes` so far: found by a scan while they are few, else
    /// in `byName`, which is filled the first time they are many and kept up to date by the caller, so an element
    /// with many attributes is checked for duplicates in linear time.
    static func attribute(
        named name: String,
        in attributes: [XMLAttribute],
        byName: inout [String: Int]
    ) -> XMLAttribute? {
        if byName.isEmpty {
            guard attributes.count >= 8 else { return attributes.first { $0.name == name } }
            for (position, attribute) in attributes.enumerated() { byName[attribute.name] = position }
        }
        return byName[name].map { attributes[$0] }
    }

    /// Reads `name="value"` in a start tag.
    mutating func readAttribute(in element: String) -> XMLAttribute? {
        let nameOffset = index
        guard let name = readName() else {
            report(.missingAttributeName(in: element, found: found(at: index)), at: index)
            return nil
        }
        skipWhitespace()
        guard byte(at: index) == UInt8(ascii: "=") else {
            report(.missingEquals(after: name, found: found(at: index)), at: index)
            return nil
        }
        index += 1
        skipWhitespace()
        let valueOffset = index
        guard let quote = byte(at: index), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            report(.missingAttributeValue(of: name, found: found(at: index)), at: index)
            return nil
        }
        index += 1
        var value = XMLTextRun()
        while true {
            guard let current = byte(at: index) else {
                report(.unterminatedAttributeValue(of: name), at: valueOffset)
                return nil
            }
            switch current {
            case quote:
                index += 1
                return XMLAttribute(name: name, value: value.take(), nameOffset: nameOffset, valueOffset: valueOffset)
            case UInt8(ascii: "<"):
                report(.lessThanInAttributeValue, at: index)
                return nil
            case UInt8(ascii: "&"):
                let start = index
                value.append(contentsOf: readReference(), at: start)
            case 0x0D:
                // Attribute normalization: every line end and tab is one space.
                value.append(0x20, at: index)
                index += byte(at: index + 1) == 0x0A ? 2 : 1
            case 0x0A, 0x09:
                value.append(0x20, at: index)
                index += 1
            default:
                if current < 0x20 {
                    reportControlCharacter(at: index)
                } else {
                    value.append(current, at: index)
                }
                index += 1
            }
        }
    }

    /// Reads `</name>` and closes the matching open element.
    mutating func readEndTag() -> Bool {
        let open = index
        index += 2
        guard let name = readName() else {
            report(.missingClosingTagName(found: found(at: index)), at: index)
            return false
        }
        skipWhitespace()
        guard byte(at: index) == UInt8(ascii: ">") else {
            report(.unterminatedClosingTag(name, found: found(at: index)), at: index)
            return false
        }
        index += 1
        guard let top = stack.last else {
            report(.unmatchedClosingTag(name), at: open)
            return false
        }
        guard top.name == name else {
            report(
                .mismatchedClosingTag(name, open: top.name),
                at: open,
                notes: [.openedHere(top.name, at: file.location(ofOffset: top.offset))]
            )
            return false
        }
        finish(stack.removeLast())
        return true
    }

    /// Adds a complete element to its parent, or makes it the root.
    mutating func finish(_ element: XMLElement) {
        if stack.isEmpty {
            // A second root has been reported; only the first is kept.
            if root == nil { root = element }
        } else {
            stack[stack.count - 1].children.append(.element(element))
        }
    }

    /// Reads character data up to the next `<`, decoding references and normalizing line ends.
    mutating func readText() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                return
            case UInt8(ascii: "&"):
                let start = index
                text.append(contentsOf: readReference(), at: start)
            case 0x0D:
                text.append(0x0A, at: index)
                index += self.byte(at: index + 1) == 0x0A ? 2 : 1
            default:
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&"),
                    bytes[index] >= 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09
                {
                    index += 1
                }
                if index > start {
                    text.append(contentsOf: bytes[start..<index], at: start)
                } else {
                    reportControlCharacter(at: index)
                    index += 1
                }
            }
        }
    }

    /// Reads a CDATA section into the current text run.
    mutating func readCDATA() -> Bool {
        let start = index
        let contentStart = start + 9
        guard let end = find("]]>", from: contentStart) else {
            report(.unterminatedCDATA, at: start)
            return false
        }
        var position = contentStart
        while position < end {
            if bytes[position] == 0x0D {
                text.append(0x0A, at: position)
                position += position + 1 < end && bytes[position + 1] == 0x0A ? 2 : 1
            } else {
                text.append(bytes[position], at: position)
                position += 1
            }
        }
        index = end + 3
        return true
    }

    /// Hands the current text run to the open element; text outside the root is reported unless it is whitespace.
    mutating func flushText() {
        guard let offset = text.offset else { return }
        let content = text.take()
        if stack.isEmpty {
            if content.utf8.contains(where: { !Self.isWhitespace($0) }) {
                report(.textOutsideRoot, at: offset)
            }
            return
        }
        stack[stack.count - 1].children.append(.text(content, offset: offset))
    }

    /// Skips `<!DOCTYPE …>`, including an internal subset in `[…]` with its quoted strings and comments.
    mutating func skipDoctype() -> Bool {
        let start = index
        if root != nil || !stack.isEmpty {
            report(.lateDoctype, at: start)
        }
        index += 9
        var depth = 0
        while let byte = byte(at: index) {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = find([byte], from: index + 1) else { break }
                index = close + 1
                continue
            case UInt8(ascii: "<") where hasPrefix("<!--", at: index):
                guard skip(past: "-->", what: "comment", contentOffset: 4) else { return false }
                continue
            case UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ">") where depth <= 0:
                index += 1
                return true
            default:
                break
            }
            index += 1
        }
        report(.unterminatedDoctype, at: start)
        return false
    }

    /// Skips from the read position past a terminator such as `-->`, looking from `contentOffset` bytes on.
    ///
    /// Returns `false` if the file ends first.
    mutating func skip(past terminator: String, what: String, contentOffset: Int) -> Bool {
        let terminatorBytes = Array(terminator.utf8)
        guard let end = find(terminatorBytes, from: index + contentOffset) else {
            report(.unterminated(what, expected: terminator), at: index)
            return false
        }
        index = end + terminatorBytes.count
        return true
    }

    /// Reads an XML name (letters, digits, `_`, `:`, `-`, `.`, any non-ASCII; not starting with a digit, `-` or `.`).
    mutating func readName() -> String? {
        let start = index
        guard let first = byte(at: index), Self.isNameStart(first) else { return nil }
        index += 1
        while let byte = byte(at: index), Self.isNameStart(byte) || Self.isNameByte(byte) {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Skips spaces, tabs and line ends; says whether there were any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while let byte = byte(at: index), Self.isWhitespace(byte) {
            index += 1
        }
        return index > start
    }

    /// The byte at an offset, or `nil` past the end.
    func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// Whether the bytes at an offset spell `prefix`.
    func hasPrefix(_ prefix: String, at offset: Int) -> Bool {
        let utf8 = prefix.utf8
        guard offset + utf8.count <= bytes.count else { return false }
        return bytes[offset..<(offset + utf8.count)].elementsEqual(utf8)
    }

    /// The offset of the next occurrence of a string, at or after `from`.
    func find(_ needle: String, from start: Int) -> Int? {
        find(Array(needle.utf8), from: start)
    }

    /// The offset of the next occurrence of a byte sequence, at or after `from`.
    func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first else { return start }
        var position = start
        while position + needle.count <= bytes.count {
            if bytes[position] == first, bytes[position..<(position + needle.count)].elementsEqual(needle) {
                return position
            }
            position += 1
        }
        return nil
    }

    /// Describes what is at an offset, for "found …" in messages.
    func found(at offset: Int) -> String {
        FoundText.describe(bytes, at: offset)
    }

    /// Reports an `xml-syntax` problem.
    mutating func report(_ message: DiagnosticMessage, at offset: Int, notes: [Diagnostic.Note] = []) {
        diagnostics.report(Diagnostic(.xmlSyntax, message.text, at: file.location(ofOffset: offset), notes: notes))
    }

    /// Reports a control character XML does not allow; it is left out of the text.
    mutating func reportControlCharacter(at offset: Int) {
        report(.controlCharacter(FoundText.character(bytes, at: offset)), at: offset)
    }

    /// Whether a byte is XML whitespace.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether a byte may start a name.
    static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: ":"), 0x80...:
            return true
        default:
            return false
        }
    }

    /// Whether a byte may continue a name but not start one.
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}

extension Diagnostic {
    fileprivate static func elementsNestTooDeep(limit: Int, at location: Location) -> Diagnostic {
        Diagnostic(
            .limitExceeded,
            "elements nest deeper than the limit of \(limit) levels (raise it with --max-depth)",
            at: location
        )
    }
}

extension DiagnosticMessage {
    fileprivate static func unclosedElement(_ name: String) -> Self {
        Self(text: "expected '</\(name)>', found end of file")
    }

    fileprivate static let noRootElement = Self(text: "expected a root element, found end of file")

    fileprivate static func unknownMarkup(found: String) -> Self {
        Self(text: "expected a comment, CDATA section or DOCTYPE after '<!', found \(found)")
    }

    fileprivate static func missingElementName(found: String) -> Self {
        Self(text: "expected an element name after '<', found \(found)")
    }

    fileprivate static func unterminatedTag(_ name: String) -> Self {
        Self(text: "unterminated tag '<\(name)': expected '>', found end of file")
    }

    fileprivate static func missingSpaceInTag(_ name: String, found: String) -> Self {
        Self(text: "expected whitespace, '>' or '/>' in tag '<\(name)>', found \(found)")
    }

    fileprivate static func duplicateAttribute(_ name: String, in element: String) -> Self {
        Self(text: "duplicate attribute '\(name)' in '<\(element)>'")
    }

    fileprivate static func secondRootElement(_ name: String) -> Self {
        Self(text: "a second root element '<\(name)>'; an XML document has one root")
    }

    fileprivate static func missingAttributeName(in element: String, found: String) -> Self {
        Self(text: "expected an attribute name, '>' or '/>' in '<\(element)>', found \(found)")
    }

    fileprivate static func missingEquals(after name: String, found: String) -> Self {
        Self(text: "expected '=' after attribute '\(name)', found \(found)")
    }

    fileprivate static func missingAttributeValue(of name: String, found: String) -> Self {
        Self(text: "expected a quoted value for attribute '\(name)', found \(found)")
    }

    fileprivate static func unterminatedAttributeValue(of name: String) -> Self {
        Self(text: "unterminated value of attribute '\(name)'")
    }

    fileprivate static let lessThanInAttributeValue = Self(
        text: "'<' is not allowed in an attribute value; write '&lt;'"
    )

    fileprivate static func missingClosingTagName(found: String) -> Self {
        Self(text: "expected an element name after '</', found \(found)")
    }

    fileprivate static func unterminatedClosingTag(_ name: String, found: String) -> Self {
        Self(text: "expected '>' to end '</\(name)', found \(found)")
    }

    fileprivate static func unmatchedClosingTag(_ name: String) -> Self {
        Self(text: "closing tag '</\(name)>' has no matching open tag")
    }

    fileprivate static func mismatchedClosingTag(_ name: String, open: String) -> Self {
        Self(text: "closing tag '</\(name)>' does not match the open tag '<\(open)>'")
    }

    fileprivate static let unterminatedCDATA = Self(
        text: "unterminated CDATA section: expected ']]>', found end of file"
    )

    fileprivate static let textOutsideRoot = Self(text: "text outside the root element")

    fileprivate static let lateDoctype = Self(text: "a DOCTYPE must come before the root element")

    fileprivate static let unterminatedDoctype = Self(text: "unterminated DOCTYPE: expected '>', found end of file")

    fileprivate static func unterminated(_ what: String, expected terminator: String) -> Self {
        Self(text: "unterminated \(what): expected '\(terminator)', found end of file")
    }

    fileprivate static func controlCharacter(_ character: String) -> Self {
        Self(text: "control character \(character) is not allowed in XML")
    }
}

extension Diagnostic.Note {
    fileprivate static func openedHere(_ name: String, at location: Diagnostic.Location) -> Self {
        Self("'<\(name)>' opened here", at: location)
    }

    fileprivate static func firstGivenHere(at location: Diagnostic.Location) -> Self {
        Self("first given here", at: location)
    }

    fileprivate static func rootElement(_ name: String, at location: Diagnostic.Location) -> Self {
        Self("the root element is '<\(name)>'", at: location)
    }
}
