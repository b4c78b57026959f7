/// How DTCG resolver contexts and Terrazzo mode names map onto palettec appearances.
enum DTCGAppearanceName {
    /// The appearance a context or mode name stands for: built-in spellings are recognized
    /// (`light-high-contrast` → `light-hc`), any other name is kept as a theme name.
    static func appearance(_ name: String) -> String {
        switch name {
        case "light", "dark", "light-hc", "dark-hc": name
        case "light-high-contrast", "lightHighContrast", "light-hc-contrast": "light-hc"
        case "dark-high-contrast", "darkHighContrast", "dark-hc-contrast": "dark-hc"
        default: name
        }
    }

    /// Whether an appearance name is one of the four built-in appearances.
    static func isBuiltIn(_ appearance: String) -> Bool {
        ["light", "dark", "light-hc", "dark-hc"].contains(appearance)
    }

    /// The scheme a theme name suggests: `dark` for names starting with "dark", else `nil` (light).
    static func scheme(ofTheme name: String) -> String? {
        name.lowercased().hasPrefix("dark") ? "dark" : nil
    }
}
