import PaletteModel

/// A PDF file an image shows in some appearances, with where it was written: what the outputs that put images in
/// web pages report, since of the browsers only WebKit on Apple platforms (Safari, `WKWebView`) draws a PDF as an
/// image; Chromium (Chrome, Android's WebView) and Firefox draw nothing for it, in CSS or in an `<img>`.
struct PDFImageValue {
    /// The file.
    var file: ImageFile
    /// The names of the appearances that show it, in palette order.
    var appearances: [String]
    /// Where the first of those appearances' values was written, else the image's key.
    var location: Diagnostic.Location?

    /// The image's PDF files, each once with every appearance that shows it, in the order of their first appearance.
    static func values(of image: PaletteImage, in palette: Palette) -> [PDFImageValue] {
        var values: [PDFImageValue] = []
        for (index, value) in image.values.enumerated()
        where value.file.kind == .pdf && palette.appearances.indices.contains(index) {
            let name = palette.appearances[index].name
            if let same = values.firstIndex(where: { $0.file == value.file }) {
                values[same].appearances.append(name)
            } else {
                values.append(
                    PDFImageValue(file: value.file, appearances: [name], location: image.location(ofValueAt: index))
                )
            }
        }
        return values
    }

    /// The appearances as a message names them: `'dark'`, `'light' and 'dark'`, `'light', 'dark' and 'sepia'`.
    var appearanceList: String {
        let quoted = appearances.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
