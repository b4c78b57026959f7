import PaletteModel

/// The walk that resolves aliases and derived colors, one appearance at a time, in time linear in the palette:
/// an iterative depth-first walk (no recursion, so long chains cannot overflow the stack) with each slot's outcome
/// memoized, reporting unknown references and loops where they are written.
///
/// A derived color depends on every entry it refers to, in the same appearance, each of which may itself be an alias
/// or derived; a loop through aliases and derived colors alike is an `alias-cycle`.
struct AliasWalk {
    /// The state of one (entry, appearance) slot during resolution.
    enum State: Sendable {
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
    struct States: Sendable {
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

    /// One slot on the walk's path, with what it depends on.
    private struct Frame {
        /// The entry.
        var entry: Int
        /// The entries whose value in the same appearance the slot needs, in the order they are written.
        var dependencies: [Int]
        /// How many dependencies have been visited.
        var next = 0
        /// Whether a reference could not be followed (reported), so the slot has no color.
        var broken = false
    }

    /// The slots to resolve.
    let pending: PendingPalette
    /// The build's appearances.
    let table: AppearanceTable
    /// Whether an alias to a deprecated entry is reported.
    let reportsDeprecated: Bool
    /// The keys of images, which a color cannot refer to.
    let imageKeys: Set<String>
    /// Whether a file of the build could not be read (its error is reported), so an alias to a key no file defines
    /// is that error's consequence, not reported again: the key may well be in the file.
    let unknownIsExplained: Bool
    /// The outcome of every slot walked so far.
    private(set) var states: States
    /// The problems reported already, so each is reported once however many appearances share it.
    private var reported: Set<String> = []
    /// Did-you-mean answers for unknown keys.
    private var suggestions: Suggestion.Budget
    /// The likely causes of unknown keys.
    private var causes: AliasGroupCauses

    /// A walk over `pending`'s slots.
    init(
        pending: PendingPalette,
        table: AppearanceTable,
        reportsDeprecated: Bool,
        imageKeys: Set<String>,
        unknownIsExplained: Bool = false
    ) {
        self.pending = pending
        self.table = table
        self.reportsDeprecated = reportsDeprecated
        self.imageKeys = imageKeys
        self.unknownIsExplained = unknownIsExplained
        states = States(count: pending.count * pending.width)
        suggestions = Suggestion.Budget(pending.keyIndex)
        causes = AliasGroupCauses(pending.keyIndex.keys)
    }

    /// The color of an entry's alias or derived value in one appearance, or `nil` when it has none (reported).
    mutating func resolve(_ start: Int, _ appearance: Int, diagnostics: inout DiagnosticBag) -> ColorValue? {
        let width = pending.width
        if let known = outcome(start, appearance) { return known }
        var path = [frame(start, appearance, diagnostics: &diagnostics)]
        states[start * width + appearance] = .inProgress
        while let top = path.last {
            if top.next < top.dependencies.count {
                let dependency = top.dependencies[top.next]
                path[path.count - 1].next += 1
                let slot = dependency * width + appearance
                switch states[slot] {
                case .done, .failed:
                    continue
                case .inProgress:
                    reportCycle(path.map(\.entry), from: dependency, appearance: appearance, diagnostics: &diagnostics)
                    continue
                case .unvisited:
                    break
                }
                switch pending.slot(slot) {
                case .color:
                    continue
                case .missing, .invalid:
                    states[slot] = .failed
                case .alias, .derived:
                    path.append(frame(dependency, appearance, diagnostics: &diagnostics))
                    states[slot] = .inProgress
                }
            } else {
                path.removeLast()
                let color = top.broken ? nil : evaluate(top.entry, appearance)
                states[top.entry * width + appearance] = color.map { .done($0) } ?? .failed
            }
        }
        return outcome(start, appearance) ?? nil
    }

    /// A slot's color once it is known: `.some(nil)` when it has none, `nil` while it is not worked out.
    private func outcome(_ entry: Int, _ appearance: Int) -> ColorValue?? {
        let slot = entry * pending.width + appearance
        if case .color(let color) = pending.slot(slot) { return .some(color) }
        switch states[slot] {
        case .done(let color): return .some(color)
        case .failed: return .some(nil)
        case .unvisited, .inProgress: return nil
        }
    }

