import PaletteModel

/// The entries of a build on their way to the model, before aliases are resolved: every appearance slot of every
/// entry in one flat table, so an entry costs no arrays of its own.
///
/// Entries are not copied out of their documents; `sources` says where each one was written.
struct PendingPalette {
    /// What one appearance slot of an entry holds.
    enum Slot {
        /// Nothing was written and nothing fell back.
        case missing
        /// The value could not be parsed (already reported).
        case invalid
        /// A color.
        case color(ColorValue)
        /// An alias: its position in `aliases`.
        case alias(Int)
        /// A color derived from other colors: its position in `derived`.
        case derived(Int)
    }

    /// A slot as stored: one word, since a large palette has millions of slots.
    ///
    /// A color exact in 8-bit sRGB (every hex color) is packed into the word itself; any other is in `colors`.
    struct StoredSlot: Equatable {
        /// The payload shifted left by 2 over a tag: 0 the color at `colors[payload]`, 1 the alias at
        /// `aliases[payload]`, 2 an 8-bit sRGB color (`0xRRGGBBAA`), 3 nothing written (payload 0), a value that
        /// could not be parsed (payload 1) or the derived color at `derived[payload - 2]`.
        let raw: Int

        /// Nothing written.
        static let missing = StoredSlot(raw: 0 << 2 | 3)
        /// A value that could not be parsed.
        static let invalid = StoredSlot(raw: 1 << 2 | 3)
        /// The color at `colors[index]`.
        static func color(_ index: Int) -> StoredSlot { StoredSlot(raw: index << 2) }
        /// The alias at `aliases[index]`.
        static func alias(_ index: Int) -> StoredSlot { StoredSlot(raw: index << 2 | 1) }
        /// The derived color at `derived[index]`.
        static func derived(_ index: Int) -> StoredSlot { StoredSlot(raw: (index + 2) << 2 | 3) }
        /// An 8-bit sRGB color.
        static func packed(_ color: ColorValue) -> StoredSlot {
            StoredSlot(raw: Int(color.packedRGBA8) << 2 | 2)
        }
    }

    /// An alias value as written.
    struct Alias {
        /// The key it refers to.
        var target: String
        /// Where it was written.
        var location: Diagnostic.Location?
    }

    /// A derived value as written.
    struct Derived {
        /// How the color is computed.
        var expression: ColorExpression
        /// Where it was written.
        var location: Diagnostic.Location?
    }

    /// Where a kept entry was written: its document and its position in that document's entries.
    struct Source {
        /// The position of the document.
        var document: Int
        /// The position of the entry in the document.
        var entry: Int
    }

    /// The documents the entries come from.
    let documents: [PaletteDocument]
    /// The number of appearances, so the number of slots per entry.
    let width: Int
    /// The kept entries (not empty, not repeated), in order.
    private(set) var sources: [Source] = []
    /// The position of each kept entry by key.
    private(set) var keyIndex: [String: Int] = [:]
    /// `width` slots per kept entry, entry after entry.
    private var slots: [StoredSlot] = []
    /// The colors the slots hold, each once however many slots fall back to it.
    private var colors: [ColorValue] = []
    /// Whether each slot was written for its appearance rather than taken from a fallback.
    private(set) var explicit: [Bool] = []
    /// The aliases that slots refer to.
    private(set) var aliases: [Alias] = []
    /// The derived colors that slots refer to.
    private(set) var derived: [Derived] = []
    /// The kept entries with a value that was reported (unreadable, or for an unknown appearance): what they lack
    /// is not reported again, since fixing that value may be what gives it.
    private(set) var flawed: Set<Int> = []
    /// Whether a required value is missing without a diagnostic of its own, because an earlier error explains it.
    private(set) var excused = false
    /// The key each slot's color stands for, by slot index, where the source wrote an alias out as its target's color.
    ///
    /// Only lint reads it (`ValueSyntax.Content.flattenedAlias`). Few palettes have any, so a dictionary costs the
    /// others nothing.
    private(set) var statedAliases: [Int: String] = [:]

