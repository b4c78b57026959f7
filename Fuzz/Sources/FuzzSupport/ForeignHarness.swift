public import PaletteFrontend
import PaletteModel

/// The shared body of the foreign-format harnesses: read files from memory, lower, emit, check.
public enum ForeignHarness {
    /// Reads `path` as `format` from in-memory `files`, lowers the documents and emits every output format.
    ///
    /// Traps on a misplaced diagnostic position, an unreadable generated JSON, plist or XML file, or a palette
    /// that does not survive being written as a native palette and read back.
    public static func readAndLower(_ format: InputFormat, path: String, files: [String: [UInt8]]) {
        let provider = MemoryFileProvider(files: files)
        let sources = files.map { SourceFile(path: $0.key, bytes: $0.value) }
        var diagnostics = DiagnosticBag()
        let documents = ForeignReader.read(format, path: path, files: provider, diagnostics: &diagnostics)
        DiagnosticCheck.requireValidLocations(diagnostics, in: sources)
        guard !documents.isEmpty else { return }
        var lowering = DiagnosticBag()
        let palette = PaletteLowering.lower(documents, diagnostics: &lowering)
        DiagnosticCheck.requireValidLocations(lowering, in: sources)
        // As in `palettec convert`: nothing is emitted from a build that reported an error anywhere.
        if let palette, !diagnostics.hasErrors, !lowering.hasErrors {
            PipelineCheck.emitEveryFormat(palette)
            RoundTripCheck.requireNativeRoundTrip(palette)
        }
    }

    /// Splits `bytes` at the first NUL byte into two files' contents; the second is `nil` without a NUL.
    ///
    /// Formats made of two files (light and dark) take both from one input this way.
    public static func split(_ bytes: [UInt8]) -> ([UInt8], [UInt8]?) {
        guard let index = bytes.firstIndex(of: 0) else { return (bytes, nil) }
        return (Array(bytes[..<index]), Array(bytes[(index + 1)...]))
    }
}
