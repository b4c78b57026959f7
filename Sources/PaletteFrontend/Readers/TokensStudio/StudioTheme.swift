import PaletteModel

/// One theme of a Tokens Studio `$themes` list: its name, its group, and the sets it turns on.
struct StudioTheme {
    /// The theme's name (`Light`, `Figma Dark`, `Casual`).
    var name: String
    /// The group it belongs to (`Color scheme`, `Brand`); `nil` when the theme has none.
    var group: String?
    /// The sets it marks `enabled` or `source`, in the order written.
    var sets: [String]
    /// Where each of those sets is named, for a message about a set that has no file.
    var setLocations: [Diagnostic.Location]
    /// Where its name is.
    var location: Diagnostic.Location

    /// The appearance the theme's name stands for: `Light`, `dark` and their high-contrast spellings
    /// (`ModeName`), or a name whose last word is one (`Figma Light`, `penpot-dark`); else the name, as a theme.
    var appearance: String {
        let whole = ModeName.appearance(name)
        if ModeName.isBuiltIn(whole) { return whole }
        let words = name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
        if words.count > 1, let last = words.last {
            let word = ModeName.appearance(String(last))
            if word == "light" || word == "dark" { return word }
        }
        return name
    }

    /// The themes of a `$themes` array, in order; extra members the plugin writes (`id`, `$figmaModeId`,
    /// `$figmaVariableReferences`) are passed over.
    static func themes(_ root: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) -> [StudioTheme] {
        guard case .array(let items) = root.value else {
            diagnostics.report(.themesIsNotAList(found: root.typeName, at: file.location(ofOffset: root.offset)))
            return []
        }
        var themes: [StudioTheme] = []
        for item in items {
            guard case .object(let fields) = item.value,
                let nameField = fields.last(where: { $0.key == "name" }),
                case .string(let name) = nameField.value.value
            else { continue }
            var theme = StudioTheme(
                name: name,
                group: nil,
                sets: [],
                setLocations: [],
                location: file.location(ofOffset: nameField.value.offset)
            )
            if case .object(let selected)? = fields.last(where: { $0.key == "selectedTokenSets" })?.value.value {
                for set in SyntaxNode.lastOfEachKey(selected, file: file, diagnostics: &diagnostics) {
                    if case .string(let status) = set.value.value, status == "enabled" || status == "source" {
                        theme.sets.append(set.key)
                        theme.setLocations.append(file.location(ofOffset: set.keyOffset))
                    }
                }
            }
            if case .string(let group)? = fields.last(where: { $0.key == "group" })?.value.value { theme.group = group }
            themes.append(theme)
        }
        return themes
    }
}

extension Diagnostic {
    fileprivate static func themesIsNotAList(found type: String, at location: Location) -> Diagnostic {
        Diagnostic(.wrongType, "'$themes' must be a list of themes, found \(type)", at: location)
    }
}
