import PaletteModel

/// Resolves `{KEY}` aliases per appearance, in time linear in the palette, reporting unknown targets and loops.
enum AliasResolver {
    /// The state of one (entry, appearance) slot during resolution.
    private enum State: Sendable {
        /// Not looked at yet.
        case unvisited
        /// On the current chain.
        case inProgress
        /// Resolved to a color.
        case done(ColorValue)
        /// Could not be resolved (reported once, where the problem is).
        case failed
    }

    /// The state of every slot: a byte each, and the color of each slot resolved so far in a table of its own,
    /// since a palette's aliases are usually a small part of its slots (a slot holding a color is never stored:
    /// it is read from the pending palette again).
    private struct States: Sendable {
        /// 0 unvisited, 1 in progress, 2 done, 3 failed, by slot.
        private var flags: [UInt8]
        /// The colors of the done slots.
        private var colors: [Int: ColorValue] = [:]

        /// `count` unvisited slots.
        init(count: Int) {
            flags = [UInt8](repeating: 0, count: count)
        }

        /// A slot's state.
        subscript(slot: Int) -> State {
            get {
                switch flags[slot] {
                case 1: .inProgress
                case 2: colors[slot].map(State.done) ?? .failed
                case 3: .failed
                default: .unvisited
                }
            }
            set {
                switch newValue {
                case .unvisited: flags[slot] = 0
                case .inProgress: flags[slot] = 1
                case .done(let color):
                    flags[slot] = 2
                    colors[slot] = color
                case .failed: flags[slot] = 3
                }
            }
        }
    }

