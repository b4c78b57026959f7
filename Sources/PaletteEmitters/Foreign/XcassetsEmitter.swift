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

    /// Renders the catalog.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let loss = ForeignLoss(format: "an asset catalog", options: options)
        let slots = ForeignSlots(palette)
        loss.checkThemes(palette, slots: slots, diagnostics: &diagnostics)
        var files = [Self.contents("Contents.json") { printer in Self.printInfo(followed: false, to: &printer) }]
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
                    files.append(Self.contents(group + "/Contents.json", Self.printNamespace))
                }
            }
            files.append(
                Self.contents(path + "/Contents.json") { printer in
                    Self.printColors(entry, slots: slots, withContrast: withContrast, to: &printer)
                    Self.printInfo(followed: false, to: &printer)
                }
            )
        }
        return files
    }

    /// A `Contents.json`: one object whose members `members` prints one level deep, line by line.
    private static func contents(
        _ relativePath: String,
        _ members: @escaping @Sendable (inout CodePrinter) -> Void
    ) -> GeneratedFile {
        GeneratedFile(relativePath: relativePath, indentation: "  ") { printer in
            printer.line("{")
            printer.indented(members)
            printer.line("}")
        }
    }

    /// Prints the `info` member of every file palettec writes into a catalog, its ownership marker, with a `,`
    /// when another member follows.
    private static func printInfo(followed: Bool, to printer: inout CodePrinter) {
        printer.block("\"info\" : {", closer: followed ? "}," : "}") { printer in
            printer.line("\"author\" : \"palettec\",")
            printer.line("\"version\" : 1")
        }
    }

    /// Prints the members of a group folder's `Contents.json`, which make its name part of the lookup name
    /// (`Folder/Name`).
    @Sendable
    private static func printNamespace(_ printer: inout CodePrinter) {
        printInfo(followed: true, to: &printer)
        printer.block("\"properties\" : {") { printer in
            printer.line("\"provides-namespace\" : true")
        }
    }

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

    /// Prints a colorset's `colors` member, in Xcode's layout, and the `,` before `info`.
    private static func printColors(
        _ entry: Palette.Entry,
        slots: ForeignSlots,
        withContrast: Bool,
        to printer: inout CodePrinter
    ) {
        var items = [(ForeignSlots.value(entry, slots.light), [(String, String)]())]
        items.append((ForeignSlots.value(entry, slots.dark), [("luminosity", "dark")]))
        if withContrast {
            let lightHC = ForeignSlots.value(entry, slots.lightHC ?? slots.light)
            let darkHC = ForeignSlots.value(entry, slots.darkHC ?? slots.dark)
            items.append((lightHC, [("contrast", "high")]))
            items.append((darkHC, [("luminosity", "dark"), ("contrast", "high")]))
        }
        printer.jsonKey("colors", " : ")
        printer.jsonMembers("[", "]", items) { printer, item in
            printItem(item.0, appearances: item.1, to: &printer)
        }
        printer.write(",")
        printer.endLine()
    }

    /// Prints one entry of `colors`: appearances, color, idiom, keys sorted.
    private static func printItem(
        _ color: ColorValue,
        appearances: [(String, String)],
        to printer: inout CodePrinter
    ) {
        printer.write("{")
        printer.endLine()
        printer.indent()
        if !appearances.isEmpty {
            printer.jsonKey("appearances", " : ")
            printer.jsonMembers("[", "]", appearances) { printer, appearance in
                printer.write("{")
                printer.endLine()
                printer.indented { printer in
                    printer.jsonKey("appearance", " : ")
                    printer.write(jsonString: appearance.0)
                    printer.write(",")
                    printer.endLine()
                    printer.jsonKey("value", " : ")
                    printer.write(jsonString: appearance.1)
                    printer.endLine()
                }
                printer.write("}")
            }
            printer.write(",")
            printer.endLine()
        }
        printer.block("\"color\" : {", closer: "},") { printer in
            printer.write("\"color-space\" : ")
            printer.write(jsonString: color.space == .displayP3 ? "display-p3" : "srgb")
            printer.write(",")
            printer.endLine()
            printer.block("\"components\" : {") { printer in
                let components = [
                    ("alpha", color.alpha), ("blue", color.blue), ("green", color.green), ("red", color.red),
                ]
                for (position, (name, value)) in components.enumerated() {
                    printer.jsonKey(name, " : ")
                    printer.write("\"")
                    printer.write(ForeignText.threeDecimals(value))
                    printer.write(position + 1 < components.count ? "\"," : "\"")
                    printer.endLine()
                }
            }
        }
        printer.line("\"idiom\" : \"universal\"")
        printer.outdent()
        printer.write("}")
    }
}
