import PaletteModel

/// The colors section: one row per color, one column per appearance.
///
/// A row heading holds the key (a link to the row itself, to point a reviewer at it), the description and the
/// deprecation (the key struck through, and the word and message). A cell holds a swatch of the exact value
/// (`data-c` and `data-a` give its row and column, 1-based, for tools), its hex in its own color space, a `P3`
/// tag and the sRGB hex shown where Display P3 is not, a `mapped` tag when the color lies outside Display P3 and was
/// gamut-mapped into it, the notation it was written in when that is another space, the alias target as a link to its row, and, when the value
/// was not written for the appearance but taken from its fallback, which one. Rows are plain table rows: ten
/// thousand colors stay quick to scroll and filter. A palette of images only gets a note instead of the table.
enum HTMLColorTable {
    /// Prints the section.
    static func print(_ preview: HTMLPreview, to printer: inout CodePrinter) {
        let palette = preview.palette
        HTMLPage.openSection("colors", title: "Colors", to: &printer)
        guard !palette.entries.isEmpty else {
            // A palette of images only: a note, not an empty table with a filter for no rows.
            printer.line(#"<p class="note">This palette holds images only; they are shown below.</p>"#)
            printer.line("</section>")
            return
        }
        printer.line(#"<p class="filter" id="filter" hidden>"#)
        printer.line(#"<label for="filter-input">Filter by key or description</label>"#)
        printer.line(#"<input id="filter-input" type="search" autocomplete="off" spellcheck="false">"#)
        printer.line(#"<span id="filter-status" role="status"></span>"#)
        printer.line("</p>")
        HTMLPage.openAppearanceTable(
            class: "colors",
            labelledBy: "colors-title",
            firstColumn: "Color",
            appearances: palette.appearances,
            to: &printer
        )
        for (row, index) in preview.listed.enumerated() {
            printRow(palette.entries[index], row: row + 1, preview: preview, to: &printer)
        }
        HTMLPage.closeAppearanceTable(to: &printer)
    }

    /// Prints one color's row.
    private static func printRow(_ entry: Palette.Entry, row: Int, preview: HTMLPreview, to printer: inout CodePrinter)
    {
        HTMLPage.openRow(
            anchor: "c",
            row: row,
            key: entry.key,
            deprecation: entry.deprecation,
            description: entry.description,
            to: &printer
        )
        let appearances = preview.palette.appearances
        for column in appearances.indices {
            let inherited = column < entry.explicit.count && !entry.explicit[column]
            printer.write(inherited ? #"<td class="inherited">"# : "<td>")
            writeSwatch(entry.values[column], row: row, column: column + 1, to: &printer)
            writeValueText(entry.values[column], to: &printer)
            if let target = entry.aliases[column] {
                printer.write(#"<span class="note">→ "#)
                if let targetRow = preview.rows[target] {
                    printer.write(##"<a href="#c"##)
                    printer.write(decimal: targetRow)
                    printer.write(#"">"#)
                    printer.write(htmlText: target)
                    printer.write("</a>")
                } else {
                    printer.write(htmlText: target)
                }
                printer.write("</span>")
            }
            if inherited, let fallback = appearances[column].fallback {
                printer.write(#"<span class="note">from "#)
                printer.write(htmlText: fallback)
                printer.write("</span>")
            }
            printer.write("</td>")
            printer.endLine()
        }
        printer.line("</tr>")
    }

    /// Writes a swatch: a block of the color, over a checkerboard when it is translucent so its alpha shows.
    static func writeSwatch(_ color: ColorValue, row: Int, column: Int, to printer: inout CodePrinter) {
        printer.write(color.isOpaque ? #"<span class="sw" data-c=""# : #"<span class="sw chk" data-c=""#)
        printer.write(decimal: row)
        printer.write(#"" data-a=""#)
        printer.write(decimal: column)
        if color.isOpaque {
            printer.write(#"" style=""#)
            printer.write(cssColor: color, property: "background")
            printer.write(#""></span>"#)
        } else {
            printer.write(#""><span style=""#)
            printer.write(cssColor: color, property: "background")
            printer.write(#""></span></span>"#)
        }
    }

    /// Writes a value's hex in its own space; for Display P3 a `P3` tag and the sRGB hex shown without it; for a
    /// color gamut-mapped into P3 a `mapped` tag; and for a color written in another space, its notation as written.
    static func writeValueText(_ color: ColorValue, to printer: inout CodePrinter) {
        printer.write("<code>")
        printer.write(hex: color, HexEncoder.ColorSpelling())
        printer.write("</code>")
        if color.space == .displayP3 {
            printer.write(#" <abbr class="tag" title="Display P3">P3</abbr>"#)
            if color.isGamutMapped {
                printer.write(
                    #"<abbr class="tag" title="outside Display P3: shown gamut-mapped into it">mapped</abbr>"#
                )
            }
            printer.write(#"<span class="note">sRGB <code>"#)
            printer.write(hex: color.shown(in: .sRGB), HexEncoder.ColorSpelling())
            printer.write("</code></span>")
        }
        if let notation = color.authoredNotation {
            printer.write(#"<span class="note">written <code>"#)
            printer.write(xmlEscaped: notation)
            printer.write("</code></span>")
        }
    }
}
