import PaletteModel

/// Reports colors that are nearly the same in every appearance of a build: likely one color under two names.
///
/// Left out of the search: an entry that is an alias in every appearance (a deliberate second name: its values are
/// another entry's by construction, so a duplicate of it is reported, if at all, at that entry), a deprecated
/// entry (already on its way out; keeping its replacement's value is the point of a migration), and an entry whose
/// own `lint` turns the rule off. Each later entry is reported once, naming the earliest entry it nearly equals,
/// so three names for one color give two warnings, not three; entries of one value are searched as one
/// (`NearColorSearch.earliestPartners`), so thousands of copies cost what their warnings do.
enum NearDuplicateCheck {
    /// Reports each entry that is within `maximumDifference` (CIEDE2000, and alpha within
    /// `LintOptions.alphaTolerance`) of an earlier entry in every appearance; `turnedOff` holds the entries whose
    /// own `lint` turns the rule off.
    static func check(
        _ entries: [Palette.Entry],
        skipping turnedOff: Set<Int>,
        maximumDifference: Double,
        diagnostics: inout DiagnosticBag
    ) {
        let searched = entries.indices.filter { index in
            entries[index].deprecation == nil && entries[index].aliases.contains(nil) && !turnedOff.contains(index)
        }
        guard searched.count > 1 else { return }
        // Sorted by the earlier entry, then the later: the order the warnings have always been reported in.
        let partners = NearColorSearch.earliestPartners(
            among: searched.map { entries[$0].values },
            columns: distinctColumns(entries),
            maximumDifference: maximumDifference,
            alphaTolerance: LintOptions.alphaTolerance
        )
        for partner in partners {
            let (earlier, later) = (searched[partner.earlier], searched[partner.row])
            diagnostics.report(
                .nearDuplicate(
                    entries[later].key,
                    of: entries[earlier].key,
                    largest: partner.largestDifference,
                    at: entries[later].location,
                    earlierAt: entries[earlier].location
                )
            )
        }
    }

    /// The appearances whose values are not all the same as an earlier appearance's (a palette that writes no
    /// high-contrast values has `light-hc` equal to `light` in every entry), so each is searched once.
    ///
    /// One pass over the entries, each entry's values read once, comparing every pair of appearances in it.
    static func distinctColumns(_ entries: [Palette.Entry]) -> [Int] {
        guard let width = entries.first?.values.count else { return [] }
        // Whether appearance `later` equals appearance `earlier` in every entry so far, at `earlier * width + later`.
        var same = [Bool](repeating: true, count: width * width)
        var alike = width * (width - 1) / 2
        for entry in entries where alike > 0 {
            let values = entry.values
            for later in 1..<width {
                for earlier in 0..<later where same[earlier * width + later] && values[earlier] != values[later] {
                    same[earlier * width + later] = false
                    alike -= 1
                }
            }
        }
        var columns: [Int] = []
        for column in 0..<width where !columns.contains(where: { same[$0 * width + column] }) {
            columns.append(column)
        }
        return columns
    }
}

extension Diagnostic {
    /// `key` is within the threshold of the earlier `earlier` in every appearance.
    fileprivate static func nearDuplicate(
        _ key: String,
        of earlier: String,
        largest: Double,
        at location: Location?,
        earlierAt earlierLocation: Location?
    ) -> Diagnostic {
        let likeness =
            largest == 0
            ? "is the same color as '\(earlier)' in every appearance"
            : "is nearly the same color as '\(earlier)' in every appearance (CIEDE2000 at most "
                + "\(Self.differenceText(largest)))"
        return Diagnostic(
            .nearDuplicate,
            "'\(key)' \(likeness); if they are one color, make '\(key)' an alias of '\(earlier)'",
            at: location,
            notes: [Note("'\(earlier)' is defined here", at: earlierLocation)]
        )
    }

    /// A difference to two decimals, rounded up so that it never reads as less than it is (0.001 is `0.01`).
    private static func differenceText(_ value: Double) -> String {
        ColorValue.decimal((value * 100).rounded(.up) / 100)
    }
}
