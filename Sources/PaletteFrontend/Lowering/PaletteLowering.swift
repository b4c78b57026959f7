public import PaletteModel

/// Validates one or more palette documents and builds the one `Palette` model from them.
///
/// Every problem is reported, not just the first. The result is `nil` when any error was found, so no output is
/// ever generated from a palette with errors.
public enum PaletteLowering {
    /// What one appearance slot of an entry holds before aliases are resolved.
    enum Slot {
        /// Nothing was written and nothing fell back.
        case missing
        /// The value could not be parsed (already reported).
        case invalid
        /// A color.
        case color(ColorValue)
        /// An alias to another entry's key, with where it was written.
        case alias(String, Diagnostic.Location?)
    }

    /// An entry on its way to the model.
    struct PendingEntry {
        /// The entry as written.
        var syntax: EntrySyntax
        /// One slot per appearance.
        var slots: [Slot]
        /// Whether each slot was written for that appearance.
        var explicit: [Bool]
    }

    /// Lowers `documents` (the palette files of one build, in order) into a palette, or `nil` if there are errors.
    public static func lower(_ documents: [PaletteDocument], diagnostics: inout DiagnosticBag) -> Palette? {
        var bag = DiagnosticBag()
        let table = AppearanceTable(documents: documents, diagnostics: &bag)
        var pending = collectEntries(documents, table: table, diagnostics: &bag)
        applyFallbacks(&pending, table: table, diagnostics: &bag)
        let entries = AliasResolver.resolve(pending, table: table, diagnostics: &bag)
        // A palette without a `colors` field was reported by its reader; an empty one is reported here.
        if entries.isEmpty, !bag.hasErrors, let first = documents.first(where: { $0.colorsLocation != nil }) {
            bag.report(Diagnostic(.emptyPalette, "the palette has no colors", at: first.colorsLocation))
        }
        diagnostics.append(contentsOf: bag)
        guard !bag.hasErrors else { return nil }
        let name = documents.lazy.compactMap(\.name).first ?? documents.first.map { baseName($0.path) } ?? "Palette"
        return Palette(
            name: name,
            description: documents.lazy.compactMap(\.description).first,
            appearances: table.appearances,
            entries: entries,
            sources: documents.map(\.path)
        )
    }

    /// Gathers entries from every document in order, reporting duplicate keys (in one file or across files).
    static func collectEntries(
        _ documents: [PaletteDocument],
        table: AppearanceTable,
        diagnostics: inout DiagnosticBag
    ) -> [PendingEntry] {
        var result: [PendingEntry] = []
        var seen: [String: Int] = [:]
        let count = table.appearances.count
        for document in documents {
            result.reserveCapacity(result.count + document.entries.count)
            for entry in document.entries {
                if entry.key.isEmpty {
                    diagnostics.report(Diagnostic(.invalidKey, "a color key cannot be empty", at: entry.location))
                    continue
                }
                if let earlier = seen[entry.key] {
                    let first = result[earlier].syntax.location
                    let sameFile = first?.path == entry.location?.path
                    let message =
                        sameFile
                        ? "duplicate key '\(entry.key)'; Foundation would silently keep only one of them"
                        : "duplicate key '\(entry.key)': it is also defined in another palette file of this build"
                    diagnostics.report(
                        Diagnostic(
                            .duplicateKey,
                            message,
                            at: entry.location,
                            notes: [Diagnostic.Note("'\(entry.key)' first defined here", at: first)]
                        )
                    )
                    continue
                }
                seen[entry.key] = result.count
                var pendingEntry = PendingEntry(
                    syntax: entry,
                    slots: Array(repeating: .missing, count: count),
                    explicit: Array(repeating: false, count: count)
                )
                fill(&pendingEntry, table: table, diagnostics: &diagnostics)
                result.append(pendingEntry)
            }
        }
        return result
    }

