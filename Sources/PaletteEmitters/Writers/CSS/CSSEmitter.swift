public import PaletteModel

/// Writes a palette as one stylesheet of CSS custom properties for H5 pages and in-app web views.
///
/// The page follows the system appearance (`prefers-color-scheme`), an attribute on the root element forces
/// one (`data-theme="dark"`, `"light"` or a theme's name) in either direction, and `prefers-contrast: more`
/// switches to the high-contrast values; `CSSRulePlan` lists the rules and why they are exact.
///
/// Values: sRGB colors are lower-case `#rrggbb`, or `#rrggbbaa` when not opaque (8-bit channels, rounded).
/// Display P3 colors are written as the hex of their sRGB value (gamut-mapped), and again as
/// `color(display-p3 r g b / a)` in a copy of the rules inside `@supports (color: color(display-p3 1 1 1))`
/// placed after them. Colors written in another space (`ColorValue.authored`: `oklch()`, `lab()`,
/// `color(rec2020 …)`, …) get a third copy, inside `@supports (color: oklch(0 0 0))`, in their own notation
/// (`CSSColorNotation`). A custom property takes the last declaration even where the engine cannot use it (its
/// value is only checked where `var()` uses it, and then falls back to nothing), so the forms must not sit side
/// by side in one rule: each copy restates only the entries it spells differently, and an engine keeps the
/// last form it reads. Aliases are always written as their resolved values, never
/// `var()`, so every state is right by construction. Names follow `CSSPropertyName`; two keys with one name
/// are a `name-collision` error and the second is left out.
///
/// Images (`CSSImageRules`): `--name: url("…")` and `--name-brightness` per image, registered with `@property` and
/// switched by the same media queries and attribute rules, after the colors; URLs are relative to the stylesheet
/// (`EmitOptions.outputPath`) or start with the `imageBaseURL` option.
public struct CSSEmitter: Emitter {
    /// `brand.css`.
    public func fileName(forPaletteNamed name: String) -> String? {
        name.lowercased() + ".css"
    }

    /// The emitter holds nothing: each `emit` call brings the palette and its options.
    public init() {}

    /// `prefix`, `attribute`, `selector`, `imageBaseURL` (strings) and `lightDark` (bool).
    public var optionSpecs: [OptionSpec] { CSSOptions.specs }

    /// Where the file carries palettec's header: a comment at its first byte.
    static let header = GeneratedHeader.Position(after: "/* ")

    /// The one file carries the header at `header`.
    public func header(ofFileAt path: String) -> GeneratedHeader.Position? { Self.header }

    /// Keys become lower-case custom-property names (`text.primary` → `--text-primary`); a prefix changes none
    /// of the collisions.
    public var nameRule: NameRule? { Self.nameRule }

    /// The naming rule of the custom properties, without a prefix.
    static let nameRule = NameRule(kind: .cssCustomProperty) { CSSPropertyName.make(from: $0) }

    /// Renders the stylesheet, or nothing when the palette lacks `light` or `dark`.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        let configuration = CSSOptions(options.values)
        guard let light = palette.appearanceIndex(named: "light"), let dark = palette.appearanceIndex(named: "dark")
        else {
            diagnostics.report(
                .cssNeedsLightAndDark
            )
            return []
        }
        let entries = namedEntries(
            palette,
            prefix: configuration.prefix,
            checked: options.checkedNames.colors[Self.nameRule.kind],
            diagnostics: &diagnostics
        )
        let indexes = CSSRulePlan.Indexes(
            light: light,
            dark: dark,
            highContrast: highContrastIndexes(palette, entries: entries, light: light, dark: dark),
            themes: palette.appearances.indices.compactMap { index in
                let appearance = palette.appearances[index]
                return appearance.isBuiltIn ? nil : (appearance, index)
            }
        )
        let blocks = CSSRulePlan.blocks(indexes, configuration: configuration)

