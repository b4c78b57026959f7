import PaletteModel

/// Checks the declared contrast pairs in every appearance of a build, after fallbacks and aliases are resolved.
///
/// A translucent foreground is composited over its background; a translucent background over the pair's opaque
/// `base`. Display P3 colors are converted to sRGB first (both WCAG 2.2 and APCA are defined on sRGB).
enum ContrastCheck {
    /// Reports each pair that names an unknown key, and each appearance in which a pair is below its minimum where
    /// `soundness` lets its values be measured (`readable` says which can be, when only some can).
    ///
    /// Returns the pairs whose keys all name entries, for the model.
    static func check(
        _ pending: PendingPalette,
        entries: [Palette.Entry],
        table: AppearanceTable,
        soundness: ValueSoundness,
        readable: ReadableSlots,
        diagnostics: inout DiagnosticBag
    ) -> [ContrastPair] {
        let pairs = pending.documents.flatMap(\.contrastPairs)
        guard !pairs.isEmpty else { return [] }
        var suggestions = Suggestion.Budget(pending.keyIndex)
        var known: [ContrastPair] = []
        for pair in pairs {
            var resolved: [Int?] = []
            for (key, location) in [
                (pair.foreground, pair.foregroundLocation), (pair.background, pair.backgroundLocation),
                (pair.base, pair.baseLocation),
            ] {
                guard let key else {
                    resolved.append(nil)
                    continue
                }
                guard let index = pending.keyIndex[key] else {
                    let suggestion = suggestions.closest(to: key)
                    diagnostics.report(.unknownContrastKey(key, suggestion: suggestion, at: location))
                    resolved.append(-1)
                    continue
                }
                resolved.append(index)
            }
            guard let foreground = resolved[0], let background = resolved[1], foreground >= 0, background >= 0,
                resolved[2] ?? 0 >= 0
            else { continue }
            let members = Members(foreground: foreground, background: background, base: resolved[2])
            let model = ContrastPair(
                foreground: entries[foreground].key,
                background: entries[background].key,
                base: resolved[2].map { entries[$0].key },
                minimum: pair.minimum,
                highContrastMinimum: pair.highContrastMinimum
            )
            known.append(model)
            let measured: [Int]
            switch soundness {
            case .every: measured = Array(table.appearances.indices)
            case .none: continue
            case .readable:
                measured = table.appearances.indices.filter { appearance in
                    [members.foreground, members.background, members.base].allSatisfy { member in
                        member.map { readable.isReadable($0, appearance) } ?? true
                    }
                }
            }
            check(
                pair,
                model,
                members,
                in: measured,
                pending: pending,
                entries: entries,
                table: table,
                diagnostics: &diagnostics
            )
        }
        return known
    }

    /// The entries of one pair, by position.
    struct Members {
        var foreground: Int
        var background: Int
        var base: Int?
    }

    /// Checks one pair in the appearances `measured` (positions, in order); a translucent background without an
    /// opaque base is reported once.
    private static func check(
        _ pair: ContrastPairSyntax,
        _ model: ContrastPair,
        _ members: Members,
        in measured: [Int],
        pending: PendingPalette,
        entries: [Palette.Entry],
        table: AppearanceTable,
        diagnostics: inout DiagnosticBag
    ) {
        for index in measured {
            let appearance = table.appearances[index]
            let measurement = model.measure(
                foreground: entries[members.foreground].values[index],
                background: entries[members.background].values[index],
                base: members.base.map { entries[$0].values[index] },
                in: appearance
            )
            switch measurement {
            case .translucentBackground:
                let notes = ([members.background] + (members.base.map { [$0] } ?? [])).map {
                    note($0, index, pending: pending, entries: entries, table: table)
                }
                diagnostics.report(
                    .translucentBackground(
                        pair,
                        entries: entries,
                        members: members,
                        appearance: appearance.name,
                        index: index,
                        notes: notes
                    )
                )
                return
            case .measured(_, passes: true, _, _):
                continue
            case .measured:
                let requirement = model.requirement(in: appearance)
                let found = measurement.foundText(requirement.method) ?? ""
                diagnostics.report(
                    .belowMinimum(
                        pair,
                        found: found,
                        requirement: requirement,
                        appearance: appearance.name,
                        at: pair.location,
                        notes: [members.foreground, members.background].map {
                            note($0, index, pending: pending, entries: entries, table: table)
                        }
                    )
                )
            }
        }
    }

