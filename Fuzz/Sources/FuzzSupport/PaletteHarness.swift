import PaletteCompiler
public import PaletteFrontend
import PaletteModel

/// The shared body of the harnesses that read whole palettes: load from memory, lower, emit, check.
public enum PaletteHarness {
    /// Loads and lowers `path` as `format` from in-memory `files` with the compiler library (`Compilation.compile`),
    /// as `palettec` does, and emits every output format.
    ///
    /// Traps on a misplaced diagnostic position, an unreadable generated JSON, plist or XML file, a palette that
    /// does not survive being written as a native palette and read back, or an image file read outside the project
    /// (`ImageFixtures` are beside the palette).
    public static func loadAndLower(_ format: InputFormat?, path: String, files: [String: [UInt8]]) {
        loadAndLower([.init(path: path, format: format)], files: files)
    }

    /// Loads `inputs` (one build, as `palettec lint A B` reads it) from in-memory `files`, then lowers and checks
    /// as `loadAndLower(_:path:files:)` does.
    public static func loadAndLower(_ inputs: [PaletteLoader.Input], files: [String: [UInt8]]) {
        let sources = files.map { SourceFile(path: $0.key, bytes: $0.value) }
        var diagnostics = DiagnosticBag()
        // The image fixtures are beside every palette; a file of the input's own replaces one of the same path.
        let provider = ProjectOnlyFiles(
            files: ImageFixtures.files.merging(files) { _, input in input },
            links: ImageFixtures.links
        )
        var read: [String: SourceFile] = [:]
        let palette = Compilation.compile(
            inputs,
            files: provider,
            limits: .default,
            diagnostics: &diagnostics,
            sources: &read
        )
        DiagnosticCheck.requireValidLocations(diagnostics, in: sources)
        // As in `palettec build` and `convert`: nothing is emitted from a build that reported an error anywhere.
        if let palette, !diagnostics.hasErrors {
            PipelineCheck.emitEveryFormat(palette)
            RoundTripCheck.requireNativeRoundTrip(palette, beside: provider)
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
