/// A color-sense rule as a palette's `lint` object sets it: kept in the model so a palette converted to the native
/// format keeps its settings.
public struct LintRuleSetting: Hashable, Sendable {
    /// The rule set (`near-duplicate`, `unchanged-dark`, `deprecated-alias`, `out-of-gamut`).
    public var rule: Rule
    /// Whether the rule reports anything.
    public var isOn: Bool
    /// `near-duplicate`'s largest CIEDE2000 difference, when the palette gives one.
    public var maximumDifference: Double?
    /// `out-of-gamut`'s gamut, when the palette names one.
    public var gamut: ColorValue.Space?

    /// Creates a setting.
    public init(rule: Rule, isOn: Bool, maximumDifference: Double? = nil, gamut: ColorValue.Space? = nil) {
        self.rule = rule
        self.isOn = isOn
        self.maximumDifference = maximumDifference
        self.gamut = gamut
    }
}
