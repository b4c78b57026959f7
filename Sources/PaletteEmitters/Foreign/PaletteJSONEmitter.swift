public import PaletteModel

/// Writes the native palette format as JSON (see `Docs/PaletteFormat.md`): `name`, `description`, declared
/// themes in `appearances`, and `colors` with only the explicitly written values, aliases as `{KEY}`.
///
/// JSON cannot carry a comment, so this file has no DO-NOT-EDIT header: a converted palette is meant to become
/// the new source of truth that people edit.
public struct PaletteJSONEmitter: Emitter {
    /// Creates the emitter.
    public init() {}

    /// No options.
    public var optionSpecs: [OptionSpec] { [] }

    /// No marker: the file is handed over to be edited.
    public var ownership: OutputOwnership { .editable }

    /// Renders the palette file.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        var text = ""
        text.reserveCapacity(palette.entries.count * 96 + 256)
        var root: [String] = ["  \"name\": " + JSONQuoter.quoted(palette.name)]
        if let description = palette.description {
            root.append("  \"description\": " + JSONQuoter.quoted(description))
        }
        if !palette.themes.isEmpty {
            let themes = palette.themes.map { theme in
                var fields = ["\"scheme\": \"" + theme.scheme.rawValue + "\""]
                if let fallback = theme.fallback { fields.append("\"fallback\": " + JSONQuoter.quoted(fallback)) }
                if let description = theme.description {
                    fields.append("\"description\": " + JSONQuoter.quoted(description))
                }
                return "    " + JSONQuoter.quoted(theme.name) + ": { " + fields.joined(separator: ", ") + " }"
            }
            root.append("  \"appearances\": {\n" + themes.joined(separator: ",\n") + "\n  }")
        }
        var colors: [String] = []
        colors.reserveCapacity(palette.entries.count)
        for entry in palette.entries {
            let key = "    " + JSONQuoter.quoted(entry.key) + ": "
            switch NativeEntryShape(entry, palette: palette) {
            case .single(let value):
                colors.append(key + JSONQuoter.quoted(value))
            case .fields(let description, let deprecation, let values):
                var fields: [String] = []
                if let description { fields.append("\"description\": " + JSONQuoter.quoted(description)) }
                if let deprecation {
                    fields.append("\"deprecated\": " + (deprecation.message.map(JSONQuoter.quoted) ?? "true"))
                }
                for (appearance, value) in values {
                    fields.append(JSONQuoter.quoted(appearance) + ": " + JSONQuoter.quoted(value))
                }
                colors.append(key + "{\n      " + fields.joined(separator: ",\n      ") + "\n    }")
            }
        }
        root.append(
            colors.isEmpty ? "  \"colors\": {}" : "  \"colors\": {\n" + colors.joined(separator: ",\n") + "\n  }"
        )
        text += "{\n" + root.joined(separator: ",\n") + "\n}\n"
        return [GeneratedFile(text: text)]
    }
}
