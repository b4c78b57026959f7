public import PaletteModel

/// Writes a DKNightVersion `DKColorTable.txt`: a header of theme names (`NORMAL NIGHT`, then the palette's
/// themes), then one row per entry with a color per theme and the key LAST, columns aligned.
///
/// Colors are `#rrggbb`, or `#rrggbbaa` (alpha LAST, as DKNightVersion reads more than six digits) when not
/// opaque. High contrast, Display P3 and images cannot be expressed (`unsupported-by-format`). The table cannot carry
/// a comment — DKNightVersion would read a comment line as a color row — so it has no DO-NOT-EDIT header.
public struct DKTableEmitter: Emitter {
    /// `DKColorTable.txt`, the name DKNightVersion looks for.
    public func fileName(forPaletteNamed name: String) -> String? {
        "DKColorTable.txt"
    }

    /// The emitter holds nothing: each `emit` call brings the palette and its options.
    public init() {}

    /// Read back by the `dk-table` reader.
    public var readBackFormatID: String? { "dk-table" }

    /// `allowLoss` turns the loss errors into warnings.
    public var optionSpecs: [OptionSpec] { ForeignLossOptions.specs }

    /// No comment can say who wrote the table, so a table is palettec's when it is exactly what palettec writes.
    public var ownership: OutputOwnership { .canonicalForm }

    /// Renders the table.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let loss = ForeignLoss(format: "a DKNightVersion table", options: options)
        loss.checkLightDarkSRGB(palette, keepsThemes: true, diagnostics: &diagnostics)
        loss.checkImagesLeftOut(palette, diagnostics: &diagnostics)
        let slots = ForeignSlots(palette)
        let columns = [slots.light, slots.dark] + slots.themes
        let header = ["NORMAL", "NIGHT"] + slots.themes.map { palette.appearances[$0].name }
        reportHeaderClashes(header, palette: palette, diagnostics: &diagnostics)

        for entry in palette.entries {
            reportKeyProblems(entry, diagnostics: &diagnostics)
        }
        return [
            GeneratedFile { printer in
                Self.print(palette, columns: columns, header: header, to: &printer)
            }
        ]
    }

    /// Prints the table: the header row, then a row per entry, the color columns padded to their widest cell.
    private static func print(_ palette: Palette, columns: [Int], header: [String], to printer: inout CodePrinter) {
        // Every cell is spelled twice, once to measure its column and once to print it; keeping them all would
        // hold the whole table in memory.
        var cell: [UInt8] = []
        var widths = header.map(\.utf8.count)
        for entry in palette.entries {
            for (column, slot) in columns.enumerated() {
                cell.removeAll(keepingCapacity: true)
                HexEncoder.append(ForeignSlots.value(entry, slot).shown(in: .sRGB), hexSpelling, to: &cell)
                widths[column] = max(widths[column], cell.count)
            }
        }
        var row: [UInt8] = []
        for (column, name) in header.enumerated() {
            appendCell(Array(name.utf8), column: column, widths: widths, to: &row)
        }
        printRow(&row, to: &printer)
        for entry in palette.entries {
            for (column, slot) in columns.enumerated() {
                cell.removeAll(keepingCapacity: true)
                HexEncoder.append(ForeignSlots.value(entry, slot).shown(in: .sRGB), hexSpelling, to: &cell)
                appendCell(cell, column: column, widths: widths, to: &row)
            }
            row.append(contentsOf: entry.key.utf8)
            printRow(&row, to: &printer)
        }
    }

    /// Appends a cell and the spaces that align the next column: up to its column's width and two more, one
    /// before the key.
    private static func appendCell(_ cell: [UInt8], column: Int, widths: [Int], to row: inout [UInt8]) {
        row.append(contentsOf: cell)
        let isLastColor = column + 1 == widths.count
        let padding = widths[column] - cell.count + (isLastColor ? 1 : 2)
        row.append(contentsOf: repeatElement(0x20, count: max(1, padding)))
    }

    /// Prints a row without trailing spaces and empties it for the next.
    private static func printRow(_ row: inout [UInt8], to printer: inout CodePrinter) {
        while row.last == 0x20 { row.removeLast() }
        printer.write(bytes: row)
        printer.endLine()
        row.removeAll(keepingCapacity: true)
    }

    /// Reports theme names that repeat `NORMAL`/`NIGHT` or each other: DKNightVersion keys themes by name.
    private func reportHeaderClashes(_ header: [String], palette: Palette, diagnostics: inout DiagnosticBag) {
        var seen: Set<String> = []
        for name in header where !seen.insert(name).inserted {
            diagnostics.report(
                .secondColumn(name, at: palette.entries.first?.location)
            )
        }
    }

    /// Reports keys DKNightVersion cannot read back: empty, or holding whitespace (the key is the last token).
    private func reportKeyProblems(_ entry: Palette.Entry, diagnostics: inout DiagnosticBag) {
        let hasSpace = entry.key.unicodeScalars.contains { $0.properties.isWhitespace }
        if entry.key.isEmpty || hasSpace {
            diagnostics.report(
                .unwritableDKKey(entry)
            )
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque; lowercase, as in DKNightVersion's own table.
    static let hexSpelling = HexEncoder.ColorSpelling(letterCase: .lower)
}

extension Diagnostic {
    /// A theme whose column name another column already has.
    fileprivate static func secondColumn(_ name: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .nameCollision,
            "theme '\(name)' would be a second '\(name)' column in the DKNightVersion table, whose columns are NORMAL (light), NIGHT (dark) and the themes",
            at: location
        )
    }

    /// A key that is empty or holds whitespace, which a table row cannot carry.
    fileprivate static func unwritableDKKey(_ entry: Palette.Entry) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "key '\(entry.key)' cannot be a DKNightVersion key: the key is the last whitespace-separated token of its row",
            at: entry.location
        )
    }
}
