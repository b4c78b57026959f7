import PaletteModel

/// A palette's `lint` settings as the native palette format writes them (see `Docs/PaletteFormat.md`, "Color
/// sense"), shared by the JSON and plist writers: each rule `true` or `false`, or, for `near-duplicate` with a
/// threshold, an object holding `maximumDifference`; an entry's own `lint` holds only rules turned off (`false`).
enum NativeLintShape {
    /// A rule's value.
    enum Value: Equatable {
        /// On or off.
        case flag(Bool)
        /// On, with `maximumDifference` (a ΔE00, as `ColorValue.decimal` spells it).
        case maximumDifference(Double)
    }

    /// The palette's settings, in the order they were first written.
    static func members(_ settings: [LintRuleSetting]) -> [(rule: String, value: Value)] {
        settings.map { setting in
            if setting.isOn, let maximum = setting.maximumDifference {
                return (setting.rule.rawValue, .maximumDifference(maximum))
            }
            return (setting.rule.rawValue, .flag(setting.isOn))
        }
    }
}
