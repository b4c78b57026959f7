import PaletteModel

/// The images section: one row per image, one column per appearance, like the colors.
///
/// A page cannot embed a file an emitter never reads (emitters do no I/O), and `data:` URIs would make a page of
/// 500 images of 100 KB some 67 MB, so each cell shows the image file itself, by a path relative to the page
/// (`ImageReference`), written as a URL by `WebURL` (so a file named `javascript:…` stays a relative link): the page
/// opens from disk beside the palette's images and loads nothing from the network.
/// A cell holds the image at its size in points (pixels over its scale; vector files at 8rem), framed on the same
/// checkerboard as translucent colors (the frame holds it, so a filter on the image leaves it alone), then what the file is (`Images/logo@2x.png · PNG 32×32 @2x`). A dimmed
/// value is shown as it will look: `filter: brightness(1 − opacity)` multiplies the color and keeps the alpha,
/// which is black at that opacity over the visible pixels only. A template image is marked as one: its own
/// pixels are shown, since the tint is chosen where it is used.
///
/// A PDF is drawn in an `<img>` by Safari only (`PDFImageValue`): its cell says so, its file name links to the file,
/// and the emitter warns.
///
/// A palette without images keeps the short note the page always had, and the style sheet gets the few rules of
/// this section only when there are images, so pages without images stay as they were.
enum HTMLImagesSection {
    /// The rules this section adds to the style sheet.
    static let css = """
        .pic { display: block; width: max-content; margin-bottom: .3rem; border: 1px solid var(--line); }
        .pic img { display: block; max-width: 8rem; max-height: 8rem; }
        .pic .vector { width: 8rem; height: auto; }
        .inherited .pic { border-style: dashed; }
        .pic { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        """

    /// Prints the section.
    static func print(_ preview: HTMLPreview, to printer: inout CodePrinter) {
        let palette = preview.palette
        HTMLPage.openSection("images", title: "Images", to: &printer)
        guard !palette.images.isEmpty else {
            printer.line(
                #"<p class="note">Palettes do not declare images yet; when they do, each image is shown here "#
            )
            printer.line("in every appearance.</p>")
            printer.line("</section>")
            return
        }
        HTMLPage.openAppearanceTable(
            class: "images",
            labelledBy: "images-title",
            firstColumn: "Image",
            appearances: palette.appearances,
            to: &printer
        )
        var position = 0
        for (row, image) in palette.images.enumerated() {
            printRow(
                image,
                row: row + 1,
                appearances: palette.appearances,
                paths: preview.imagePaths[position...],
                to: &printer
            )
            position += image.values.count
        }
        HTMLPage.closeAppearanceTable(to: &printer)
    }

    /// The URL of every image value as the page at `outputPath` refers to it (a relative path written by `WebURL`),
    /// image by image, value by value.
    static func paths(_ palette: Palette, options: EmitOptions) -> [String] {
        let references = ImageReference(options)
        return palette.images.flatMap { image in image.values.map { WebURL.path(references.path(of: $0.file)) } }
    }

    /// Prints one image's row; `paths` starts with the paths of its values.
    private static func printRow(
        _ image: PaletteImage,
        row: Int,
        appearances: [Appearance],
        paths: ArraySlice<String>,
        to printer: inout CodePrinter
    ) {
        HTMLPage.openRow(
            anchor: "i",
            row: row,
            key: image.key,
            note: image.isTemplate ? "Template: drawn in the tint color where it is shown" : nil,
            deprecation: image.deprecation,
            description: image.description,
            to: &printer
        )
        for (column, appearance) in appearances.enumerated() {
            let inherited = column < image.explicit.count && !image.explicit[column]
            printer.write(inherited ? #"<td class="inherited">"# : "<td>")
            if column < image.values.count {
                let path = paths[paths.startIndex + column]
                writeCell(image, image.values[column], path: path, appearance: appearance.name, to: &printer)
                if column < image.aliases.count, let target = image.aliases[column] {
                    printer.write(#"<span class="note">→ "#)
                    printer.write(htmlText: target)
                    printer.write("</span>")
                }
            }
            printer.write("</td>")
            printer.endLine()
        }
        printer.line("</tr>")
    }

    /// Writes the `<img>` of a value and the line saying what its file is.
    private static func writeCell(
        _ image: PaletteImage,
        _ value: ImageValue,
        path: String,
        appearance: String,
        to printer: inout CodePrinter
    ) {
        let file = value.file
        // The checkerboard is on the frame, not the image: a filter would darken it too.
        printer.write(#"<span class="pic chk"><img src=""#)
        printer.write(xmlEscaped: path)
        printer.write(#"" alt=""#)
        printer.write(xmlEscaped: image.key + ", " + appearance)
        printer.write("\"")
        if let size = file.pixelSize {
            let scale = max(1, file.scale)
            printer.write(#" width=""#)
            printer.write(decimal: max(1, size.width / scale))
            printer.write(#"" height=""#)
            printer.write(decimal: max(1, size.height / scale))
            printer.write("\"")
        }
        if case .dimmed(_, let opacity) = value {
            printer.write(#" style="filter:brightness("#)
            printer.write(ColorValue.decimal(1 - min(1, max(0, opacity))))
            printer.write(#")""#)
        }
        printer.write(file.kind.isVector ? #" class="vector"></span>"# : "></span>")
        printer.write(#"<span class="note">"#)
        if file.kind == .pdf {
            // Only Safari draws a PDF in a page: elsewhere the image is missing, and the name opens the file.
            printer.write(#"<a href=""#)
            printer.write(xmlEscaped: path)
            printer.write(#"">"#)
            printer.write(htmlText: file.written)
            printer.write("</a> · PDF, drawn by Safari only")
        } else {
            printer.write(htmlText: file.written)
            printer.write(" · ")
            printer.write(file.kind.rawValue.uppercased())
        }
        if let size = file.pixelSize {
            printer.write(" ")
            printer.write(decimal: size.width)
            printer.write("×")
            printer.write(decimal: size.height)
        }
        if file.scale > 1 {
            printer.write(" @")
            printer.write(decimal: file.scale)
            printer.write("x")
        }
        if case .dimmed(_, let opacity) = value {
            printer.write(", dimmed (black at ")
            printer.write(ForeignText.threeDecimals(opacity))
            printer.write(")")
        }
        printer.write("</span>")
    }
}
