import FuzzSupport
import PaletteFrontend
import PaletteModel

/// Reads the input as a Design Tokens (DTCG) tokens file, then lowers it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = "palette.tokens.json"
    PaletteHarness.loadAndLower(.dtcg, path: path, files: [path: FuzzInput(data, size).bytes])
    return 0
}
