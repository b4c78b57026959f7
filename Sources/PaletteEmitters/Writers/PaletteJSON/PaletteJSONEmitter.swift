public import PaletteModel

/// Writes the native palette format as JSON (see `Docs/PaletteFormat.md`): `name`, `description`, declared
/// themes in `appearances`, `colors` with only the explicitly written values, aliases as `{KEY}`, the `contrast`
/// pairs (`NativeContrastShape`), the `lint` settings (`NativeLintShape`), and `images` (`NativeImageShape`), whose
/// files it names relative to where it is written.
///
/// JSON cannot carry a comment, so this file has no DO-NOT-EDIT header: a converted palette is meant to become
/// the new source of truth that people edit.
public struct PaletteJSONEmitter: Emitter {
    /// `Brand.palette.json`.
    public func fileName(forPaletteNamed name: String) -> String? {
        name + ".palette.json"
    }

    /// The emitter holds nothing: each `emit` call brings the palette and its options.
    public init() {}

    /// Read back by the `palette-json` reader.
    public var readBackFormatID: String? { "palette-json" }

    /// No options.
    public var optionSpecs: [OptionSpec] { [] }

    /// No marker: the file is handed over to be edited.
    public var ownership: OutputOwnership { .editable }

    /// Renders the palette file.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let references = ImageReference(options)
        NativeImageShape.reportMisnamedScales(palette, references: references, diagnostics: &diagnostics)
        return [
            GeneratedFile(indentation: "  ") { printer in Self.print(palette, references: references, to: &printer) }
        ]
    }

    /// Prints the palette file.
    private static func print(_ palette: Palette, references: ImageReference, to printer: inout CodePrinter) {
        printer.write("{")
        printer.endLine()
        printer.indent()
        printer.jsonName(palette.name, description: palette.description)
        if !palette.themes.isEmpty {
            printer.write(",")
            printer.endLine()
            printer.jsonKey("appearances")
            printer.jsonThemes(palette.themes)
        }
        printer.write(",")
        printer.endLine()
        printer.jsonKey("colors")
        printer.jsonMembers("{", "}", palette.entries) { printer, entry in
            printer.jsonKey(entry.key)
            switch NativeEntryShape(entry, palette: palette) {
            case .single(let value):
                NativeEntryShape.print(value, quoted: true, to: &printer)
            case .fields(let description, let deprecation, let values, let lintOff):
                let fields = Field.list(description, deprecation, values) + (lintOff.isEmpty ? [] : [.lint(lintOff)])
                printer.jsonMembers("{", "}", fields) { printer, field in field.print(to: &printer) }
            }
        }
        if !palette.contrastPairs.isEmpty {
            printer.write(",")
            printer.endLine()
            printer.jsonKey("contrast")
            printer.jsonMembers("[", "]", palette.contrastPairs) { printer, pair in
                printer.jsonInlineMembers(NativeContrastShape.members(pair)) { printer, member in
                    printer.jsonKey(member.key)
                    switch member.value {
                    case .string(let text): printer.write(jsonString: text)
                    case .number(let number): printer.write(ColorValue.decimal(number))
                    }
                }
            }
        }
        if !palette.lintSettings.isEmpty {
            printer.write(",")
            printer.endLine()
            printer.jsonKey("lint")
            printer.jsonMembers("{", "}", NativeLintShape.members(palette.lintSettings)) { printer, member in
                printer.jsonKey(member.rule)
                switch member.value {
                case .flag(let isOn): printer.write(isOn ? "true" : "false")
                case .maximumDifference(let maximum):
                    printer.write("{ \"maximumDifference\": ")
                    printer.write(ColorValue.decimal(maximum))
                    printer.write(" }")
                case .gamut(let gamut):
                    printer.write("{ \"gamut\": \"\(gamut)\" }")
                }
            }
        }
        if !palette.images.isEmpty {
            printer.write(",")
            printer.endLine()
            printer.jsonKey("images")
            printer.jsonMembers("{", "}", palette.images) { printer, image in
                printer.jsonKey(image.key)
                switch NativeImageShape(image, palette: palette, references: references) {
                case .single(let value):
                    NativeImageShape.printJSON(value, to: &printer)
                case .fields(let description, let deprecation, let isTemplate, let values):
                    let fields = Field.list(description, deprecation, isTemplate: isTemplate, values)
                    printer.jsonMembers("{", "}", fields) { printer, field in field.print(to: &printer) }
                }
            }
        }
        printer.endLine()
        printer.outdent()
        printer.line("}")
    }

    /// One member of an entry written as an object.
    private enum Field {
        /// `"description": "…"`.
        case description(String)
        /// `"deprecated": "…"`, or `true` without a message.
        case deprecated(String?)
        /// One appearance's value.
        case value(appearance: String, NativeEntryShape.Value)
        /// `"template": true`.
        case template
        /// One appearance's image value.
        case image(appearance: String, NativeImageShape.Value)
        /// `"lint": { "rule": false, … }`: the rules an entry turns off, on one line.
        case lint([Rule])

        /// The members in the order they are written: description, deprecation, then the values.
        static func list(
            _ description: String?,
            _ deprecation: Palette.Deprecation?,
            _ values: [(appearance: String, value: NativeEntryShape.Value)]
        ) -> [Field] {
            var fields: [Field] = []
            fields.reserveCapacity(values.count + 2)
            if let description { fields.append(.description(description)) }
            if let deprecation { fields.append(.deprecated(deprecation.message)) }
            for (appearance, value) in values { fields.append(.value(appearance: appearance, value)) }
            return fields
        }

        /// An image's members in the order they are written: description, deprecation, template, then the values.
        static func list(
            _ description: String?,
            _ deprecation: Palette.Deprecation?,
            isTemplate: Bool,
            _ values: [(appearance: String, value: NativeImageShape.Value)]
        ) -> [Field] {
            var fields = list(description, deprecation, [])
            if isTemplate { fields.append(.template) }
            for (appearance, value) in values { fields.append(.image(appearance: appearance, value)) }
            return fields
        }

        /// Prints the member.
        func print(to printer: inout CodePrinter) {
            switch self {
            case .description(let text):
                printer.jsonKey("description")
                printer.write(jsonString: text)
            case .deprecated(let message):
                printer.jsonKey("deprecated")
                if let message { printer.write(jsonString: message) } else { printer.write("true") }
            case .value(let appearance, let value):
                printer.jsonKey(appearance)
                NativeEntryShape.print(value, quoted: true, to: &printer)
            case .template:
                printer.jsonKey("template")
                printer.write("true")
            case .image(let appearance, let value):
                printer.jsonKey(appearance)
                NativeImageShape.printJSON(value, to: &printer)
            case .lint(let rules):
                printer.jsonKey("lint")
                printer.jsonInlineMembers(rules) { printer, rule in
                    printer.jsonKey(rule.rawValue)
                    printer.write("false")
                }
            }
        }
    }
}