    /// Gathers entries from every document in order, reporting empty and duplicate keys (in one file or across
    /// files), and parses their values into slots.
    init(documents: [PaletteDocument], table: AppearanceTable, diagnostics: inout DiagnosticBag) {
        self.documents = documents
        width = table.appearances.count
        let total = documents.reduce(0) { $0 + $1.entries.count }
        sources.reserveCapacity(total)
        keyIndex.reserveCapacity(total)
        // Room for every entry, filled in place; what repeated or empty keys left unused is dropped at the end.
        slots = Array(repeating: .missing, count: total * width)
        explicit = Array(repeating: false, count: total * width)
        // The value that first wrote each slot of the current entry, or -1; reused from entry to entry.
        var writers = [Int](repeating: -1, count: width)
        var suggestions: Suggestion.Budget?
        for document in documents.indices {
            for entry in documents[document].entries.indices {
                let key = documents[document].entries[entry].key
                if key.isEmpty {
                    let location = documents[document].entries[entry].location
                    diagnostics.report(.emptyColorKey(at: location))
                    continue
                }
                // One hash for a new key; a repeat (rare) puts the first entry's position back.
                if let earlier = keyIndex.updateValue(sources.count, forKey: key) {
                    keyIndex[key] = earlier
                    let location = documents[document].entries[entry].location
                    diagnostics.report(.duplicate(key, at: location, first: self.location(of: earlier)))
                    continue
                }
                sources.append(Source(document: document, entry: entry))
                fill(
                    sources.count - 1,
                    table: table,
                    writers: &writers,
                    suggestions: &suggestions,
                    diagnostics: &diagnostics
                )
            }
        }
        slots.removeLast(slots.count - sources.count * width)
        explicit.removeLast(explicit.count - sources.count * width)
    }

    /// The number of kept entries.
    var count: Int { sources.count }

    /// What slot `index` (entry · `width` + appearance) holds.
    func slot(_ index: Int) -> Slot {
        slot(stored: slots[index])
    }

    /// Whether slot `index` holds an alias or a derived color: a value that other entries' values decide.
    func isResolved(_ index: Int) -> Bool {
        let raw = slots[index].raw
        return raw & 3 == 1 || (raw & 3 == 3 && raw >> 2 >= 2)
    }

    /// What a stored slot holds.
    private func slot(stored: StoredSlot) -> Slot {
        let raw = stored.raw
        let payload = raw >> 2
        switch raw & 3 {
        case 0: return .color(colors[payload])
        case 1: return .alias(payload)
        case 2: return .color(ColorValue(packedRGBA8: UInt32(truncatingIfNeeded: payload)))
        default:
            switch payload {
            case 0: return .missing
            case 1: return .invalid
            default: return .derived(payload - 2)
            }
        }
    }

    /// The key of a kept entry.
    func key(of entry: Int) -> String {
        documents[sources[entry].document].entries[sources[entry].entry].key
    }

    /// Where a kept entry's key is.
    func location(of entry: Int) -> Diagnostic.Location? {
        documents[sources[entry].document].entries[sources[entry].entry].location
    }

    /// A kept entry's description.
    func description(of entry: Int) -> String? {
        documents[sources[entry].document].entries[sources[entry].entry].description
    }

    /// A kept entry's deprecation.
    func deprecation(of entry: Int) -> Palette.Deprecation? {
        documents[sources[entry].document].entries[sources[entry].entry].deprecation
    }

    /// The color-sense rules a kept entry's own `lint` turns off.
    func lintOff(of entry: Int) -> [Rule] {
        documents[sources[entry].document].entries[sources[entry].entry].lintOff
    }

    /// The values written for a kept entry.
    func written(_ entry: Int) -> [ValueSyntax] {
        documents[sources[entry].document].entries[sources[entry].entry].values
    }

