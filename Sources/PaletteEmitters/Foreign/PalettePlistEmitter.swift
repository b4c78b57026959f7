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
        var plist = ForeignPlistText(
            header: GeneratedHeader.sentence(sources: options.sourceNames),
            capacity: palette.entries.count * 160
        )
        plist.openDict()
        plist.key("name")
        plist.string(palette.name)
        if let description = palette.description {
            plist.key("description")
            plist.string(description)
        }
        if !palette.themes.isEmpty {
            plist.key("appearances")
            plist.openDict()
            for theme in palette.themes {
                plist.key(theme.name)
                plist.openDict()
                plist.key("scheme")
                plist.string(theme.scheme.rawValue)
                if let fallback = theme.fallback {
                    plist.key("fallback")
                    plist.string(fallback)
                }
                if let description = theme.description {
                    plist.key("description")
                    plist.string(description)
                }
                plist.closeDict()
            }
            plist.closeDict()
        }
        plist.key("colors")
        plist.openDict()
        for entry in palette.entries {
            plist.key(entry.key)
            switch NativeEntryShape(entry, palette: palette) {
            case .single(let value):
                plist.string(value)
            case .fields(let description, let deprecation, let values):
                plist.openDict()
                if let description {
                    plist.key("description")
                    plist.string(description)
                }
                if let deprecation {
                    plist.key("deprecated")
                    if let message = deprecation.message { plist.string(message) } else { plist.bool(true) }
                }
                for (appearance, value) in values {
                    plist.key(appearance)
                    plist.string(value)
                }
                plist.closeDict()
            }
        }
        plist.closeDict()
        plist.closeDict()
        return [GeneratedFile(text: plist.finish())]
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
