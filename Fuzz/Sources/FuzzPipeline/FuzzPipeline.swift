import FuzzSupport
import PaletteFrontend
import PaletteModel

/// The whole pipeline on one native palette: plist when the input starts with `<`, else JSON; then the loader,
/// lowering, every emitter, and the native outputs read back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput(data, size).bytes
    let isPlist = bytes.first == UInt8(ascii: "<")
    let path = isPlist ? "Palette.plist" : "Palette.json"
    PaletteHarness.loadAndLower(isPlist ? .palettePlist : .paletteJSON, path: path, files: [path: bytes])
    return 0
}