    /// The color of an entry in an appearance whose dependencies are all worked out.
    private func evaluate(_ entry: Int, _ appearance: Int) -> ColorValue? {
        let index = entry * pending.width + appearance
        switch pending.slot(index) {
        case .color(let color):
            return color
        case .alias(let alias):
            guard let target = pending.keyIndex[pending.aliases[alias].target] else { return nil }
            return outcome(target, appearance) ?? nil
        case .derived(let derived):
            // The references' colors are looked up first, so the closure holds them and not the whole walk (which
            // it would copy on every call).
            let expression = pending.derived[derived].expression
            var colors: [(key: String, color: ColorValue?)] = []
            for reference in DerivedColorEvaluator.references(expression) {
                let color = pending.keyIndex[reference.key].flatMap { outcome($0, appearance) ?? nil }
                colors.append((reference.key, color))
            }
            return DerivedColorEvaluator.evaluate(expression) { key in
                colors.first { $0.key == key }?.color
            }
        case .missing, .invalid:
            return nil
        }
    }

    /// The frame of an alias or derived slot: the entries it depends on, each reference checked (unknown keys,
    /// images and deprecated entries reported at the value that names them).
    private mutating func frame(_ entry: Int, _ appearance: Int, diagnostics: inout DiagnosticBag) -> Frame {
        switch pending.slot(entry * pending.width + appearance) {
        case .alias(let alias):
            let target = pending.aliases[alias].target
            let location = pending.aliases[alias].location
            guard let next = follow(target, from: entry, tag: "\(alias)", at: location, diagnostics: &diagnostics)
            else { return Frame(entry: entry, dependencies: [], broken: true) }
            return Frame(entry: entry, dependencies: [next])
        case .derived(let derived):
            let location = pending.derived[derived].location
            var dependencies: [Int] = []
            var broken = false
            for reference in DerivedColorEvaluator.references(pending.derived[derived].expression) {
                let tag = "derived \(derived) \(reference.key)"
                if let next = follow(reference.key, from: entry, tag: tag, at: location, diagnostics: &diagnostics) {
                    dependencies.append(next)
                } else {
                    broken = true
                }
            }
            return Frame(entry: entry, dependencies: dependencies, broken: broken)
        case .color, .missing, .invalid:
            return Frame(entry: entry, dependencies: [])
        }
    }

    /// The entry a reference from `entry` to `target` leads to, or `nil` after reporting that it leads nowhere;
    /// `tag` names the written reference, so that it is reported once however many appearances share it.
    private mutating func follow(
        _ target: String,
        from entry: Int,
        tag: String,
        at location: Diagnostic.Location?,
        diagnostics: inout DiagnosticBag
    ) -> Int? {
        guard let next = pending.keyIndex[target] else {
            let tag = "unknown|\(tag)"
            if imageKeys.contains(target), reported.insert(tag).inserted {
                diagnostics.report(.aliasToImage(pending.key(of: entry), target: target, at: location))
            } else if !unknownIsExplained, reported.insert(tag).inserted {
                var suggestion: String?
                var cause = causes.missingGroupCause(of: target)
                if cause == nil {
                    suggestion = suggestions.closest(to: target)
                    cause = causes.cause(of: target, suggestion: suggestion)
                }
                diagnostics.report(
                    .unknownAlias(
                        pending.key(of: entry),
                        target: target,
                        suggestion: suggestion,
                        cause: cause,
                        at: location
                    )
                )
            }
            return nil
        }
        if reportsDeprecated, let deprecation = pending.deprecation(of: next),
            !pending.lintOff(of: entry).contains(.deprecatedAlias)
        {
            if reported.insert("deprecated|\(tag)").inserted {
                diagnostics.report(
                    .deprecatedAlias(
                        "'\(pending.key(of: entry))'",
                        target: target,
                        reason: deprecation.message,
                        at: location,
                        deprecatedAt: pending.location(of: next)
                    )
                )
            }
        }
        return next
    }

    /// Reports the loop that `chain` ran into at `repeated`, once per set of members.
    private mutating func reportCycle(
        _ chain: [Int],
        from repeated: Int,
        appearance: Int,
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
            let (location, isDerived) = valueLocation(member, appearance)
            return isDerived
                ? .isDerived(pending.key(of: member), at: location)
                : .isAnAlias(pending.key(of: member), at: location)
        }
        let location = valueLocation(ordered[0], appearance).location
        diagnostics.report(
            .aliasCycle(in: table.appearances[appearance].name, through: names, at: location, notes: Array(notes))
        )
    }

    /// Where the alias or derived value in one slot was written, and whether it is derived.
    private func valueLocation(_ entry: Int, _ appearance: Int) -> (location: Diagnostic.Location?, isDerived: Bool) {
        switch pending.slot(entry * pending.width + appearance) {
        case .alias(let alias): (pending.aliases[alias].location, false)
        case .derived(let derived): (pending.derived[derived].location, true)
        default: (nil, false)
        }
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

    fileprivate static func isDerived(_ key: String, at location: Diagnostic.Location?) -> Self {
        Self("'\(key)' is derived here", at: location)
    }
}