    /// Parses the written values of a kept entry into its slots.
    ///
    /// `writers` is scratch space: which value first wrote each slot; `suggestions` answers unknown appearance
    /// names for the whole build.
    private mutating func fill(
        _ entry: Int,
        table: AppearanceTable,
        writers: inout [Int],
        suggestions: inout Suggestion.Budget?,
        diagnostics: inout DiagnosticBag
    ) {
        let base = entry * width
        for index in writers.indices {
            writers[index] = -1
        }
        let values = documents[sources[entry].document].entries[sources[entry].entry].values
        for value in values.indices {
            let slot = store(parse(values, value, diagnostics: &diagnostics))
            if slot == .invalid { flawed.insert(entry) }
            let placement = table.place(
                value,
                appearance: values[value].appearance,
                of: "'\(key(of: entry))'",
                key: key(of: entry),
                writers: &writers,
                locations: { values[$0].appearanceLocation ?? values[$0].location },
                suggestions: &suggestions,
                diagnostics: &diagnostics
            )
            for index in placement.slots(from: base, width: width) {
                slots[index] = slot
                explicit[index] = true
            }
            if case .flattenedAlias(_, let alias) = values[value].content {
                for index in placement.slots(from: base, width: width) { statedAliases[index] = alias }
            }
            if case .unknown(reported: true) = placement { flawed.insert(entry) }
        }
    }

    /// Parses one written value; an alias is added to `aliases`.
    ///
    /// The value's location is read only when it is needed: for an alias or a problem.
    private mutating func parse(_ values: [ValueSyntax], _ value: Int, diagnostics: inout DiagnosticBag) -> Slot {
        parse(values[value].content, of: values, value, diagnostics: &diagnostics)
    }

    /// Parses `content`, written as value `value` of `values`.
    private mutating func parse(
        _ content: ValueSyntax.Content,
        of values: [ValueSyntax],
        _ value: Int,
        diagnostics: inout DiagnosticBag
    ) -> Slot {
        switch content {
        case .hex(let packed):
            return .color(ColorValue(packedRGBA8: packed))
        case .color(let color):
            return .color(color)
        case .alias(let target):
            return alias(target, location: values[value].location)
        case .derived(let expression):
            return derived(expression, location: values[value].location)
        case .reported:
            return .invalid
        case .flattenedAlias(let color, _):
            return parse(color, of: values, value, diagnostics: &diagnostics)
        case .text(let text):
            switch ColorSyntaxParser.parse(text) {
            case .color(let color):
                return .color(color)
            case .alias(let target):
                return alias(target, location: values[value].location)
            case .derived(let expression):
                return derived(expression, location: values[value].location)
            case .invalid(let problem):
                diagnostics.report(problem.diagnostic(at: values[value].location))
                return .invalid
            }
        }
    }

    /// A parsed slot as stored; a color not exact in 8-bit sRGB is added to `colors`.
    private mutating func store(_ parsed: Slot) -> StoredSlot {
        switch parsed {
        case .missing: return .missing
        case .invalid: return .invalid
        case .alias(let index): return .alias(index)
        case .derived(let index): return .derived(index)
        case .color(let color):
            // Packed only when unpacking gives the very same value back (a color exact in 8 bits).
            if color.space == .sRGB, case let packed = StoredSlot.packed(color),
                case .color(let back) = slot(stored: packed), back == color
            {
                return packed
            }
            colors.append(color)
            return .color(colors.count - 1)
        }
    }

    /// A slot for a new alias.
    private mutating func alias(_ target: String, location: Diagnostic.Location?) -> Slot {
        aliases.append(Alias(target: target, location: location))
        return .alias(aliases.count - 1)
    }

    /// A slot for a new derived color.
    private mutating func derived(_ expression: ColorExpression, location: Diagnostic.Location?) -> Slot {
        derived.append(Derived(expression: expression, location: location))
        return .derived(derived.count - 1)
    }

