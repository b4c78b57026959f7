public import PaletteModel

/// Writes an Xcode asset catalog: a root `Contents.json`, one `<key>.colorset` per entry and one `<key>.imageset`
/// per image (`XcassetsImageSet`).
///
/// Each colorset has an Any (light) and a Dark color, plus High Contrast and Dark + High Contrast when the
/// palette has any high-contrast value. A key `Folder/Name` is written as a `Folder` group that provides a
/// namespace, which is how Xcode spells that lookup name.
///
/// Components are strings with three decimals (`"0.039"`), never bare integers (Xcode reads `"1"` as 1/255);
/// keys are sorted and spaced the way Xcode writes them. Display P3 entries say `"color-space" : "display-p3"`.
/// Ownership (JSON has no comments): every `Contents.json` has the top-level member
/// `"info" : { "author" : "palettec", "version" : 1 }` (`ownership`). Themes cannot be expressed (`unsupported-by-format`).
public struct XcassetsEmitter: Emitter {
    /// The emitter holds nothing: each `emit` call brings the palette and its options.
    public init() {}

    /// Read back by the `xcassets` reader.
    public var readBackFormatID: String? { "xcassets" }

    /// `allowLoss` turns the loss errors into warnings.
    public var optionSpecs: [OptionSpec] { ForeignLossOptions.specs }

    /// The output is the catalog folder.
    public var writesFolder: Bool { true }

    /// Every `Contents.json` palettec writes holds its `info` member, printed as `printInfo` prints it.
    public var ownership: OutputOwnership { .topLevelMember(Self.info) }

    /// The `info` member's lines at the top level of a `Contents.json`, without the `,` that may follow.
    static let info = "  \"info\" : {\n    \"author\" : \"palettec\",\n    \"version\" : 1\n  }"

    /// Every `Contents.json` (the catalog's, each group's, colorset's and imageset's), and the images in imagesets.
    public func ownsFile(atRelativePath path: String) -> Bool {
        path == "Contents.json" || path.hasSuffix("/Contents.json") || XcassetsImageSet.isCopyName(path)
    }

    /// Renders the catalog.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let loss = ForeignLoss(format: "an asset catalog", options: options)
        let slots = ForeignSlots(palette)
        loss.checkThemes(palette, slots: slots, diagnostics: &diagnostics)
        loss.checkImageThemes(
            palette,
            slots: slots,
            instead: "cannot be switched to by an asset catalog; its own artwork is in imagesets named 'key~"
                + "theme', which the generated Swift shows when the theme is chosen",
            diagnostics: &diagnostics
        )
        var files = [Self.contents("Contents.json") { printer in Self.printInfo(followed: false, to: &printer) }]
        var folders = CatalogFolders()
        let withContrast = palette.hasHighContrast
        for entry in palette.entries {
            guard
                let path = folders.claim(
                    entry.key,
                    kind: "colorset",
                    at: entry.location,
                    files: &files,
                    diagnostics: &diagnostics
                )
            else { continue }
            files.append(
                Self.contents(path + "/Contents.json") { printer in
                    Self.printColors(entry, slots: slots, withContrast: withContrast, to: &printer)
                    Self.printInfo(followed: false, to: &printer)
                }
            )
        }
        for image in palette.images {
            guard
                let path = folders.claim(
                    image.key,
                    kind: "imageset",
                    at: image.location,
                    files: &files,
                    diagnostics: &diagnostics
                )
            else { continue }
            let imageSet = XcassetsImageSet(
                image,
                of: palette,
                folder: path,
                slots: slots,
                loss: loss,
                diagnostics: &diagnostics
            )
            files += imageSet.files
            // A theme's own artwork and the source of a dimmed value no appearance shows plainly: an imageset each,
            // where the generated Swift looks them up (`ImageCatalogLayout`).
            for own in ImageCatalogLayout.ownSets(of: image, in: palette) {
                guard
                    let path = folders.claim(
                        own.name,
                        kind: "imageset",
                        at: image.location,
                        files: &files,
                        diagnostics: &diagnostics
                    )
                else { continue }
                files += XcassetsImageSet(folder: path, file: own.file, isTemplate: image.isTemplate).files
            }
        }
        return files
    }

    /// Each imageset's files: its `Contents.json` lists them by `"filename"`, which makes them palettec's.
    public func listing(ofCopyAt path: String) -> CopyListing? {
        XcassetsImageSet.listing(ofCopyAt: path)
    }

    /// A `Contents.json`: one object whose members `members` prints one level deep, line by line.
    static func contents(
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
    static func printInfo(followed: Bool, to printer: inout CodePrinter) {
        printer.block("\"info\" : {", closer: followed ? "}," : "}") { printer in
            printer.line("\"author\" : \"palettec\",")
            printer.line("\"version\" : 1")
        }
    }

    /// Prints the members of a group folder's `Contents.json`, which make its name part of the lookup name
    /// (`Folder/Name`).
    @Sendable
    static func printNamespace(_ printer: inout CodePrinter) {
        printInfo(followed: true, to: &printer)
        printer.block("\"properties\" : {") { printer in
            printer.line("\"provides-namespace\" : true")
        }
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
            printItem(item.0.shown(in: .displayP3), appearances: item.1, to: &printer)
        }
        printer.write(",")
        printer.endLine()
    }

    /// Prints an item's `appearances` member and the `,` after it; nothing for the Any item, which has none.
    static func printAppearances(_ appearances: [(String, String)], to printer: inout CodePrinter) {
        guard !appearances.isEmpty else { return }
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

    /// Prints one entry of `colors`: appearances, color, idiom, keys sorted.
    private static func printItem(
        _ color: ColorValue,
        appearances: [(String, String)],
        to printer: inout CodePrinter
    ) {
        printer.write("{")
        printer.endLine()
        printer.indent()
        printAppearances(appearances, to: &printer)
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
