import PaletteModel

extension LFLBundleReader: PaletteReader {
    var format: InputFormat { .lflBundle }

    var claimedNames: [String] { ["*.bundle", "light.plist", "dark.plist"] }

    var summary: ReaderSummary { ReaderSummary("LFLDarkModeKit bundles", rank: 6) }

    /// A `*.bundle` folder holding `light.plist` or `dark.plist`, or one of those files in it.
    func confidence(byName candidate: DetectionCandidate) -> DetectionConfidence? {
        if candidate.isFolder {
            return candidate.hasSuffix(".bundle") && (candidate.holds("light.plist") || candidate.holds("dark.plist"))
                ? .name : nil
        }
        let isTable = candidate.name == "light.plist" || candidate.name == "dark.plist"
        return isTable && ForeignFiles.hasSuffix(candidate.parentName, ".bundle") ? .name : nil
    }

    func read(_ request: ReadRequest, diagnostics: inout DiagnosticBag) -> [PaletteDocument] {
        let bundle = request.hasSuffix(".plist") ? PathText.parent(request.path) : request.path
        return Self.read(bundle: bundle, files: request.files, limits: request.limits, diagnostics: &diagnostics)
            .map { [$0] } ?? []
    }
}

extension InputFormat {
    /// An LFLDarkModeKit `*.bundle` folder with `light.plist` and `dark.plist`.
    public static let lflBundle = InputFormat(id: "lfl-bundle")
}
