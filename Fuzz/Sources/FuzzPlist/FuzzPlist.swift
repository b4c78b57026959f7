import FuzzSupport
import PaletteFrontend
import PaletteModel

/// Reads the input as a property list, which runs the XML reader first; checks positions and node offsets.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(path: "fuzz.plist", bytes: FuzzInput(data, size).bytes)
    var diagnostics = DiagnosticBag()
    let root = PlistReader.read(file, diagnostics: &diagnostics)
    DiagnosticCheck.requireValidLocations(diagnostics, in: [file])
    if let root {
        SyntaxTreeCheck.requireOffsets(root, in: file, origin: .plist)
    } else if !diagnostics.hasErrors {
        fatalError("no tree and no error")
    }
    return 0
}
