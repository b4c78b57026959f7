import FuzzSupport
import PaletteFrontend
import PaletteModel

/// Reads the input as an asset catalog colorset's `Contents.json`, then lowers it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = "Colors.xcassets/Accent.colorset/Contents.json"
    PaletteHarness.loadAndLower(.xcassets, path: path, files: [path: FuzzInput(data, size).bytes])
    return 0
}
