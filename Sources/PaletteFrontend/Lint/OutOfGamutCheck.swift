import PaletteModel

/// Reports colors that lie outside the gamut a screen shows (Display P3, or sRGB), where every output shows them
/// gamut-mapped, with how far outside they lie in ΔEOK.
///
/// Only values written as colors count (a color in place, or a color derived from others), once where each is
/// written: a fallback copies its color and an alias its target's, and they would only repeat the same finding. Off by
/// default (`LintOptions`).
enum OutOfGamutCheck {
    /// Colors that lie this close outside a gamut (ΔEOK) are its edge written with rounded components, not a finding.
    static let tolerance = 0.0001

    /// Reports each written color outside `gamut`.
    static func check(
        _ pending: PendingPalette,
        entries: [Palette.Entry],
        table: AppearanceTable,
        gamut: ColorValue.Space,
        diagnostics: inout DiagnosticBag
    ) {
        for (index, entry) in entries.enumerated() where !pending.lintOff(of: index).contains(.outOfGamut) {
            let written = pending.written(index)
            // An entry written as one color holds it in every appearance: one finding. Written as one derived color
            // (`color-mix({brand} …)`), it holds what its references hold in each appearance: one finding per color.
            var reported: [(source: Int, value: ColorValue)] = []
            for (position, value) in entry.values.enumerated()
            where entry.explicit[position] && entry.aliases[position] == nil {
                let distance = value.gamutDistance(gamut)
                guard distance > tolerance else { continue }
                let appearance = table.appearances[position].name
                let source =
                    written.firstIndex { $0.appearance == appearance } ?? written.firstIndex { $0.appearance == nil }
                guard !reported.contains(where: { $0.source == source ?? -1 && $0.value == value }) else { continue }
                reported.append((source ?? -1, value))
                let isOneColor = entry.values.allSatisfy { $0 == value }
                diagnostics.report(
                    .outOfGamut(
                        entry.key,
                        appearance: source.flatMap { written[$0].appearance } ?? (isOneColor ? nil : appearance),
                        gamut: gamut,
                        distance: distance,
                        at: source.flatMap { written[$0].location } ?? pending.location(of: index)
                    )
                )
            }
        }
    }
}

extension Diagnostic {
    /// `key`'s color in `appearance` (`nil`: written once for every appearance) lies `distance` (ΔEOK) outside `gamut`.
    fileprivate static func outOfGamut(
        _ key: String,
        appearance: String?,
        gamut: ColorValue.Space,
        distance: Double,
        at location: Location?
    ) -> Diagnostic {
        let name = gamut == .sRGB ? "sRGB" : "Display P3"
        let rounded = (distance * 1000).rounded() / 1000
        return Diagnostic(
            .outOfGamut,
            "'\(key)'\(appearance.map { " in '\($0)'" } ?? "") lies outside the \(name) gamut (ΔEOK \(ColorValue.decimal(max(rounded, 0.001))) "
                + "from the nearest color it holds); outputs show it gamut-mapped. If that is meant, add \"lint\": "
                + "{ \"out-of-gamut\": false } to '\(key)'",
            at: location
        )
    }
}
