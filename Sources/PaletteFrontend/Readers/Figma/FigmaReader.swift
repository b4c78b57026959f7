import PaletteModel

/// The Figma variables reader: the REST `variables/local` response and Plugin API dumps (`FigmaVariablesReader`), and
/// the per-mode token trees some plugins export (`FigmaModesExportReader`).
struct FigmaReader: PaletteReader {
    var format: InputFormat { .figma }

    var claimedNames: [String] { [".json"] }

    var summary: ReaderSummary { ReaderSummary("Figma variables", rank: 8) }

    /// Files only.
    var readsFolders: Bool { false }

    /// `variableCollections` and `variables` at the root or in the REST response's `meta`, or an array of
    /// collections holding `modes`: a mark.
    func confidence(byContents candidate: DetectionCandidate) -> DetectionConfidence? {
        guard let root = candidate.jsonRoot,
            FigmaVariables.isVariablesFile(root) || FigmaModesExportReader.isExport(root)
        else { return nil }
        return .mark
    }

    func read(_ request: ReadRequest, diagnostics: inout DiagnosticBag) -> [PaletteDocument] {
        guard let file = request.file(diagnostics: &diagnostics),
            let root = ForeignJSON.read(file, limits: request.limits, diagnostics: &diagnostics)
        else { return [] }
        if case .array = root.value {
            return [FigmaModesExportReader.document(from: root, file: file, diagnostics: &diagnostics)]
        }
        return [FigmaVariablesReader.document(from: root, file: file, diagnostics: &diagnostics)]
    }
}

extension InputFormat {
    /// Figma variables: the REST `GET /v1/files/:key/variables/local` response or a Plugin API dump.
    public static let figma = InputFormat(id: "figma")
}
