public import PaletteModel

/// Writes an Xcode asset catalog: a root `Contents.json` and one `<key>.colorset` per entry.
///
/// Each colorset has an Any (light) and a Dark color, plus High Contrast and Dark + High Contrast when the
/// palette has any high-contrast value. A key `Folder/Name` is written as a `Folder` group that provides a
/// namespace, which is how Xcode spells that lookup name.
///
/// Components are strings with three decimals (`"0.039"`), never bare integers (Xcode reads `"1"` as 1/255);
/// keys are sorted and spaced the way Xcode writes them. Display P3 entries say `"color-space" : "display-p3"`.
/// Ownership marker (JSON has no comments): every `Contents.json` has
/// `"info" : { "author" : "palettec", "version" : 1 }`. Themes cannot be expressed (`unsupported-by-format`).
public struct XcassetsEmitter: Emitter {
    /// Creates the emitter.
    public init() {}

    /// `allowLoss` turns the loss errors into warnings.
    public var optionSpecs: [OptionSpec] { [ForeignLoss.option] }

    /// The output is the catalog folder.
    public var writesFolder: Bool { true }

    /// Every `Contents.json`: the catalog's, each group's and each colorset's.
    public func ownsFile(atRelativePath path: String) -> Bool {
        path == "Contents.json" || path.hasSuffix("/Contents.json")
    }

    /// The `info` object of every file palettec writes into a catalog: its ownership marker.
    static let info = "\"info\" : {\n    \"author\" : \"palettec\",\n    \"version\" : 1\n  }"

    /// Renders the catalog.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let loss = ForeignLoss(format: "an asset catalog", options: options)
        let slots = ForeignSlots(palette)
        loss.checkThemes(palette, slots: slots, diagnostics: &diagnostics)
        var files = [GeneratedFile(relativePath: "Contents.json", text: "{\n  \(Self.info)\n}\n")]
        var groups: [String: String] = [:]
        var folders: [String: Palette.Entry] = [:]
        let withContrast = palette.hasHighContrast
        for entry in palette.entries {
            guard let segments = folderSegments(entry, diagnostics: &diagnostics) else { continue }
            let path = segments.joined(separator: "/") + ".colorset"
            // APFS and HFS+ are case-insensitive by default: `PGC01` and `pgc01` would be one folder.
            let folded = path.lowercased()
            if let owner = folders[folded] {
                diagnostics.report(
                    Diagnostic(
                        .nameCollision,
                        "'\(entry.key)' and '\(owner.key)' become the same colorset folder on a case-insensitive file system",
                        at: entry.location,
                        notes: [Diagnostic.Note("'\(owner.key)' defined here", at: owner.location)]
                    )
                )
                continue
            }
            folders[folded] = entry
            for depth in 1..<segments.count {
                let group = segments[0..<depth].joined(separator: "/")
                if let spelled = groups[group.lowercased()], spelled != group {
                    diagnostics.report(
                        Diagnostic(
                            .nameCollision,
                            "the group folder '\(group)' of '\(entry.key)' differs from '\(spelled)' only in case; they are one folder on a case-insensitive file system",
                            at: entry.location
                        )
                    )
                } else if groups.updateValue(group, forKey: group.lowercased()) == nil {
                    files.append(GeneratedFile(relativePath: group + "/Contents.json", text: Self.namespaceGroup))
                }
            }
            files.append(
                GeneratedFile(
                    relativePath: path + "/Contents.json",
                    text: colorset(entry, slots: slots, withContrast: withContrast)
                )
            )
        }
        return files
    }

    /// The `Contents.json` of a group folder that makes its name part of the lookup name (`Folder/Name`).
    static let namespaceGroup =
        "{\n  \(info),\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n"

    /// The folder path of an entry's colorset (split at `/`), or `nil` after reporting a key no folder can hold.
    private func folderSegments(_ entry: Palette.Entry, diagnostics: inout DiagnosticBag) -> [String]? {
        let segments = entry.key.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let bad = segments.first { segment in
            segment.isEmpty || segment.hasPrefix(".")
                || segment.unicodeScalars.contains { $0 == ":" || $0.value < 0x20 }
        }
        guard let bad else { return segments }
        let why = bad.isEmpty ? "an empty folder name" : "the folder name '\(bad)'"
        diagnostics.report(
            Diagnostic(
                .unsupportedByFormat,
                "key '\(entry.key)' cannot name a colorset: it needs \(why) (names may not be empty, start with '.', or hold ':' or control characters)",
                at: entry.location
            )
        )
        return nil
    }

    /// One colorset's `Contents.json`, in Xcode's layout.
    private func colorset(_ entry: Palette.Entry, slots: ForeignSlots, withContrast: Bool) -> String {
        var items = [Self.item(ForeignSlots.value(entry, slots.light), appearances: [])]
        items.append(Self.item(ForeignSlots.value(entry, slots.dark), appearances: [("luminosity", "dark")]))
        if withContrast {
            let lightHC = ForeignSlots.value(entry, slots.lightHC ?? slots.light)
            let darkHC = ForeignSlots.value(entry, slots.darkHC ?? slots.dark)
            items.append(Self.item(lightHC, appearances: [("contrast", "high")]))
            items.append(Self.item(darkHC, appearances: [("luminosity", "dark"), ("contrast", "high")]))
        }
        return "{\n  \"colors\" : [\n" + items.joined(separator: ",\n") + "\n  ],\n  \(Self.info)\n}\n"
    }

    /// One entry of `colors`: appearances, color, idiom, keys sorted.
    private static func item(_ color: ColorValue, appearances: [(String, String)]) -> String {
        var text = "    {\n"
        if !appearances.isEmpty {
            text += "      \"appearances\" : [\n"
            text += appearances.map { appearance, value in
                "        {\n          \"appearance\" : \"\(appearance)\",\n          \"value\" : \"\(value)\"\n        }"
            }.joined(separator: ",\n")
            text += "\n      ],\n"
        }
        text += "      \"color\" : {\n"
        text += "        \"color-space\" : \"\(color.space == .displayP3 ? "display-p3" : "srgb")\",\n"
        text += "        \"components\" : {\n"
        text += "          \"alpha\" : \"\(ForeignText.threeDecimals(color.alpha))\",\n"
        text += "          \"blue\" : \"\(ForeignText.threeDecimals(color.blue))\",\n"
        text += "          \"green\" : \"\(ForeignText.threeDecimals(color.green))\",\n"
        text += "          \"red\" : \"\(ForeignText.threeDecimals(color.red))\"\n"
        text += "        }\n"
        text += "      },\n"
        text += "      \"idiom\" : \"universal\"\n"
        text += "    }"
        return text
    }
}
