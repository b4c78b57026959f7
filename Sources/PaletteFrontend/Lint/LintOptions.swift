public import PaletteModel

/// Which color-sense rules a build reports, and how: the defaults, changed by the `lint` objects of its palette
/// files and of its `palettec.json`.
///
/// A rule may be set in any file of the build or in `palettec.json` (the one place for inputs that cannot hold a
/// `lint` object: a DKNightVersion table, an asset catalog, tokens); set in two, the settings must agree
/// (`invalid-lint` otherwise), so the result does not depend on the order of the files. An entry's own `lint` turns a
/// rule off for that entry only.
public struct LintOptions: Sendable, Equatable {
    /// The rules a `lint` object can set.
    public static let rules: [Rule] = [.nearDuplicate, .unchangedDark, .deprecatedAlias, .outOfGamut]
    /// `near-duplicate`'s default largest CIEDE2000 difference.
    public static let defaultMaximumDifference = 1.0
    /// The largest `maximumDifference` a palette can set: ΔE00 10 is plainly different colors.
    public static let largestMaximumDifference = 10.0

    /// `near-duplicate`'s largest difference, or `nil` when the rule is off.
    public var nearDuplicate: Double?
    /// Whether `unchanged-dark` is on.
    public var unchangedDark: Bool
    /// Whether `deprecated-alias` is on.
    public var deprecatedAlias: Bool
    /// The gamut `out-of-gamut` judges colors against, or `nil` when the rule is off.
    public var outOfGamut: ColorValue.Space?

    /// The options of a build whose files set nothing.
    public static let defaults = LintOptions(
        nearDuplicate: defaultMaximumDifference,
        unchangedDark: false,
        deprecatedAlias: true,
        outOfGamut: nil
    )

    /// Creates options.
    public init(
        nearDuplicate: Double?,
        unchangedDark: Bool,
        deprecatedAlias: Bool,
        outOfGamut: ColorValue.Space? = nil
    ) {
        self.nearDuplicate = nearDuplicate
        self.unchangedDark = unchangedDark
        self.deprecatedAlias = deprecatedAlias
        self.outOfGamut = outOfGamut
    }

    /// The options `configured` (the build's `palettec.json`) and `documents` set together, reporting a rule two of
    /// them set differently.
    init(configured: [LintSetting] = [], documents: [PaletteDocument], diagnostics: inout DiagnosticBag) {
        self = .defaults
        var first: [Rule: LintSetting] = [:]
        let fromConfig = Set(configured.map(\.rule))
        for setting in configured + documents.lazy.flatMap(\.lint) {
            if let earlier = first[setting.rule] {
                if earlier != setting {
                    diagnostics.report(
                        .conflictingLint(setting, earlier: earlier, inConfig: fromConfig.contains(setting.rule))
                    )
                }
                continue
            }
            first[setting.rule] = setting
            switch setting.rule {
            case .nearDuplicate:
                nearDuplicate = setting.isOn ? setting.maximumDifference ?? Self.defaultMaximumDifference : nil
            case .unchangedDark: unchangedDark = setting.isOn
            case .deprecatedAlias: deprecatedAlias = setting.isOn
            case .outOfGamut: outOfGamut = setting.isOn ? setting.gamut ?? .displayP3 : nil
            default: break
            }
        }
    }
}

extension Diagnostic {
    /// A rule set differently in two palette files of one build, or in a palette file and the build's
    /// `palettec.json` (`inConfig`, where `earlier` is).
    fileprivate static func conflictingLint(_ setting: LintSetting, earlier: LintSetting, inConfig: Bool) -> Diagnostic
    {
        let places =
            inConfig
            ? "in palettec.json and in a palette file of this build; set it in one place"
            : "in two palette files of this build; set it in one file"
        return Diagnostic(
            .invalidLint,
            "'\(setting.rule.rawValue)' is set differently \(places), or alike in both",
            at: setting.location,
            notes: [Diagnostic.Note("'\(setting.rule.rawValue)' is also set here", at: earlier.location)]
        )
    }
}
