import FuzzSupport
import PaletteFrontend
import PaletteModel

/// Reads the input as a DKNightVersion color table (the plist variant when it starts with `<`), then lowers it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput(data, size).bytes
    let path = bytes.first == UInt8(ascii: "<") ? "DKColorTable.plist" : "DKColorTable.txt"
    PaletteHarness.loadAndLower(.dkTable, path: path, files: [path: bytes])
    return 0
}
