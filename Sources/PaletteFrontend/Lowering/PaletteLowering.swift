public import PaletteModel

/// Validates one or more palette documents and builds the one `Palette` model from them.
///
/// Every problem is reported, not just the first. The result is `nil` when any error was found, so no output is
/// ever generated from a palette with errors.
public enum PaletteLowering {
    /// Lowers `documents` (the palette files of one build, in order) into a palette, or `nil` if there are errors.
    ///
    /// With `keepingContrastFailures`, a palette whose only errors are contrast pairs below their minimum is still
    /// made (the errors are reported all the same): a preview shows those failures, and nothing else may be
    /// generated from it. `lint` holds the color-sense settings of the build's `palettec.json`.
    public static func lower(
        _ documents: consuming [PaletteDocument],
        lint: [LintSetting] = [],
        keepingContrastFailures: Bool = false,
        diagnostics: inout DiagnosticBag
    ) -> Palette? {
        var bag = DiagnosticBag()
        // The documents and the pending palette are let go of once the entries hold every value, and freed on another
        // thread while the search for near duplicates starts (when the caller handed the documents over).
        let checked = check(consume documents, configured: lint, earlier: diagnostics, diagnostics: &bag)
        if checked.valuesAreSound, let maximum = checked.lint.nearDuplicate {
            NearDuplicateCheck.check(
                checked.entries,
                statedAliases: checked.statedAliases,
                skipping: checked.nearDuplicateOff,
                maximumDifference: maximum,
                diagnostics: &bag
            )
        }
        // An empty palette is reported here, also when a reader skipped everything it found (an asset catalog
        // holding only Xcode's empty placeholder); not after a reader's error, which is the cause (a palette
        // without a `colors` field, a file that does not parse).
        if checked.entries.isEmpty, checked.images.isEmpty, !bag.hasErrors, !diagnostics.hasErrors {
            bag.report(.emptyPalette(at: checked.colorsLocation))
        }
        // What an earlier error explains is not reported again, but it still keeps the palette from being made.
        let explained = checked.excused || (checked.entries.isEmpty && diagnostics.hasErrors)
        // Many diagnostics of one cause (aliases into a set that was not loaded) print as one summary.
        diagnostics.append(contentsOf: DiagnosticSummary.summarized(bag.diagnostics))
        let onlyContrastFailures =
            keepingContrastFailures && checked.valuesAreSound
            && bag.diagnostics.allSatisfy { $0.severity != .error || $0.rule == .contrast }
        guard !bag.hasErrors || onlyContrastFailures, !explained else { return nil }
        return Palette(
            name: checked.name,
            description: checked.description,
            appearances: checked.appearances,
            entries: checked.entries,
            sources: checked.sources,
            contrastPairs: checked.contrastPairs,
            images: checked.images,
            lintSettings: checked.lintSettings,
            lintOff: checked.lintOff
        )
    }

    /// The rules of the errors that leave a file of the build unread (or read no further than a syntax error).
    static let unreadRules: Set<Rule> = [
        .unreadableFile, .readOutsideProject, .notRegularFile, .invalidUTF8, .limitExceeded, .jsonSyntax, .plistSyntax,
        .xmlSyntax,
    ]

    /// What lowering keeps of the documents once every check that reads them has run.
    private struct Checked {
        var lint: LintOptions
        var appearances: [Appearance]
        var entries: [Palette.Entry]
        var images: [PaletteImage]
        var contrastPairs: [ContrastPair]
        /// Whether the values could be read and resolved, so the color-sense rules may judge them.
        var valuesAreSound: Bool
        /// Whether an earlier error explains the problems found (see `PendingPalette.excused`).
        var excused: Bool
        /// The entries whose own `lint` turns the near-duplicate rule off.
        var nearDuplicateOff: Set<Int>
        /// The keys that values written out in full stand for, by slot (`PendingPalette.statedAliases`).
        var statedAliases: [Int: String]
        var lintSettings: [LintRuleSetting]
        var lintOff: [String: [Rule]]
        var name: String
        var description: String?
        var sources: [String]
        var colorsLocation: Diagnostic.Location?
    }

