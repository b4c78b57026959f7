import FuzzSupport
import PaletteFrontend
import PaletteModel

/// The whole pipeline on one native palette: plist when the input starts with `<`, else JSON; then the native
/// reader, lowering, every emitter, and the native outputs read back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput(data, size).bytes
    let isPlist = bytes.first == UInt8(ascii: "<")
    let file = SourceFile(path: isPlist ? "Palette.plist" : "Palette.json", bytes: bytes)
    var diagnostics = DiagnosticBag()
    let root =
        isPlist
        ? PlistReader.read(file, diagnostics: &diagnostics) : JSONReader.read(file, diagnostics: &diagnostics)
    guard let root else {
        DiagnosticCheck.requireValidLocations(diagnostics, in: [file])
        return 0
    }
    let document = NativePaletteReader.document(from: root, file: file, diagnostics: &diagnostics)
    let palette = PaletteLowering.lower([document], diagnostics: &diagnostics)
    DiagnosticCheck.requireValidLocations(diagnostics, in: [file])
    // As in `palettec build`: nothing is emitted from a build that reported an error anywhere.
    if let palette, !diagnostics.hasErrors {
        PipelineCheck.emitEveryFormat(palette)
        RoundTripCheck.requireNativeRoundTrip(palette)
    }
    return 0
}
