import PaletteModel

/// What a palette file's name, or the folder it is in, says about the appearance it holds, the ways teams name
/// theme files: `theme-light.json` / `theme-dark.json` (and `theme-dark-hc.json`), `lightTheme.json` /
/// `darkTheme.json`, `colors.night.json`, folders `classic-day/` / `classic-night/`, and `light/` / `dark/`.
///
/// A name is split into words at `-`, `_`, `.`, spaces and lower-to-upper case changes. `light` and `day` mean
/// light, `dark` and `night` dark; `hc`, `highcontrast` or `high` `contrast` make it high contrast (`hc` alone is
/// light high contrast, as in Style Dictionary's `x.hc.json`). A file's own name counts when a mode word is its
/// first or last word (after the high-contrast words); a folder's when every other word of it is at most one word
/// (`classic-day`, `dark`, but not `LFLDarkModeKit`). The nearest folder that names a mode wins.
struct ThemeFileName: Equatable {
    /// The appearance named: `light`, `dark`, `light-hc` or `dark-hc`; `nil` when the name says none.
    var appearance: String?
    /// The path with its extension and its mode words taken out, lowercased: files that differ only in their
    /// mode words (`theme-light.json`, `theme-dark.json`, `theme.json`) have the same stem.
    var stem: String

    /// The extensions taken off a file name before its words are read, longest first.
    static let extensions = [
        ".tokens.json", ".tokens", ".json5", ".jsonc", ".json", ".plist", ".txt", ".xml",
    ]

    /// Reads the appearance and stem of `path`.
    init(path: String) {
        var components = PathText.normalized(path).split(separator: "/").map(String.init)
        var name = components.popLast() ?? ""
        if let ext = Self.extensions.first(where: { name.lowercased().hasSuffix($0) }), name.count > ext.count {
            name.removeLast(ext.count)
        }
        var words = Self.words(name)
        var appearance = Self.mode(taking: &words, atEdgeOnly: true)
        var folders: [String] = []
        for component in components.reversed() {
            var folderWords = Self.words(component)
            if appearance == nil, let mode = Self.mode(taking: &folderWords, atEdgeOnly: false),
                folderWords.count <= 1
            {
                appearance = mode
            }
            folders.append(folderWords.joined(separator: "-"))
        }
        self.appearance = appearance
        stem = (folders.reversed() + [words.joined(separator: "-")]).joined(separator: "/")
    }

    /// The lowercased words of a name.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in name {
            if character == "-" || character == "_" || character == "." || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase, previousIsLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousIsLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Takes the mode words out of `words` and returns the appearance they name, or `nil`.
    ///
    /// On `nil`, `words` are left as they were. With `atEdgeOnly`, the light or dark word must be first or last once the high-contrast words are
    /// out.
    private static func mode(taking words: inout [String], atEdgeOnly: Bool) -> String? {
        var rest = words
        var highContrast = false
        if let index = rest.firstIndex(of: "hc") ?? rest.firstIndex(of: "highcontrast") {
            rest.remove(at: index)
            highContrast = true
        } else if let index = rest.firstIndex(of: "high"), rest.indices.contains(index + 1),
            rest[index + 1] == "contrast"
        {
            rest.removeSubrange(index...(index + 1))
            highContrast = true
        }
        let scheme: (index: Int, name: String)? = rest.indices.lazy.compactMap { index in
            switch rest[index] {
            case "light", "day": (index, "light")
            case "dark", "night": (index, "dark")
            default: nil
            }
        }.first
        if let scheme {
            if atEdgeOnly, scheme.index != 0, scheme.index != rest.count - 1 { return nil }
            rest.remove(at: scheme.index)
            words = rest
            return highContrast ? scheme.name + "-hc" : scheme.name
        }
        guard highContrast, !atEdgeOnly || rest.count < words.count else { return nil }
        words = rest
        return "light-hc"
    }
}
