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
            // Tokens in Style Dictionary's `value` syntax under a DTCG name (Tokens Studio's sets, as sd-transforms
            // names them) are Style Dictionary's to read, not groups to walk into.
            if Self.isInValueSyntax(root) {
                return StyleDictionaryReader.read(
                    request.path,
                    files: request.files,
                    limits: request.limits,
                    diagnostics: &diagnostics
                )
            }
            var document = DTCGTokensReader.document(from: root, file: file, diagnostics: &diagnostics)
            // `{ "light": {…}, "dark": {…} }`: the groups are appearances, not key parts.
            AppearanceGroups.regroup(&document)
            document.figmaMode = FigmaExportFile.mode(of: root, path: file.path)
            return [document]
        }
        return [
            DTCGResolverReader.document(
                from: root,
                file: file,
                files: request.files,
                limits: request.limits,
                choices: request.themes,
                diagnostics: &diagnostics
            )
        ]
    }

    /// Whether a tree's first token, breadth first, is written with `value` and `type` (whatever the value holds:
    /// a number, a composite object) rather than `$value`.
    static func isInValueSyntax(_ root: SyntaxNode) -> Bool {
        if let shape = TokenShape.first(in: root) { return shape == .styleDictionary }
        var queue = [root]
        var index = 0
        while index < queue.count, index < TokenShape.nodeBudget {
            guard case .object(let members) = queue[index].value else {
                index += 1
                continue
            }
            index += 1
            let keys = Set(members.map(\.key))
            if keys.contains("$value") { return false }
            if keys.contains("value"), case .string? = members.last(where: { $0.key == "type" })?.value.value {
                return true
            }
            queue += members.map(\.value)
        }
        return false
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
