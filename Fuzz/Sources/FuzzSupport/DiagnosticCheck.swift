public import PaletteModel

/// Checks every harness applies to the diagnostics a stage reported: a crash here is a finding.
public enum DiagnosticCheck {
    /// Traps unless every diagnostic and note that points into one of `files` points at a real line and column.
    ///
    /// A wrong position is a bug a user sees (a caret past the end of the line), so the harnesses treat it as one.
    public static func requireValidLocations(_ diagnostics: DiagnosticBag, in files: [SourceFile]) {
        for diagnostic in diagnostics.diagnostics {
            if diagnostic.message.isEmpty {
                fatalError("empty message for rule \(diagnostic.rule)")
            }
            check(diagnostic.location, in: files, context: diagnostic.message)
            for note in diagnostic.notes {
                check(note.location, in: files, context: note.message)
            }
        }
    }

    /// Traps if `location` names one of `files` but lies outside its lines or past the end of its line.
    private static func check(_ location: Diagnostic.Location?, in files: [SourceFile], context: String) {
        guard let location, let file = files.first(where: { $0.path == location.path }) else { return }
        guard location.line >= 1, location.line <= file.lineStarts.count else {
            fatalError("line \(location.line) outside 1...\(file.lineStarts.count) for '\(context)'")
        }
        // A column may point one past the last scalar of its line (the end of the line or file).
        let limit = scalarCount(ofLine: location.line, in: file) + 1
        guard location.column >= 1, location.column <= limit else {
            fatalError("column \(location.column) outside 1...\(limit) on line \(location.line) for '\(context)'")
        }
    }

    /// The number of Unicode scalars on a 1-based line, without its terminator, counting lead bytes as scalars.
    private static func scalarCount(ofLine line: Int, in file: SourceFile) -> Int {
        let start = file.lineStarts[line - 1]
        let end = line < file.lineStarts.count ? file.lineStarts[line] : file.bytes.count
        var count = 0
        var index = start
        while index < end {
            let byte = file.bytes[index]
            if byte != 0x0A, byte != 0x0D, byte & 0xC0 != 0x80 {
                count += 1
            }
            index += 1
        }
        return count
    }
}
