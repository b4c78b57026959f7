import PaletteModel

/// The preview page from top to bottom: the DO-NOT-EDIT comment, the head with its one style sheet, a skip
/// link, the header (`HTMLPageHeader`), the colors (`HTMLColorTable`), the contrast pairs (`HTMLContrastTable`),
/// the images (`HTMLImagesSection`), and the filter script (`HTMLStyle.script`).
enum HTMLPage {
    /// Prints the page.
    static func print(_ preview: HTMLPreview, header: String, to printer: inout CodePrinter) {
        printer.line("<!DOCTYPE html>")
        printer.line(XMLEscaper.comment(header))
        printer.line(#"<html lang="en">"#)
        printer.line("<head>")
        printer.line(#"<meta charset="utf-8">"#)
        printer.line(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#)
        printer.line(#"<meta name="color-scheme" content="light dark">"#)
        printer.write("<title>")
        printer.write(htmlText: preview.palette.name)
        printer.write(" · palette preview</title>")
        printer.endLine()
        printer.line("<style>")
        printer.lines(HTMLStyle.css)
        if !preview.palette.images.isEmpty { printer.lines(HTMLImagesSection.css) }
        printer.line("</style>")
        printer.line("</head>")
        printer.line("<body>")
        printer.line(##"<a class="skip" href="#colors">Skip to the colors</a>"##)
        HTMLPageHeader.print(preview, to: &printer)
        printer.line("<main>")
        HTMLColorTable.print(preview, to: &printer)
        HTMLContrastTable.print(preview, to: &printer)
        HTMLImagesSection.print(preview, to: &printer)
        printer.line("</main>")
        // The script filters the color table, which a palette of images only does not have.
        if !preview.palette.entries.isEmpty {
            printer.line("<script>")
            printer.lines(HTMLStyle.script)
            printer.line("</script>")
        }
        printer.line("</body>")
        printer.line("</html>")
    }

    /// Opens the section `id` with its heading `title`, which labels it.
    static func openSection(_ id: String, title: String, to printer: inout CodePrinter) {
        printer.line(#"<section id="\#(id)" aria-labelledby="\#(id)-title">"#)
        printer.line(#"<h2 id="\#(id)-title">\#(title)</h2>"#)
    }

    /// Closes a table `openAppearanceTable` opened, and its section.
    static func closeAppearanceTable(to printer: inout CodePrinter) {
        printer.line("</tbody>")
        printer.line("</table>")
        printer.line("</section>")
    }

    /// Opens row `row` (1-based, the anchor `anchor` + `row`) and writes its heading: the key (struck through when
    /// deprecated) as a link to the row, then `note`, the deprecation and the description.
    static func openRow(
        anchor: String,
        row: Int,
        key: String,
        note: String? = nil,
        deprecation: Palette.Deprecation?,
        description: String?,
        to printer: inout CodePrinter
    ) {
        printer.write(#"<tr id=""#)
        printer.write(anchor)
        printer.write(decimal: row)
        printer.write(#"">"#)
        printer.endLine()
        printer.write(##"<th scope="row"><a class="key" href="#"##)
        printer.write(anchor)
        printer.write(decimal: row)
        printer.write(#"">"#)
        if deprecation != nil { printer.write("<s>") }
        printer.write(htmlText: key)
        if deprecation != nil { printer.write("</s>") }
        printer.write("</a>")
        if let note {
            printer.write(#"<span class="note">"#)
            printer.write(note)
            printer.write("</span>")
        }
        if let deprecation {
            printer.write(#"<span class="deprecated">Deprecated"#)
            if let message = deprecation.message {
                printer.write(": ")
                printer.write(htmlText: message)
            }
            printer.write("</span>")
        }
        if let description {
            printer.write(#"<span class="note">"#)
            printer.write(htmlText: description)
            printer.write("</span>")
        }
        printer.write("</th>")
        printer.endLine()
    }

    /// Opens a table with one column per appearance after a first column (`Color`, `Pair`), through `<tbody>`.
    static func openAppearanceTable(
        class name: String,
        labelledBy title: String,
        firstColumn: String,
        appearances: [Appearance],
        to printer: inout CodePrinter
    ) {
        printer.line(#"<table class="\#(name)" aria-labelledby="\#(title)">"#)
        printer.line("<thead>")
        printer.line("<tr>")
        printer.line(#"<th scope="col">\#(firstColumn)</th>"#)
        for appearance in appearances {
            writeAppearanceHeading(appearance, to: &printer)
        }
        printer.line("</tr>")
        printer.line("</thead>")
        printer.line("<tbody>")
    }

    /// Writes an appearance's column heading: its name, then what it is (`dark, high contrast`; a theme's scheme
    /// and description).
    static func writeAppearanceHeading(_ appearance: Appearance, to printer: inout CodePrinter) {
        printer.write(#"<th scope="col"><span class="appearance">"#)
        printer.write(htmlText: appearance.name)
        printer.write(#"</span><span class="note">"#)
        if appearance.isBuiltIn {
            printer.write(appearance.scheme.rawValue)
            if appearance.isHighContrast { printer.write(", high contrast") }
        } else {
            printer.write("theme, ")
            printer.write(appearance.scheme.rawValue)
            if let description = appearance.description {
                printer.write(": ")
                printer.write(htmlText: description)
            }
        }
        printer.write("</span></th>")
        printer.endLine()
    }
}
