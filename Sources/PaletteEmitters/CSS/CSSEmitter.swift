public import PaletteModel

/// Writes a palette as one stylesheet of CSS custom properties for H5 pages and in-app web views.
///
/// The page follows the system appearance (`prefers-color-scheme`), an attribute on the root element forces
/// one (`data-theme="dark"`, `"light"` or a theme's name) in either direction, and `prefers-contrast: more`
/// switches to the high-contrast values; `CSSRulePlan` lists the rules and why they are exact.
///
/// Values: sRGB colors are lower-case `#rrggbb`, or `#rrggbbaa` when not opaque (8-bit channels, rounded).
/// Display P3 colors are written as the hex of their clamped sRGB conversion, and again as
/// `color(display-p3 r g b / a)` in a copy of the rules inside `@supports (color: color(display-p3 1 1 1))`
/// placed after them: a custom property takes the last declaration even where the engine cannot use it,
/// so the two forms must not sit side by side. Aliases are always written as their resolved values, never
/// `var()`, so every state is right by construction. Names follow `CSSPropertyName`; two keys with one name
/// are a `name-collision` error and the second is left out.
public struct CSSEmitter: Emitter {
    /// Creates the emitter.
    public init() {}

    /// `prefix`, `attribute`, `selector` (strings) and `lightDark` (bool).
    public var optionSpecs: [OptionSpec] { CSSConfiguration.options }

    /// Keys become lower-case custom-property names (`text.primary` → `--text-primary`); a prefix changes none
    /// of the collisions.
    public var nameRule: NameRule? { Self.nameRule }

    /// The naming rule of the custom properties, without a prefix.
    static let nameRule = NameRule(kind: "CSS custom property") { CSSPropertyName.make(from: $0) }

