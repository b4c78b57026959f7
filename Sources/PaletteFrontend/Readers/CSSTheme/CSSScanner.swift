import PaletteModel

/// Splits a style sheet into its rules, at-rules and declarations, in order, with their byte offsets.
///
/// Only what a theme reader needs: the block structure (`{` `}`), preludes, `name: value` declarations and
/// statement at-rules (`@import …;`), with comments dropped and strings, parentheses and brackets kept whole. One
/// pass over the bytes, no recursion: blocks nested deeper than the depth limit are skipped (reported once), an
/// unterminated comment, string or block is reported where it starts, and everything before it is kept.
enum CSSScanner {
    /// The items of `file` from `start` (after a byte-order mark).
    static func scan(
        _ file: SourceFile,
        from start: Int,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> [CSSItem] {
        var scanner = State(bytes: file.bytes, position: start, maxDepth: limits.maxDepth)
        scanner.run()
        for problem in scanner.problems {
            diagnostics.report(problem.diagnostic(in: file, maxDepth: limits.maxDepth))
        }
        return scanner.items
    }

    /// What went wrong, and where.
    private enum Problem {
        case unterminatedComment(Int)
        case unterminatedString(Int)
        case unclosedBlock(Int)
        case tooDeep(Int)

        func diagnostic(in file: SourceFile, maxDepth: Int) -> Diagnostic {
            switch self {
            case .unterminatedComment(let offset): .cssUnterminatedComment(at: file.location(ofOffset: offset))
            case .unterminatedString(let offset): .cssUnterminatedString(at: file.location(ofOffset: offset))
            case .unclosedBlock(let offset): .cssUnclosedBlock(at: file.location(ofOffset: offset))
            case .tooDeep(let offset): .cssBlocksNestTooDeep(limit: maxDepth, at: file.location(ofOffset: offset))
            }
        }
    }

    /// The scan in progress.
    private struct State {
        let bytes: [UInt8]
        var position: Int
        let maxDepth: Int
        var items: [CSSItem] = []
        var problems: [Problem] = []
        /// The offsets of the open blocks that are kept (at most `maxDepth`).
        var open: [Int] = []
        /// How many blocks deeper than `maxDepth` are open.
        var skippedDepth = 0
        /// Whether the scan stopped at an unterminated comment or string.
        var stopped = false

        mutating func run() {
            while !stopped {
                skipSpaceAndComments()
                guard !stopped, position < bytes.count else { break }
                if bytes[position] == UInt8(ascii: "}") {
                    close(at: position)
                    position += 1
                    continue
                }
                chunk()
            }
            if let innermost = open.last, !stopped {
                problems.append(.unclosedBlock(innermost))
            }
        }

        /// Reads a prelude, declaration or statement up to `{`, `;`, `}` or the end.
        mutating func chunk() {
            let start = position
            var text: [UInt8] = []
            var colon: Int?
            var nesting = 0
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                    guard skipComment() else { return }
                    text.append(0x20)
                    continue
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    let from = position
                    guard skipString() else { return }
                    text += bytes[from..<position]
                    continue
                case UInt8(ascii: "\\"):
                    text.append(byte)
                    position += 1
                    if position < bytes.count {
                        text.append(bytes[position])
                        position += 1
                    }
                    continue
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    nesting += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    nesting = max(0, nesting - 1)
                case UInt8(ascii: ":") where nesting == 0 && colon == nil:
                    colon = position
                case UInt8(ascii: "{"):
                    openBlock(prelude: text, at: start)
                    position += 1
                    return
                case UInt8(ascii: ";") where nesting == 0:
                    finish(text, start: start, colon: colon)
                    position += 1
                    return
                case UInt8(ascii: "}"):
                    // A `}` closes the block even inside unbalanced parentheses, as CSS error recovery does.
                    finish(text, start: start, colon: colon)
                    return
                default:
                    break
                }
                text.append(byte)
                position += 1
            }
            finish(text, start: start, colon: colon)
        }

        /// Ends a declaration or statement.
        mutating func finish(_ text: [UInt8], start: Int, colon: Int?) {
            guard skippedDepth == 0 else { return }
            if bytes[start] == UInt8(ascii: "@") {
                items.append(CSSItem(kind: .statement(Self.trimmed(text)), offset: start))
                return
            }
            guard let colon else { return }
            let split = colon - start
            // `text` drops comments, so the colon's index in it is found again rather than computed.
            guard let textColon = Self.firstColon(in: text), textColon <= split else { return }
            let name = Self.trimmed(Array(text[..<textColon]))
            var value = Self.trimmed(Array(text[(textColon + 1)...]))
            var important = false
            if let stripped = Self.droppingImportant(value) {
                value = stripped
                important = true
            }
            var valueOffset = colon + 1
            while valueOffset < bytes.count, Self.isSpace(bytes[valueOffset]) { valueOffset += 1 }
            items.append(
                CSSItem(
                    kind: .declaration(name: name, value: value, important: important, valueOffset: valueOffset),
                    offset: start
                )
            )
        }

