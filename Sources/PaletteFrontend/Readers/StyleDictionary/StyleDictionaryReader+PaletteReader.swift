import PaletteModel

extension StyleDictionaryReader: PaletteReader {
    var format: InputFormat { .styleDictionary }

    var claimedNames: [String] { Self.extensions }

    var summary: ReaderSummary {
        ReaderSummary("DTCG and Style Dictionary tokens (objects of tokens with '$value' or 'value')", rank: 1)
    }

    /// Tokens with `value` strings; a `.jsonc` or `.json5` file that does not parse (never a palette: this reader
    /// accepts their comments and reports the rest); a folder whose first token file, in sorted order, is
    /// Style Dictionary.
    func confidence(byContents candidate: DetectionCandidate) -> DetectionConfidence? {
        if candidate.isFolder {
            return firstTokenFile(in: candidate).map {
                ForeignDetector.detect(path: $0, files: candidate.files, limits: candidate.limits) == format
            } == true ? .shape : nil
        }
        if candidate.isJSON, !candidate.hasSuffix(".json"), case .unparsable = candidate.json { return .fallback }
        return candidate.tokenShape == .styleDictionary ? .shape : nil
    }

    func read(_ request: ReadRequest, diagnostics: inout DiagnosticBag) -> [PaletteDocument] {
        Self.read(request.path, files: request.files, limits: request.limits, diagnostics: &diagnostics)
    }

    /// The first token file below the folder, in walk order.
    private func firstTokenFile(in candidate: DetectionCandidate) -> String? {
        FolderWalk.paths(in: candidate.path, files: candidate.files, limit: 1) { _, name, isFolder in
            Self.extensions.contains { ForeignFiles.hasSuffix(name, $0) } ? .take : isFolder ? .descend : .skip
        }.first
    }
}

extension InputFormat {
    /// Style Dictionary's legacy `value` / `darkValue` tokens.
    public static let styleDictionary = InputFormat(id: "style-dictionary")
}
