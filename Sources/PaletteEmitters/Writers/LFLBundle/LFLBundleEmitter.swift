public import PaletteModel

/// Writes an LFLDarkModeKit `*.bundle` folder: `light.plist` and `dark.plist`, each a flat dict of
/// key → bare uppercase hex (`RRGGBB`, or `AARRGGBB` with alpha FIRST when not opaque).
///
/// Themes, high-contrast values, Display P3 and images cannot be expressed (`unsupported-by-format`); aliases are
/// written resolved, descriptions and deprecations are dropped (the runtime has no place for them).
public struct LFLBundleEmitter: Emitter {
    /// The emitter holds nothing: each `emit` call brings the palette and its options.
    public init() {}

    /// Read back by the `lfl-bundle` reader.
    public var readBackFormatID: String? { "lfl-bundle" }

    /// `allowLoss` turns the loss errors into warnings.
    public var optionSpecs: [OptionSpec] { ForeignLossOptions.specs }

    /// Every file carries palettec's header where property lists carry it (`CodePrinter.plistHeader`).
    public func header(ofFileAt path: String) -> GeneratedHeader.Position? { CodePrinter.plistHeader }

    /// The output is a folder of fixed file names.
    public var writesFolder: Bool { true }

    /// Renders `light.plist` and `dark.plist`.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let loss = ForeignLoss(format: "an LFLDarkModeKit bundle", options: options)
        loss.checkLightDarkSRGB(palette, keepsThemes: false, diagnostics: &diagnostics)
        loss.checkImagesLeftOut(palette, diagnostics: &diagnostics)
        ForeignKeyCheck.reportXMLUnsafeKeys(palette, format: "a plist", diagnostics: &diagnostics)
        let slots = ForeignSlots(palette)
        let header = GeneratedHeader.sentence(sources: options.sourceNames)
        return [
            GeneratedFile(relativePath: "light.plist", indentation: "\t", header: CodePrinter.plistHeader) { printer in
                Self.print(palette, slot: slots.light, header: header, to: &printer)
            },
            GeneratedFile(relativePath: "dark.plist", indentation: "\t", header: CodePrinter.plistHeader) { printer in
                Self.print(palette, slot: slots.dark, header: header, to: &printer)
            },
        ]
    }

    /// Prints one appearance's plist.
    private static func print(_ palette: Palette, slot: Int, header: String, to printer: inout CodePrinter) {
        printer.plist(header: header) { printer in
            printer.plistDict { printer in
                for entry in palette.entries {
                    printer.plistKey(entry.key)
                    printer.write("<string>")
                    printer.write(hex: ForeignSlots.value(entry, slot).shown(in: .sRGB), hexSpelling)
                    printer.write("</string>")
                    printer.endLine()
                }
            }
        }
    }

    /// `RRGGBB` or `AARRGGBB`, uppercase, no prefix: what `+[UIColor colorFromHexString:]` parses.
    static let hexSpelling = HexEncoder.ColorSpelling(hash: false, alpha: .firstUnlessOpaque)
}
