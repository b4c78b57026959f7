import PaletteCompiler
import PaletteEmitters
import PaletteFrontend
import PaletteModel

/// Recognizes generated files of formats that cannot carry a DO-NOT-EDIT header.
///
/// A format says so with `OutputOwnership.canonicalForm` (a DKNightVersion table has no comment syntax: the
/// runtime would read a comment line as a color row). palettec treats an existing file of such a format as its
/// own only when it is exactly what palettec writes for the colors it holds: reading it in the format's
/// `readBackFormat` and writing it again gives the same bytes. A hand-written file almost never has that exact
/// layout; one that does holds nothing its colors do not say, so replacing it loses no formatting.
enum GeneratedTable {
    /// The path an existing file is read back under.
    ///
    /// It has no extension, so a reader that tells variants apart by name reads the one palettec writes (a DK
    /// table's text form, not its nested plist).
    static let readBackPath = "existing/output"

    /// Whether `bytes` is a file palettec could have written in `format` byte for byte.
    static func isCanonical(_ bytes: [UInt8], format: OutputFormat?) -> Bool {
        guard let format, format.emitter.ownership == .canonicalForm,
            let input = format.readBackFormat
        else { return false }
        let files = MemoryFileProvider(files: [readBackPath: bytes])
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: readBackPath, format: input)],
            files: files,
            diagnostics: &diagnostics
        )
        guard !diagnostics.hasErrors,
            let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics),
            !diagnostics.hasErrors
        else { return false }
        let rewritten = format.emitter.emit(palette, options: EmitOptions(), diagnostics: &diagnostics)
        return rewritten.count == 1 && rewritten[0].contents == bytes
    }
}
