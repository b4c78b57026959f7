import PaletteModel

/// The contrast section: one row per declared pair, one column per appearance.
///
/// Each cell shows sample text, and a solid mark as an icon would be drawn, in the foreground color on the
/// background color exactly as the check measured them (a translucent foreground composited over the background,
/// a translucent background over its base), so the sample is what the figure beside it describes. Then the
/// contrast found, the minimum for that appearance, and the verdict as a sign and a word (`✓ Pass`, `✗ Fail`),
/// never by color alone. `data-p` and `data-a` on a sample give its pair and appearance, 1-based, for tools.
enum HTMLContrastTable {
    /// Prints the section.
    static func print(_ preview: HTMLPreview, to printer: inout CodePrinter) {
        let palette = preview.palette
        HTMLPage.openSection("contrast", title: "Contrast", to: &printer)
        guard !palette.contrastPairs.isEmpty else {
            printer.line(
                #"<p class="note">No contrast pairs are declared. A <code>contrast</code> list in the palette names "#
                    + "each text color and its background, and palettec checks them in every appearance.</p>"
            )
            printer.line("</section>")
            return
        }
        HTMLPage.openAppearanceTable(
            class: "contrast",
            labelledBy: "contrast-title",
            firstColumn: "Pair",
            appearances: palette.appearances,
            to: &printer
        )
        for (index, pair) in palette.contrastPairs.enumerated() {
            printer.line("<tr>")
            printer.write(#"<th scope="row">"#)
            writeKey(pair.foreground, preview: preview, to: &printer)
            printer.write(" on ")
            writeKey(pair.background, preview: preview, to: &printer)
            if let base = pair.base {
                printer.write(#"<span class="note">over "#)
                writeKey(base, preview: preview, to: &printer)
                printer.write("</span>")
            }
            printer.write("</th>")
            printer.endLine()
            for (column, appearance) in palette.appearances.enumerated() {
                printCell(
                    preview.measurements[index][column],
                    pair: pair,
                    appearance: appearance,
                    place: (index + 1, column + 1),
                    preview: preview,
                    to: &printer
                )
            }
            printer.line("</tr>")
        }
        HTMLPage.closeAppearanceTable(to: &printer)
    }

    /// Prints one pair in one appearance.
    private static func printCell(
        _ measurement: ContrastPair.Measurement?,
        pair: ContrastPair,
        appearance: Appearance,
        place: (pair: Int, appearance: Int),
        preview: HTMLPreview,
        to printer: inout CodePrinter
    ) {
        let requirement = pair.requirement(in: appearance)
        printer.write("<td>")
        switch measurement {
        case .measured(_, let passes, let foreground, let background)?:
            writeSample(foreground: foreground, background: background, place: place, checkered: false, to: &printer)
            printer.write(
                passes ? #"<span class="verdict pass">✓ Pass</span> "# : #"<span class="verdict fail">✗ Fail</span> "#
            )
            printer.write(#"<span class="found">"#)
            printer.write(measurement?.foundText(requirement.method) ?? "")
            printer.write("</span>")
        case .translucentBackground?:
            // Nothing opaque is behind the background, so the sample shows the two colors as they are.
            if let foreground = value(pair.foreground, in: place.appearance - 1, preview: preview),
                let background = value(pair.background, in: place.appearance - 1, preview: preview)
            {
                writeSample(foreground: foreground, background: background, place: place, checkered: true, to: &printer)
            }
            printer.write(#"<span class="verdict">— Not measured</span><span class="note">the background is "#)
            printer.write("translucent and no opaque base is declared</span>")
        case nil:
            printer.write(#"<span class="verdict">— Not measured</span><span class="note">a color of the pair "#)
            printer.write("is missing</span>")
        }
        printer.write(#"<span class="note">minimum "#)
        printer.write(htmlText: requirement.text)
        printer.write("</span></td>")
        printer.endLine()
    }

    /// Writes the sample: text and a solid mark in `foreground` on `background`.
    private static func writeSample(
        foreground: ColorValue,
        background: ColorValue,
        place: (pair: Int, appearance: Int),
        checkered: Bool,
        to printer: inout CodePrinter
    ) {
        printer.write(checkered ? #"<div class="sample chk" data-p=""# : #"<div class="sample" data-p=""#)
        printer.write(decimal: place.pair)
        printer.write(#"" data-a=""#)
        printer.write(decimal: place.appearance)
        printer.write(#""><div class="sample-fill" style=""#)
        printer.write(cssColor: background, property: "background")
        printer.write(byte: 0x3B)
        printer.write(cssColor: foreground, property: "color")
        printer.write(#""><span class="mark" style=""#)
        printer.write(cssColor: foreground, property: "background")
        printer.write(#""></span>Aa Text</div></div>"#)
    }

    /// Writes a key as a link to its row in the colors table.
    private static func writeKey(_ key: String, preview: HTMLPreview, to printer: inout CodePrinter) {
        guard let row = preview.rows[key] else {
            printer.write("<code>")
            printer.write(htmlText: key)
            printer.write("</code>")
            return
        }
        printer.write(##"<a href="#c"##)
        printer.write(decimal: row)
        printer.write(#""><code>"#)
        printer.write(htmlText: key)
        printer.write("</code></a>")
    }

    /// The value of `key` in the appearance at `appearance`, if the key is listed.
    private static func value(_ key: String, in appearance: Int, preview: HTMLPreview) -> ColorValue? {
        guard let row = preview.rows[key] else { return nil }
        return preview.palette.entries[preview.listed[row - 1]].values[appearance]
    }
}
