/// Every output format palettec writes: the only registry.
///
/// Adding a format is adding a case.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    /// Generated Swift: a portable core plus dynamic UIKit, SwiftUI and AppKit colors.
    case swift
    /// CSS custom properties for H5 pages: system dark mode, manual `data-theme` switch, high contrast.
    case css
    /// The JSON runtime bundle: resolved values per appearance, aliases listed separately.
    case json
    /// A drop-in LFLDarkModeKit `*.bundle` folder: `light.plist` and `dark.plist`.
    case lflBundle = "lfl-bundle"
    /// A DKNightVersion `DKColorTable.txt`.
    case dkTable = "dk-table"
    /// Design Tokens (DTCG 2025.10) tokens plus a resolver file.
    case dtcg
    /// An Xcode asset catalog with one `.colorset` per color.
    case xcassets
    /// Android `values/colors.xml` and `values-night/colors.xml`.
    case android
    /// The native palette format in JSON (a migrated palette as the new source of truth).
    case paletteJSON = "palette-json"
    /// The native palette format in plist XML.
    case palettePlist = "palette-plist"
    /// A self-contained HTML page for reviewing the palette: every color in every appearance, contrast samples.
    case html
}
