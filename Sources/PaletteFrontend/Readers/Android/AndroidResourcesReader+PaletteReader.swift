import PaletteModel

extension AndroidResourcesReader: PaletteReader {
    var format: InputFormat { .android }

    var claimedNames: [String] { ["values/colors.xml"] }

    var summary: ReaderSummary { ReaderSummary("Android colors.xml", rank: 3) }

    /// A folder holding `values/colors.xml`, the path Android gives a `res` folder's colors, or that file.
    func confidence(byName candidate: DetectionCandidate) -> DetectionConfidence? {
        if candidate.isFolder {
            return candidate.holds("values/colors.xml") ? .name : nil
        }
        return candidate.name == "colors.xml" && candidate.parentName == "values" ? .name : nil
    }

    func read(_ request: ReadRequest, diagnostics: inout DiagnosticBag) -> [PaletteDocument] {
        let res = request.name == "colors.xml" ? PathText.parent(PathText.parent(request.path)) : request.path
        return Self.read(res: res, files: request.files, limits: request.limits, diagnostics: &diagnostics)
            .map { [$0] } ?? []
    }
}

extension InputFormat {
    /// Android `res` folder with `values/colors.xml` and `values-night/colors.xml`.
    public static let android = InputFormat(id: "android")
}
