import PaletteModel

/// How mode names in token files (DTCG resolver contexts, Terrazzo and vendor modes, per-mode values, Tokens
/// Studio themes) map onto palettec appearances.
enum ModeName {
    /// The appearance a context or mode name stands for.
    ///
    /// Built-in spellings are recognized in any case (`Light`, `light-high-contrast` → `light-hc`), as Tokens
    /// Studio and Figma write mode names; any other name is kept as a theme name.
    static func appearance(_ name: String) -> String {
        switch name.lowercased() {
        case "light", "dark", "light-hc", "dark-hc": name.lowercased()
        case "light-high-contrast", "lighthighcontrast", "light-hc-contrast", "light high contrast": "light-hc"
        case "dark-high-contrast", "darkhighcontrast", "dark-hc-contrast", "dark high contrast": "dark-hc"
        default: name
        }
    }

    /// The appearances a set of context or mode names stands for.
    ///
    /// Each name maps as `appearance(_:)` says; then `light` or `dark` that no name spells out is the one name whose
    /// last word is that appearance (`figmaLight`, `brand-dark`, `Theme Dark`: a prefix that every context of the
    /// set repeats). Two names ending in one word (`acmeLight`, `globexLight`) stay themes: which of them is the
    /// light appearance is not the file's to say.
    static func appearances(of names: [String]) -> [String] {
        var appearances = names.map(appearance)
        for wanted in ["light", "dark"] where !appearances.contains(wanted) {
            let ending = names.indices.filter { !isBuiltIn(appearances[$0]) && lastWord(of: names[$0]) == wanted }
            if ending.count == 1 { appearances[ending[0]] = wanted }
        }
        return appearances
    }

    /// The last word of a name, lowercased: after its last space, `-` or `_`, or where its last capital starts a
    /// camel-case word (`figmaLight` → `light`).
    private static func lastWord(of name: String) -> String {
        var word: [Character] = []
        for character in name.reversed() {
            if character == " " || character == "-" || character == "_" { break }
            word.append(character)
            if character.isUppercase { break }
        }
        return String(word.reversed()).lowercased()
    }

    /// Whether a context name says high contrast (`high-contrast`, `High contrast`, `hc`, `enhanced-contrast`,
    /// Apple's "Increase Contrast", CSS's `prefers-contrast: more`).
    static func isHighContrast(_ name: String) -> Bool {
        let letters = name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        return ["highcontrast", "hc", "increasedcontrast", "increasecontrast", "enhancedcontrast", "morecontrast"]
            .contains(letters)
    }

    /// Whether an appearance name is one of the four built-in appearances.
    static func isBuiltIn(_ appearance: String) -> Bool {
        ["light", "dark", "light-hc", "dark-hc"].contains(appearance)
    }

    /// The scheme a theme name suggests: `dark` for names starting with "dark", else `nil` (light).
    static func scheme(ofTheme name: String) -> String? {
        name.lowercased().hasPrefix("dark") ? "dark" : nil
    }

    /// A theme declaration for each appearance the entries' values name that is not built in, in order of first
    /// use, with the scheme and fallback its name suggests.
    static func themes(for entries: [EntrySyntax]) -> [ThemeDeclaration] {
        var declared: Set<String> = []
        var themes: [ThemeDeclaration] = []
        for entry in entries {
            for value in entry.values {
                guard let name = value.appearance, !isBuiltIn(name), declared.insert(name).inserted else { continue }
                let scheme = scheme(ofTheme: name)
                themes.append(
                    ThemeDeclaration(
                        name: name,
                        location: value.appearanceLocation ?? value.location,
                        scheme: scheme,
                        fallback: scheme == "dark" ? "dark" : "light"
                    )
                )
            }
        }
        return themes
    }
}
