public import PaletteModel

/// Writes the designer's preview: one self-contained HTML page showing every color in every appearance side by
/// side, and every contrast pair as sample text with its measured contrast, for reviewing a palette.
///
/// The page needs nothing outside itself (no network, fonts or scripts from elsewhere; a palette's images are
/// shown from their own files, by paths relative to the page: `HTMLImagesSection`) and is the same bytes for the
/// same palette. Its own chrome follows `prefers-color-scheme`; the swatches and samples are the
/// palette's exact colors (Display P3 as `color(display-p3 …)` after the sRGB hex a browser without it keeps;
/// translucent colors over a checkerboard). It prints with its colors, works from the keyboard, and is fully
/// useful without scripting; a short inline script only adds a filter field. `HTMLPage` lays it out.
public struct HTMLEmitter: Emitter {
    /// `Brand.preview.html`, as `palettec preview` names it.
    public func fileName(forPaletteNamed name: String) -> String? {
        name + ".preview.html"
    }

    /// The emitter holds nothing: each `emit` call brings the palette and its options.
    public init() {}

    /// No options.
    public var optionSpecs: [OptionSpec] { [] }

    /// Where the file carries palettec's header: a comment right after the doctype.
    static let header = GeneratedHeader.Position(after: "<!DOCTYPE html>\n<!-- ")

    /// The one file carries the header at `header`.
    public func header(ofFileAt path: String) -> GeneratedHeader.Position? { Self.header }

    /// Renders the page; entries lacking a value for some appearance are reported and left out.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        var listed: [Int] = []
        listed.reserveCapacity(palette.entries.count)
        for (index, entry) in palette.entries.enumerated() {
            if let problem = ModelChecks.valueCountProblem(entry, in: palette, checkingAliases: true) {
                diagnostics.report(problem)
                continue
            }
            Self.reportReplacedText(entry, diagnostics: &diagnostics)
            listed.append(index)
        }
        for image in palette.images {
            for pdf in PDFImageValue.values(of: image, in: palette) {
                diagnostics.report(.pdfInPreview(pdf, key: image.key))
            }
        }
        var measured = HTMLPreview(palette: palette, listed: listed, sourceNames: options.sourceNames)
        measured.imagePaths = HTMLImagesSection.paths(palette, options: options)
        let preview = measured
        let header = GeneratedHeader.sentence(sources: options.sourceNames)
        return [
            GeneratedFile(indentation: "  ", header: Self.header) { printer in
                HTMLPage.print(preview, header: header, to: &printer)
            }
        ]
    }

    /// Warns about a key, description or deprecation message holding a character HTML cannot carry (a control
    /// character): the page shows U+FFFD in its place, and a writer never changes text silently.
    private static func reportReplacedText(_ entry: Palette.Entry, diagnostics: inout DiagnosticBag) {
        let texts = [
            ("key", entry.key), ("description", entry.description), ("deprecation message", entry.deprecation?.message),
        ]
        for case (let field, let text?) in texts where !XMLEscaper.isSafe(text) {
            diagnostics.report(
                .controlCharacterShown(field, of: entry)
            )
        }
    }
}

extension Diagnostic {
    /// A PDF the preview shows: drawn in a page by Safari only.
    fileprivate static func pdfInPreview(_ pdf: PDFImageValue, key: String) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "preview: image '\(key)' is the PDF '\(pdf.file.written)' in \(pdf.appearanceList); of the browsers only "
                + "Safari draws a PDF in a page, so elsewhere its cells show the file's name, linked to the file",
            at: pdf.location,
            severity: .warning
        )
    }
}

extension Diagnostic {
    /// A text with a control character, which the preview shows as U+FFFD.
    fileprivate static func controlCharacterShown(_ field: String, of entry: Palette.Entry) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "the \(field) of '\(entry.key.debugDescription.dropFirst().dropLast())' holds a control character "
                + "that HTML cannot carry; the preview shows U+FFFD",
            at: entry.location,
            severity: .warning
        )
    }
}
