import FuzzSupport
import PaletteFrontend
import PaletteModel

/// Reads the input as JSON and as JSON5; checks diagnostic positions, that every node offset points at its
/// value's start, and that reading it in stretches on several cores gives the same tree and diagnostics.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(path: "fuzz.json", bytes: FuzzInput(data, size).bytes)
    for (dialect, origin) in [(JSONDialect.json, SyntaxTreeCheck.Origin.json), (.json5, .json5)] {
        var diagnostics = DiagnosticBag()
        let root = JSONReader.read(file, dialect: dialect, diagnostics: &diagnostics)
        DiagnosticCheck.requireValidLocations(diagnostics, in: [file])
        if let root {
            SyntaxTreeCheck.requireOffsets(root, in: file, origin: origin)
        } else if !diagnostics.hasErrors {
            fatalError("no tree and no error")
        }
        var forkedDiagnostics = DiagnosticBag()
        let forked = JSONReader.read(
            file,
            dialect: dialect,
            forkingThreshold: 0,
            cores: 2 + size % 3,
            diagnostics: &forkedDiagnostics
        )
        guard forked == root, forkedDiagnostics.diagnostics == diagnostics.diagnostics else {
            fatalError("reading in stretches differs from one pass")
        }
    }
    return 0
}
