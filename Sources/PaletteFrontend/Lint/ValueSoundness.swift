import PaletteModel

/// Which resolved values the contrast pairs may be measured in, given the errors reported so far.
enum ValueSoundness: Equatable {
    /// Every value: the build has no error so far, so each is the one the palette means.
    case every
    /// The values written as colors, or as aliases whose chain ends in one: the build's errors all lie in values
    /// (an unreadable color, an unknown or looping alias, a missing value), and a value that could not be read
    /// stands in as black, which must not be judged.
    case readable
    /// None: an error elsewhere (a file that does not parse, a repeated key, a broken theme) may mean any value.
    case none

    /// The errors that leave every value they do not name as the palette means it: they are about one value (which
    /// then stands in as black, or is missing), an image, a contrast pair or a lint setting.
    static let errorsInValues: Set<Rule> = [
        .invalidColor, .colorOutOfRange, .wrongType, .unknownAlias, .aliasCycle, .missingAppearance,
        .unknownAppearance, .invalidContrast, .invalidLint, .invalidImage, .imageKindMismatch, .imageOutsideProject,
        .imageSizeMismatch, .invalidImageValue,
    ]

    /// The soundness after the errors `reported` so far.
    ///
    /// Every value of a build without errors (`valuesAreSound`); the readable ones when every error is in a value, so
    /// sound colors are judged in the same run as a typo elsewhere; none after any other error. A warning made an
    /// error (`--warnings-as-errors`) changes no value.
    init(valuesAreSound: Bool, reported: [[Diagnostic]]) {
        if valuesAreSound {
            self = .every
            return
        }
        let inValues = reported.allSatisfy { list in
            list.allSatisfy {
                $0.severity != .error || $0.rule.defaultSeverity != .error || Self.errorsInValues.contains($0.rule)
            }
        }
        self = inValues ? .readable : .none
    }
}

/// Which slots of a pending palette hold a value that can be read: written as a color, or as an alias whose chain
/// ends in one (the alias resolver says which do not).
struct ReadableSlots {
    /// The slots as written.
    let pending: PendingPalette
    /// The alias and derived slots that resolve to no color (`AliasResolver.resolve`).
    let unresolved: Set<Int>

    /// Whether an entry's value in an appearance can be read.
    func isReadable(_ entry: Int, _ appearance: Int) -> Bool {
        let slot = entry * pending.width + appearance
        switch pending.slot(slot) {
        case .color: return true
        case .alias, .derived: return !unresolved.contains(slot)
        case .missing, .invalid: return false
        }
    }
}
