import PaletteEmitters
import PaletteFrontend
import PaletteModel

/// Recognizes generated files of formats that cannot carry a DO-NOT-EDIT header.
///
/// A DKNightVersion table has no comment syntax (the runtime would read a comment line as a color row), so
/// palettec treats an existing table as its own only when it is exactly what palettec writes for the colors
/// it holds: reading it and writing it again gives the same bytes. A hand-written table almost never has
/// that exact layout; one that does holds nothing its colors do not say, so replacing it loses no formatting.
enum GeneratedTable {
    /// Whether `bytes` is a file palettec could have written in `format` byte for byte.
    static func isCanonical(_ bytes: [UInt8], format: OutputFormat?) -> Bool {
        guard format == .dkTable else { return false }
        let path = "existing/DKColorTable.txt"
        let files = MemoryFileProvider(files: [path: bytes])
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load([.init(path: path, format: .dkTable)], files: files, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors,
            let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics),
            !diagnostics.hasErrors,
            let emitter = OutputFormat.dkTable.emitter
        else { return false }
        let rewritten = emitter.emit(palette, options: EmitOptions(), diagnostics: &diagnostics)
        return rewritten.count == 1 && rewritten[0].contents == bytes
    }
}
