import PaletteModel

/// Reports colors whose written `dark` value is their written `light` value, in a build where other colors change in
/// dark: likely a dark value copied from light and never changed.
///
/// Only values written as colors or derived colors (by their resolved values) count: an entry written as one string
/// (the same in every appearance by design), or whose light or dark value is an alias (the target decides), is not
/// judged. Off by default (`LintOptions`).
enum UnchangedDarkCheck {
    /// Reports each entry whose written light and dark colors are equal, when some other entry's differ.
    static func check(
        _ pending: PendingPalette,
        entries: [Palette.Entry],
        table: AppearanceTable,
        diagnostics: inout DiagnosticBag
    ) {
        guard let light = table.position(of: "light"), let dark = table.position(of: "dark") else { return }
        var unchanged: [Int] = []
        var changed = 0
        for entry in 0..<pending.count {
            let base = entry * pending.width
            guard let lightValue = judged(pending.slot(base + light), entries[entry].values[light]),
                let darkValue = judged(pending.slot(base + dark), entries[entry].values[dark]),
                pending.written(entry).contains(where: { $0.appearance == "dark" })
            else { continue }
            if lightValue != darkValue {
                changed += 1
            } else if !pending.lintOff(of: entry).contains(.unchangedDark) {
                unchanged.append(entry)
            }
        }
        guard changed > 0 else { return }
        reportUnchanged(
            unchanged,
            changed: changed,
            pending: pending,
            entries: entries,
            light: light,
            diagnostics: &diagnostics
        )
    }

    /// The value a slot is judged by: a color as written, a derived color as resolved (a hover derived from a color
    /// that changes in dark changes with it); `nil` for an alias (its target decides) or a value that is not there.
    static func judged(_ slot: PendingPalette.Slot, _ resolved: ColorValue) -> ColorValue? {
        switch slot {
        case .color(let color): color
        case .derived: resolved
        case .alias, .missing, .invalid: nil
        }
    }

    /// Reports each of the `unchanged` entries.
    static func reportUnchanged(
        _ unchanged: [Int],
        changed: Int,
        pending: PendingPalette,
        entries: [Palette.Entry],
        light: Int,
        diagnostics: inout DiagnosticBag
    ) {
        for entry in unchanged {
            let values = pending.written(entry)
            let darkValue = values.first { $0.appearance == "dark" }
            let lightValue = values.first { $0.appearance == "light" }
            diagnostics.report(
                .unchangedDark(
                    entries[entry].key,
                    value: entries[entry].values[light],
                    changed: changed,
                    at: darkValue?.location ?? pending.location(of: entry),
                    lightAt: lightValue?.location
                )
            )
        }
    }
}

extension Diagnostic {
    /// `key`'s written dark value is its light value, while `changed` entries change in dark.
    fileprivate static func unchangedDark(
        _ key: String,
        value: ColorValue,
        changed: Int,
        at location: Location?,
        lightAt lightLocation: Location?
    ) -> Diagnostic {
        let others = changed == 1 ? "1 other color changes" : "\(changed) other colors change"
        return Diagnostic(
            .unchangedDark,
            "'\(key)' has the same 'dark' value as 'light' (\(value.hex)) while \(others) in dark; if that is meant, "
                + "add \"lint\": { \"unchanged-dark\": false } to '\(key)'",
            at: location,
            notes: [Note("'\(key)' is \(value.hex) in 'light' here", at: lightLocation)]
        )
    }
}