    /// Reads `documents` into entries and images and runs every check that needs the documents.
    private static func check(
        _ handed: consuming [PaletteDocument],
        configured: [LintSetting],
        earlier diagnostics: DiagnosticBag,
        diagnostics bag: inout DiagnosticBag
    ) -> Checked {
        let documents = consume handed
        let lint = LintOptions(configured: configured, documents: documents, diagnostics: &bag)
        let table = AppearanceTable(documents: documents, diagnostics: &bag)
        var pending = PendingPalette(documents: documents, table: table, diagnostics: &bag)
        pending.applyFallbacks(table: table, earlier: diagnostics.diagnostics, diagnostics: &bag)
        var unresolved: Set<Int> = []
        // A file of the build that could not be read may define the keys aliases name: its one error is the cause.
        let fileUnread = diagnostics.diagnostics.contains { diagnostic in
            diagnostic.severity == .error && Self.unreadRules.contains(diagnostic.rule)
        }
        let entries = AliasResolver.resolve(
            pending,
            table: table,
            reportsDeprecated: lint.deprecatedAlias,
            imageKeys: Set(documents.lazy.flatMap { $0.images.lazy.map(\.key) }),
            unknownIsExplained: fileUnread,
            unresolved: &unresolved,
            diagnostics: &bag
        )
        let images = ImageLowering.lower(
            documents,
            colorKeys: pending.keyIndex,
            colorLocation: pending.location(of:),
            table: table,
            reportsDeprecated: lint.deprecatedAlias,
            diagnostics: &bag
        )
        let valuesAreSound = !bag.hasErrors && !diagnostics.hasErrors && !pending.excused
        let soundness = ValueSoundness(
            valuesAreSound: valuesAreSound,
            reported: [diagnostics.diagnostics, bag.diagnostics]
        )
        let contrastPairs = ContrastCheck.check(
            pending,
            entries: entries,
            table: table,
            soundness: soundness,
            readable: ReadableSlots(pending: pending, unresolved: unresolved),
            diagnostics: &bag
        )
        // The color-sense rules judge resolved values, so only a palette without errors: beside an error, a degenerate
        // palette (thousands of one color) would cost the near-duplicate search its quadratic worst case in a run
        // that cannot succeed anyway.
        if valuesAreSound, lint.unchangedDark {
            UnchangedDarkCheck.check(pending, entries: entries, table: table, diagnostics: &bag)
        }
        if valuesAreSound, let gamut = lint.outOfGamut {
            OutOfGamutCheck.check(pending, entries: entries, table: table, gamut: gamut, diagnostics: &bag)
        }
        // What `palettec.json` and the palette's `lint` objects set (places that set one rule set it alike, else that
        // was an error), and what entries turn off for themselves.
        var lintSettings: [LintRuleSetting] = []
        for setting in configured + documents.lazy.flatMap(\.lint)
        where !lintSettings.contains(where: { $0.rule == setting.rule }) {
            lintSettings.append(
                LintRuleSetting(
                    rule: setting.rule,
                    isOn: setting.isOn,
                    maximumDifference: setting.maximumDifference,
                    gamut: setting.gamut
                )
            )
        }
        var lintOff: [String: [Rule]] = [:]
        var nearDuplicateOff: Set<Int> = []
        for index in entries.indices {
            // An entry derived from others in every appearance (a hover state, a tint) is their deliberate relative,
            // left out of the near-duplicate search as an alias is.
            let base = index * pending.width
            if (base..<(base + pending.width)).allSatisfy(pending.isResolved) { nearDuplicateOff.insert(index) }
            let off = pending.lintOff(of: index)
            guard !off.isEmpty else { continue }
            lintOff[entries[index].key] = off
            if off.contains(.nearDuplicate) { nearDuplicateOff.insert(index) }
        }
        let checked = Checked(
            lint: lint,
            appearances: table.appearances,
            entries: entries,
            images: images.images,
            contrastPairs: contrastPairs,
            valuesAreSound: valuesAreSound,
            excused: pending.excused || images.excused || (fileUnread && !unresolved.isEmpty),
            nearDuplicateOff: nearDuplicateOff,
            statedAliases: pending.statedAliases,
            lintSettings: lintSettings,
            lintOff: lintOff,
            name: documents.lazy.compactMap(\.name).first ?? documents.first.map { PathText.baseName($0.path) }
                ?? "Palette",
            description: documents.lazy.compactMap(\.description).first,
            sources: documents.map(\.path),
            colorsLocation: documents.lazy.compactMap(\.colorsLocation).first
        )
        // Freed on another thread while the near-duplicate search starts: a palette written in `oklch()` holds one
        // boxed color per value in its documents, which take tens of milliseconds to free.
        BackgroundRelease.release(consume documents)
        BackgroundRelease.release(consume pending)
        return checked
    }
}

extension Diagnostic {
    /// A `duplicate-key` diagnostic for a second value of `subject` (a quoted color key, or `image '…'`) for the
    /// appearance `name`, with a note at the first; colors and images report it alike.
    static func twoValues(
        _ subject: String,
        for name: String,
        at location: Location?,
        first: Location?
    ) -> Diagnostic {
        Diagnostic(
            .duplicateKey,
            "\(subject) has two '\(name)' values",
            at: location,
            notes: [Note("first '\(name)' value here", at: first)]
        )
    }

    /// An `unknown-appearance` diagnostic with the first few known names, and a suggestion when one is close.
    static func unknownAppearance(
        _ name: String,
        key: String,
        at location: Location?,
        table: AppearanceTable,
        suggestion: String?
    ) -> Diagnostic {
        let known = NameList.summary(table.appearances.lazy.map(\.name), quoted: false)
        return Diagnostic(
            .unknownAppearance,
            "'\(name)' in '\(key)' is not an appearance; known: \(known)\(Suggestion.question(suggestion)) (declare a "
                + "theme in 'appearances')",
            at: location
        )
    }

    /// A build whose palettes hold neither a color nor an image.
    fileprivate static func emptyPalette(at location: Location?) -> Diagnostic {
        Diagnostic(.emptyPalette, "the palette has no colors and no images", at: location)
    }
}
