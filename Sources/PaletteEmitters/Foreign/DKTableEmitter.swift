public import PaletteModel

/// Writes a DKNightVersion `DKColorTable.txt`: a header of theme names (`NORMAL NIGHT`, then the palette's
/// themes), then one row per entry with a color per theme and the key LAST, columns aligned.
///
/// Colors are `#rrggbb`, or `#rrggbbaa` (alpha LAST, as DKNightVersion reads more than six digits) when not
/// opaque. High contrast and Display P3 cannot be expressed (`unsupported-by-format`). The table cannot carry
/// a comment — DKNightVersion would read a comment line as a color row — so it has no DO-NOT-EDIT header.
public struct DKTableEmitter: Emitter {
    /// Creates the emitter.
    public init() {}

    /// `allowLoss` turns the loss errors into warnings.
    public var optionSpecs: [OptionSpec] { [ForeignLoss.option] }

    /// No comment can say who wrote the table, so a table is palettec's when it is exactly what palettec writes.
    public var ownership: OutputOwnership { .canonicalForm }

    /// Renders the table.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let loss = ForeignLoss(format: "a DKNightVersion table", options: options)
        loss.checkLightDarkSRGB(palette, keepsThemes: true, diagnostics: &diagnostics)
        let slots = ForeignSlots(palette)
        let columns = [slots.light, slots.dark] + slots.themes
        let header = ["NORMAL", "NIGHT"] + slots.themes.map { palette.appearances[$0].name }
        reportHeaderClashes(header, palette: palette, diagnostics: &diagnostics)

        var rows: [[String]] = []
        rows.reserveCapacity(palette.entries.count)
        var widths = header.map(\.utf8.count)
        for entry in palette.entries {
            reportKeyProblems(entry, diagnostics: &diagnostics)
            let cells = columns.map { Self.hex(ForeignSlots.value(entry, $0)) }
            for (column, cell) in cells.enumerated() {
                widths[column] = max(widths[column], cell.utf8.count)
            }
            rows.append(cells + [entry.key])
        }

        var text = ""
        text.reserveCapacity((widths.reduce(0, +) + 2 * widths.count + 24) * (rows.count + 1))
        text += Self.line(header, widths: widths)
        for row in rows {
            text += Self.line(row, widths: widths)
        }
        return [GeneratedFile(text: text)]
    }

    /// One aligned line: every color column padded, one space before the key, no trailing spaces.
    private static func line(_ cells: [String], widths: [Int]) -> String {
        var line = ""
        for (index, cell) in cells.enumerated() {
            line += cell
            guard index + 1 < cells.count else { break }
            let isLastColor = index + 1 == widths.count
            let padding = index < widths.count ? widths[index] - cell.utf8.count + (isLastColor ? 1 : 2) : 1
            line += String(repeating: " ", count: max(1, padding))
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line + "\n"
    }

    /// Reports theme names that repeat `NORMAL`/`NIGHT` or each other: DKNightVersion keys themes by name.
    private func reportHeaderClashes(_ header: [String], palette: Palette, diagnostics: inout DiagnosticBag) {
        var seen: Set<String> = []
        for name in header where !seen.insert(name).inserted {
            diagnostics.report(
                Diagnostic(
                    .nameCollision,
                    "theme '\(name)' would be a second '\(name)' column in the DKNightVersion table, whose columns are NORMAL (light), NIGHT (dark) and the themes",
                    at: palette.entries.first?.location
                )
            )
        }
    }

    /// Reports keys DKNightVersion cannot read back: empty, or holding whitespace (the key is the last token).
    private func reportKeyProblems(_ entry: Palette.Entry, diagnostics: inout DiagnosticBag) {
        let hasSpace = entry.key.unicodeScalars.contains { $0.properties.isWhitespace }
        if entry.key.isEmpty || hasSpace {
            diagnostics.report(
                Diagnostic(
                    .unsupportedByFormat,
                    "key '\(entry.key)' cannot be a DKNightVersion key: the key is the last whitespace-separated token of its row",
                    at: entry.location
                )
            )
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque; lowercase, as in DKNightVersion's own table.
    static func hex(_ color: ColorValue) -> String {
        HexEncoder.string(color.sRGB, HexEncoder.ColorSpelling(letterCase: .lower))
    }
}
