import FuzzSupport
import PaletteFrontend
import PaletteModel

/// Reads the input as JSON and as JSON5; checks diagnostic positions and that every node offset points at its
/// value's start.
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
    }
    return 0
}
