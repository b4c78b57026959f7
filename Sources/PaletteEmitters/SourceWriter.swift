/// An indentation-aware line writer for generated text, built in one growing `String` in a single pass.
///
/// Lines are written with `line(_:)` (or in pieces with `write(_:)` and `endLine()`) at the current
/// indentation; `indented(_:)` and `block(_:closer:_:)` nest. Lines never carry trailing indentation: an
/// empty line is just `\n`. `blankLine()` never writes two blank lines in a row, nor one at the start.
/// `finished()` returns the text ending in exactly one `\n` (or empty when nothing was written).
/// Text handed to the writer must not contain line breaks; the writer does not split it.
public struct SourceWriter: Sendable {
    /// The text written so far.
    public private(set) var text: String
    /// The current indentation depth, in levels.
    public private(set) var depth = 0
    /// One level of indentation.
    private let unit: String
    /// The indentation prefix of each depth reached so far, so deep nesting does not rebuild strings.
    private var prefixes: [String] = [""]
    /// Whether a line was started with `write(_:)` and not yet ended.
    private var lineOpen = false
    /// Whether the last complete line was blank, or nothing was written yet.
    private var atBlank = true

    /// Creates a writer that indents by `indentation` per level and reserves room for `capacity` UTF-8 bytes.
    public init(indentation: String = "    ", reservingCapacity capacity: Int = 0) {
        self.unit = indentation
        self.text = ""
        text.reserveCapacity(capacity)
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
            text += prefixes[depth]
            lineOpen = true
        }
        text += fragment
    }

    /// Ends the current line; with no line open, writes an empty line.
    public mutating func endLine() {
        atBlank = !lineOpen
        text += "\n"
        lineOpen = false
    }

    /// Writes one empty line, unless the text is empty or already ends with an empty line.
    public mutating func blankLine() {
        if lineOpen { endLine() }
        if atBlank { return }
        text += "\n"
        atBlank = true
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
        var result = text
        while result.hasSuffix("\n\n") {
            result.removeLast()
        }
        if !result.isEmpty, !result.hasSuffix("\n") {
            result += "\n"
        }
        return result
    }
}
