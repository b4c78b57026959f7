import PaletteModel

/// The Design Tokens reader: tokens files (`DTCGTokensReader`) and resolvers (`DTCGResolverReader`).
struct DTCGReader: PaletteReader {
    var format: InputFormat { .dtcg }

    /// The names that are DTCG by their suffix alone.
    static let suffixes = ["*.tokens.json", "*.tokens", "*.resolver.json"]

    var claimedNames: [String] { Self.suffixes + [".json", ".jsonc", ".json5"] }

    var summary: ReaderSummary {
        ReaderSummary("DTCG and Style Dictionary tokens (objects of tokens with '$value' or 'value')", rank: 1)
    }

    func confidence(byName candidate: DetectionCandidate) -> DetectionConfidence? {
        guard !candidate.isFolder, Self.suffixes.contains(where: { candidate.hasSuffix(String($0.dropFirst())) })
        else { return nil }
        return .name
    }

    /// A resolver, a mark; tokens with `$value`, a shape.
    func confidence(byContents candidate: DetectionCandidate) -> DetectionConfidence? {
        if let root = candidate.jsonRoot, Self.isResolver(root) { return .mark }
        return candidate.tokenShape == .dtcg ? .shape : nil
    }

    func read(_ request: ReadRequest, diagnostics: inout DiagnosticBag) -> [PaletteDocument] {
        guard let file = request.file(diagnostics: &diagnostics),
            let root = ForeignJSON.read(file, limits: request.limits, diagnostics: &diagnostics)
        else { return [] }
        guard Self.isResolver(root) else {
            var document = DTCGTokensReader.document(from: root, file: file, diagnostics: &diagnostics)
            // `{ "light": {…}, "dark": {…} }`: the groups are appearances, not key parts.
            AppearanceGroups.regroup(&document)
            return [document]
        }
        let (files, limits) = (request.files, request.limits)
        return [
            DTCGResolverReader.document(from: root, file: file, files: files, limits: limits, diagnostics: &diagnostics)
        ]
    }

    /// Whether a JSON root is a DTCG resolver (`resolutionOrder`, or `version` 2025.10 with sets or modifiers).
    static func isResolver(_ root: SyntaxNode) -> Bool {
        guard case .object(let members) = root.value else { return false }
        let keys = Set(members.map(\.key))
        return keys.contains("resolutionOrder")
            || (keys.contains("version") && (keys.contains("sets") || keys.contains("modifiers")))
    }
}

extension InputFormat {
    /// Design Tokens 2025.10 (`*.tokens.json`, `*.tokens`, `*.resolver.json`).
    public static let dtcg = InputFormat(id: "dtcg")
}
