import PaletteModel

/// The source lines diagnostics quote, each decoded and made printable once.
///
/// Thousands of diagnostics can point into one line (a minified file with a bad value per entry); quoting the line
/// afresh for each would cost the line's length every time.
struct LineExcerpts {
    /// A line as quoted, and for each column the number of scalars shown before it (`nil` when every scalar is
    /// shown as one, so the column is the count); `nil` for a line too long to quote.
    typealias Line = (shown: String, widths: [Int]?, columns: Int)?

    /// One line of one file.
    private struct Key: Hashable {
        var path: String
        var line: Int
    }

    /// The longest line quoted, in Unicode scalars; longer ones (minified files) are left out.
    static let longestLine = 400

    /// The source files by display path.
    let sources: [String: SourceFile]
    /// The lines quoted so far.
    private var lines: [Key: Line] = [:]

    /// Excerpts of lines of `sources`.
    init(sources: [String: SourceFile]) {
        self.sources = sources
    }

    /// The quoted text of the line `location` points into and the number of spaces before its caret, or `nil` when
    /// there is nothing to quote.
    mutating func excerpt(at location: Diagnostic.Location?) -> (shown: String, caretPad: Int)? {
        // The position once: a location made from an offset works it out each time it is read.
        guard let location, let file = sources[location.path] else { return nil }
        let position = location.position
        guard position.line <= file.lineStarts.count else { return nil }
        let key = Key(path: location.path, line: position.line)
        let line: Line
        if let known = lines[key] {
            line = known
        } else {
            line = Self.quoted(file.lineText(position.line))
            lines[key] = line
        }
        guard let line else { return nil }
        let column = min(max(0, position.column - 1), line.columns)
        return (line.shown, line.widths.map { $0[column] } ?? column)
    }

    /// A line as quoted: each scalar as `TerminalText` shows it (a control, ESC or bidi override as `\u{…}`), a tab
    /// as one space, so no raw control reaches the terminal and the caret stays under its column.
    private static func quoted(_ text: String) -> Line {
        // A line of printable ASCII is shown as it is: the common case.
        if text.utf8.count <= longestLine, TerminalText.isPrintableASCII(text) {
            return (text, nil, text.utf8.count)
        }
        var shown = ""
        var widths = [0]
        for scalar in text.unicodeScalars {
            guard widths.count <= longestLine else { return nil }
            let printable = scalar == "\t" ? " " : TerminalText.shown(scalar)
            shown += printable
            widths.append(widths[widths.count - 1] + printable.unicodeScalars.count)
        }
        return (shown, widths, widths.count - 1)
    }
}
