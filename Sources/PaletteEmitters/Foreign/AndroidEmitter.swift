public import PaletteModel

/// Writes Android resources: `values/colors.xml` (light) and `values-night/colors.xml` (dark), every entry in
/// both, names by `AndroidResourceName`, colors `#RRGGBB` or `#AARRGGBB` (alpha FIRST), aliases `@color/name`.
///
/// Themes, high-contrast values (Android has no contrast qualifier) and Display P3 cannot be expressed
/// (`unsupported-by-format`); two keys with one resource name are a `name-collision`. Descriptions become XML
/// comments above their color.
public struct AndroidEmitter: Emitter {
    /// Creates the emitter.
    public init() {}

    /// `allowLoss` turns the loss errors into warnings.
    public var optionSpecs: [OptionSpec] { [ForeignLoss.option] }

    /// The output is a folder of fixed file names.
    public var writesFolder: Bool { true }

    /// Keys become snake_case resource names (`textPrimary` → `text_primary`).
    public var nameRule: NameRule? { Self.nameRule }

    /// The naming rule of the resources.
    static let nameRule = NameRule(kind: "Android resource name") { AndroidResourceName.make(from: $0) }

    /// Renders the two resource files.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let loss = ForeignLoss(format: "Android resources", options: options)
        loss.checkLightDarkSRGB(palette, keepsThemes: false, diagnostics: &diagnostics)
        let names = Self.resourceNames(palette, diagnostics: &diagnostics)
        let slots = ForeignSlots(palette)
        let header = GeneratedHeader.sentence(sources: options.sourceNames)
        return [
            GeneratedFile(
                relativePath: "values/colors.xml",
                text: resources(palette, slot: slots.light, names: names, header: header, comments: true)
            ),
            GeneratedFile(
                relativePath: "values-night/colors.xml",
                text: resources(palette, slot: slots.dark, names: names, header: header, comments: false)
            ),
        ]
    }

    /// One `<resources>` file for an appearance.
    private func resources(
        _ palette: Palette,
        slot: Int,
        names: [String: String],
        header: String,
        comments: Bool
    ) -> String {
        var text = ""
        text.reserveCapacity(palette.entries.count * 64 + 200)
        text += "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        text += XMLEscaper.comment(header) + "\n"
        text += "<resources>\n"
        for entry in palette.entries {
            if comments, let description = entry.description {
                text += "    " + XMLEscaper.comment(description.replacingNewlines()) + "\n"
            }
            let value: String
            if let target = ForeignSlots.alias(entry, slot), let targetName = names[target] {
                value = "@color/" + targetName
            } else {
                value = Self.hex(ForeignSlots.value(entry, slot))
            }
            let name = names[entry.key] ?? AndroidResourceName.make(from: entry.key)
            text += "    <color name=\"" + XMLEscaper.escaped(name) + "\">" + value + "</color>\n"
        }
        text += "</resources>\n"
        return text
    }

    /// The resource name of every key, reporting two keys that map to one name.
    static func resourceNames(_ palette: Palette, diagnostics: inout DiagnosticBag) -> [String: String] {
        var names: [String: String] = [:]
        var owners: [String: Palette.Entry] = [:]
        names.reserveCapacity(palette.entries.count)
        for entry in palette.entries {
            let name = AndroidResourceName.make(from: entry.key)
            names[entry.key] = name
            if let owner = owners[name], owner.key != entry.key {
                diagnostics.report(
                    NameCollisions.diagnostic(entry, earlier: owner, name: name, kind: Self.nameRule.kind)
                )
            } else {
                owners[name] = entry
            }
        }
        return names
    }

    /// `#RRGGBB`, or `#AARRGGBB` (alpha first, Android's order) when not opaque.
    static func hex(_ color: ColorValue) -> String {
        HexEncoder.string(color.sRGB, HexEncoder.ColorSpelling(alpha: .firstUnlessOpaque))
    }
}

extension String {
    /// The text on one line: line breaks become spaces, for one-line comments.
    fileprivate func replacingNewlines() -> String {
        String(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
    }
}
