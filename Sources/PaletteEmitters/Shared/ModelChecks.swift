import PaletteModel

/// The checks emitters make of a model that lowering would never produce (one built by hand), each with one
/// message, so no emitter traps on it.
enum ModelChecks {
    /// A `missing-appearance` error for an entry whose values (and, where the format writes them, aliases) do not
    /// cover every appearance of its palette; `nil` for a sound entry.
    static func valueCountProblem(
        _ entry: Palette.Entry,
        in palette: Palette,
        checkingAliases: Bool = false
    ) -> Diagnostic? {
        let sound =
            entry.values.count == palette.appearances.count
            && (!checkingAliases || entry.aliases.count == entry.values.count)
        guard !sound else { return nil }
        return .valueCountMismatch(entry, appearanceCount: palette.appearances.count)
    }
}

extension Diagnostic {
    /// An entry whose values do not cover its palette's appearances.
    fileprivate static func valueCountMismatch(_ entry: Palette.Entry, appearanceCount: Int) -> Diagnostic {
        Diagnostic(
            .missingAppearance,
            "'\(entry.key)' has \(entry.values.count) values for \(appearanceCount) appearances",
            at: entry.location
        )
    }
}
