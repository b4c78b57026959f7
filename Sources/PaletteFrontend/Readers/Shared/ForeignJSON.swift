import PaletteModel

/// Reads JSON for the foreign readers: a `.json5` file as JSON5, a `.jsonc` file as JSON with comments and trailing
/// commas, any other as JSON.
enum ForeignJSON {
    /// The root node of a JSON, JSONC or JSON5 file.
    ///
    /// JSON5 syntax in a `.json` or `.jsonc` file (an unquoted key) is reported, with a hint that it is JSON5.
    static func read(_ file: SourceFile, limits: ReaderLimits, diagnostics: inout DiagnosticBag) -> SyntaxNode? {
        if ForeignFiles.hasSuffix(file.path, ".json5") {
            return JSONReader.read(file, dialect: .json5, limits: limits, diagnostics: &diagnostics)
        }
        let lenient = ForeignFiles.hasSuffix(file.path, ".jsonc")
        var local = DiagnosticBag()
        let root = JSONReader.read(file, limits: limits, diagnostics: &local)
        diagnostics.append(
            contentsOf: JSON5Hint.annotated(local).filter {
                !lenient || ($0.rule != .jsonComment && $0.rule != .jsonTrailingComma)
            }
        )
        return root
    }
}
