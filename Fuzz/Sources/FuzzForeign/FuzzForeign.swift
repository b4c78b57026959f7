import FuzzSupport
import PaletteFrontend
import PaletteModel

/// Runs one of the foreign readers without a harness of their own, chosen by the first byte.
///
/// They are SwiftGen text, JSON and XML, Android resources, an LFLDarkModeKit bundle, Style Dictionary tokens (JSON
/// and JSON5), a Tokens Studio export, a pair of theme files and a DTCG resolver; then, for every name a reader of
/// `PaletteReaders.all` claims, one file of that name, detected as `palettec` detects it, so a new reader is fuzzed
/// without a case here. Two-file formats take their second file after the first NUL byte.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let (first, second) = PaletteHarness.split(input.payload)
    let claimed = PaletteReaders.all.flatMap(\.claimedNames).map(path(claimedBy:))
    let selector = input.selector(of: 10 + claimed.count)
    switch selector {
    case 0:
        PaletteHarness.loadAndLower(.swiftgen, path: "colors.txt", files: ["colors.txt": input.payload])
    case 1:
        PaletteHarness.loadAndLower(.swiftgen, path: "colors.json", files: ["colors.json": input.payload])
    case 2:
        PaletteHarness.loadAndLower(.swiftgen, path: "colors.xml", files: ["colors.xml": input.payload])
    case 3:
        var files = ["res/values/colors.xml": first]
        files["res/values-night/colors.xml"] = second
        PaletteHarness.loadAndLower(.android, path: "res", files: files)
    case 4:
        var files = ["Colors.bundle/light.plist": first]
        files["Colors.bundle/dark.plist"] = second
        PaletteHarness.loadAndLower(.lflBundle, path: "Colors.bundle", files: files)
    case 5:
        PaletteHarness.loadAndLower(.styleDictionary, path: "colors.json", files: ["colors.json": input.payload])
    case 6:
        PaletteHarness.loadAndLower(nil, path: "colors.json5", files: ["colors.json5": input.payload])
    case 7:
        PaletteHarness.loadAndLower(.tokensStudio, path: "tokens.json", files: ["tokens.json": input.payload])
    case 8:
        var files = ["t/theme-light.json": first]
        files["t/theme-dark.json"] = second
        PaletteHarness.loadAndLower(
            [.init(path: "t/theme-light.json"), .init(path: "t/theme-dark.json")],
            files: files
        )
    case 9:
        var files = ["theme.resolver.json": first]
        files["colors.tokens.json"] = second
        PaletteHarness.loadAndLower(.dtcg, path: "theme.resolver.json", files: files)
    default:
        let path = claimed[selector - 10]
        PaletteHarness.loadAndLower(nil, path: path, files: [path: input.payload])
    }
    return 0
}

/// A file path a claimed name stands for: `*.tokens.json` and `.txt` name `colors.tokens.json` and `colors.txt`.
private func path(claimedBy name: String) -> String {
    if name.hasPrefix("*") { return "colors" + name.dropFirst() }
    return name.hasPrefix(".") ? "colors" + name : name
}