        let header = GeneratedHeader.sentence(sources: options.sourceNames)
        let heading = palette.description.map { palette.name + ": " + $0 }
        let images = CSSImageRules(
            palette,
            configuration: configuration,
            options: options,
            colorNames: options.checkedNames.colors[Self.nameRule.kind]
                ?? palette.entries.map { CSSPropertyName.make(from: $0.key) },
            diagnostics: &diagnostics
        )
        return [
            GeneratedFile(indentation: "  ", header: Self.header) { printer in
                Self.print(blocks, entries: entries, palette: palette, header: header, heading: heading, to: &printer)
                images?.print(to: &printer)
            }
        ]
    }

    /// Prints the stylesheet: the header, the rules, and their Display P3 copy when any value needs one.
    private static func print(
        _ blocks: [CSSRuleBlock],
        entries: [NamedEntry],
        palette: Palette,
        header: String,
        heading: String?,
        to printer: inout CodePrinter
    ) {
        CSSSyntax.writeComment(header, to: &printer)
        printer.endLine()
        if let heading {
            CSSSyntax.writeComment(heading, to: &printer)
            printer.endLine()
        }
        printRules(blocks, entries: entries, palette: palette, form: .hex, to: &printer)
        let wideGamut = entries.filter { $0.values.contains { $0.space == .displayP3 } }
        if !wideGamut.isEmpty {
            printer.block("@supports (color: color(display-p3 1 1 1)) {") { inner in
                printRules(blocks, entries: wideGamut, palette: palette, form: .displayP3, to: &inner)
            }
        }
        let authored = entries.filter { $0.values.contains { $0.authored != nil } }
        if !authored.isEmpty {
            // Every engine that reads oklch() reads lab(), lch(), oklab() and every color() space as well.
            printer.block("@supports (color: oklch(0 0 0)) {") { inner in
                printRules(blocks, entries: authored, palette: palette, form: .authored, to: &inner)
            }
        }
    }

    /// An entry that gets a property: its values and its name already spelled, without copying the whole entry.
    private struct NamedEntry: Sendable {
        /// The entry's index in `Palette.entries`.
        var index: Int
        /// The entry's values, aligned with `Palette.appearances`.
        var values: [ColorValue]
        /// The UTF-8 bytes of its custom-property name, `--` included.
        var name: [UInt8]
    }

    /// The entries in palette order with their property names, leaving out (and reporting) the second of two
    /// entries with one name, and entries whose values do not cover every appearance.
    ///
    /// `checked` are the names without prefix (`--text-primary`) that the build's collision check worked out.
    private func namedEntries(
        _ palette: Palette,
        prefix: String,
        checked: [String?]?,
        diagnostics: inout DiagnosticBag
    ) -> [NamedEntry] {
        let checked = checked?.count == palette.entries.count ? checked : nil
        var result: [NamedEntry] = []
        result.reserveCapacity(palette.entries.count)
        // The build's check gave each entry a name no earlier entry has, or `nil`: only when some name is worked
        // out here can two entries share one.
        let namesRepeat = checked?.contains(nil) ?? true
        var firstByName: [[UInt8]: Int] = [:]
        if namesRepeat { firstByName.reserveCapacity(palette.entries.count) }
        let head = Array("--\(prefix)".utf8)
        for (index, entry) in palette.entries.enumerated() {
            if let problem = ModelChecks.valueCountProblem(entry, in: palette) {
                diagnostics.report(problem)
                continue
            }
            var name = head
            if let known = checked?[index] {
                name.append(contentsOf: known.utf8.dropFirst(2))
            } else {
                CSSPropertyName.appendName(of: entry.key, to: &name)
            }
            guard namesRepeat else {
                result.append(NamedEntry(index: index, values: entry.values, name: name))
                continue
            }
            if let first = firstByName[name] {
                let other = palette.entries[result[first].index]
                let spelled = String(decoding: name, as: UTF8.self)
                diagnostics.report(
                    .sameName(entry, earlier: other, name: spelled, kind: Self.nameRule.kind)
                )
                continue
            }
            firstByName[name] = result.count
            result.append(NamedEntry(index: index, values: entry.values, name: name))
        }
        return result
    }

    /// The `light-hc` and `dark-hc` indexes when some entry's high-contrast value differs from its base value.
    private func highContrastIndexes(
        _ palette: Palette,
        entries: [NamedEntry],
        light: Int,
        dark: Int
    ) -> (light: Int, dark: Int)? {
        guard let lightHC = palette.appearanceIndex(named: "light-hc"),
            let darkHC = palette.appearanceIndex(named: "dark-hc")
        else { return nil }
        let differs = entries.contains { named in
            named.values[lightHC] != named.values[light] || named.values[darkHC] != named.values[dark]
        }
        return differs ? (lightHC, darkHC) : nil
    }

    /// Prints the rules in order, grouping neighbours with one media condition into one `@media` rule and
    /// leaving out rules that would be empty.
    private static func printRules(
        _ blocks: [CSSRuleBlock],
        entries: [NamedEntry],
        palette: Palette,
        form: CSSSyntax.Form,
        to printer: inout CodePrinter
    ) {
        var index = 0
        while index < blocks.count {
            let media = blocks[index].media
            var end = index
            while end < blocks.count, blocks[end].media == media { end += 1 }
            let rules = blocks[index..<end].filter { declaresAnything($0, entries: entries, form: form) }
            index = end
            guard !rules.isEmpty else { continue }
            if let media {
                printer.block("@media \(media) {") { inner in
                    for block in rules { printRule(block, entries: entries, palette: palette, form: form, to: &inner) }
                }
            } else {
                for block in rules { printRule(block, entries: entries, palette: palette, form: form, to: &printer) }
            }
        }
    }

    /// Whether a rule would declare anything: `color-scheme` (not in the P3 copy, which only restates colors)
    /// or a property of at least one entry.
    private static func declaresAnything(_ block: CSSRuleBlock, entries: [NamedEntry], form: CSSSyntax.Form) -> Bool {
        (block.colorScheme != nil && form == .hex) || entries.contains { block.declares($0.values) }
    }

    /// Prints one rule that `declaresAnything`.
    private static func printRule(
        _ block: CSSRuleBlock,
        entries: [NamedEntry],
        palette: Palette,
        form: CSSSyntax.Form,
        to printer: inout CodePrinter
    ) {
        printer.write(block.selector)
        printer.write(" {")
        printer.endLine()
        printer.indent()
        // The P3 copy only restates colors; `color-scheme` is already set by the rule it copies.
        if let scheme = block.colorScheme, form == .hex {
            printer.line("color-scheme: \(scheme);")
        }
        let commented = block.baseline == nil && form == .hex
        printer.parts(entries.count) { range, printer in
            // Borrowed in place rather than copied: the values are shared with the other outputs, written at the same
            // time on other threads, and every copy of a wide color would touch its shared reference count.
            entries.withUnsafeBufferPointer { entries in
                for position in range {
                    let declared = entries[position].values.withUnsafeBufferPointer { values in
                        guard block.declares(values) else { return false }
                        if commented { printEntryComment(palette.entries[entries[position].index], to: &printer) }
                        printer.write(bytes: entries[position].name)
                        printer.write(": ")
                        writeValue(block.source, of: values, form: form, to: &printer)
                        return true
                    }
                    guard declared else { continue }
                    printer.write(byte: 0x3B)
                    printer.endLine()
                }
            }
        }
        printer.outdent()
        printer.line("}")
    }

    /// Writes an entry's value for a source: one color, or `light-dark(a, b)` when the two differ.
    private static func writeValue(
        _ source: CSSRuleBlock.Source,
        of values: UnsafeBufferPointer<ColorValue>,
        form: CSSSyntax.Form,
        to printer: inout CodePrinter
    ) {
        switch source {
        case .one(let index):
            CSSSyntax.writeColor(values[index], form: form, to: &printer)
        case .lightDark(let light, let dark):
            if values[light] == values[dark] {
                CSSSyntax.writeColor(values[light], form: form, to: &printer)
            } else {
                printer.write("light-dark(")
                CSSSyntax.writeColor(values[light], form: form, to: &printer)
                printer.write(", ")
                CSSSyntax.writeColor(values[dark], form: form, to: &printer)
                printer.write(byte: 0x29)
            }
        }
    }

    /// Prints `/* KEY — description — deprecated: message */` above a declaration, when there is anything
    /// beyond the key to say.
    private static func printEntryComment(_ entry: Palette.Entry, to printer: inout CodePrinter) {
        let description = entry.description
        let deprecation = entry.deprecation
        guard description != nil || deprecation != nil else { return }
        printer.write("/* ")
        CSSSyntax.writeCommentText(entry.key, to: &printer)
        if let description {
            printer.write(" — ")
            CSSSyntax.writeCommentText(description, to: &printer)
        }
        if let deprecation {
            printer.write(" — deprecated")
            if let message = deprecation.message {
                printer.write(": ")
                CSSSyntax.writeCommentText(message, to: &printer)
            }
        }
        printer.write(" */")
        printer.endLine()
    }
}

extension Diagnostic {
    /// A palette without the two appearances every stylesheet is built around.
    fileprivate static let cssNeedsLightAndDark = Diagnostic(
        .missingAppearance,
        "a CSS palette needs the 'light' and 'dark' appearances",
        at: nil
    )
}
