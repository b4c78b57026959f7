public import PaletteModel

/// Detection and reading of any input format, through the readers of `PaletteReaders.all`.
///
/// Pure: files come from a `FileProvider`, problems go into a `DiagnosticBag`.
public enum ForeignReader {
    /// The format of the file or folder at `path`, by the readers' detection (`ForeignDetector`), or `nil`.
    public static func detect(
        path: String,
        files: any FileProvider,
        limits: ReaderLimits = .default
    ) -> InputFormat? {
        ForeignDetector.detect(path: path, files: files, limits: limits)
    }

    /// Reads `path` as `format` into documents (usually one).
    ///
    /// The native formats (`palette-json`, `palette-plist`) are read by the loader, which keeps their sources
    /// itself; for them this returns `[]`.
    public static func read(
        _ format: InputFormat,
        path: String,
        files: any FileProvider,
        limits: ReaderLimits = .default,
        diagnostics: inout DiagnosticBag
    ) -> [PaletteDocument] {
        let reader = PaletteReaders.reader(for: format)
        guard !(reader is NativeReader) else { return [] }
        return reader.read(ReadRequest(path: path, files: files, limits: limits), diagnostics: &diagnostics)
    }
}
