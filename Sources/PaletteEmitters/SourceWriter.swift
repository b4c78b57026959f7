/// An indentation-aware line writer for generated text, built in one growing UTF-8 byte buffer in a single pass.
///
/// Lines are written with `line(_:)` (or in pieces with `write(_:)`, `write(byte:)` and `endLine()`) at the
/// current indentation; `indented(_:)` and `block(_:closer:_:)` nest. Lines never carry trailing indentation: an
/// empty line is just `\n`. `blankLine()` never writes two blank lines in a row, nor one at the start.
/// `finished()` and `finishedBytes()` return the output ending in exactly one `\n` (or empty when nothing was
/// written). Text handed to the writer must not contain line breaks; the writer does not split it.
public struct SourceWriter: Sendable {
    /// The UTF-8 bytes written so far.
    public private(set) var bytes: [UInt8] = []
    /// The current indentation depth, in levels.
    public private(set) var depth = 0
    /// One level of indentation.
    private let unit: [UInt8]
    /// The indentation prefix of each depth reached so far, so deep nesting does not rebuild it.
    private var prefixes: [[UInt8]] = [[]]
    /// Whether a line was started with `write(_:)` and not yet ended.
    private var lineOpen = false
    /// Whether the last complete line was blank, or nothing was written yet.
    private var atBlank = true

    /// Creates a writer that indents by `indentation` per level and reserves room for `capacity` UTF-8 bytes.
    public init(indentation: String = "    ", reservingCapacity capacity: Int = 0) {
        self.unit = Array(indentation.utf8)
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Writes one complete line at the current indentation; an empty string writes an empty line.
    public mutating func line(_ content: String) {
        write(content)
        endLine()
    }

    /// Appends a fragment to the current line, starting the line (with indentation) if none is open.
    public mutating func write(_ fragment: String) {
        if !lineOpen {
            if fragment.isEmpty { return }
            openLine()
        }
        bytes.append(contentsOf: fragment.utf8)
    }

    /// Appends one byte to the current line, starting the line if none is open; it must not be a line break and
    /// must keep the text valid UTF-8 (for hex digits and other ASCII built byte by byte).
    public mutating func write(byte: UInt8) {
        if !lineOpen { openLine() }
        bytes.append(byte)
    }

    /// Appends the bytes `body` appends (hex digits, say) to the current line, starting the line if none is open;
    /// as with `write(byte:)`, they must not hold a line break and must keep the text valid UTF-8.
    public mutating func write(appending body: (inout [UInt8]) -> Void) {
        if !lineOpen { openLine() }
        body(&bytes)
    }

    /// Ends the current line; with no line open, writes an empty line.
    public mutating func endLine() {
        atBlank = !lineOpen
        bytes.append(0x0A)
        lineOpen = false
    }

    /// Writes one empty line, unless the text is empty or already ends with an empty line.
    public mutating func blankLine() {
        if lineOpen { endLine() }
        if atBlank { return }
        bytes.append(0x0A)
        atBlank = true
    }

    /// Writes each line of a multi-line text at the current indentation; empty lines become blank lines.
    ///
    /// For fixed stretches of generated code written as one Swift multi-line string in the emitter.
    public mutating func lines(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                blankLine()
            } else {
                self.line(String(line))
            }
        }
    }

    /// Increases the indentation by one level.
    public mutating func indent() {
        depth += 1
        if prefixes.count <= depth {
            prefixes.append(prefixes[depth - 1] + unit)
        }
    }

    /// Decreases the indentation by one level; at depth 0 it stays 0.
    public mutating func outdent() {
        depth = max(0, depth - 1)
    }

    /// Runs `body` one level deeper.
    public mutating func indented(_ body: (inout SourceWriter) -> Void) {
        indent()
        body(&self)
        outdent()
    }

    /// Writes `opener` (such as `enum Brand {`), `body` one level deeper, then `closer` at the opener's level.
    public mutating func block(_ opener: String, closer: String = "}", _ body: (inout SourceWriter) -> Void) {
        line(opener)
        indented(body)
        line(closer)
    }

    /// The text, ending in exactly one newline: trailing empty lines are dropped and an open line is ended.
    public func finished() -> String {
        String(decoding: finishedBytes(), as: UTF8.self)
    }

    /// The UTF-8 bytes of `finished()`, without a detour through `String`.
    public func finishedBytes() -> [UInt8] {
        var result = bytes
        while result.count >= 2, result[result.count - 1] == 0x0A, result[result.count - 2] == 0x0A {
            result.removeLast()
        }
        if let last = result.last, last != 0x0A {
            result.append(0x0A)
        }
        return result
    }

    /// Writes the current indentation and marks a line as open.
    private mutating func openLine() {
        bytes.append(contentsOf: prefixes[depth])
        lineOpen = true
    }
}
