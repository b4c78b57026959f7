public import PaletteModel

/// Writes the native palette format as an XML property list: the same structure as `PaletteJSONEmitter` (contrast
/// pairs, `lint` settings and images included, image files named relative to where it is written), with the
/// DO-NOT-EDIT sentence as an XML comment after the DOCTYPE.
public struct PalettePlistEmitter: Emitter {
    /// `Brand.palette.plist`.
    public func fileName(forPaletteNamed name: String) -> String? {
        name + ".palette.plist"
    }

    /// The emitter holds nothing: each `emit` call brings the palette and its options.
    public init() {}

    /// Read back by the `palette-plist` reader.
    public var readBackFormatID: String? { "palette-plist" }

    /// No options.
    public var optionSpecs: [OptionSpec] { [] }

    /// Every file carries palettec's header where property lists carry it (`CodePrinter.plistHeader`).
    public func header(ofFileAt path: String) -> GeneratedHeader.Position? { CodePrinter.plistHeader }

    /// Renders the palette file.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let references = ImageReference(options)
        ForeignKeyCheck.reportXMLUnsafeKeys(
            palette,
            format: "a plist",
            includingImages: true,
            diagnostics: &diagnostics
        )
        Self.reportXMLUnsafeTexts(palette, diagnostics: &diagnostics)
        Self.reportXMLUnsafePaths(palette, references: references, diagnostics: &diagnostics)
        NativeImageShape.reportMisnamedScales(palette, references: references, diagnostics: &diagnostics)
        let header = GeneratedHeader.sentence(sources: options.sourceNames)
        return [
            GeneratedFile(indentation: "\t", header: CodePrinter.plistHeader) { printer in
                printer.plist(header: header) { printer in
                    printer.plistDict { printer in
                        Self.printRoot(palette, to: &printer)
                        Self.printContrastPairs(palette, to: &printer)
                        Self.printLint(palette, to: &printer)
                        Self.printImages(palette, references: references, to: &printer)
                    }
                }
            }
        ]
    }

    /// Prints the members of the root dict: name, description, themes and colors.
    private static func printRoot(_ palette: Palette, to printer: inout CodePrinter) {
        printer.plistKey("name")
        printer.plistString(palette.name)
        if let description = palette.description {
            printer.plistKey("description")
            printer.plistString(description)
        }
        if !palette.themes.isEmpty {
            printer.plistKey("appearances")
            printer.plistDict { printer in
                for theme in palette.themes {
                    printer.plistKey(theme.name)
                    printer.plistDict { printer in
                        printer.plistKey("scheme")
                        printer.plistString(theme.scheme.rawValue)
                        if let fallback = theme.fallback {
                            printer.plistKey("fallback")
                            printer.plistString(fallback)
                        }
                        if let description = theme.description {
                            printer.plistKey("description")
                            printer.plistString(description)
                        }
                    }
                }
            }
        }
        printer.plistKey("colors")
        printer.plistDict { printer in
            for entry in palette.entries {
                printer.plistKey(entry.key)
                switch NativeEntryShape(entry, palette: palette) {
                case .single(let value):
                    printValue(value, to: &printer)
                case .fields(let description, let deprecation, let values, let lintOff):
                    printer.plistDict { printer in
                        printMetadata(description, deprecation, to: &printer)
                        for (appearance, value) in values {
                            printer.plistKey(appearance)
                            printValue(value, to: &printer)
                        }
                        if !lintOff.isEmpty {
                            printer.plistKey("lint")
                            printer.plistDict { printer in
                                for rule in lintOff {
                                    printer.plistKey(rule.rawValue)
                                    printer.plistBool(false)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Prints the `contrast` member, when the palette declares contrast pairs.
    private static func printContrastPairs(_ palette: Palette, to printer: inout CodePrinter) {
        guard !palette.contrastPairs.isEmpty else { return }
        printer.plistKey("contrast")
        printer.block("<array>", closer: "</array>") { printer in
            for pair in palette.contrastPairs {
                printer.plistDict { printer in
                    for member in NativeContrastShape.members(pair) {
                        printer.plistKey(member.key)
                        switch member.value {
                        case .string(let text):
                            printer.plistString(text)
                        case .number(let number):
                            printer.plistNumber(number)
                        }
                    }
                }
            }
        }
    }

    /// Prints the `lint` member, when the palette sets a color-sense rule.
    private static func printLint(_ palette: Palette, to printer: inout CodePrinter) {
        guard !palette.lintSettings.isEmpty else { return }
        printer.plistKey("lint")
        printer.plistDict { printer in
            for member in NativeLintShape.members(palette.lintSettings) {
                printer.plistKey(member.rule)
                switch member.value {
                case .flag(let isOn):
                    printer.plistBool(isOn)
                case .maximumDifference(let maximum):
                    printer.plistDict { printer in
                        printer.plistKey("maximumDifference")
                        printer.plistNumber(maximum)
                    }
                case .gamut(let gamut):
                    printer.plistDict { printer in
                        printer.plistKey("gamut")
                        printer.plistString(gamut)
                    }
                }
            }
        }
    }

    /// Prints the `images` member, when the palette has images.
    private static func printImages(_ palette: Palette, references: ImageReference, to printer: inout CodePrinter) {
        guard !palette.images.isEmpty else { return }
        printer.plistKey("images")
        printer.plistDict { printer in
            for image in palette.images {
                printer.plistKey(image.key)
                switch NativeImageShape(image, palette: palette, references: references) {
                case .single(let value):
                    NativeImageShape.printPlist(value, to: &printer)
                case .fields(let description, let deprecation, let isTemplate, let values):
                    printer.plistDict { printer in
                        printMetadata(description, deprecation, to: &printer)
                        if isTemplate {
                            printer.plistKey("template")
                            printer.plistBool(true)
                        }
                        for (appearance, value) in values {
                            printer.plistKey(appearance)
                            NativeImageShape.printPlist(value, to: &printer)
                        }
                    }
                }
            }
        }
    }

    /// Prints `description` and `deprecated`, those that are set.
    private static func printMetadata(
        _ description: String?,
        _ deprecation: Palette.Deprecation?,
        to printer: inout CodePrinter
    ) {
        if let description {
            printer.plistKey("description")
            printer.plistString(description)
        }
        if let deprecation {
            printer.plistKey("deprecated")
            if let message = deprecation.message {
                printer.plistString(message)
            } else {
                printer.plistBool(true)
            }
        }
    }

    /// Prints a `<string>` holding a value in native syntax.
    private static func printValue(_ value: NativeEntryShape.Value, to printer: inout CodePrinter) {
        printer.write("<string>")
        NativeEntryShape.print(value, quoted: false, to: &printer)
        printer.write("</string>")
        printer.endLine()
    }

    /// Warns about descriptions and deprecation messages holding characters XML 1.0 cannot carry: they are
    /// written as U+FFFD, and a writer never changes text silently.
    private static func reportXMLUnsafeTexts(_ palette: Palette, diagnostics: inout DiagnosticBag) {
        let entries = palette.entries.map { ($0.key, $0.description, $0.deprecation, $0.location) }
        let images = palette.images.map { ($0.key, $0.description, $0.deprecation, $0.location) }
        for (key, description, deprecation, location) in entries + images {
            let texts = [("description", description), ("deprecation message", deprecation?.message)]
            for case (let field, let text?) in texts where !XMLEscaper.isSafe(text) {
                diagnostics.report(
                    .controlCharacterReplaced(field, of: key, at: location)
                )
            }
        }
    }

    /// Reports image paths holding characters XML 1.0 cannot carry: written as U+FFFD, they would name another file.
    private static func reportXMLUnsafePaths(
        _ palette: Palette,
        references: ImageReference,
        diagnostics: inout DiagnosticBag
    ) {
        var seen: Set<String> = []
        for image in palette.images {
            for value in image.values {
                let path = references.path(of: value.file)
                guard !XMLEscaper.isSafe(path), seen.insert(path).inserted else { continue }
                diagnostics.report(
                    .controlCharacterInPath(path, of: image)
                )
            }
        }
    }
}

extension Diagnostic {
    /// A text with a control character, written as U+FFFD.
    fileprivate static func controlCharacterReplaced(
        _ field: String,
        of key: String,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "the \(field) of '\(key)' holds a control character that a plist cannot carry; "
                + "it is written as U+FFFD",
            at: location,
            severity: .warning
        )
    }

    /// An image file path with a control character, which a plist cannot carry.
    fileprivate static func controlCharacterInPath(_ path: String, of image: PaletteImage) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "the path of an image file of '\(image.key)' holds a control character that a plist cannot "
                + "carry: \(path.debugDescription)",
            at: image.location
        )
    }
}
