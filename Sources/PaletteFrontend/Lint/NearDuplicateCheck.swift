import PaletteModel

/// Reports colors that are nearly the same in every appearance of a build: likely one color under two names.
///
/// Left out of the search: an entry that is an alias in every appearance (a deliberate second name: its values are
/// another entry's by construction, so a duplicate of it is reported, if at all, at that entry; lowering adds an entry
/// derived from others in every appearance, for the same reason), counting as an alias a value the source wrote out
/// but names as one (`PendingPalette.statedAliases`, Figma's `com.figma.aliasData`); a deprecated entry (already on
/// its way out; keeping its replacement's value is the point of a migration); and an entry whose own `lint` turns the
/// rule off. Each later entry is reported once, naming the earliest entry it nearly equals, so three names for one
/// color give two warnings, not three; entries of one value are searched as one (`NearColorSearch.earliestPartners`),
/// so thousands of copies cost what their warnings do. Alphas must be equal: a color and its translucent version are
/// two colors. Two steps of scales are not reported, nor two roles (`ColorRoles`); a color that
/// repeats a step or a named color is reported at that color, naming the primitive, wherever the two are written.
enum NearDuplicateCheck {
    /// Reports each entry that is within `maximumDifference` (CIEDE2000, and the same alpha) of an earlier entry in
    /// every appearance; `statedAliases` holds the keys that written-out aliases stand for, by slot (entry · width +
    /// appearance); `turnedOff` holds the entries whose own `lint` turns the rule off.
    static func check(
        _ entries: [Palette.Entry],
        statedAliases: [Int: String] = [:],
        skipping turnedOff: Set<Int>,
        maximumDifference: Double,
        diagnostics: inout DiagnosticBag
    ) {
        let width = entries.first?.values.count ?? 0
        let candidates = entries.indices.filter { index in
            guard entries[index].deprecation == nil, !turnedOff.contains(index) else { return false }
            let aliases = entries[index].aliases
            return (0..<width).contains { column in
                aliases[column] == nil && (statedAliases.isEmpty || statedAliases[index * width + column] == nil)
            }
        }
        guard candidates.count > 1 else { return }
        // Steps of scales first, then named colors, then the rest, each part in file order: a color's earliest
        // partner is then a primitive when one is near, so the warning names the color to alias.
        let roles = ColorRoles(entries)
        let searched =
            candidates.filter { roles.kind($0) == .step } + candidates.filter { roles.kind($0) == .named }
            + candidates.filter { !roles.kind($0).isPrimitive }
        let columns = distinctColumns(entries)
        // Sorted by the earlier entry, then the later: the order the warnings have always been reported in.
        let partners = NearColorSearch.earliestPartners(
            among: searched.map { entries[$0].values },
            columns: columns,
            maximumDifference: maximumDifference,
            alphaTolerance: 0
        )
        for partner in partners {
            let (earlier, later) = (searched[partner.earlier], searched[partner.row])
            // The search compares alphas as 32-bit numbers; they must be the very same. Which kinds of colors are
            // one color twice is `ColorRoles`'s to say.
            guard columns.allSatisfy({ entries[earlier].values[$0].alpha == entries[later].values[$0].alpha }),
                roles.isDuplicate(
                    later,
                    of: earlier,
                    keys: (entries[earlier].key, entries[later].key),
                    extreme: ColorRoles.isExtreme(entries[earlier].values, columns: columns)
                )
            else { continue }
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
    /// high-contrast values has `light-hc` equal to `light` in every entry, and a theme that falls back in every entry
    /// is the appearance it falls back to), so each is searched once.
    ///
    /// One pass over the entries, each value compared once with the value of the first appearance still alike so
    /// far: the appearances alike in every entry so far form a class, which an entry splits by value. The work is
    /// the entries times the appearances, however many of them are alike.
    static func distinctColumns(_ entries: [Palette.Entry]) -> [Int] {
        guard let width = entries.first?.values.count else { return [] }
        // The first appearance of each appearance's class: before any entry, all are alike.
        var leader = [Int](repeating: 0, count: width)
        var classes = min(width, 1)
        for entry in entries where classes < width {
            let values = entry.values
            // The appearances that leave one class with one value form a new class, led by the first of them.
            var newLeaders: [SplitKey: Int] = [:]
            for column in 0..<width where leader[column] != column && values[column] != values[leader[column]] {
                let key = SplitKey(leader: leader[column], value: values[column])
                if let newLeader = newLeaders[key] {
                    leader[column] = newLeader
                } else {
                    newLeaders[key] = column
                    leader[column] = column
                    classes += 1
                }
            }
        }
        return (0..<width).filter { leader[$0] == $0 }
    }

    /// An appearance's class before an entry split it, and its value in that entry.
    private struct SplitKey: Hashable {
        /// The class's first appearance.
        var leader: Int
        /// The appearance's value in the entry.
        var value: ColorValue
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