    /// Parses an entry's written values into its slots.
    static func fill(_ entry: inout PendingEntry, table: AppearanceTable, diagnostics: inout DiagnosticBag) {
        // Where each appearance was first written; `nil` while it is not written (arrays: no hashing per entry).
        var written: [Diagnostic.Location??] = Array(repeating: nil, count: entry.slots.count)
        for value in entry.syntax.values {
            let slot = parse(value.content, location: value.location, key: entry.syntax.key, diagnostics: &diagnostics)
            guard let name = value.appearance else {
                for index in entry.slots.indices {
                    entry.slots[index] = slot
                    entry.explicit[index] = true
                }
                continue
            }
            guard let index = table.index[name] else {
                diagnostics.report(unknownAppearance(name, value: value, key: entry.syntax.key, table: table))
                continue
            }
            if let earlier = written[index] {
                diagnostics.report(
                    Diagnostic(
                        .duplicateKey,
                        "'\(entry.syntax.key)' has two '\(name)' values",
                        at: value.appearanceLocation ?? value.location,
                        notes: [Diagnostic.Note("first '\(name)' value here", at: earlier)]
                    )
                )
                continue
            }
            let here: Diagnostic.Location? = value.appearanceLocation ?? value.location
            written[index] = .some(here)
            entry.slots[index] = slot
            entry.explicit[index] = true
        }
    }

    /// Parses one written value.
    static func parse(
        _ content: ValueSyntax.Content,
        location: Diagnostic.Location?,
        key: String,
        diagnostics: inout DiagnosticBag
    ) -> Slot {
        switch content {
        case .color(let color):
            return .color(color)
        case .alias(let target):
            return .alias(target, location)
        case .reported:
            return .invalid
        case .text(let text):
            switch ColorSyntaxParser.parse(text) {
            case .color(let color):
                return .color(color)
            case .alias(let target):
                return .alias(target, location)
            case .invalid(let problem):
                diagnostics.report(Diagnostic(problem.rule, problem.message, at: location))
                return .invalid
            }
        }
    }

    /// Fills missing slots from their appearance's fallback and reports values that are required but missing.
    static func applyFallbacks(
        _ entries: inout [PendingEntry],
        table: AppearanceTable,
        diagnostics: inout DiagnosticBag
    ) {
        let appearances = table.appearances
        // Resolve each appearance's chain of fallbacks to slot indices once, not per entry.
        let chains: [[Int]] = appearances.map { appearance in
            var chain: [Int] = []
            var next = appearance.fallback
            while let name = next, let index = table.index[name], !chain.contains(index),
                chain.count < appearances.count
            {
                chain.append(index)
                next = appearances[index].fallback
            }
            return chain
        }
        for entryIndex in entries.indices {
            for (index, appearance) in appearances.enumerated() {
                guard case .missing = entries[entryIndex].slots[index] else { continue }
                if let source = chains[index].first(where: { entries[entryIndex].explicit[$0] }) {
                    entries[entryIndex].slots[index] = entries[entryIndex].slots[source]
                    continue
                }
                // A missing value with a fallback chain is reported once, at the appearance the chain ends in.
                if !chains[index].isEmpty { continue }
                let key = entries[entryIndex].syntax.key
                let message =
                    appearance.isBuiltIn
                    ? "'\(key)' has no '\(appearance.name)' value; every color needs 'light' and 'dark'"
                    : "'\(key)' has no value for theme '\(appearance.name)', which declares no fallback"
                diagnostics.report(
                    Diagnostic(.missingAppearance, message, at: entries[entryIndex].syntax.location)
                )
            }
        }
    }

    /// An `unknown-appearance` diagnostic with the known names, and a suggestion when one is close.
    static func unknownAppearance(
        _ name: String,
        value: ValueSyntax,
        key: String,
        table: AppearanceTable
    ) -> Diagnostic {
        let known = table.appearances.map(\.name)
        var message = "'\(name)' in '\(key)' is not an appearance; known: \(known.joined(separator: ", "))"
        if let suggestion = Suggestion.closest(to: name, in: known + ["description", "deprecated"]) {
            message += "; did you mean '\(suggestion)'?"
        }
        message += " (declare a theme in 'appearances')"
        return Diagnostic(.unknownAppearance, message, at: value.appearanceLocation ?? value.location)
    }

    /// The file name without folders and extension.
    static func baseName(_ path: String) -> String {
        let file = PathText.lastComponent(path)
        if let dot = file.firstIndex(of: "."), dot != file.startIndex {
            return String(file[..<dot])
        }
        return file
    }
}
