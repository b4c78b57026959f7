import PaletteModel

/// Which colors of a build are primitives and which keys name different roles, so `near-duplicate` leaves alone the
/// semantic colors that share a value by design.
///
/// A key's groups are its components split at `.` and `/` (`Text.Primary`, `color/border/primary`). Two keys name
/// different roles when they part in a group, not in their last component: `Text.Primary` and `Border.Primary`,
/// `color.text.primary` and `color.border.primary` (a text color and a border color are both black because the
/// design says so, not because one was copied from the other), but not `gray.1` and `gray.2`, nor the flat keys of a
/// palette without groups. A primitive is a color the palette treats as a raw value: one that another color is an
/// alias of (as written, or as the source names it), or one whose last component is a step of a scale (`neutral.50`,
/// `blue.500`). Two primitives with one value are reported whatever their groups, and so is a semantic color that
/// repeats a primitive: there the alias is what the palette's own structure asks for.
struct ColorRoles {
    /// Whether each entry is a primitive.
    private let primitives: [Bool]

    /// The roles of `entries`; `statedAliases` are the keys written-out aliases stand for, by slot.
    init(_ entries: [Palette.Entry], statedAliases: [Int: String]) {
        var targets = Set(statedAliases.values)
        for entry in entries where entry.isAlias {
            for case let target? in entry.aliases { targets.insert(target) }
        }
        primitives = entries.map { entry in
            Self.isScaleStep(entry.key) || (!targets.isEmpty && targets.contains(entry.key))
        }
    }

    /// Whether the entry at `index` is a primitive.
    func isPrimitive(_ index: Int) -> Bool {
        primitives[index]
    }

    /// Whether `first` and `second` part in a group rather than in their last component.
    static func differ(_ first: String, _ second: String) -> Bool {
        let (a, b) = (components(first), components(second))
        var shared = 0
        while shared < a.count, shared < b.count, a[shared] == b[shared] { shared += 1 }
        return shared < a.count - 1 && shared < b.count - 1
    }

    /// Whether a key's last component starts with a digit (`50`, `500`, `1`): a step of a scale.
    ///
    /// Read from the end of the key, without splitting it: every color of the build is asked.
    static func isScaleStep(_ key: String) -> Bool {
        var first: UInt8?
        for byte in key.utf8.reversed() {
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") { break }
            first = byte
        }
        guard let first else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    }

    /// A key's groups and name.
    private static func components(_ key: String) -> [Substring] {
        key.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "/" }
    }
}
