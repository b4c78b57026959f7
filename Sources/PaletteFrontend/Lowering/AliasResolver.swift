import PaletteModel

/// Resolves `{KEY}` aliases per appearance, in time linear in the palette, reporting unknown targets and loops.
enum AliasResolver {
    /// The state of one (entry, appearance) slot during resolution.
    private enum State {
        /// Not looked at yet.
        case unvisited
        /// On the current chain.
        case inProgress
        /// Resolved to a color.
        case done(ColorValue)
        /// Could not be resolved (reported once, where the problem is).
        case failed
    }

    /// Builds the model's entries from pending entries, resolving every alias.
    static func resolve(
        _ pending: [PaletteLowering.PendingEntry],
        table: AppearanceTable,
        diagnostics: inout DiagnosticBag
    ) -> [Palette.Entry] {
        var keyIndex: [String: Int] = [:]
        keyIndex.reserveCapacity(pending.count)
        for (index, entry) in pending.enumerated() {
            keyIndex[entry.syntax.key] = index
        }
        let width = table.appearances.count
        var states = Array(repeating: State.unvisited, count: pending.count * width)
        var reported: Set<String> = []
        var suggestions = Suggestion.Budget(keyIndex)
        var entries: [Palette.Entry] = []
        entries.reserveCapacity(pending.count)
        for (entryIndex, entry) in pending.enumerated() {
            var values: [ColorValue] = []
            var aliases: [String?] = []
            values.reserveCapacity(width)
            for appearance in 0..<width {
                let value = resolveSlot(
                    entryIndex,
                    appearance,
                    pending: pending,
                    keyIndex: keyIndex,
                    states: &states,
                    reported: &reported,
                    suggestions: &suggestions,
                    table: table,
                    diagnostics: &diagnostics
                )
                values.append(value ?? ColorValue(red: 0, green: 0, blue: 0))
                if case .alias(let target, _) = entry.slots[appearance] {
                    aliases.append(target)
                } else {
                    aliases.append(nil)
                }
            }
            entries.append(
                Palette.Entry(
                    key: entry.syntax.key,
                    values: values,
                    aliases: aliases,
                    explicit: entry.explicit,
                    description: entry.syntax.description,
                    deprecation: entry.syntax.deprecation,
                    location: entry.syntax.location
                )
            )
        }
        return entries
    }

    /// Resolves one slot by walking its alias chain iteratively (no recursion, so long chains cannot overflow).
    private static func resolveSlot(
        _ start: Int,
        _ appearance: Int,
        pending: [PaletteLowering.PendingEntry],
        keyIndex: [String: Int],
        states: inout [State],
        reported: inout Set<String>,
        suggestions: inout Suggestion.Budget,
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
            switch pending[current].slots[appearance] {
            case .color(let color):
                states[current * width + appearance] = .done(color)
                outcome = color
                break walk
            case .missing, .invalid:
                states[current * width + appearance] = .failed
                break walk
            case .alias(let target, let location):
                states[current * width + appearance] = .inProgress
                chain.append(current)
                guard let next = keyIndex[target] else {
                    let tag =
                        "unknown|\(location.map { "\($0.path):\($0.line):\($0.column)" } ?? pending[current].syntax.key)"
                    if reported.insert(tag).inserted {
                        var message = "'\(pending[current].syntax.key)' refers to '{\(target)}', which is not defined"
                        if let suggestion = suggestions.closest(to: target) {
                            message += "; did you mean '{\(suggestion)}'?"
                        }
                        diagnostics.report(Diagnostic(.unknownAlias, message, at: location))
                    }
                    break walk
                }
                if let deprecation = pending[next].syntax.deprecation {
                    let tag = "deprecated|\(location.map { "\($0.path):\($0.line):\($0.column)" } ?? "")|\(target)"
                    if reported.insert(tag).inserted {
                        let reason = deprecation.message.map { ": \($0)" } ?? ""
                        diagnostics.report(
                            Diagnostic(
                                .deprecatedAlias,
                                "'\(pending[current].syntax.key)' refers to deprecated '\(target)'\(reason)",
                                at: location,
                                notes: [
                                    Diagnostic.Note("'\(target)' is deprecated here", at: pending[next].syntax.location)
                                ]
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
        pending: [PaletteLowering.PendingEntry],
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
        let names = ordered.map { pending[$0].syntax.key } + [pending[ordered[0]].syntax.key]
        let notes = ordered.dropFirst().map { member -> Diagnostic.Note in
            var location: Diagnostic.Location?
            if case .alias(_, let at) = pending[member].slots[appearance] { location = at }
            return Diagnostic.Note("'\(pending[member].syntax.key)' is an alias here", at: location)
        }
        var location: Diagnostic.Location?
        if case .alias(_, let at) = pending[ordered[0]].slots[appearance] { location = at }
        diagnostics.report(
            Diagnostic(
                .aliasCycle,
                "alias cycle in '\(table.appearances[appearance].name)': \(names.joined(separator: " → "))",
                at: location,
                notes: Array(notes)
            )
        )
    }
}
