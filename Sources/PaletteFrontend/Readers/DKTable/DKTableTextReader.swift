import PaletteModel

/// Reads a DKNightVersion `DKColorTable.txt`: a header line of theme names, then rows of one color per theme
/// with the key LAST.
///
/// `NORMAL` becomes `light`, `NIGHT` becomes `dark`, other columns are declared as themes that fall back to `NORMAL`
/// as DKNightVersion does (`DKThemeName.declaration`; every row of the table gives them a value, other palettes of
/// the build need not). A row written key first (`BG #ffffff #343434`) is one error: DKNightVersion takes the last
/// word as the key. Whatever crashes or silently corrupts the real runtime is a
/// `format-hazard` error: a byte-order mark, CR LF line ends, a blank first line, a row with the wrong number
/// of colors, duplicate theme names, a missing `NORMAL` column, and colors that are not 6 or 8 digits.
enum DKTableTextReader {
    /// A whitespace-separated token of a line: where it starts and its bytes.
    private struct Token {
        /// The byte offset of the first byte.
        var offset: Int
        /// The bytes.
        var bytes: ArraySlice<UInt8>
        /// The text.
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// Reads the table, or returns `nil` after reporting a file that is not UTF-8 text.
    static func read(_ file: SourceFile, limits: ReaderLimits, diagnostics: inout DiagnosticBag) -> PaletteDocument? {
        guard let start = SourceEncoding.textStart(of: file, limits: limits, diagnostics: &diagnostics) else {
            return nil
        }
        if start > 0 {
            diagnostics.report(.byteOrderMark(at: file.location(ofOffset: 0)))
        }
        let bytes = file.bytes
        var document = PaletteDocument(path: file.path)
        var header: [Token]?
        var appearances: [String] = []
        var lineNumber = 0
        var sawCarriageReturn = false
        var lineStart = start
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            lineNumber += 1
            if !sawCarriageReturn, let cr = bytes[lineStart..<lineEnd].firstIndex(of: 0x0D) {
                sawCarriageReturn = true
                diagnostics.report(.crLineEnds(at: file.location(ofOffset: cr)))
            }
            let tokens = tokenize(bytes, from: lineStart, to: lineEnd)
            if header == nil {
                if tokens.isEmpty {
                    if lineNumber == 1, lineEnd < bytes.count {
                        diagnostics.report(.blankFirstLine(at: file.location(ofOffset: lineStart)))
                    }
                } else {
                    header = tokens
                    appearances = readHeader(tokens, file: file, document: &document, diagnostics: &diagnostics)
                }
            } else if !tokens.isEmpty, let header {
                document.entries.append(
                    row(tokens, header: header, appearances: appearances, file: file, diagnostics: &diagnostics)
                )
            }
            lineStart = lineEnd + 1
        }
        if header == nil {
            diagnostics.report(.noHeaderLine(at: file.location(ofOffset: start)))
        }
        return document
    }

    /// Reads the header: appearance names per column, themes declared, hazards reported.
    private static func readHeader(
        _ tokens: [Token],
        file: SourceFile,
        document: inout PaletteDocument,
        diagnostics: inout DiagnosticBag
    ) -> [String] {
        document.colorsLocation = file.location(ofOffset: tokens[0].offset)
        var seen: [String: Int] = [:]
        var names: [String] = []
        for token in tokens {
            let name = token.text
            if let earlier = seen[name] {
                diagnostics.report(
                    .themeColumnTwice(
                        name,
                        at: file.location(ofOffset: token.offset),
                        first: file.location(ofOffset: earlier)
                    )
                )
            } else {
                seen[name] = token.offset
            }
            let appearance = DKThemeName.appearance(name)
            names.append(appearance)
            if appearance == name, seen[name] == token.offset {
                document.themes.append(DKThemeName.declaration(name, at: file.location(ofOffset: token.offset)))
            }
        }
        if seen["NORMAL"] == nil {
            diagnostics.report(.noNormalColumn(at: file.location(ofOffset: tokens[0].offset)))
        }
        return names
    }

