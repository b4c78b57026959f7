import PaletteModel

/// File loading for the foreign readers, over a `FileProvider` (no disk access of their own).
enum ForeignFiles {
    /// The file's bytes as a `SourceFile`, or `nil` after reporting why it was not read (`FileRead.problem`): at
    /// `location` when a file names the path (a `$ref`), so a refused path is reported where it is written.
    static func load(
        _ path: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag,
        referencedFrom location: Diagnostic.Location? = nil
    ) -> SourceFile? {
        let read = files.read(path, maxBytes: limits.maxFileBytes, digest: false)
        if let problem = read.problem(reading: path, at: location, limit: limits.maxFileBytes) {
            diagnostics.report(problem)
        }
        return read.bytes.map { SourceFile(path: path, bytes: $0) }
    }

    /// Whether `name` ends with `suffix`, ignoring ASCII case.
    static func hasSuffix(_ name: String, _ suffix: String) -> Bool {
        name.lowercased().hasSuffix(suffix.lowercased())
    }
}
