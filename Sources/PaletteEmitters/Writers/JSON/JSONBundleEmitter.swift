public import PaletteModel

/// Writes the JSON runtime bundle: every color's resolved value per appearance, looked up by its verbatim key.
///
/// Shape (described by `Docs/palette-bundle.schema.json`), fields always in this order:
/// - `$comment`: the DO-NOT-EDIT header; `version`: `1`; `name`; `description` (only when the palette has one);
/// - `appearances`: the appearance names in palette order; `schemes`: appearance → `light` or `dark`;
/// - `colors`: key → appearance → `#RRGGBBAA` (upper-case, alpha last, 8-bit) for every appearance. A Display
///   P3 value is given here as its sRGB value (gamut-mapped), so `colors` alone always works;
/// - `p3`: key → appearance → `color(display-p3 r g b / a)` for exactly the values that are Display P3;
/// - `authored`, only when some value was written in another space (`oklch()`, `lab()`, …): key → appearance →
///   the color as written, shaped like a DTCG 2025.10 color, `{"colorSpace": "oklch", "components": [0.7, 0.1,
///   200], "alpha": 0.5}` (`none` as the string `"none"`, `alpha` only when not 1), for exactly those values;
/// - `aliases`: key → appearance → target key, for the values that were written as `{KEY}`;
/// - `descriptions`: key → text; `deprecated`: key → message, or `true` when there is none.
///
/// - `images` and `imageTemplates`, only when the palette has images (`JSONBundleImages`).
///
/// Keys keep palette order; every key and appearance map is on one line, other levels indent by two spaces.
/// `p3`, `aliases`, `descriptions` and `deprecated` are present even when empty. Two entries with one key
/// (which lowering never produces) are a `name-collision` error and the second is left out.
public struct JSONBundleEmitter: Emitter {
    /// `brand.json`.
    public func fileName(forPaletteNamed name: String) -> String? {
        name.lowercased() + ".json"
    }

    /// The emitter holds nothing: each `emit` call brings the palette and its options.
    public init() {}

    /// The bundle takes no options.
    public var optionSpecs: [OptionSpec] { [] }

    /// Where the file carries palettec's header: the `$comment` member right after the root `{`.
    static let header = GeneratedHeader.Position(after: "{\n  \"$comment\": \"")

    /// The one file carries the header at `header`.
    public func header(ofFileAt path: String) -> GeneratedHeader.Position? { Self.header }

