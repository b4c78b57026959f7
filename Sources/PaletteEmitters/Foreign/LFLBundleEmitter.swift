public import PaletteModel

/// Writes an LFLDarkModeKit `*.bundle` folder: `light.plist` and `dark.plist`, each a flat dict of
/// key → bare uppercase hex (`RRGGBB`, or `AARRGGBB` with alpha FIRST when not opaque).
///
/// Themes, high-contrast values and Display P3 cannot be expressed (`unsupported-by-format`); aliases are
/// written resolved, descriptions and deprecations are dropped (the runtime has no place for them).
public struct LFLBundleEmitter: Emitter {
    /// Creates the emitter.
    public init() {}

    /// `allowLoss` turns the loss errors into warnings.
    public var optionSpecs: [OptionSpec] { [ForeignLoss.option] }

    /// The output is a folder of fixed file names.
    public var writesFolder: Bool { true }

    /// Renders `light.plist` and `dark.plist`.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let loss = ForeignLoss(format: "an LFLDarkModeKit bundle", options: options)
        loss.checkLightDarkSRGB(palette, keepsThemes: false, diagnostics: &diagnostics)
        ForeignKeyCheck.reportXMLUnsafeKeys(palette, format: "a plist", diagnostics: &diagnostics)
        let slots = ForeignSlots(palette)
        let header = GeneratedHeader.sentence(sources: options.sourceNames)
        return [
            GeneratedFile(relativePath: "light.plist", text: plist(palette, slot: slots.light, header: header)),
            GeneratedFile(relativePath: "dark.plist", text: plist(palette, slot: slots.dark, header: header)),
        ]
    }

    /// One appearance's plist.
    private func plist(_ palette: Palette, slot: Int, header: String) -> String {
        var writer = ForeignPlistText(header: header, capacity: palette.entries.count * 48)
        writer.openDict()
        for entry in palette.entries {
            writer.key(entry.key)
            writer.string(Self.hex(ForeignSlots.value(entry, slot)))
        }
        writer.closeDict()
        return writer.finish()
    }

    /// `RRGGBB` or `AARRGGBB`, uppercase, no prefix: what `+[UIColor colorFromHexString:]` parses.
    static func hex(_ color: ColorValue) -> String {
        HexEncoder.string(color.sRGB, HexEncoder.ColorSpelling(hash: false, alpha: .firstUnlessOpaque))
    }
}
