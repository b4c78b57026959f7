/// Every input format palettec reads into the one model, chosen by file name or folder shape, or `--from`.
public enum InputFormat: String, CaseIterable, Hashable, Sendable {
    /// The native palette format in JSON.
    case paletteJSON = "palette-json"
    /// The native palette format in plist XML.
    case palettePlist = "palette-plist"
    /// An LFLDarkModeKit `*.bundle` folder with `light.plist` and `dark.plist`.
    case lflBundle = "lfl-bundle"
    /// A DKNightVersion color table (`DKColorTable.txt`, or its nested-plist variant).
    case dkTable = "dk-table"
    /// Design Tokens 2025.10 (`*.tokens.json`, `*.tokens`, `*.resolver.json`).
    case dtcg
    /// Style Dictionary's legacy `value` / `darkValue` tokens.
    case styleDictionary = "style-dictionary"
    /// A Tokens Studio project: token sets with `$themes.json` and `$metadata.json`, or its single-file export.
    case tokensStudio = "tokens-studio"
    /// SwiftGen colors files (`.txt`, `.json`, Android-style `.xml`).
    case swiftgen
    /// An Xcode asset catalog (`*.xcassets`).
    case xcassets
    /// Android `res` folder with `values/colors.xml` and `values-night/colors.xml`.
    case android
}
