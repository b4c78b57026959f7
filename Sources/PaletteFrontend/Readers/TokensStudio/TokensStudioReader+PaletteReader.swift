import PaletteModel

extension TokensStudioReader: PaletteReader {
    var format: InputFormat { .tokensStudio }

    var claimedNames: [String] { [Self.themesFile, Self.metadataFile, ".json"] }

    var summary: ReaderSummary { ReaderSummary("Tokens Studio projects", rank: 7) }

    /// `$themes.json` or `$metadata.json`, or a folder holding one: a mark, as a folder of Android resources that
    /// holds one too is Android's.
    func confidence(byName candidate: DetectionCandidate) -> DetectionConfidence? {
        if candidate.isFolder {
            return candidate.holds(Self.themesFile) || candidate.holds(Self.metadataFile) ? .mark : nil
        }
        return candidate.name == Self.themesFile || candidate.name == Self.metadataFile ? .name : nil
    }

    /// The single-file export: `$themes` or `$metadata` at the root, a mark surer than the tokens beside them.
    func confidence(byContents candidate: DetectionCandidate) -> DetectionConfidence? {
        guard let root = candidate.jsonRoot, Self.isExport(root) else { return nil }
        return .mark
    }

    func read(_ request: ReadRequest, diagnostics: inout DiagnosticBag) -> [PaletteDocument] {
        Self.read(
            request.path,
            files: request.files,
            limits: request.limits,
            chosen: request.themes,
            diagnostics: &diagnostics
        )
        .map { [$0] } ?? []
    }
}

extension InputFormat {
    /// A Tokens Studio project: token sets with `$themes.json` and `$metadata.json`, or its single-file export.
    public static let tokensStudio = InputFormat(id: "tokens-studio")
}
