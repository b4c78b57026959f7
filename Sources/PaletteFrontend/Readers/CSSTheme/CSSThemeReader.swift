import PaletteModel

/// The CSS theme reader: the custom properties of a style sheet's theme-level rules (`:root` and `.dark`,
/// `[data-theme=…]`, `@media (prefers-color-scheme: dark)`, Tailwind's `@theme`), with the local files it imports.
///
/// `CSSScanner` splits the sheet, `CSSThemeSheet` keeps the theme-level declarations as the cascade orders them,
/// `CSSThemeDocument` turns them into entries (`CSSThemeValue` reads each value).
struct CSSThemeReader: PaletteReader {
    var format: InputFormat { .cssTheme }

    var claimedNames: [String] { ["*.css"] }

    var summary: ReaderSummary { ReaderSummary("CSS themes", rank: 8) }

    func confidence(byName candidate: DetectionCandidate) -> DetectionConfidence? {
        !candidate.isFolder && candidate.hasSuffix(".css") ? .name : nil
    }

    /// A file of another name that declares a custom property in a `:root` or `@theme` block.
    func confidence(byContents candidate: DetectionCandidate) -> DetectionConfidence? {
        guard !candidate.isFolder, !candidate.isJSON, let bytes = candidate.bytes,
            let first = bytes.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }),
            first != UInt8(ascii: "<"), first != UInt8(ascii: "{"), first != UInt8(ascii: "[")
        else { return nil }
        let text = String(decoding: bytes.prefix(64 * 1024), as: UTF8.self)
        let opensTheme = text.contains(":root") || text.contains("@theme")
        return opensTheme && text.contains("--") && text.contains("{") ? .shape : nil
    }

    var readsFolders: Bool { false }

    /// Not offered by `palettec init`: a web project's style sheets are mostly component styles, and palettec's own
    /// CSS output is one too.
    var isOfferedBySearch: Bool { false }

    func read(_ request: ReadRequest, diagnostics: inout DiagnosticBag) -> [PaletteDocument] {
        let sheet = CSSThemeSheet(
            path: request.path,
            files: request.files,
            limits: request.limits,
            diagnostics: &diagnostics
        )
        guard !sheet.files.isEmpty else { return [] }
        return [CSSThemeDocument.make(sheet, path: request.path, diagnostics: &diagnostics)]
    }
}

extension InputFormat {
    /// A CSS style sheet of theme custom properties (`:root`, `.dark`, `@theme`).
    public static let cssTheme = InputFormat(id: "css-theme")
}
