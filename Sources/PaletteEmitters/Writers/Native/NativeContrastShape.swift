import PaletteModel

/// A contrast pair as the native palette format writes it (see `Docs/PaletteFormat.md`, "Contrast pairs"): its
/// members in the order the format documents them, each a string or a number, which the JSON and plist writers
/// print in their own syntax.
///
/// The minimum is written by its level when it was named by one (`"AAA"`), otherwise as a number, and left out when
/// it is the default (`AA`), as a palette would write it; an APCA minimum is `apca`.
enum NativeContrastShape {
    /// A member's value.
    enum Value: Equatable {
        /// A key or a level.
        case string(String)
        /// A ratio or an Lc, as `ColorValue.decimal` spells it.
        case number(Double)
    }

    /// The members of `pair`.
    static func members(_ pair: ContrastPair) -> [(key: String, value: Value)] {
        var members: [(key: String, value: Value)] = [
            ("foreground", .string(pair.foreground)), ("background", .string(pair.background)),
        ]
        if let base = pair.base { members.append(("base", .string(base))) }
        switch pair.minimum.method {
        case .wcag where pair.minimum == .standard:
            break
        case .wcag:
            members.append(("minimum", value(pair.minimum)))
        case .apca:
            members.append(("apca", value(pair.minimum)))
        }
        if let highContrast = pair.highContrastMinimum {
            members.append(("highContrastMinimum", value(highContrast)))
        }
        return members
    }

    /// A minimum: its level's name, or its number.
    private static func value(_ requirement: ContrastPair.Requirement) -> Value {
        requirement.level.map(Value.string) ?? .number(requirement.value)
    }
}