    /// Reads one row: colors in header order, key last.
    ///
    /// A row whose first word is no color and whose last is one was written key first: it is read that way, with one error saying what DKNightVersion makes of it.
    private static func row(
        _ tokens: [Token],
        header: [Token],
        appearances: [String],
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> EntrySyntax {
        let keyFirst =
            tokens.count > 1 && DKColorToken(tokens[0].bytes).problem != nil
            && DKColorToken(tokens[tokens.count - 1].bytes).problem == nil
        let keyToken = keyFirst ? tokens[0] : tokens[tokens.count - 1]
        let colors = keyFirst ? tokens.dropFirst() : tokens.dropLast()
        var entry = EntrySyntax(key: keyToken.text, location: file.location(ofOffset: keyToken.offset), values: [])
        if keyFirst {
            let fixed = (colors.map(\.text) + [keyToken.text]).joined(separator: " ")
            diagnostics.report(
                .keyFirst(keyToken.text, readAsKey: tokens[tokens.count - 1].text, fixed: fixed, at: entry.location)
            )
        }
        if colors.count != header.count {
            diagnostics.report(
                .wrongColorCount(
                    row: keyToken.text,
                    colors: colors.count,
                    themes: header.count,
                    at: file.location(ofOffset: tokens[0].offset)
                )
            )
        }
        for (column, token) in colors.enumerated() where column < header.count {
            let decoded = DKColorToken(token.bytes)
            let location = file.location(ofOffset: token.offset)
            if let problem = decoded.problem {
                diagnostics.report(.dkColor(problem, at: location))
            }
            entry.values.append(
                ValueSyntax(
                    appearance: appearances[column],
                    appearanceLocation: file.location(ofOffset: header[column].offset),
                    content: .color(decoded.color),
                    location: location
                )
            )
        }
        return entry
    }

    /// The tokens of a line, split at spaces, tabs and CRs (the characters DKNightVersion trims or splits at).
    private static func tokenize(_ bytes: [UInt8], from start: Int, to end: Int) -> [Token] {
        var tokens: [Token] = []
        var index = start
        while index < end {
            while index < end, isSpace(bytes[index]) { index += 1 }
            let tokenStart = index
            while index < end, !isSpace(bytes[index]) { index += 1 }
            if index > tokenStart {
                tokens.append(Token(offset: tokenStart, bytes: bytes[tokenStart..<index]))
            }
        }
        return tokens
    }

    /// Space, tab, CR, vertical tab or form feed.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }
}

extension Diagnostic {
    fileprivate static func byteOrderMark(at location: Location) -> Diagnostic {
        Diagnostic(
            .formatHazard,
            "the file starts with a byte-order mark; DKNightVersion glues it onto the first theme name, so 'NORMAL' is never found — save the file as UTF-8 without BOM",
            at: location
        )
    }

    fileprivate static func crLineEnds(at location: Location) -> Diagnostic {
        Diagnostic(
            .formatHazard,
            "the table has CR line ends; DKNightVersion splits lines at LF only, so every key keeps a trailing CR and no lookup finds it — save the file with LF line ends",
            at: location
        )
    }

    fileprivate static func blankFirstLine(at location: Location) -> Diagnostic {
        Diagnostic(
            .formatHazard,
            "the first line is blank; DKNightVersion takes the theme names from the first line of the file, so it would find no themes and every color would be nil",
            at: location
        )
    }

    fileprivate static func noHeaderLine(at location: Location) -> Diagnostic {
        Diagnostic(.missingField, "the table has no header line of theme names (such as 'NORMAL NIGHT')", at: location)
    }

    fileprivate static func themeColumnTwice(_ name: String, at location: Location, first: Location) -> Diagnostic {
        Diagnostic(
            .formatHazard,
            "theme '\(name)' is a column twice; DKNightVersion keeps only the later column's colors",
            at: location,
            notes: [Note("first '\(name)' column", at: first)]
        )
    }

    fileprivate static func noNormalColumn(at location: Location) -> Diagnostic {
        Diagnostic(
            .formatHazard,
            "the header has no 'NORMAL' column; DKNightVersion starts in NORMAL, so every color would be nil",
            at: location
        )
    }

    /// A row written key first: DKNightVersion files it under its last word and reads the key as a color.
    fileprivate static func keyFirst(
        _ key: String,
        readAsKey last: String,
        fixed: String,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .formatHazard,
            "row '\(key)' has its key first; the key goes last: DKNightVersion takes the last word of a row as its key "
                + "(here '\(last)') and reads '\(key)' as a color, so no lookup of '\(key)' finds it — write '\(fixed)'",
            at: location
        )
    }

    /// What DKNightVersion does with the row depends on whether colors are missing or extra.
    fileprivate static func wrongColorCount(
        row key: String,
        colors: Int,
        themes: Int,
        at location: Location
    ) -> Diagnostic {
        let what =
            colors < themes
            ? "DKNightVersion indexes past the end of the row and crashes (an assertion in debug builds)"
            : "DKNightVersion ignores the extra colors (and asserts in debug builds)"
        return Diagnostic(
            .formatHazard,
            "row '\(key)' has \(colors) \(colors == 1 ? "color" : "colors") for \(themes) themes; \(what)",
            at: location
        )
    }
}
