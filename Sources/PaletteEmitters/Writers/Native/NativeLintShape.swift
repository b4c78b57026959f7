import PaletteModel

/// A palette's `lint` settings as the native palette format writes them (see `Docs/PaletteFormat.md`, "Color
/// sense"), shared by the JSON and plist writers: each rule `true` or `false`, or, for `near-duplicate` with a
/// threshold, an object holding `maximumDifference`
/// (`out-of-gamut` with a gamut, one holding `gamut`); an entry's own `lint` holds only rules turned off (`false`).
enum NativeLintShape {
    /// A rule's value.
    enum Value: Equatable {
        /// On or off.
        case flag(Bool)
        /// On, with `maximumDifference` (a ΔE00, as `ColorValue.decimal` spells it).
        case maximumDifference(Double)
        /// On, with `gamut` (`out-of-gamut`'s `srgb` or `display-p3`).
        case gamut(String)
    }

    /// The palette's settings, in the order they were first written.
    static func members(_ settings: [LintRuleSetting]) -> [(rule: String, value: Value)] {
        settings.map { setting in
            if setting.isOn, let maximum = setting.maximumDifference {
                return (setting.rule.rawValue, .maximumDifference(maximum))
            }
            if setting.isOn, let gamut = setting.gamut {
                return (setting.rule.rawValue, .gamut(gamut.rawValue))
            }
            return (setting.rule.rawValue, .flag(setting.isOn))
        }
    }
}
