import PaletteModel

/// One image's `.imageset` in an asset catalog: a copy of its file per appearance and the `Contents.json` that
/// lists them, in the shape Xcode writes (`Docs/Formats.md`).
///
/// - Items: Any (light), Dark (`luminosity` `dark`, when the dark image differs), and, when the image's high-contrast values differ from its
///   light and dark ones, High Contrast (`contrast` `high`) and Dark + High Contrast; keys sorted as Xcode sorts
///   them (`appearances`, `filename`, `idiom`, `scale`), idiom `universal`.
/// - One file per item, named after the key's last part and the item (`logo.png`, `logo-dark.png`, `logo-hc.png`,
///   `logo-dark-hc.png`, with `@2x` before the extension for a file drawn at 2x), so names stay stable from build
///   to build. A PNG or JPEG item says the scale its file is drawn at (`"scale" : "2x"`); one file per
///   appearance, at its own scale, is all a palette holds, so no empty slots for other scales are listed. A PDF
///   or SVG item has no scale, and the set says `"preserves-vector-representation" : true`.
/// - A template image says `"template-rendering-intent" : "template"`.
/// - A dimmed value cannot be expressed (a catalog holds files, not effects): its item is left out, which makes
///   the catalog fall back to the Any image, and the loss is reported (`allowLoss` makes it a warning); the Swift
///   accessors apply the dimming themselves.
struct XcassetsImageSet {
    /// One item of the set: the file copied for it and the appearances it is for.
    struct Item {
        /// The copied file.
        var file: ImageFile
        /// Its name inside the set folder.
        var filename: String
        /// Its `appearances` (`luminosity`/`dark`, `contrast`/`high`); empty for Any.
        var appearances: [(String, String)]
    }

    /// The set folder, relative to the catalog (`Icons/logo.imageset`).
    let folder: String
    /// The items, Any first.
    let items: [Item]
    /// Whether the image is a template.
    let isTemplate: Bool

    /// The items of `image`'s set in `folder`, reporting the values the set cannot hold.
    init(
        _ image: PaletteImage,
        of palette: Palette,
        folder: String,
        slots: ForeignSlots,
        loss: ForeignLoss,
        diagnostics: inout DiagnosticBag
    ) {
        self.folder = folder
        self.isTemplate = image.isTemplate
        let base = PathText.lastComponent(folder).dropLast(".imageset".count)
        func value(_ slot: Int) -> ImageValue? {
            image.values.indices.contains(slot) ? image.values[slot] : image.values.first
        }
        var wanted: [(slot: Int, suffix: String, appearances: [(String, String)])] = [(slots.light, "", [])]
        // An image that is the same in dark needs no Dark item: Xcode shows the Any one there.
        if value(slots.dark) != value(slots.light) {
            wanted.append((slots.dark, "-dark", [("luminosity", "dark")]))
        }
        if let lightHC = slots.lightHC, let darkHC = slots.darkHC,
            value(lightHC) != value(slots.light) || value(darkHC) != value(slots.dark)
        {
            wanted.append((lightHC, "-hc", [("contrast", "high")]))
            wanted.append((darkHC, "-dark-hc", [("luminosity", "dark"), ("contrast", "high")]))
        }
        loss.checkDimmed(
            image,
            palette: palette,
            slots: wanted.map(\.slot),
            instead:
                "that variant is left out and the catalog shows the Any image there (the generated Swift applies the dimming)",
            diagnostics: &diagnostics
        )
        var items: [Item] = []
        for (slot, suffix, appearances) in wanted {
            guard let value = value(slot) else { continue }
            if case .dimmed = value { continue }
            let file = value.file
            let scale = file.kind.isVector || file.scale <= 1 ? "" : "@\(file.scale)x"
            items.append(
                Item(
                    file: file,
                    filename: base + suffix + scale + "." + file.kind.fileExtension,
                    appearances: appearances
                )
            )
        }
        self.items = items
    }

    /// A set of one file in the Any slot (a theme's own artwork, `ImageCatalogLayout`).
    init(folder: String, file: ImageFile, isTemplate: Bool) {
        self.folder = folder
        self.isTemplate = isTemplate
        let base = PathText.lastComponent(folder).dropLast(".imageset".count)
        let scale = file.kind.isVector || file.scale <= 1 ? "" : "@\(file.scale)x"
        items = [Item(file: file, filename: base + scale + "." + file.kind.fileExtension, appearances: [])]
    }

    /// The copies and the `Contents.json` listing them.
    var files: [GeneratedFile] {
        var files = items.map { GeneratedFile(relativePath: folder + "/" + $0.filename, copying: $0.file) }
        let items = items
        let isTemplate = isTemplate
        files.append(
            XcassetsEmitter.contents(folder + "/Contents.json") { printer in
                Self.print(items, isTemplate: isTemplate, to: &printer)
            }
        )
        return files
    }

    /// Prints the members of the set's `Contents.json`: `images`, `info`, then `properties` when there are any.
    private static func print(_ items: [Item], isTemplate: Bool, to printer: inout CodePrinter) {
        printer.jsonKey("images", " : ")
        printer.jsonMembers("[", "]", items) { printer, item in
            printer.write("{")
            printer.endLine()
            printer.indent()
            XcassetsEmitter.printAppearances(item.appearances, to: &printer)
            printer.write(entry(item.filename))
            printer.write(",")
            printer.endLine()
            printer.write("\"idiom\" : \"universal\"")
            if !item.file.kind.isVector {
                printer.write(",")
                printer.endLine()
                printer.write("\"scale\" : \"\(max(1, item.file.scale))x\"")
            }
            printer.endLine()
            printer.outdent()
            printer.write("}")
        }
        printer.write(",")
        printer.endLine()
        var properties: [String] = []
        if items.contains(where: { $0.file.kind.isVector }) {
            properties.append("\"preserves-vector-representation\" : true")
        }
        if isTemplate { properties.append("\"template-rendering-intent\" : \"template\"") }
        XcassetsEmitter.printInfo(followed: !properties.isEmpty, to: &printer)
        guard !properties.isEmpty else { return }
        printer.block("\"properties\" : {") { printer in
            for (position, property) in properties.enumerated() {
                printer.line(position + 1 < properties.count ? property + "," : property)
            }
        }
    }

    /// The `"filename" : "…"` member naming a copy, exactly as `Contents.json` holds it.
    static func entry(_ filename: some StringProtocol) -> String {
        "\"filename\" : " + JSONQuoter.quoted(String(filename))
    }

    /// The extensions of the files copied into sets.
    static let extensions: Set<String> = Set(ImageFile.Kind.allCases.map(\.fileExtension))

    /// Whether `path` (relative to the catalog, as the catalog's own files are spelled) names an image file
    /// directly inside an imageset folder.
    static func isCopyName(_ path: String) -> Bool {
        split(path) != nil
    }

    /// The set's `Contents.json` and its `"filename"` entry, for a copy inside an imageset.
    static func listing(ofCopyAt path: String) -> CopyListing? {
        guard let (folder, name) = split(path) else { return nil }
        return CopyListing(path: folder + "/Contents.json", entry: entry(name))
    }

    /// An image file's folder and name when its folder is an imageset and its extension an image kind's; plain
    /// string work, since the driver asks for every file of a large catalog.
    private static func split(_ path: String) -> (folder: Substring, name: Substring)? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let folder = path[..<slash]
        let name = path[path.index(after: slash)...]
        guard folder.hasSuffix(".imageset"), let dot = name.lastIndex(of: "."),
            extensions.contains(String(name[name.index(after: dot)...]))
        else { return nil }
        return (folder, name)
    }
}
