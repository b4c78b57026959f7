import PaletteModel

extension XcassetsReader: PaletteReader {
    var format: InputFormat { .xcassets }

    var claimedNames: [String] { ["*.xcassets", "*.colorset", "Contents.json"] }

    var summary: ReaderSummary { ReaderSummary("asset catalogs", rank: 2) }

    /// A `*.xcassets` or `*.colorset` folder, or a colorset's `Contents.json`.
    func confidence(byName candidate: DetectionCandidate) -> DetectionConfidence? {
        if candidate.isFolder {
            return candidate.hasSuffix(".xcassets") || candidate.hasSuffix(".colorset") ? .name : nil
        }
        return candidate.name == "Contents.json" && ForeignFiles.hasSuffix(candidate.parentName, ".colorset")
            ? .name : nil
    }

    func read(_ request: ReadRequest, diagnostics: inout DiagnosticBag) -> [PaletteDocument] {
        let catalog = request.name == "Contents.json" ? PathText.parent(request.path) : request.path
        return Self.read(catalog: catalog, files: request.files, limits: request.limits, diagnostics: &diagnostics)
            .map { [$0] } ?? []
    }
}

extension InputFormat {
    /// An Xcode asset catalog (`*.xcassets`).
    public static let xcassets = InputFormat(id: "xcassets")
}
