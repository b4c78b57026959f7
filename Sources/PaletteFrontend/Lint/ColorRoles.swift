import PaletteModel

/// Which colors of a build are steps of a scale and which keys name different roles, so `near-duplicate` leaves alone
/// the colors that share a value by design.
///
/// A key's components are split at `.`, `/`, `-` and `_`: the separators of token paths (`Text.Primary`,
/// `color/border/primary`), of CSS custom properties (`ds-color-accent-text-subtle`) and of Android resource names
/// (`md_theme_surface`). Two semantic colors are one color twice only when they are siblings: the same groups, parting
/// in their last component (`bg.hover` and `bg.pressed`, `Crypto.bnb` and `Crypto.binance`, or the flat keys of a
/// palette without groups). Keys that part in a group name different roles (`Text.Primary` and `Border.Primary`,
/// `ds-color-accent-text-subtle` and `ds-color-accent-border-strong`, `card-foreground` and `foreground`: a text
/// color and a border color are both the darkest gray because the design says so, not because one was copied from
/// the other), and a key that goes on where the other ends is a variant of it, another theme or state written as a
/// key of its own (`md_theme_background_mediumContrast` beside `md_theme_background`), whose value stays where the
/// design left it.
///
/// A step of a scale is a color whose last component starts with a digit (`neutral.50`, `blue-500`, `accent.16`).
/// Scales are generated ramps: two steps that come out the same (the darkest steps of two hues, steps 9 and 10 of
/// one ramp) are the generator's outcome, and an alias between them would break the ramp the day it is
/// regenerated, so two steps are never reported. A step is what a semantic color should be an alias of: a semantic
/// color that repeats a step is reported at the semantic color, naming the step, whatever their groups.
struct ColorRoles {
    /// Whether each entry is a step of a scale.
    private let steps: [Bool]

    /// The roles of `entries`.
    init(_ entries: [Palette.Entry]) {
        steps = entries.map { Self.isScaleStep($0.key) }
    }

    /// Whether the entry at `index` is a step of a scale.
    func isStep(_ index: Int) -> Bool {
        steps[index]
    }

    /// Whether `first` and `second` have the same groups and part in their last component.
    static func areSiblings(_ first: String, _ second: String) -> Bool {
        let (a, b) = (components(first), components(second))
        guard a.count == b.count else { return false }
        return a.dropLast().elementsEqual(b.dropLast())
    }

    /// Whether a key's last component starts with a digit (`50`, `500`, `1`): a step of a scale.
    ///
    /// Read from the end of the key, without splitting it: every color of the build is asked.
    static func isScaleStep(_ key: String) -> Bool {
        var first: UInt8?
        for byte in key.utf8.reversed() {
            if isSeparator(byte) { break }
            first = byte
        }
        guard let first else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    }

    /// Whether `byte` separates the components of a key.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// A key's groups and name.
    private static func components(_ key: String) -> [Substring] {
        key.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "/" || $0 == "-" || $0 == "_" }
    }
}