    /// Renders the stylesheet, or nothing when an option is invalid or the palette lacks `light` or `dark`.
    public func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile] {
        guard let configuration = CSSConfiguration(options, diagnostics: &diagnostics) else { return [] }
        guard let light = palette.appearanceIndex(named: "light"), let dark = palette.appearanceIndex(named: "dark")
        else {
            diagnostics.report(
                Diagnostic(.missingAppearance, "a CSS palette needs the 'light' and 'dark' appearances", at: nil)
            )
            return []
        }
        let entries = namedEntries(palette, prefix: configuration.prefix, diagnostics: &diagnostics)
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

        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 &+ entries.count &* 48 &* max(2, blocks.count / 2))
        CSSSyntax.appendComment(GeneratedHeader.sentence(sources: options.sourceNames), to: &bytes)
        bytes.append(0x0A)
        if let description = palette.description {
            CSSSyntax.appendComment(palette.name + ": " + description, to: &bytes)
            bytes.append(0x0A)
        }
        appendRules(blocks, entries: entries, palette: palette, p3: false, indent: 0, to: &bytes)
        let wideGamut = entries.filter { $0.values.contains { $0.space == .displayP3 } }
        if !wideGamut.isEmpty {
            bytes.append(contentsOf: "@supports (color: color(display-p3 1 1 1)) {\n".utf8)
            appendRules(blocks, entries: wideGamut, palette: palette, p3: true, indent: 1, to: &bytes)
            bytes.append(contentsOf: "}\n".utf8)
        }
        return [GeneratedFile(contents: bytes)]
    }

    /// An entry that gets a property: its values and its name already spelled, without copying the whole entry.
    private struct NamedEntry {
        /// The entry's index in `Palette.entries`.
        var index: Int
        /// The entry's values, aligned with `Palette.appearances`.
        var values: [ColorValue]
        /// The UTF-8 bytes of its custom-property name, `--` included.
        var name: [UInt8]
    }

    /// The entries in palette order with their property names, leaving out (and reporting) the second of two
    /// entries with one name, and entries whose values do not cover every appearance.
    private func namedEntries(_ palette: Palette, prefix: String, diagnostics: inout DiagnosticBag) -> [NamedEntry] {
        var result: [NamedEntry] = []
        result.reserveCapacity(palette.entries.count)
        var firstByName: [[UInt8]: Int] = [:]
        firstByName.reserveCapacity(palette.entries.count)
        for (index, entry) in palette.entries.enumerated() {
            if let problem = ModelChecks.valueCountProblem(entry, in: palette) {
                diagnostics.report(problem)
                continue
            }
            var name: [UInt8] = [0x2D, 0x2D]
            name.append(contentsOf: prefix.utf8)
            CSSPropertyName.appendName(of: entry.key, to: &name)
            if let first = firstByName[name] {
                let other = palette.entries[result[first].index]
                let spelled = String(decoding: name, as: UTF8.self)
                diagnostics.report(
                    NameCollisions.diagnostic(entry, earlier: other, name: spelled, kind: Self.nameRule.kind)
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

    /// Appends the rules in order, grouping neighbours with one media condition into one `@media` rule and
    /// leaving out rules that would be empty.
    private func appendRules(
        _ blocks: [CSSRuleBlock],
        entries: [NamedEntry],
        palette: Palette,
        p3: Bool,
        indent: Int,
        to bytes: inout [UInt8]
    ) {
        var index = 0
        while index < blocks.count {
            let media = blocks[index].media
            var end = index
            while end < blocks.count, blocks[end].media == media { end += 1 }
            let rules = blocks[index..<end].filter { declaresAnything($0, entries: entries, p3: p3) }
            index = end
            guard !rules.isEmpty else { continue }
            let inner = media == nil ? indent : indent + 1
            if let media {
                appendIndent(indent, to: &bytes)
                bytes.append(contentsOf: "@media \(media) {\n".utf8)
            }
            for block in rules {
                appendRule(block, entries: entries, palette: palette, p3: p3, indent: inner, to: &bytes)
            }
            if media != nil {
                appendIndent(indent, to: &bytes)
                bytes.append(contentsOf: "}\n".utf8)
            }
        }
    }

    /// Whether a rule would declare anything: `color-scheme` (not in the P3 copy, which only restates colors)
    /// or a property of at least one entry.
    private func declaresAnything(_ block: CSSRuleBlock, entries: [NamedEntry], p3: Bool) -> Bool {
        (block.colorScheme != nil && !p3) || entries.contains { block.declares($0.values) }
    }

    /// Appends one rule that `declaresAnything`.
    private func appendRule(
        _ block: CSSRuleBlock,
        entries: [NamedEntry],
        palette: Palette,
        p3: Bool,
        indent: Int,
        to bytes: inout [UInt8]
    ) {
        appendIndent(indent, to: &bytes)
        bytes.append(contentsOf: block.selector.utf8)
        bytes.append(contentsOf: " {\n".utf8)
        // The P3 copy only restates colors; `color-scheme` is already set by the rule it copies.
        if let scheme = block.colorScheme, !p3 {
            appendIndent(indent + 1, to: &bytes)
            bytes.append(contentsOf: "color-scheme: \(scheme);\n".utf8)
        }
        let commented = block.baseline == nil && !p3
        for named in entries where block.declares(named.values) {
            if commented { appendEntryComment(palette.entries[named.index], indent: indent + 1, to: &bytes) }
            appendIndent(indent + 1, to: &bytes)
            bytes.append(contentsOf: named.name)
            bytes.append(contentsOf: [0x3A, 0x20])
            appendValue(block.source, of: named.values, p3: p3, to: &bytes)
            bytes.append(contentsOf: [0x3B, 0x0A])
        }
        appendIndent(indent, to: &bytes)
        bytes.append(contentsOf: [0x7D, 0x0A])
    }

    /// Appends an entry's value for a source: one color, or `light-dark(a, b)` when the two differ.
    private func appendValue(_ source: CSSRuleBlock.Source, of values: [ColorValue], p3: Bool, to bytes: inout [UInt8])
    {
        switch source {
        case .one(let index):
            CSSSyntax.appendColor(values[index], p3: p3, to: &bytes)
        case .lightDark(let light, let dark):
            if values[light] == values[dark] {
                CSSSyntax.appendColor(values[light], p3: p3, to: &bytes)
            } else {
                bytes.append(contentsOf: "light-dark(".utf8)
                CSSSyntax.appendColor(values[light], p3: p3, to: &bytes)
                bytes.append(contentsOf: [0x2C, 0x20])
                CSSSyntax.appendColor(values[dark], p3: p3, to: &bytes)
                bytes.append(0x29)
            }
        }
    }

    /// Appends `/* KEY — description — deprecated: message */` above a declaration, when there is anything
    /// beyond the key to say.
    private func appendEntryComment(_ entry: Palette.Entry, indent: Int, to bytes: inout [UInt8]) {
        guard entry.description != nil || entry.deprecation != nil else { return }
        let separator = " — ".utf8
        appendIndent(indent, to: &bytes)
        bytes.append(contentsOf: [0x2F, 0x2A, 0x20])
        CSSSyntax.appendCommentText(entry.key, to: &bytes)
        if let description = entry.description {
            bytes.append(contentsOf: separator)
            CSSSyntax.appendCommentText(description, to: &bytes)
        }
        if let deprecation = entry.deprecation {
            bytes.append(contentsOf: separator)
            bytes.append(contentsOf: "deprecated".utf8)
            if let message = deprecation.message {
                bytes.append(contentsOf: [0x3A, 0x20])
                CSSSyntax.appendCommentText(message, to: &bytes)
            }
        }
        bytes.append(contentsOf: [0x20, 0x2A, 0x2F, 0x0A])
    }

    /// Appends two spaces per level.
    private func appendIndent(_ level: Int, to bytes: inout [UInt8]) {
        for _ in 0..<level { bytes.append(contentsOf: [0x20, 0x20]) }
    }
}
