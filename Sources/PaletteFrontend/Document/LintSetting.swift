public import PaletteModel

/// One rule's setting in a palette's `lint` object, as written: on or off, and the options it was given.
public struct LintSetting: Sendable, Equatable {
    /// The rule set.
    public var rule: Rule
    /// Whether the rule reports anything.
    public var isOn: Bool
    /// `near-duplicate`'s largest CIEDE2000 difference, if given.
    public var maximumDifference: Double?
    /// `out-of-gamut`'s gamut, if given.
    public var gamut: ColorValue.Space?
    /// Where the setting's value is.
    public var location: Diagnostic.Location?

    /// Creates a setting.
    public init(
        rule: Rule,
        isOn: Bool,
        maximumDifference: Double? = nil,
        gamut: ColorValue.Space? = nil,
        location: Diagnostic.Location? = nil
    ) {
        self.rule = rule
        self.isOn = isOn
        self.maximumDifference = maximumDifference
        self.gamut = gamut
        self.location = location
    }

    /// Settings are the same when they set the same rule alike, wherever they are written.
    public static func == (lhs: LintSetting, rhs: LintSetting) -> Bool {
        lhs.rule == rhs.rule && lhs.isOn == rhs.isOn && lhs.maximumDifference == rhs.maximumDifference
            && lhs.gamut == rhs.gamut
    }
}
