import PaletteModel

/// A style sheet's theme-level custom properties as a palette: one entry per color property, keyed by its name
/// without `--`.
///
/// The base set is light; dark is the root inside `@media (prefers-color-scheme: dark)` where the sheet has one
/// (what a visitor whose system is dark sees when the page sets nothing), else the forced dark rule (`.dark`,
/// `[data-theme=dark]`); when both set a property differently, one warning says so. Dark and every theme inherit
/// what they do not set from the base, as the cascade does. Properties that are not colors (lengths, shadows,
/// `currentColor`, aliases of those) are skipped with one note; so are component-scoped properties.
enum CSSThemeDocument {
    /// How a declaration reads, per appearance.
    private struct Read {
        var light: CSSThemeValue
        var dark: CSSThemeValue
        var declaration: CSSThemeSheet.Declaration

        /// Whether both are the one declaration (of a rule whose selectors name both slots).
        func isSame(as other: Read?) -> Bool {
            other.map { $0.declaration.file == declaration.file && $0.declaration.nameOffset == declaration.nameOffset }
                ?? false
        }
    }

    /// The document of `sheet`, read from `path`.
    static func make(_ sheet: CSSThemeSheet, path: String, diagnostics: inout DiagnosticBag) -> PaletteDocument {
        var document = PaletteDocument(path: path)
        guard let main = sheet.files.first else { return document }
        document.colorsLocation = main.location(ofOffset: 0)
        var reads: [CSSThemeSlot: [String: Read]] = [:]
        for slot in sheet.slotOrder {
            var slotReads: [String: Read] = [:]
            for (key, declaration) in sheet.slots[slot] ?? [:] {
                slotReads[key] = read(declaration, isDefined: sheet.declared.contains)
            }
            reads[slot] = slotReads
        }
        let colors = colorKeys(sheet.keys, reads: reads, isDefined: sheet.declared.contains)
        var skipped: (count: Int, first: (key: String, location: Diagnostic.Location)?) = (0, nil)
        var divergent: (count: Int, first: (key: String, media: Read, forced: Read)?) = (0, nil)
        let themes = sheet.slotOrder.compactMap { slot -> String? in
            if case .theme(let name) = slot { return name }
            return nil
        }
        func location(_ declaration: CSSThemeSheet.Declaration, value: Bool = true) -> Diagnostic.Location {
            sheet.files[declaration.file].location(ofOffset: value ? declaration.valueOffset : declaration.nameOffset)
        }
        for key in sheet.keys {
            let base = reads[.base]?[key]
            let media = reads[.darkMedia]?[key]
            let forced = reads[.darkForced]?[key]
            guard colors.contains(key) else {
                skipped.count += 1
                if skipped.first == nil,
                    let any = base ?? media ?? forced ?? themes.lazy.compactMap({ reads[.theme($0)]?[key] }).first
                {
                    skipped.first = (key, location(any.declaration, value: false))
                }
                continue
            }
            if let media, let forced, media.declaration.value != forced.declaration.value {
                divergent.count += 1
                if divergent.first == nil { divergent.first = (key, media, forced) }
            }
            // One rule that lists the root and a dark selector (`:root, .dark`) sets dark to what light already is.
            let dark = (media ?? forced).flatMap { $0.isSame(as: base) ? nil : $0 }
            let themed = themes.compactMap { name in reads[.theme(name)]?[key].map { (name, $0) } }.filter {
                !$0.1.isSame(as: base)
            }
            guard let light = base ?? dark ?? themed.first?.1 else { continue }
            var entry = EntrySyntax(key: key, location: location(light.declaration, value: false), values: [])
            if base == nil {
                diagnostics.report(.cssNotInBase(key, at: location(light.declaration, value: false)))
            }
            let lightLocation = location(light.declaration)
            if dark == nil, themed.isEmpty, light.light == light.dark {
                entry.values.append(
                    value(light.light, appearance: nil, of: light, at: lightLocation, diagnostics: &diagnostics)
                )
            } else {
                entry.values.append(
                    value(light.light, appearance: "light", of: light, at: lightLocation, diagnostics: &diagnostics)
                )
                if let dark {
                    entry.values.append(
                        value(
                            dark.dark,
                            appearance: "dark",
                            of: dark,
                            at: location(dark.declaration),
                            diagnostics: &diagnostics
                        )
                    )
                } else {
                    // The base's own dark half: reported again only when it differs from its light half.
                    var bag = DiagnosticBag()
                    entry.values.append(
                        value(light.dark, appearance: "dark", of: light, at: lightLocation, diagnostics: &bag)
                    )
                    if light.light != light.dark { diagnostics.append(contentsOf: bag) }
                }
                for (name, read) in themed {
                    let half = ModeName.scheme(ofTheme: name) == "dark" ? read.dark : read.light
                    entry.values.append(
                        value(
                            half,
                            appearance: name,
                            of: read,
                            at: location(read.declaration),
                            diagnostics: &diagnostics
                        )
                    )
                }
            }
            document.entries.append(entry)
        }
        document.themes = ModeName.themes(for: document.entries)
        if let (key, media, forced) = divergent.first {
            diagnostics.report(
                .cssDarkBlocksDiffer(
                    divergent.count,
                    first: key,
                    media: media.declaration.value,
                    forced: forced.declaration.value,
                    at: location(media.declaration),
                    forcedAt: location(forced.declaration)
                )
            )
        }
        if let first = skipped.first {
            diagnostics.report(.cssPropertiesAreNotColors(skipped.count, first: first.key, at: first.location))
        }
        if let first = sheet.scoped.first {
            diagnostics.report(.cssScopedPropertiesNotRead(sheet.scoped.count, at: first))
        }
        return document
    }

