import PaletteModel

extension AndroidResourcesReader: PaletteReader {
    var format: InputFormat { .android }

    var claimedNames: [String] { ["values/*.xml"] }

    var summary: ReaderSummary { ReaderSummary("Android colors.xml", rank: 3) }

    /// A `res` folder (a folder holding `values/*.xml`), a `values`, `values-night` or `values-notnight` folder
    /// holding `.xml` files, or an `.xml` file in one of them.
    func confidence(byName candidate: DetectionCandidate) -> DetectionConfidence? {
        guard candidate.isFolder else {
            return candidate.hasSuffix(".xml") && AndroidConfiguration(folder: candidate.parentName) != nil
                ? .name : nil
        }
        let values =
            AndroidConfiguration(folder: candidate.name) != nil
            ? candidate.path : PathText.join(candidate.path, AndroidConfiguration.base.folder)
        return AndroidValuesFolder.xmlFiles(in: values, files: candidate.files).isEmpty ? nil : .name
    }

    /// Reads the whole `res` folder of the path: a values file or folder is read with the others of its `res`
    /// folder, as aapt merges them.
    func read(_ request: ReadRequest, diagnostics: inout DiagnosticBag) -> [PaletteDocument] {
        let res: String
        if !request.files.isFolder(request.path) {
            res = PathText.parent(PathText.parent(request.path))
        } else if AndroidConfiguration(folder: request.name) != nil {
            res = PathText.parent(request.path)
        } else {
            res = request.path
        }
        return Self.read(res: res, files: request.files, limits: request.limits, diagnostics: &diagnostics)
            .map { [$0] } ?? []
    }
}

extension InputFormat {
    /// Android `res` folder: every `.xml` file of `values/`, `values-night/` and `values-notnight/`.
    public static let android = InputFormat(id: "android")
}
