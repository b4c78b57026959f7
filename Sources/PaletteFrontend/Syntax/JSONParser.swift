import PaletteModel

/// The structural half of the JSON reader: an iterative parser with an explicit stack, so depth costs no recursion.
struct JSONParser {
    /// One array or object being read.
    struct Frame {
        /// Whether this is an object (else an array).
        var isObject: Bool
        /// The offset of the opening bracket.
        var offset: Int
        /// The finished elements so far (arrays only).
        var elements: [SyntaxNode] = []
        /// The members so far (objects only); the last holds a placeholder value while its value is being read.
        var members: [SyntaxNode.Member] = []
        /// How many children to make room for when the first arrives (none for an empty container).
        var expected = 0
    }

    /// Tokens, comments and diagnostics.
    var scanner: JSONScanner
    /// The deepest nesting allowed.
    let maxDepth: Int
    /// The open containers, innermost last.
    var frames: [Frame] = []
    /// For each depth, how many children the last container closed there had (at most `maxCapacityHint`).
    ///
    /// Siblings tend to be alike (every color an object of the same few members), so a new container reserves
    /// that many slots with its first child and its children usually fit that allocation, without regrowing. Room is
    /// made only once a child arrives and is at most what the previous sibling used, so an empty container still
    /// allocates nothing and the hints at most double the memory of a tree.
    var capacityHints: [Int] = []
    /// The most slots reserved ahead; bigger containers grow as arrays do, so a hint never costs much memory.
    static let maxCapacityHint = 16

    /// The value of a member whose value is not read yet.
    static let placeholder = SyntaxNode(.null, offset: 0)
    /// Stretches of the file read on other threads, by start (`JSONParser+Forks.swift`).
    var forks: [Fork] = []
    /// The first of `forks` not passed yet.
    var nextFork = 0
    /// How many of `forks` were taken over.
    var forksTaken = 0
    /// Whether this parser reads one stretch (`parseMembers(stoppingAt:)`), not a whole file.
    var readsStretch = false
    /// For a stretch: the key offset it stops at (the next stretch's start), or -1.
    var stopAt = -1
    /// For a stretch: how it ended, once it has.
    var stretchEnd: Fork.End?
    /// The deepest nesting reached.
    var deepest = 0

    /// Creates a parser for a file whose text starts at `start`.
    init(file: SourceFile, start: Int, maxDepth: Int, dialect: JSONDialect = .json) {
        self.scanner = JSONScanner(file: file, start: start, dialect: dialect)
        self.maxDepth = maxDepth
    }

