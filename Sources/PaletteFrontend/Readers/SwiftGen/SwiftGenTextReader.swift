import PaletteModel

/// Reads a SwiftGen colors `.txt` file: one `name : value` per line, where the value is a hex color or the name
/// of another color in the file (an alias); lines starting with `#` are comments.
///
/// SwiftGen files have one appearance, so each color is one value for every appearance, like a native entry
/// written as a single string. A line SwiftGen would skip silently (no `:`, nothing after it) and a comment
/// that SwiftGen would read as a color because it holds a `:` are `format-hazard` errors.
enum SwiftGenTextReader {
    /// One `name : value` line.
    private struct Line {
        /// The name, trimmed.
        var name: String
        /// Where the name starts.
        var nameOffset: Int
        /// The value token.
        var value: String
        /// Where the value starts.
        var valueOffset: Int
    }

    /// Reads the file, or returns `nil` after reporting a file that is not UTF-8 text.
    static func read(_ file: SourceFile, limits: ReaderLimits, diagnostics: inout DiagnosticBag) -> PaletteDocument? {
        guard let start = SourceEncoding.textStart(of: file, limits: limits, diagnostics: &diagnostics) else {
            return nil
        }
        let bytes = file.bytes
        var lines: [Line] = []
        var lineStart = start
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
            if let line = parse(bytes, from: lineStart, to: lineEnd, file: file, diagnostics: &diagnostics) {
                lines.append(line)
            }
            lineStart = lineEnd + 1
        }
        let names = Set(lines.map(\.name))
        var document = PaletteDocument(path: file.path, colorsLocation: file.location(ofOffset: start))
        document.entries.reserveCapacity(lines.count)
        for line in lines {
            let location = file.location(ofOffset: line.valueOffset)
            var content: ValueSyntax.Content
            // SwiftGen looks a value up as a color name before it tries to read it as hex.
            if names.contains(line.value) {
                content = .alias(line.value)
            } else {
                let token = SwiftGenColorToken(line.value)
                if let problem = token.problem {
                    // SwiftGen looked the value up as a name first, so a value that is no color was no name either.
                    diagnostics.report(.swiftGenColor(problem, orName: token.color == nil, at: location))
                }
                guard let color = token.color else {
                    document.entries.append(
                        EntrySyntax(key: line.name, location: file.location(ofOffset: line.nameOffset), values: [])
                    )
                    continue
                }
                content = .color(color)
            }
            document.entries.append(
                EntrySyntax(
                    key: line.name,
                    location: file.location(ofOffset: line.nameOffset),
                    values: [ValueSyntax(appearance: nil, content: content, location: location)]
                )
            )
        }
        return document
    }

    /// Parses one line, or returns `nil` for a blank line, a comment, or a line SwiftGen would skip.
    private static func parse(
        _ bytes: [UInt8],
        from start: Int,
        to end: Int,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> Line? {
        var first = start
        while first < end, isSpace(bytes[first]) { first += 1 }
        guard first < end else { return nil }
        let colon = bytes[first..<end].firstIndex(of: 0x3A)
        if bytes[first] == 0x23 {
            if colon != nil {
                diagnostics.report(
                    .commentWithColon(named: text(bytes, first, colon ?? end), at: file.location(ofOffset: first))
                )
            }
            return nil
        }
        guard let colon else {
            diagnostics.report(.lineWithoutColon(at: file.location(ofOffset: first)))
            return nil
        }
        var nameEnd = colon
        while nameEnd > first, isSpace(bytes[nameEnd - 1]) { nameEnd -= 1 }
        var valueStart = colon + 1
        while valueStart < end, isSpace(bytes[valueStart]) { valueStart += 1 }
        var valueEnd = valueStart
        while valueEnd < end, !isSpace(bytes[valueEnd]) { valueEnd += 1 }
        guard valueEnd > valueStart, nameEnd > first else {
            diagnostics.report(
                nameEnd > first
                    ? .noValueAfterColon(text(bytes, first, nameEnd), at: file.location(ofOffset: valueStart))
                    : .emptyColorName(at: file.location(ofOffset: first))
            )
            return nil
        }
        var trailing = valueEnd
        while trailing < end, isSpace(bytes[trailing]) { trailing += 1 }
        if trailing < end {
            diagnostics.report(.textAfterValue(text(bytes, trailing, end), at: file.location(ofOffset: trailing)))
        }
        return Line(
            name: text(bytes, first, nameEnd),
            nameOffset: first,
            value: text(bytes, valueStart, valueEnd),
            valueOffset: valueStart
        )
    }

    /// The text of a byte range.
    private static func text(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// Space or tab (what SwiftGen's scanner skips).
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }
}

extension Diagnostic {
    /// `name` is what SwiftGen takes for the color's name: the comment up to its ':'.
    fileprivate static func commentWithColon(named name: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .formatHazard,
            "this comment holds ':', so SwiftGen reads it as a color named '\(name)' and fails on its value; remove the ':'",
            at: location
        )
    }

    fileprivate static func lineWithoutColon(at location: Location) -> Diagnostic {
        Diagnostic(.formatHazard, "SwiftGen silently skips this line: expected 'name : value'", at: location)
    }

    fileprivate static func noValueAfterColon(_ name: String, at location: Location) -> Diagnostic {
        Diagnostic(.formatHazard, "SwiftGen silently skips '\(name)': there is no value after ':'", at: location)
    }

    fileprivate static func emptyColorName(at location: Location) -> Diagnostic {
        Diagnostic(
            .formatHazard,
            "SwiftGen reads a color with an empty name here: expected 'name : value'",
            at: location
        )
    }

    fileprivate static func textAfterValue(_ text: String, at location: Location) -> Diagnostic {
        Diagnostic(.formatHazard, "SwiftGen ignores '\(text)' after the value", at: location)
    }
}