    /// Fills missing slots from their appearance's fallback and reports values that are required but missing.
    ///
    /// A value is not reported missing where an error already explains it: the entry has a value that was
    /// reported, a reader's value error lies in its text (`earlier` holds the readers' diagnostics), or the
    /// appearance's written fallback could not be used.
    mutating func applyFallbacks(table: AppearanceTable, earlier: [Diagnostic], diagnostics: inout DiagnosticBag) {
        let appearances = table.appearances
        let order = table.fallbackOrder
        let fallbacks = table.fallbackPositions
        var explained: ExplainedEntries?
        for entry in sources.indices {
            let base = entry * width
            // Each appearance after its fallback: a missing slot copies what its fallback's slot holds by then,
            // the value its whole chain ends in.
            for index in order where slots[base + index] == .missing {
                guard let fallback = fallbacks[index] else { continue }
                slots[base + index] = slots[base + fallback]
                if !statedAliases.isEmpty, let alias = statedAliases[base + fallback] {
                    statedAliases[base + index] = alias
                }
            }
            var missing: [Int] = []
            // A missing value with a fallback chain is reported once, at the appearance the chain ends in.
            for index in 0..<width where slots[base + index] == .missing && fallbacks[index] == nil {
                if table.brokenFallbacks.contains(index) {
                    excused = true
                } else {
                    missing.append(index)
                }
            }
            guard !missing.isEmpty else { continue }
            if flawed.contains(entry) {
                excused = true
                continue
            }
            let reader = explained ?? ExplainedEntries(documents: documents, diagnostics: earlier)
            explained = reader
            if reader.explains(location(of: entry)) {
                excused = true
                continue
            }
            reportMissing(missing, of: entry, appearances: appearances, diagnostics: &diagnostics)
        }
    }

    /// Reports the appearances `missing` from an entry: `light` and `dark` together in one diagnostic, each theme
    /// in its own, each with the cause it shares with the file's other entries that lack the same.
    private func reportMissing(
        _ missing: [Int],
        of entry: Int,
        appearances: [Appearance],
        diagnostics: inout DiagnosticBag
    ) {
        let key = key(of: entry)
        let location = location(of: entry)
        let path = documents[sources[entry].document].path
        let builtIn = missing.filter { appearances[$0].isBuiltIn }.map { appearances[$0].name }
        if !builtIn.isEmpty {
            diagnostics.report(.missingBuiltIn(builtIn, key: key, path: path, at: location))
        }
        for index in missing where !appearances[index].isBuiltIn {
            diagnostics.report(.missingTheme(appearances[index].name, key: key, path: path, at: location))
        }
    }
}

extension Diagnostic {
    fileprivate static func emptyColorKey(at location: Location?) -> Diagnostic {
        Diagnostic(.invalidKey, "a color key cannot be empty", at: location)
    }

    /// A `duplicate-key` diagnostic for a key already defined at `first`.
    fileprivate static func duplicate(_ key: String, at location: Location?, first: Location?) -> Diagnostic {
        guard first?.path != location?.path else { return .repeatedKey(key, at: location, first: first) }
        return Diagnostic(
            .duplicateKey,
            "duplicate key '\(key)': it is also defined in another palette file of this build",
            at: location,
            notes: [Note("'\(key)' first defined here", at: first)]
        )
    }

    /// `key` lacks the built-in appearances `names` (`light`, `dark`, or both).
    fileprivate static func missingBuiltIn(
        _ names: [String],
        key: String,
        path: String,
        at location: Location?
    ) -> Diagnostic {
        let values = names.map { "'\($0)'" }.joined(separator: " and no ")
        let fix =
            names.count == 1
            ? "if the file has a counterpart with the \(names[0]) values, add it to the build beside it (on the "
                + "command line or in palettec.json's 'palettes'); else give each color a '\(names[0])' value"
            : "give each color a 'light' and a 'dark' value"
        return Diagnostic(
            .missingAppearance,
            "'\(key)' has no \(values) value; every color needs 'light' and 'dark'",
            at: location,
            cause: Cause(subject: "colors of '\(path)'", shared: "have no \(values) value", fix: fix)
        )
    }

    /// `key` lacks a value for the theme `name`, which declares no fallback.
    fileprivate static func missingTheme(
        _ name: String,
        key: String,
        path: String,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .missingAppearance,
            "'\(key)' has no value for theme '\(name)', which declares no fallback",
            at: location,
            cause: Cause(
                subject: "colors of '\(path)'",
                shared: "have no value for theme '\(name)', which declares no fallback",
                fix: "give '\(name)' a fallback in 'appearances' (such as \"fallback\": \"light\"), or give each color "
                    + "a '\(name)' value"
            )
        )
    }
}