    /// Renders the bundle.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let entries = uniqueEntries(palette, diagnostics: &diagnostics)
        let header = GeneratedHeader.sentence(sources: options.sourceNames)
        let images = JSONBundleImages(palette, options: options, diagnostics: &diagnostics)
        return [
            GeneratedFile(indentation: "  ", header: Self.header) { printer in
                Self.print(palette, entries: entries, header: header, images: images, to: &printer)
            }
        ]
    }

    /// Prints the bundle; `entries` are the indexes of the entries that go in it.
    private static func print(
        _ palette: Palette,
        entries: [Int],
        header: String,
        images: JSONBundleImages,
        to printer: inout CodePrinter
    ) {
        let appearances = palette.appearances
        printer.line("{")
        printer.indent()
        printer.write("\"$comment\": ")
        printer.write(jsonString: header)
        printer.write(",")
        printer.endLine()
        printer.write("\"version\": 1,")
        printer.endLine()
        printer.jsonName(palette.name, description: palette.description)
        printer.write(",")
        printer.endLine()
        printer.write("\"appearances\": [")
        for (position, appearance) in appearances.enumerated() {
            if position > 0 { printer.write(", ") }
            printer.write(jsonString: appearance.name)
        }
        printer.write("],")
        printer.endLine()
        printer.write("\"schemes\": {")
        for (position, appearance) in appearances.enumerated() {
            if position > 0 { printer.write(", ") }
            printer.write(jsonString: appearance.name)
            printer.write(": ")
            printer.write(jsonString: appearance.scheme.rawValue)
        }
        printer.write("}")

        printSection(.colors, entries, palette: palette, to: &printer)
        printSection(.p3, entries, palette: palette, to: &printer)
        // Absent rather than empty, so the bundle of a palette written in hex and P3 stays what it was.
        if entries.contains(where: { position in palette.entries[position].values.contains(where: \.isAuthored) }) {
            printSection(.authored, entries, palette: palette, to: &printer)
        }
        printSection(.aliases, entries, palette: palette, to: &printer)
        printTextSection("descriptions", entries, palette: palette, to: &printer) { entry in
            entry.description.map { .string($0) }
        }
        printTextSection("deprecated", entries, palette: palette, to: &printer) { entry in
            entry.deprecation.map { deprecation in deprecation.message.map { .string($0) } ?? .true }
        }
        images.print(to: &printer)
        printer.endLine()
        printer.outdent()
        printer.line("}")
    }

    /// A per-key value of a text section.
    private enum TextValue {
        /// A JSON string.
        case string(String)
        /// JSON `true`.
        case `true`
    }

    /// The indexes of the entries in palette order, leaving out (and reporting) repeated keys and entries whose
    /// values do not cover every appearance.
    private func uniqueEntries(_ palette: Palette, diagnostics: inout DiagnosticBag) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(palette.entries.count)
        var firstByKey: [String: Int] = [:]
        firstByKey.reserveCapacity(palette.entries.count)
        for index in palette.entries.indices {
            if let problem = ModelChecks.valueCountProblem(palette.entries[index], in: palette, checkingAliases: true) {
                diagnostics.report(problem)
                continue
            }
            let key = palette.entries[index].key
            // One hash per key: claim it, and give it back to its owner in the rare case there is one.
            if let first = firstByKey.updateValue(index, forKey: key) {
                firstByKey[key] = first
                diagnostics.report(
                    .repeatedBundleKey(key, at: palette.entries[index].location, first: palette.entries[first].location)
                )
                continue
            }
            result.append(index)
        }
        return result
    }

    /// The sections that map each key to some of its appearances.
    private enum Section: String {
        /// Every appearance's sRGB `#RRGGBBAA`.
        case colors
        /// The Display P3 values only.
        case p3
        /// The colors written in another space, as written.
        case authored
        /// The alias targets only.
        case aliases

        /// Whether the section lists any of an entry's values (`values` are the entry's): has a line for it.
        func lists(_ entry: UnsafePointer<Palette.Entry>, _ values: UnsafeBufferPointer<ColorValue>) -> Bool {
            self == .colors || values.indices.contains { lists(entry, values, at: $0) }
        }

        /// Whether the section lists an entry's value for an appearance (`values` are the entry's).
        func lists(
            _ entry: UnsafePointer<Palette.Entry>,
            _ values: UnsafeBufferPointer<ColorValue>,
            at index: Int
        ) -> Bool {
            switch self {
            case .colors: true
            case .p3: values[index].space == .displayP3
            case .authored: values[index].isAuthored
            case .aliases: entry.pointee.aliases[index] != nil
            }
        }
    }

    /// Prints `,` and `"section": { "KEY": {"appearance": "text", …}, … }`, one line per entry that has any text.
    private static func printSection(
        _ section: Section,
        _ entries: [Int],
        palette: Palette,
        to printer: inout CodePrinter
    ) {
        printer.write(",")
        printer.endLine()
        printer.write("\"\(section.rawValue)\": {")
        // The line of the last entry listed is the one without a comma.
        let last = palette.entries.withUnsafeBufferPointer { all in
            entries.lastIndex { position in
                let entry = UnsafePointer(all.baseAddress.unsafelyUnwrapped + position)
                return entry.pointee.values.withUnsafeBufferPointer { section.lists(entry, $0) }
            }
        }
        guard let last else {
            printer.write("}")
            return
        }
        printer.endLine()
        // `"light": ` and so on, spelled once per section rather than once per value.
        let labels = palette.appearances.map { JSONQuoter.quoted($0.name) + ": " }
        printer.parts(entries.count) { range, printer in
            printLines(section, entries[range], last: last, palette: palette, labels: labels, to: &printer)
        }
        printer.write("}")
    }

    /// Prints the lines of a section for the entries at `positions` of the bundle's entries, a comma after each but
    /// the one at `last`.
    private static func printLines(
        _ section: Section,
        _ positions: ArraySlice<Int>,
        last: Int,
        palette: Palette,
        labels: [String],
        to printer: inout CodePrinter
    ) {
        // Where each appearance's value lies on the entry's line, so an appearance that repeats an earlier one's wide
        // or authored value (`light-hc` most often is `light`) repeats its numbers instead of spelling them again.
        var spans = ValueSpans()
        let repeats = section == .p3 || section == .authored
        // Entries and values borrowed in place rather than copied: they are shared with the other outputs, written at
        // the same time on other threads, and every copy of a wide color would touch its shared reference count.
        palette.entries.withUnsafeBufferPointer { all in
            for position in positions.indices {
                let entry = UnsafePointer(all.baseAddress.unsafelyUnwrapped + positions[position])
                entry.pointee.values.withUnsafeBufferPointer { values in
                    guard section.lists(entry, values) else { return }
                    printer.indent()
                    printer.write(jsonString: entry.pointee.key)
                    printer.write(": {")
                    var wroteValue = false
                    spans.startLine(count: labels.count)
                    for index in labels.indices where section.lists(entry, values, at: index) {
                        if wroteValue { printer.write(", ") }
                        printer.write(labels[index])
                        spans.write(index, of: values, repeating: repeats, to: &printer) { printer in
                            switch section {
                            case .colors:
                                printer.write(byte: 0x22)
                                printer.write(
                                    hexOfPacked: values[index].sRGBPackedRGBA8,
                                    HexEncoder.ColorSpelling(alpha: .last)
                                )
                                printer.write(byte: 0x22)
                            case .p3:
                                // ASCII letters, digits, spaces, `.`, `/` and parentheses: a JSON string as it is.
                                printer.write(byte: 0x22)
                                values[index].withShown(in: .displayP3) { CSSSyntax.writeDisplayP3($0, to: &printer) }
                                printer.write(byte: 0x22)
                            case .authored:
                                printAuthored(values[index], to: &printer)
                            case .aliases: printer.write(jsonString: entry.pointee.aliases[index] ?? "")
                            }
                        }
                        wroteValue = true
                    }
                    printer.write(position == last ? "}" : "},")
                    printer.endLine()
                    printer.outdent()
                }
            }
        }
    }

    /// Prints `{"colorSpace": "…", "components": […], "alpha": …}`, DTCG 2025.10's shape of a color, for a color that
    /// keeps an authored color.
    ///
    /// The numbers are those of the color's notation (`authoredNotation`): each as `CSSColorNotation.number` spells it,
    /// `"none"` for a missing one, and the alpha only where the notation has one (not 1, or `none`).
    private static func printAuthored(_ value: ColorValue, to printer: inout CodePrinter) {
        guard let space = value.authoredSpace, let numbers = value.authoredNumbers else { return }
        printer.write("{\"colorSpace\": \"")
        printer.write(space.rawValue)
        printer.write("\", \"components\": [")
        printNumber(numbers.0, to: &printer)
        printer.write(", ")
        printNumber(numbers.1, to: &printer)
        printer.write(", ")
        printNumber(numbers.2, to: &printer)
        printer.write("]")
        if numbers.alpha != 1 {
            printer.write(", \"alpha\": ")
            printNumber(numbers.alpha, to: &printer)
        }
        printer.write("}")
    }

    /// Prints a component as `CSSColorNotation.number` spells it, or `"none"` for `nil`.
    private static func printNumber(_ value: Double?, to printer: inout CodePrinter) {
        guard let value else {
            printer.write("\"none\"")
            return
        }
        printer.write(number: value)
    }

    /// Prints `,` and `"name": { "KEY": <text or true>, … }` for the entries that have a value.
    private static func printTextSection(
        _ name: String,
        _ entries: [Int],
        palette: Palette,
        to printer: inout CodePrinter,
        value: @escaping @Sendable (Palette.Entry) -> TextValue?
    ) {
        printer.write(",")
        printer.endLine()
        printer.write("\"\(name)\": {")
        // The line of the last entry with a value is the one without a comma.
        guard let last = entries.lastIndex(where: { value(palette.entries[$0]) != nil }) else {
            printer.write("}")
            return
        }
        printer.endLine()
        printer.parts(entries.count) { range, printer in
            for position in range {
                guard let text = value(palette.entries[entries[position]]) else { continue }
                printer.indent()
                printer.write(jsonString: palette.entries[entries[position]].key)
                printer.write(": ")
                switch text {
                case .string(let string): printer.write(jsonString: string)
                case .true: printer.write("true")
                }
                if position != last { printer.write(",") }
                printer.endLine()
                printer.outdent()
            }
        }
        printer.write("}")
    }
}

extension Diagnostic {
    /// A key the bundle would hold twice.
    fileprivate static func repeatedBundleKey(_ key: String, at location: Location?, first: Location?) -> Diagnostic {
        Diagnostic(
            .nameCollision,
            "'\(key)' appears twice; a JSON bundle key must be unique",
            at: location,
            notes: [Note("'\(key)' is first defined here", at: first)]
        )
    }
}
