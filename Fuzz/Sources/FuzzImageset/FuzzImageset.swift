import FuzzSupport
import PaletteFrontend
import PaletteModel

/// Reads the input as an asset catalog imageset's `Contents.json`, beside image files of every kind (and a
/// damaged one), then loads the files it names, lowers, emits and reads the native palette back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let set = "Art.xcassets/Logo.imageset/"
    var files = [set + "Contents.json": FuzzInput(data, size).bytes]
    for (name, bytes) in ImageFixtures.files where !name.contains("/") {
        files[set + name] = bytes
    }
    // A set palettec writes for a theme's artwork, beside its image's set.
    files["Art.xcassets/Logo~sepia.imageset/Contents.json"] = Array(
        #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal", "scale" : "1x" } ], "info" : { "author" : "palettec", "version" : 1 } }"#
            .utf8
    )
    PaletteHarness.loadAndLower(.xcassets, path: "Art.xcassets", files: files)
    return 0
}