    /// How one declaration reads in light and in dark (they differ only for `light-dark()`).
    private static func read(_ declaration: CSSThemeSheet.Declaration, isDefined: (String) -> Bool) -> Read {
        if let (light, dark) = CSSThemeValue.lightDark(declaration.value) {
            return Read(
                light: CSSThemeValue.read(light, isDefined: isDefined),
                dark: CSSThemeValue.read(dark, isDefined: isDefined),
                declaration: declaration
            )
        }
        let value = CSSThemeValue.read(declaration.value, isDefined: isDefined)
        return Read(light: value, dark: value, declaration: declaration)
    }

    /// The keys that are colors.
    ///
    /// A key is a color when some slot gives it a color, a derived color or a color written wrong, or an alias to a
    /// color key or to a property the sheet never defines (which lowering reports). Aliases that end in values that
    /// are not colors, or only in each other, are not.
    private static func colorKeys(
        _ keys: [String],
        reads: [CSSThemeSlot: [String: Read]],
        isDefined: (String) -> Bool
    ) -> Set<String> {
        var colors: Set<String> = []
        var aliasedBy: [String: [String]] = [:]
        var queue: [String] = []
        for key in keys {
            var isColor = false
            for slotReads in reads.values {
                guard let read = slotReads[key] else { continue }
                for half in [read.light, read.dark] {
                    switch half {
                    case .content(.alias(let target)):
                        if isDefined(target) { aliasedBy[target, default: []].append(key) } else { isColor = true }
                    case .content, .invalid, .fourChannels: isColor = true
                    case .notColor: break
                    }
                }
            }
            if isColor, colors.insert(key).inserted { queue.append(key) }
        }
        // Each key is queued once, so this is linear in the aliases however long their chains.
        while let key = queue.popLast() {
            for alias in aliasedBy[key] ?? [] where colors.insert(alias).inserted {
                queue.append(alias)
            }
        }
        return colors
    }

    /// One half of a declaration as a value, reporting what is wrong with it.
    private static func value(
        _ half: CSSThemeValue,
        appearance: String?,
        of read: Read,
        at location: Diagnostic.Location,
        diagnostics: inout DiagnosticBag
    ) -> ValueSyntax {
        let content: ValueSyntax.Content
        switch half {
        case .content(let read):
            content = read
        case .fourChannels(let channels):
            diagnostics.report(.cssFourChannels(read.declaration.value, at: location))
            content = channels
        case .invalid(let problem):
            diagnostics.report(problem.diagnostic(at: location))
            content = .reported
        case .notColor:
            diagnostics.report(.cssNotAColorHere(read.declaration.key, value: read.declaration.value, at: location))
            content = .reported
        }
        return ValueSyntax(appearance: appearance, content: content, location: location)
    }
}

extension Diagnostic {
    fileprivate static func cssDarkBlocksDiffer(
        _ count: Int,
        first key: String,
        media: String,
        forced: String,
        at location: Location,
        forcedAt: Location
    ) -> Diagnostic {
        let others = count == 1 ? "" : " (and \(count - 1) more)"
        return Diagnostic(
            .formatHazard,
            "the dark of '@media (prefers-color-scheme: dark)' and the forced dark rule differ: '--\(key)' is '\(media)' here and '\(forced)' there\(others); palettec reads the @media block as dark, what visitors whose system is dark see",
            at: location,
            severity: .warning,
            notes: [Note("the forced dark rule's '--\(key)'", at: forcedAt)]
        )
    }

    fileprivate static func cssPropertiesAreNotColors(
        _ count: Int,
        first key: String,
        at location: Location
    )
        -> Diagnostic
    {
        Diagnostic(
            .unsupportedByFormat,
            "\(count) custom \(count == 1 ? "property is" : "properties are") not \(count == 1 ? "a color" : "colors") and not read (first: '--\(key)'); a palette holds only colors",
            at: location,
            severity: .note
        )
    }

    fileprivate static func cssScopedPropertiesNotRead(_ count: Int, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "\(count) custom \(count == 1 ? "property is" : "properties are") set by rules that scope \(count == 1 ? "it" : "them") to part of the page (first here) and not read; palettec reads :root, html, :host, .dark, [data-theme], [data-mode], [data-color-scheme], @theme and @media (prefers-color-scheme)",
            at: location,
            severity: .note
        )
    }

    fileprivate static func cssNotInBase(_ key: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .missingAppearance,
            "'--\(key)' is set only for dark or a theme, so in light a browser has no value for it; palettec reads this value in light too — set it in :root",
            at: location,
            severity: .warning
        )
    }

    fileprivate static func cssFourChannels(_ value: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .formatHazard,
            "'\(value)' has four numbers; hsl(var(--x)) makes it invalid CSS, which shows no color — read as its last number's alpha; write it with '/' before the alpha",
            at: location,
            severity: .warning
        )
    }

    fileprivate static func cssNotAColorHere(_ key: String, value: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .invalidColor,
            "'--\(key)' is a color elsewhere but '\(value)' here, which is no color",
            at: location
        )
    }
}