    /// Builds the model's entries from pending entries, resolving every alias.
    ///
    /// An alias to a deprecated entry is reported when `reportsDeprecated` (the build's `deprecated-alias`), unless
    /// the entry that writes the alias turns the rule off in its own `lint`. An alias to one of `imageKeys` is
    /// reported as naming an image. `unresolved` gets the alias slots (entry · width + appearance) whose chain ends in
    /// no color, which stand in as black.
    static func resolve(
        _ pending: PendingPalette,
        table: AppearanceTable,
        reportsDeprecated: Bool = true,
        imageKeys: Set<String> = [],
        unresolved: inout Set<Int>,
        diagnostics: inout DiagnosticBag
    ) -> [Palette.Entry] {
        let width = pending.width
        var states = States(count: pending.count * width)
        var reported: Set<String> = []
        var suggestions = Suggestion.Budget(pending.keyIndex)
        var causes = AliasGroupCauses(pending.keyIndex.keys)
        // Every alias is walked first, in palette order, so its diagnostics come out in that order; the entries are
        // then built from the slots and those outcomes alone, in slices side by side. Most entries share a pattern
        // of written values: those share one array each, so a large palette holds one copy instead of one per entry.
        var explicitPatterns = SharedFlags()
        var explicit: [[Bool]] = []
        explicit.reserveCapacity(pending.count)
        for entry in 0..<pending.count {
            let base = entry * width
            for appearance in 0..<width where pending.isAlias(base + appearance) {
                let resolved = resolveSlot(
                    entry,
                    appearance,
                    pending: pending,
                    reportsDeprecated: reportsDeprecated,
                    imageKeys: imageKeys,
                    states: &states,
                    reported: &reported,
                    suggestions: &suggestions,
                    causes: &causes,
                    table: table,
                    diagnostics: &diagnostics
                )
                if resolved == nil { unresolved.insert(base + appearance) }
            }
            explicit.append(explicitPatterns.array(pending.explicit[base..<(base + width)]))
        }
        let outcomes = states
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

    /// Resolves one slot by walking its alias chain iteratively (no recursion, so long chains cannot overflow).
    private static func resolveSlot(
        _ start: Int,
        _ appearance: Int,
        pending: PendingPalette,
        reportsDeprecated: Bool,
        imageKeys: Set<String>,
        states: inout States,
        reported: inout Set<String>,
        suggestions: inout Suggestion.Budget,
        causes: inout AliasGroupCauses,
        table: AppearanceTable,
        diagnostics: inout DiagnosticBag
    ) -> ColorValue? {
        let width = table.appearances.count
        var chain: [Int] = []
        var current = start
        var outcome: ColorValue?
        walk: while true {
            switch states[current * width + appearance] {
            case .done(let color):
                outcome = color
                break walk
            case .failed:
                break walk
            case .inProgress:
                reportCycle(
                    chain,
                    from: current,
                    appearance: appearance,
                    pending: pending,
                    reported: &reported,
                    table: table,
                    diagnostics: &diagnostics
                )
                break walk
            case .unvisited:
                break
            }
            switch pending.slot(current * width + appearance) {
            case .color(let color):
                outcome = color
                break walk
            case .missing, .invalid:
                states[current * width + appearance] = .failed
                break walk
            case .alias(let alias):
                states[current * width + appearance] = .inProgress
                chain.append(current)
                let target = pending.aliases[alias].target
                let location = pending.aliases[alias].location
                guard let next = pending.keyIndex[target] else {
                    // One report per written alias, however many appearances share it.
                    let tag = "unknown|\(alias)"
                    if imageKeys.contains(target), reported.insert(tag).inserted {
                        diagnostics.report(.aliasToImage(pending.key(of: current), target: target, at: location))
                    } else if reported.insert(tag).inserted {
                        var suggestion: String?
                        var cause = causes.missingGroupCause(of: target)
                        if cause == nil {
                            suggestion = suggestions.closest(to: target)
                            cause = causes.cause(of: target, suggestion: suggestion)
                        }
                        diagnostics.report(
                            .unknownAlias(
                                pending.key(of: current),
                                target: target,
                                suggestion: suggestion,
                                cause: cause,
                                at: location
                            )
                        )
                    }
                    break walk
                }
                if reportsDeprecated, let deprecation = pending.deprecation(of: next),
                    !pending.lintOff(of: current).contains(.deprecatedAlias)
                {
                    let tag = "deprecated|\(alias)"
                    if reported.insert(tag).inserted {
                        diagnostics.report(
                            .deprecatedAlias(
                                "'\(pending.key(of: current))'",
                                target: target,
                                reason: deprecation.message,
                                at: location,
                                deprecatedAt: pending.location(of: next)
                            )
                        )
                    }
                }
                current = next
            }
        }
        for member in chain {
            states[member * width + appearance] = outcome.map { .done($0) } ?? .failed
        }
        return outcome
    }

    /// Reports the loop that `chain` ran into at `repeated`, once per set of members.
    private static func reportCycle(
        _ chain: [Int],
        from repeated: Int,
        appearance: Int,
        pending: PendingPalette,
        reported: inout Set<String>,
        table: AppearanceTable,
        diagnostics: inout DiagnosticBag
    ) {
        guard let start = chain.firstIndex(of: repeated) else { return }
        let members = Array(chain[start...])
        let tag = "cycle|" + members.sorted().map(String.init).joined(separator: ",")
        guard reported.insert(tag).inserted else { return }
        // Start the listing at the member defined first in the files, so the message is stable.
        let first = members.indices.min { members[$0] < members[$1] } ?? 0
        let ordered = Array(members[first...] + members[..<first])
        let names = ordered.map { pending.key(of: $0) } + [pending.key(of: ordered[0])]
        let notes = ordered.dropFirst().map { member -> Diagnostic.Note in
            .isAnAlias(pending.key(of: member), at: aliasLocation(member, appearance, pending: pending))
        }
        let location = aliasLocation(ordered[0], appearance, pending: pending)
        diagnostics.report(
            .aliasCycle(in: table.appearances[appearance].name, through: names, at: location, notes: Array(notes))
        )
    }

    /// Where the alias in one slot was written, if the slot is an alias.
    private static func aliasLocation(_ entry: Int, _ appearance: Int, pending: PendingPalette) -> Diagnostic.Location?
    {
        guard case .alias(let alias) = pending.slot(entry * pending.width + appearance) else { return nil }
        return pending.aliases[alias].location
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

extension Diagnostic {
    /// An alias in `key` to `target`, which no entry has; the cause is set when no key shares the target's group.
    fileprivate static func unknownAlias(
        _ key: String,
        target: String,
        suggestion: String?,
        cause: Cause?,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .unknownAlias,
            "'\(key)' refers to '{\(target)}', which is not defined"
                + Suggestion.question(suggestion.map { "{\($0)}" }),
            at: location,
            cause: cause
        )
    }

    fileprivate static func aliasToImage(_ key: String, target: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .unknownAlias,
            "'\(key)' refers to '{\(target)}', which is an image; a color alias names another color",
            at: location
        )
    }

    /// An alias in `subject` (a quoted color key, or `image '…'`) to `target`, deprecated at `deprecatedAt` with an
    /// optional reason; colors and images report it alike.
    static func deprecatedAlias(
        _ subject: String,
        target: String,
        reason: String?,
        at location: Location?,
        deprecatedAt deprecation: Location?
    ) -> Diagnostic {
        Diagnostic(
            .deprecatedAlias,
            "\(subject) refers to deprecated '\(target)'\(reason.map { ": \($0)" } ?? "")",
            at: location,
            notes: [Note("'\(target)' is deprecated here", at: deprecation)]
        )
    }

    /// A loop of aliases in one appearance; `names` lists the keys with the first repeated at the end.
    fileprivate static func aliasCycle(
        in appearance: String,
        through names: [String],
        at location: Location?,
        notes: [Note]
    ) -> Diagnostic {
        Diagnostic(
            .aliasCycle,
            "alias cycle in '\(appearance)': \(names.joined(separator: " → "))",
            at: location,
            notes: notes
        )
    }
}

extension Diagnostic.Note {
    fileprivate static func isAnAlias(_ key: String, at location: Diagnostic.Location?) -> Self {
        Self("'\(key)' is an alias here", at: location)
    }
}
