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
/// ends in one; worked out once for every slot, in time linear in the slots however long the alias chains are.
struct ReadableSlots {
    /// 1 readable, 2 not, by slot (entry · width + appearance).
    private var states: [UInt8]
    /// The number of slots per entry.
    private let width: Int

    /// Follows every slot's alias chain once, marking each slot on it with where the chain ends.
    init(_ pending: PendingPalette) {
        width = pending.width
        states = [UInt8](repeating: 0, count: pending.count * pending.width)
        var chain: [Int] = []
        for start in states.indices where states[start] == 0 {
            chain.removeAll(keepingCapacity: true)
            var current = start
            var outcome: UInt8 = 2
            walk: while true {
                switch states[current] {
                case 1, 2:
                    outcome = states[current]
                    break walk
                case 3:
                    // Back on this chain: a loop.
                    break walk
                default:
                    break
                }
                switch pending.slot(current) {
                case .color:
                    outcome = 1
                    break walk
                case .missing, .invalid:
                    break walk
                case .alias(let alias):
                    states[current] = 3
                    chain.append(current)
                    guard let next = pending.keyIndex[pending.aliases[alias].target] else { break walk }
                    current = next * width + current % width
                }
            }
            states[current] = states[current] == 0 || states[current] == 3 ? outcome : states[current]
            for slot in chain {
                states[slot] = outcome
            }
        }
    }

    /// Whether an entry's value in an appearance can be read.
    func isReadable(_ entry: Int, _ appearance: Int) -> Bool {
        states[entry * width + appearance] == 1
    }
}