    /// Parses the one top-level value, or reports the first unrecoverable problem and returns `nil`.
    mutating func parse() -> SyntaxNode? {
        var node: SyntaxNode
        parsing: while true {
            guard scanner.skipTrivia() else { return nil }
            let start = scanner.index
            guard let byte = scanner.current else {
                fail(.missingValueAtEnd, at: start)
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
            while !frames.isEmpty {
                let isObject = frames[frames.count - 1].isObject
                attach(node, isObject: isObject)
                guard scanner.skipTrivia() else { return nil }
                let separator = scanner.index
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if scanner.current == UInt8(ascii: ",") {
                    scanner.index += 1
                    guard scanner.skipTrivia() else { return nil }
                    if readsStretch, frames.count == 1, scanner.index == stopAt {
                        stretchEnd = .nextFork(stopAt)
                        return Self.placeholder
                    }
                    let taken = isObject && nextFork < forks.count ? takeOverForks() : nil
                    if taken?.atClose != true {
                        guard scanner.current == closer else {
                            if isObject {
                                guard readKey(afterComma: true) else { return nil }
                            }
                            continue parsing
                        }
                        if scanner.dialect == .json5 {
                            // Allowed in JSON5.
                        } else {
                            scanner.report(.jsonTrailingComma, .trailingComma(before: closer), at: separator)
                        }
                    }
                } else if scanner.current != closer {
                    fail(
                        .missingSeparator(isObject: isObject, found: scanner.found(at: separator)),
                        at: separator,
                        notes: [opened(isObject: isObject, at: frames[frames.count - 1].offset)]
                    )
                    return nil
                }
                if readsStretch, frames.count == 1 {
                    stretchEnd = .close(scanner.index)
                    return Self.placeholder
                }
                scanner.index += 1
                node = close()
            }
            break parsing
        }
        guard scanner.skipTrivia() else { return nil }
        if scanner.index < scanner.bytes.count {
            fail(.contentAfterValue(found: scanner.found(at: scanner.index)), at: scanner.index)
            return nil
        }
        return node
    }

    /// Pushes a container, or reports `limit-exceeded` when it would nest too deep.
    mutating func open(isObject: Bool, at offset: Int) -> Bool {
        guard frames.count < maxDepth else {
            scanner.report(.limitExceeded, .nestsTooDeep(limit: maxDepth), at: offset)
            return false
        }
        let depth = frames.count
        let expected = depth < capacityHints.count ? capacityHints[depth] : 0
        frames.append(Frame(isObject: isObject, offset: offset, expected: expected))
        deepest = max(deepest, frames.count)
        return true
    }

    /// Pops the innermost container and returns it as a node with its children.
    mutating func close() -> SyntaxNode {
        let frame = frames.removeLast()
        let count = frame.isObject ? frame.members.count : frame.elements.count
        let depth = frames.count
        while capacityHints.count <= depth {
            capacityHints.append(0)
        }
        capacityHints[depth] = min(count, Self.maxCapacityHint)
        if frame.isObject {
            return SyntaxNode(.object(frame.members), offset: frame.offset)
        }
        return SyntaxNode(.array(frame.elements), offset: frame.offset)
    }

    /// Adds a finished value to the innermost container.
    mutating func attach(_ node: SyntaxNode, isObject: Bool) {
        let top = frames.count - 1
        if isObject {
            let last = frames[top].members.count - 1
            frames[top].members[last].value = node
        } else {
            if frames[top].elements.isEmpty {
                frames[top].elements.reserveCapacity(frames[top].expected)
            }
            frames[top].elements.append(node)
        }
    }

    /// Reads a member's key and its `:`, leaving the scanner at the value.
    mutating func readKey(afterComma: Bool) -> Bool {
        let start = scanner.index
        let key: String
        if scanner.current == UInt8(ascii: "\"") || scanner.current == UInt8(ascii: "'") {
            guard let text = scanner.readString() else { return false }
            key = text
        } else if scanner.dialect == .json5, let name = readIdentifier() {
            key = name
        } else {
            fail(.missingKey(afterComma: afterComma, found: scanner.found(at: start)), at: start)
            return false
        }
        let top = frames.count - 1
        if frames[top].members.isEmpty {
            frames[top].members.reserveCapacity(frames[top].expected)
        }
        frames[top].members.append(SyntaxNode.Member(key: key, keyOffset: start, value: Self.placeholder))
        guard scanner.skipTrivia() else { return false }
        guard scanner.current == UInt8(ascii: ":") else {
            fail(.missingColon(found: scanner.found(at: scanner.index)), at: scanner.index)
            return false
        }
        scanner.index += 1
        return true
    }

    /// Reads a JSON5 identifier key (`color`, `$type`, `_`, `été`) at the read position, or returns `nil`.
    ///
    /// ECMAScript allows letters, `$`, `_` and, after the first, digits; any non-ASCII character is taken as a
    /// letter here. `\u` escapes in identifiers are not read.
    mutating func readIdentifier() -> String? {
        let bytes = scanner.bytes
        let start = scanner.index
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            let isStart =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "$")
                || byte == UInt8(ascii: "_") || byte >= 0x80
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard isStart || (isDigit && end > start) else { break }
            if byte >= 0x80, JSONDialect.json5SpaceWidth(bytes, at: end) != nil { break }
            end += 1
        }
        guard end > start else { return nil }
        scanner.index = end
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Reads `true`, `false` or `null` (and in JSON5 `Infinity` and `NaN`), or reports what was found instead.
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
        } else if scanner.dialect == .json5, word.elementsEqual("Infinity".utf8) || word.elementsEqual("NaN".utf8) {
            value = .number(String(decoding: word, as: UTF8.self))
        } else {
            fail(.missingValue(found: scanner.found(at: start)), at: start)
            return nil
        }
        scanner.index = end
        return SyntaxNode(value, offset: start)
    }

    /// Reports an unrecoverable `json-syntax` problem.
    mutating func fail(_ message: DiagnosticMessage, at offset: Int, notes: [Diagnostic.Note] = []) {
        scanner.report(.jsonSyntax, message, at: offset, notes: notes)
    }

    /// A note pointing at where a container opened.
    func opened(isObject: Bool, at offset: Int) -> Diagnostic.Note {
        .containerStarts(isObject: isObject, at: scanner.file.location(ofOffset: offset))
    }
}

extension DiagnosticMessage {
    fileprivate static let missingValueAtEnd = Self(text: "expected a value, found end of file")

    fileprivate static func missingValue(found: String) -> Self {
        Self(text: "expected a value, found \(found)")
    }

    fileprivate static func trailingComma(before closer: UInt8) -> Self {
        Self(text: "trailing comma before '\(Character(UnicodeScalar(closer)))' is not allowed in JSON")
    }

    fileprivate static func missingSeparator(isObject: Bool, found: String) -> Self {
        let after = isObject ? "',' or '}' after object member" : "',' or ']' after array element"
        return Self(text: "expected \(after), found \(found)")
    }

    fileprivate static func contentAfterValue(found: String) -> Self {
        Self(text: "unexpected content after the JSON value, found \(found)")
    }

    fileprivate static func nestsTooDeep(limit: Int) -> Self {
        Self(text: "arrays and objects nest deeper than the limit of \(limit) levels (raise it with --max-depth)")
    }

    /// The message `JSON5Hint` recognizes by its start, "expected a string key".
    fileprivate static func missingKey(afterComma: Bool, found: String) -> Self {
        let expected = afterComma ? "a string key after ','" : "a string key or '}'"
        return Self(text: "expected \(expected), found \(found)")
    }

    fileprivate static func missingColon(found: String) -> Self {
        Self(text: "expected ':' after object key, found \(found)")
    }
}

extension Diagnostic.Note {
    fileprivate static func containerStarts(isObject: Bool, at location: Diagnostic.Location) -> Self {
        Self(isObject ? "the object starts here" : "the array starts here", at: location)
    }
}
