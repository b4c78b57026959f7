import PaletteModel

/// The structural half of the JSON reader: an iterative parser with an explicit stack, so depth costs no recursion.
struct JSONParser {
    /// One array or object being read.
    struct Frame {
        /// Whether this is an object (else an array).
        var isObject: Bool
        /// The offset of the opening bracket.
        var offset: Int
        /// Where this container's finished children start in `elements` or `members`.
        var start: Int
        /// The key of the member whose value is being read (objects only).
        var key = ""
        /// The offset of that key's opening quote.
        var keyOffset = 0
    }

    /// Tokens, comments and diagnostics.
    var scanner: JSONScanner
    /// The deepest nesting allowed.
    let maxDepth: Int
    /// The open containers, innermost last.
    var frames: [Frame] = []
    /// The finished elements of every open array, each array's after its parent's.
    var elements: [SyntaxNode] = []
    /// The finished members of every open object, each object's after its parent's.
    var members: [SyntaxNode.Member] = []

    /// Creates a parser for a file whose text starts at `start`.
    init(file: SourceFile, start: Int, maxDepth: Int) {
        self.scanner = JSONScanner(file: file, start: start)
        self.maxDepth = maxDepth
    }

    /// Parses the one top-level value, or reports the first unrecoverable problem and returns `nil`.
    mutating func parse() -> SyntaxNode? {
        var node: SyntaxNode
        parsing: while true {
            guard scanner.skipTrivia() else { return nil }
            let start = scanner.index
            guard let byte = scanner.current else {
                fail("expected a value, found end of file", at: start)
                return nil
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                guard open(isObject: isObject, at: start) else { return nil }
                scanner.index += 1
                guard scanner.skipTrivia() else { return nil }
                if scanner.current == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    scanner.index += 1
                    node = close()
                } else {
                    if isObject {
                        guard readKey(afterComma: false) else { return nil }
                    }
                    continue parsing
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let text = scanner.readString() else { return nil }
                node = SyntaxNode(.string(text), offset: start)
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard let text = scanner.readNumber() else { return nil }
                node = SyntaxNode(.number(text), offset: start)
            default:
                guard let literal = readLiteral() else { return nil }
                node = literal
            }
            // A value is complete: hand it to its container, then read separators and close finished containers.
            while let frame = frames.last {
                attach(node)
                guard scanner.skipTrivia() else { return nil }
                let separator = scanner.index
                let closer = frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if scanner.current == UInt8(ascii: ",") {
                    scanner.index += 1
                    guard scanner.skipTrivia() else { return nil }
                    guard scanner.current == closer else {
                        if frame.isObject {
                            guard readKey(afterComma: true) else { return nil }
                        }
                        continue parsing
                    }
                    scanner.report(
                        .jsonTrailingComma,
                        "trailing comma before '\(Character(UnicodeScalar(closer)))' is not allowed in JSON",
                        at: separator
                    )
                } else if scanner.current != closer {
                    let after = frame.isObject ? "',' or '}' after object member" : "',' or ']' after array element"
                    fail(
                        "expected \(after), found \(scanner.found(at: separator))",
                        at: separator,
                        notes: [opened(frame)]
                    )
                    return nil
                }
                scanner.index += 1
                node = close()
            }
            break parsing
        }
        guard scanner.skipTrivia() else { return nil }
        if scanner.index < scanner.bytes.count {
            fail(
                "unexpected content after the JSON value, found \(scanner.found(at: scanner.index))",
                at: scanner.index
            )
            return nil
        }
        return node
    }

    /// Pushes a container, or reports `limit-exceeded` when it would nest too deep.
    mutating func open(isObject: Bool, at offset: Int) -> Bool {
        guard frames.count < maxDepth else {
            scanner.report(
                .limitExceeded,
                "arrays and objects nest deeper than the limit of \(maxDepth) levels (raise it with --max-depth)",
                at: offset
            )
            return false
        }
        frames.append(Frame(isObject: isObject, offset: offset, start: isObject ? members.count : elements.count))
        return true
    }

    /// Pops the innermost container and returns it as a node with its children.
    mutating func close() -> SyntaxNode {
        let frame = frames.removeLast()
        if frame.isObject {
            let children = Array(members[frame.start...])
            members.removeSubrange(frame.start...)
            return SyntaxNode(.object(children), offset: frame.offset)
        }
        let children = Array(elements[frame.start...])
        elements.removeSubrange(frame.start...)
        return SyntaxNode(.array(children), offset: frame.offset)
    }

    /// Adds a finished value to the innermost container.
    mutating func attach(_ node: SyntaxNode) {
        guard let frame = frames.last else { return }
        if frame.isObject {
            members.append(SyntaxNode.Member(key: frame.key, keyOffset: frame.keyOffset, value: node))
        } else {
            elements.append(node)
        }
    }

    /// Reads a member's key and its `:`, leaving the scanner at the value.
    mutating func readKey(afterComma: Bool) -> Bool {
        let start = scanner.index
        guard scanner.current == UInt8(ascii: "\"") || scanner.current == UInt8(ascii: "'") else {
            let expected = afterComma ? "a string key after ','" : "a string key or '}'"
            fail("expected \(expected), found \(scanner.found(at: start))", at: start)
            return false
        }
        guard let key = scanner.readString() else { return false }
        frames[frames.count - 1].key = key
        frames[frames.count - 1].keyOffset = start
        guard scanner.skipTrivia() else { return false }
        guard scanner.current == UInt8(ascii: ":") else {
            fail("expected ':' after object key, found \(scanner.found(at: scanner.index))", at: scanner.index)
            return false
        }
        scanner.index += 1
        return true
    }

    /// Reads `true`, `false` or `null`, or reports what was found instead.
    mutating func readLiteral() -> SyntaxNode? {
        let start = scanner.index
        let bytes = scanner.bytes
        var end = start
        while end < bytes.count, FoundText.isWordByte(bytes[end]) {
            end += 1
        }
        let word = bytes[start..<end]
        let value: SyntaxNode.Value
        if word.elementsEqual("true".utf8) {
            value = .bool(true)
        } else if word.elementsEqual("false".utf8) {
            value = .bool(false)
        } else if word.elementsEqual("null".utf8) {
            value = .null
        } else {
            fail("expected a value, found \(scanner.found(at: start))", at: start)
            return nil
        }
        scanner.index = end
        return SyntaxNode(value, offset: start)
    }

    /// Reports an unrecoverable `json-syntax` problem.
    mutating func fail(_ message: String, at offset: Int, notes: [Diagnostic.Note] = []) {
        scanner.report(.jsonSyntax, message, at: offset, notes: notes)
    }

    /// A note pointing at where a container opened.
    func opened(_ frame: Frame) -> Diagnostic.Note {
        Diagnostic.Note(
            frame.isObject ? "the object starts here" : "the array starts here",
            at: scanner.file.location(ofOffset: frame.offset)
        )
    }
}
