public import PaletteModel

/// Writes Android resources: `values/colors.xml` (light) and `values-night/colors.xml` (dark), every entry in
/// both, names by `AndroidResourceName`, colors `#RRGGBB` or `#AARRGGBB` (alpha FIRST), aliases `@color/name`.
///
/// Themes, high-contrast values (Android has no contrast qualifier) and Display P3 cannot be expressed
/// (`unsupported-by-format`); two keys with one resource name are a `name-collision`. Descriptions become XML
/// comments above their color. Images become drawables (`AndroidDrawables`).
public struct AndroidEmitter: Emitter {
    /// The emitter holds nothing: each `emit` call brings the palette and its options.
    public init() {}

    /// Read back by the `android` reader.
    public var readBackFormatID: String? { "android" }

    /// `allowLoss` turns the loss errors into warnings.
    public var optionSpecs: [OptionSpec] { ForeignLossOptions.specs }

    /// Where the file carries palettec's header: a comment right after the XML declaration.
    static let header = GeneratedHeader.Position(after: "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- ")

    /// The one file carries the header at `header`.
    public func header(ofFileAt path: String) -> GeneratedHeader.Position? { Self.header }

    /// The output is a folder of fixed file names.
    public var writesFolder: Bool { true }

    /// Keys become snake_case resource names (`textPrimary` → `text_primary`).
    public var nameRule: NameRule? { Self.nameRule }

    /// The naming rule of the resources.
    static let nameRule = NameRule(kind: .androidResourceName) { AndroidResourceName.make(from: $0) }

    /// Renders the two resource files.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let loss = ForeignLoss(format: "Android resources", options: options)
        loss.checkLightDarkSRGB(palette, keepsThemes: false, diagnostics: &diagnostics)
        let names = Self.resourceNames(palette, diagnostics: &diagnostics)
        let slots = ForeignSlots(palette)
        let header = GeneratedHeader.sentence(sources: options.sourceNames)
        let drawables = AndroidDrawables(palette, colorNames: names, loss: loss, diagnostics: &diagnostics)
        let copied = drawables.copies.map { AndroidDrawables.entry($0.path) }
        return [
            GeneratedFile(relativePath: "values/colors.xml", indentation: "    ", header: Self.header) { printer in
                Self.print(
                    palette,
                    slot: slots.light,
                    names: names,
                    header: header,
                    comments: true,
                    copied: copied,
                    to: &printer
                )
            },
            GeneratedFile(relativePath: "values-night/colors.xml", indentation: "    ", header: Self.header) {
                printer in
                Self.print(palette, slot: slots.dark, names: names, header: header, comments: false, to: &printer)
            },
        ] + drawables.files
    }

    /// The drawables palettec copies, as `values/colors.xml` names them, are palettec's to replace or remove.
    public func ownsFile(atRelativePath path: String) -> Bool {
        AndroidDrawables.isCopyName(path)
    }

    /// `values/colors.xml` names each drawable palettec copies in a comment.
    public func listing(ofCopyAt path: String) -> CopyListing? {
        guard AndroidDrawables.isCopyName(path) else { return nil }
        return CopyListing(path: "values/colors.xml", entry: AndroidDrawables.entry(path))
    }

    /// Prints the `<resources>` file of an appearance, four spaces a level.
    private static func print(
        _ palette: Palette,
        slot: Int,
        names: [String: String],
        header: String,
        comments: Bool,
        copied: [String] = [],
        to printer: inout CodePrinter
    ) {
        printer.line(#"<?xml version="1.0" encoding="utf-8"?>"#)
        printer.line(XMLEscaper.comment(header))
        for line in copied { printer.line(line) }
        printer.block("<resources>", closer: "</resources>") { printer in
            for entry in palette.entries {
                if comments, let description = entry.description {
                    printer.line(XMLEscaper.comment(description.replacingNewlines()))
                }
                printer.write(#"<color name=""#)
                printer.write(xmlEscaped: names[entry.key] ?? AndroidResourceName.make(from: entry.key))
                printer.write(#"">"#)
                if let target = ForeignSlots.alias(entry, slot), let targetName = names[target] {
                    printer.write("@color/")
                    printer.write(xmlEscaped: targetName)
                } else {
                    printer.write(hex: ForeignSlots.value(entry, slot).shown(in: .sRGB), hexSpelling)
                }
                printer.write("</color>")
                printer.endLine()
            }
        }
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
                    .sameName(entry, earlier: owner, name: name, kind: Self.nameRule.kind)
                )
            } else {
                owners[name] = entry
            }
        }
        return names
    }

    /// `#RRGGBB`, or `#AARRGGBB` (alpha first, Android's order) when not opaque.
    static let hexSpelling = HexEncoder.ColorSpelling(alpha: .firstUnlessOpaque)
}

extension String {
    /// The text on one line: line breaks become spaces, for one-line comments.
    fileprivate func replacingNewlines() -> String {
        String(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
    }
}