    /// A note at the value an entry has in one appearance: the value written for it or for the appearance it falls
    /// back to (an alias shows what it resolved to).
    private static func note(
        _ entry: Int,
        _ appearance: Int,
        pending: PendingPalette,
        entries: [Palette.Entry],
        table: AppearanceTable
    ) -> Diagnostic.Note {
        let value = entries[entry].values[appearance]
        let spelled = value.space == .sRGB ? value.hex : "\(value.hex) (Display P3, \(value.sRGB.hex) in sRGB)"
        let alias = entries[entry].aliases[appearance].map { "{\($0)}, " } ?? ""
        let name = table.appearances[appearance].name
        return Diagnostic.Note(
            "'\(entries[entry].key)' is \(alias)\(spelled) in '\(name)'",
            at: valueLocation(entry, appearance, pending: pending, table: table)
        )
    }

    /// Where the value an entry has in an appearance was written: for that appearance, else for the first
    /// appearance of its fallback chain that has one, else for every appearance; else the entry's key.
    static func valueLocation(
        _ entry: Int,
        _ appearance: Int,
        pending: PendingPalette,
        table: AppearanceTable
    ) -> Diagnostic.Location? {
        let source = pending.sources[entry]
        let values = pending.documents[source.document].entries[source.entry].values
        var name: String? = table.appearances[appearance].name
        var seen: Set<String> = []
        while let current = name, seen.insert(current).inserted {
            if let value = values.first(where: { $0.appearance == current }) {
                return value.location
            }
            name = table.index[current].flatMap { table.appearances[$0].fallback }
        }
        return values.first { $0.appearance == nil }?.location ?? pending.location(of: entry)
    }
}

extension Diagnostic {
    /// A contrast pair names a key no entry of the build has.
    fileprivate static func unknownContrastKey(
        _ key: String,
        suggestion: String?,
        at location: Location?
    )
        -> Diagnostic
    {
        Diagnostic(
            .invalidContrast,
            "contrast pair names '\(key)', which is not a color of this build" + Suggestion.question(suggestion),
            at: location
        )
    }

    /// A pair below its minimum in one appearance.
    fileprivate static func belowMinimum(
        _ pair: ContrastPairSyntax,
        found: String,
        requirement: ContrastPairSyntax.Requirement,
        appearance: String,
        at location: Location?,
        notes: [Note]
    ) -> Diagnostic {
        let measured = requirement.method == .wcag ? "a contrast of \(found)" : "APCA \(found)"
        return Diagnostic(
            .contrast,
            "'\(pair.foreground ?? "")' on '\(pair.background ?? "")' has \(measured) in '\(appearance)', below the "
                + "minimum \(requirement.text)",
            at: location,
            notes: notes
        )
    }

    /// A pair whose background is translucent in an appearance, with no opaque base to composite it over.
    fileprivate static func translucentBackground(
        _ pair: ContrastPairSyntax,
        entries: [Palette.Entry],
        members: ContrastCheck.Members,
        appearance: String,
        index: Int,
        notes: [Note]
    ) -> Diagnostic {
        let background = pair.background ?? ""
        let message: String
        if let base = members.base {
            message =
                "the base '\(entries[base].key)' of '\(pair.foreground ?? "")' on '\(background)' is translucent in "
                + "'\(appearance)'; a base is the opaque color behind a translucent background"
        } else {
            message =
                "'\(background)' is translucent in '\(appearance)', so the contrast of '\(pair.foreground ?? "")' on it "
                + "depends on what is behind it; declare that opaque color as the pair's 'base'"
        }
        return Diagnostic(.invalidContrast, message, at: pair.location, notes: notes)
    }
}
