import PaletteModel

/// The images section: where a palette's images go, once palettes can declare them.
///
/// Images will be shown per appearance like the colors. The model has none yet, so the section says so; the
/// header's link and the section's `id="images"` stay the same when it gets its table.
enum HTMLImagesSection {
    /// Prints the section.
    static func print(_ preview: HTMLPreview, to printer: inout CodePrinter) {
        printer.line(#"<section id="images" aria-labelledby="images-title">"#)
        printer.line(#"<h2 id="images-title">Images</h2>"#)
        printer.line(#"<p class="note">Palettes do not declare images yet; when they do, each image is shown here "#)
        printer.line("in every appearance.</p>")
        printer.line("</section>")
    }
}