        mutating func openBlock(prelude: [UInt8], at start: Int) {
            if skippedDepth > 0 || open.count >= maxDepth {
                if skippedDepth == 0 { problems.append(.tooDeep(start)) }
                skippedDepth += 1
                return
            }
            open.append(start)
            items.append(CSSItem(kind: .open(prelude: Self.collapsed(prelude)), offset: start))
        }

        mutating func close(at offset: Int) {
            if skippedDepth > 0 {
                skippedDepth -= 1
            } else if !open.isEmpty {
                open.removeLast()
                items.append(CSSItem(kind: .close, offset: offset))
            }
            // A `}` with no open block is dropped, as CSS error recovery drops it.
        }

        mutating func skipSpaceAndComments() {
            while position < bytes.count {
                if Self.isSpace(bytes[position]) {
                    position += 1
                } else if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count,
                    bytes[position + 1] == UInt8(ascii: "*")
                {
                    guard skipComment() else { return }
                } else {
                    return
                }
            }
        }

        /// Skips `/* … */`; `false` (and stops the scan) when it never ends.
        mutating func skipComment() -> Bool {
            let start = position
            position += 2
            while position + 1 < bytes.count {
                if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                    position += 2
                    return true
                }
                position += 1
            }
            problems.append(.unterminatedComment(start))
            position = bytes.count
            stopped = true
            return false
        }

        /// Skips a quoted string with its escapes; `false` (and stops the scan) at a raw line break or the end.
        mutating func skipString() -> Bool {
            let start = position
            let quote = bytes[position]
            position += 1
            while position < bytes.count {
                let byte = bytes[position]
                if byte == quote {
                    position += 1
                    return true
                }
                if byte == 0x0A || byte == 0x0D || byte == 0x0C { break }
                position += byte == UInt8(ascii: "\\") ? 2 : 1
            }
            problems.append(.unterminatedString(start))
            position = bytes.count
            stopped = true
            return false
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
        }

        /// The index of the first `:` outside strings, parentheses and brackets.
        static func firstColon(in text: [UInt8]) -> Int? {
            var nesting = 0
            var quote: UInt8?
            var index = 0
            while index < text.count {
                let byte = text[index]
                if let open = quote {
                    if byte == UInt8(ascii: "\\") {
                        index += 1
                    } else if byte == open {
                        quote = nil
                    }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                    nesting += 1
                } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                    nesting = max(0, nesting - 1)
                } else if byte == UInt8(ascii: ":"), nesting == 0 {
                    return index
                }
                index += 1
            }
            return nil
        }

        static func trimmed(_ text: [UInt8]) -> String {
            var slice = text[...]
            while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
            while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
            return String(decoding: slice, as: UTF8.self)
        }

        /// The text trimmed, with every run of white space one space.
        static func collapsed(_ text: [UInt8]) -> String {
            var out: [UInt8] = []
            out.reserveCapacity(text.count)
            var pendingSpace = false
            for byte in text {
                if isSpace(byte) {
                    pendingSpace = !out.isEmpty
                } else {
                    if pendingSpace { out.append(0x20) }
                    pendingSpace = false
                    out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }

        /// The value without a trailing `!important` (any case, spaces allowed after `!`), or `nil` without one.
        static func droppingImportant(_ value: String) -> String? {
            let lowered = value.lowercased()
            guard lowered.hasSuffix("important") else { return nil }
            var rest = lowered.utf8.dropLast("important".utf8.count)
            while let last = rest.last, isSpace(last) { rest = rest.dropLast() }
            guard rest.last == UInt8(ascii: "!") else { return nil }
            return trimmed(Array(value.utf8.prefix(rest.count - 1)))
        }
    }
}

/// One item of a style sheet, as `CSSScanner` meets it.
struct CSSItem {
    /// What the item is.
    enum Kind {
        /// A rule's or at-rule's prelude and the `{` of its block, white space collapsed, comments dropped.
        case open(prelude: String)
        /// The `}` of the innermost open block.
        case close
        /// `name: value`, both trimmed, `!important` taken off the value; `valueOffset` is where the value starts.
        case declaration(name: String, value: String, important: Bool, valueOffset: Int)
        /// An at-rule with no block (`@import './a.css';`), trimmed.
        case statement(String)
    }

    /// What it is.
    var kind: Kind
    /// Where it starts.
    var offset: Int
}

extension Diagnostic {
    fileprivate static func cssUnterminatedComment(at location: Location) -> Diagnostic {
        Diagnostic(.cssSyntax, "this comment is never closed with '*/'; the rest of the file is not read", at: location)
    }

    fileprivate static func cssUnterminatedString(at location: Location) -> Diagnostic {
        Diagnostic(
            .cssSyntax,
            "this string is not closed on its line; the rest of the file is not read",
            at: location
        )
    }

    fileprivate static func cssUnclosedBlock(at location: Location) -> Diagnostic {
        Diagnostic(.cssSyntax, "this block is never closed with '}'", at: location)
    }

    fileprivate static func cssBlocksNestTooDeep(limit: Int, at location: Location) -> Diagnostic {
        Diagnostic(
            .limitExceeded,
            "blocks nest deeper than the limit of \(limit) levels (raise it with --max-depth); the deeper ones are not read",
            at: location
        )
    }
}
