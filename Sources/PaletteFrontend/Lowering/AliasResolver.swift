import PaletteModel

/// Resolves `{KEY}` aliases per appearance, in time linear in the palette, reporting unknown targets and loops.
enum AliasResolver {
    /// Builds the model's entries from pending entries, resolving every alias.
    ///
    /// An alias to a deprecated entry is reported when `reportsDeprecated` (the build's `deprecated-alias`), unless
    /// the entry that writes the alias turns the rule off in its own `lint`. An alias to one of `imageKeys` is
    /// reported as naming an image; with `unknownIsExplained` (a file of the build was not read), an alias to a key
    /// no entry has is not reported. `unresolved` gets the alias slots (entry · width + appearance) whose chain ends in
    /// no color, which stand in as black.
    static func resolve(
        _ pending: PendingPalette,
        table: AppearanceTable,
        reportsDeprecated: Bool = true,
        imageKeys: Set<String> = [],
        unknownIsExplained: Bool = false,
        unresolved: inout Set<Int>,
        diagnostics: inout DiagnosticBag
    ) -> [Palette.Entry] {
        let width = pending.width
        var walk = AliasWalk(
            pending: pending,
            table: table,
            reportsDeprecated: reportsDeprecated,
            imageKeys: imageKeys,
            unknownIsExplained: unknownIsExplained
        )
        // Every alias and derived color is walked first, in palette order, so its diagnostics come out in that
        // order; the entries are then built from the slots and those outcomes alone, in slices side by side. Most
        // entries share a pattern of written values: those share one array each, so a large palette holds one copy
        // instead of one per entry.
        var explicitPatterns = SharedFlags()
        var explicit: [[Bool]] = []
        explicit.reserveCapacity(pending.count)
        for entry in 0..<pending.count {
            let base = entry * width
            for appearance in 0..<width where pending.isResolved(base + appearance) {
                if walk.resolve(entry, appearance, diagnostics: &diagnostics) == nil {
                    unresolved.insert(base + appearance)
                }
            }
            explicit.append(explicitPatterns.array(pending.explicit[base..<(base + width)]))
        }
        let outcomes = walk.states
        let written = explicit
        // Entries that alias nothing share one array of no aliases.
        let noAliases = [String?](repeating: nil, count: width)
        return ParallelSlices.map(count: pending.count, diagnostics: &diagnostics) { entry, _ in
            let base = entry * width
            var values: [ColorValue] = []
            var aliases: [String?] = []
            values.reserveCapacity(width)
            var aliased = false
            for appearance in 0..<width {
                switch pending.slot(base + appearance) {
                case .color(let color):
                    values.append(color)
                    if aliased { aliases.append(nil) }
                case .alias(let alias):
                    if case .done(let color) = outcomes[base + appearance] {
                        values.append(color)
                    } else {
                        values.append(ColorValue(red: 0, green: 0, blue: 0))
                    }
                    if !aliased {
                        aliased = true
                        aliases = Array(noAliases[..<appearance])
                    }
                    aliases.append(pending.aliases[alias].target)
                case .derived:
                    if case .done(let color) = outcomes[base + appearance] {
                        values.append(color)
                    } else {
                        values.append(ColorValue(red: 0, green: 0, blue: 0))
                    }
                    if aliased { aliases.append(nil) }
                case .missing, .invalid:
                    values.append(ColorValue(red: 0, green: 0, blue: 0))
                    if aliased { aliases.append(nil) }
                }
            }
            return Palette.Entry(
                key: pending.key(of: entry),
                values: values,
                aliases: aliased ? aliases : noAliases,
                explicit: written[entry],
                description: pending.description(of: entry),
                deprecation: pending.deprecation(of: entry),
                location: pending.location(of: entry)
            )
        }
    }
}

/// One shared array per pattern of flags, for patterns that repeat across a palette's entries.
struct SharedFlags {
    /// The array of each pattern seen, by its bits (patterns of up to 64 flags).
    private var arrays: [UInt64: [Bool]] = [:]

    /// The flags as an array, shared with every earlier call that had the same flags.
    mutating func array(_ flags: ArraySlice<Bool>) -> [Bool] {
        guard flags.count <= 64 else { return Array(flags) }
        var bits: UInt64 = 0
        for (position, flag) in flags.enumerated() where flag { bits |= 1 << UInt64(position) }
        if let shared = arrays[bits], shared.count == flags.count { return shared }
        let array = Array(flags)
        arrays[bits] = array
        return array
    }
}
