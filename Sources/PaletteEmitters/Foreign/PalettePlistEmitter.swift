public import PaletteModel

/// Writes the native palette format as an XML property list: the same structure as `PaletteJSONEmitter`, with
/// the DO-NOT-EDIT sentence as an XML comment after the DOCTYPE.
public struct PalettePlistEmitter: Emitter {
    /// Creates the emitter.
    public init() {}

    /// No options.
    public var optionSpecs: [OptionSpec] { [] }

    /// Renders the palette file.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        ForeignKeyCheck.reportXMLUnsafeKeys(palette, format: "a plist", diagnostics: &diagnostics)
        Self.reportXMLUnsafeTexts(palette, diagnostics: &diagnostics)
        let header = GeneratedHeader.sentence(sources: options.sourceNames)
        return [
            GeneratedFile(indentation: "\t") { printer in
                printer.plist(header: header) { printer in
                    printer.plistDict { printer in Self.printRoot(palette, to: &printer) }
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
                case .fields(let description, let deprecation, let values):
                    printer.plistDict { printer in
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
                        for (appearance, value) in values {
                            printer.plistKey(appearance)
                            printValue(value, to: &printer)
                        }
                    }
                }
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
        for entry in palette.entries {
            let texts = [("description", entry.description), ("deprecation message", entry.deprecation?.message)]
            for case (let field, let text?) in texts where !XMLEscaper.isSafe(text) {
                diagnostics.report(
                    Diagnostic(
                        .unsupportedByFormat,
                        "the \(field) of '\(entry.key)' holds a control character that a plist cannot carry; "
                            + "it is written as U+FFFD",
                        at: entry.location,
                        severity: .warning
                    )
                )
            }
        }
    }
}
