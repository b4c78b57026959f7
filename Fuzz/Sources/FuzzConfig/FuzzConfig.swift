import FuzzSupport
import PaletteCompiler
import PaletteModel

/// Reads the input as `palettec.json` with the compiler library's config reader, as every command reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(path: "palettec.json", bytes: FuzzInput(data, size).bytes)
    var diagnostics = DiagnosticBag()
    let config = ConfigReader.read(file, diagnostics: &diagnostics)
    DiagnosticCheck.requireValidLocations(diagnostics, in: [file])
    // The reader promises a config exactly when it found no error.
    if (config == nil) != diagnostics.hasErrors {
        fatalError("config \(config == nil ? "missing" : "returned") with hasErrors \(diagnostics.hasErrors)")
    }
    return 0
}
