import PaletteModel

/// Renders diagnostics as text, GitHub annotations or JSON.
///
/// Pure: returns strings; the driver prints them.
struct DiagnosticPrinter {
    /// The output style.
    var format: DiagnosticFormat
    /// Whether to use ANSI colors (text format only).
    var colors: Bool
    /// The source files by display path, for quoting the offending line.
    var sources: [String: SourceFile]

    /// Renders diagnostics in order; for `json`, one document for all of them.
    func render(_ diagnostics: [Diagnostic]) -> String {
        switch format {
        case .text:
            var output = ""
            var lines = LineExcerpts(sources: sources)
            for diagnostic in diagnostics {
                output += text(diagnostic, lines: &lines)
            }
            return output
        case .github:
            return diagnostics.map(github).joined()
        case .json:
            return json(diagnostics)
        }
    }

    /// A summary line such as `2 errors, 1 warning`, or an empty string when there is nothing to say.
    static func summary(errors: Int, warnings: Int) -> String {
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }

    /// One diagnostic with its quoted line and caret, then its notes.
    private func text(_ diagnostic: Diagnostic, lines: inout LineExcerpts) -> String {
        var output = line(
            location: diagnostic.location,
            severity: diagnostic.severity,
            message: diagnostic.message + " [\(diagnostic.rule.rawValue)]"
        )
        output += excerpt(diagnostic.location, lines: &lines)
        for note in diagnostic.notes {
            output += line(location: note.location, severity: .note, message: note.message)
            output += excerpt(note.location, lines: &lines)
        }
        return output
    }

    /// The `path:line:col: severity: message` line.
    private func line(location: Diagnostic.Location?, severity: Diagnostic.Severity, message: String) -> String {
        let place = location.map { "\(Self.printable($0.path)):\(Self.lineAndColumn($0)): " } ?? "palettec: "
        let label: String
        switch severity {
        case .error: label = paint("error:", "1;31")
        case .warning: label = paint("warning:", "1;35")
        case .note: label = paint("note:", "1;30")
        }
        return paint(place, "1") + label + " " + paint(Self.printable(message), "1") + "\n"
    }

    /// `text` as it is printed: `TerminalText.printable`, the one rule for every text palettec prints.
    static func printable(_ text: String) -> String {
        TerminalText.printable(text)
    }

    /// The quoted source line and a caret under the column, like swiftc.
    private func excerpt(_ location: Diagnostic.Location?, lines: inout LineExcerpts) -> String {
        guard let (shown, caretPad) = lines.excerpt(at: location) else { return "" }
        // Spaces as bytes: `String(repeating: " ", count:)` appends them one string at a time.
        let pad = String(decoding: [UInt8](repeating: 0x20, count: caretPad), as: UTF8.self)
        return "  " + shown + "\n  " + pad + paint("^", "1;32") + "\n"
    }

    /// Wraps text in an ANSI color when colors are on.
    private func paint(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// One GitHub Actions annotation line (notes folded into the message); the runner prints the message to the log
    /// as it is, so it is `printable` before the workflow-command escapes.
    private func github(_ diagnostic: Diagnostic) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [String] = []
        if let location = diagnostic.location {
            properties.append("file=\(escapeProperty(Self.printable(location.path)))")
            let position = location.position
            properties.append("line=\(position.line)")
            properties.append("col=\(position.column)")
        }
        properties.append("title=\(escapeProperty("palettec " + diagnostic.rule.rawValue))")
        var message = Self.printable(diagnostic.message)
        for note in diagnostic.notes {
            let place = note.location.map { "\(Self.printable($0.path)):\(Self.lineAndColumn($0)): " } ?? ""
            message += "\n\(place)note: \(Self.printable(note.message))"
        }
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// Escapes a workflow-command message.
    private func escapeData(_ text: String) -> String {
        text.replacingEvery("%", with: "%25")
            .replacingEvery("\r", with: "%0D")
            .replacingEvery("\n", with: "%0A")
    }

    /// Escapes a workflow-command property value.
    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }

    /// All diagnostics as one JSON array.
    private func json(_ diagnostics: [Diagnostic]) -> String {
        var output = "[\n"
        for (index, diagnostic) in diagnostics.enumerated() {
            output += "  {"
            output += "\"severity\": \(JSONQuoter.quoted(diagnostic.severity.rawValue)), "
            output += "\"rule\": \(JSONQuoter.quoted(diagnostic.rule.rawValue)), "
            output += "\"message\": \(JSONQuoter.quoted(diagnostic.message))"
            output += location(diagnostic.location)
            if !diagnostic.notes.isEmpty {
                let notes = diagnostic.notes.map { note in
                    "{\"message\": \(JSONQuoter.quoted(note.message))\(location(note.location))}"
                }
                output += ", \"notes\": [" + notes.joined(separator: ", ") + "]"
            }
            output += index == diagnostics.count - 1 ? "}\n" : "},\n"
        }
        return output + "]\n"
    }

    /// The JSON members for a location, with a leading comma, or nothing.
    private func location(_ location: Diagnostic.Location?) -> String {
        guard let location else { return "" }
        let position = location.position
        return
            ", \"file\": \(JSONQuoter.quoted(location.path)), \"line\": \(position.line), \"column\": "
            + "\(position.column)"
    }

    /// `line:column` of a location, working its position out once.
    static func lineAndColumn(_ location: Diagnostic.Location) -> String {
        let position = location.position
        return "\(position.line):\(position.column)"
    }
}
