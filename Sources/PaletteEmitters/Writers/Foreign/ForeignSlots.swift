import PaletteModel

/// Where each built-in appearance sits in a palette's `appearances`, so writers index values by meaning.
struct ForeignSlots {
    /// The index of `light`.
    let light: Int
    /// The index of `dark`.
    let dark: Int
    /// The index of `light-hc`, if the palette has it.
    let lightHC: Int?
    /// The index of `dark-hc`, if the palette has it.
    let darkHC: Int?
    /// The indices of the named themes, in palette order.
    let themes: [Int]

    /// Finds the slots; a palette without `light` or `dark` (never produced by lowering) uses the first two.
    init(_ palette: Palette) {
        light = palette.appearanceIndex(named: "light") ?? 0
        dark = palette.appearanceIndex(named: "dark") ?? min(1, max(0, palette.appearances.count - 1))
        lightHC = palette.appearanceIndex(named: "light-hc")
        darkHC = palette.appearanceIndex(named: "dark-hc")
        themes = palette.appearances.indices.filter { !palette.appearances[$0].isBuiltIn }
    }

    /// The value of an entry at an appearance index, or its first value when the index is out of range.
    static func value(_ entry: Palette.Entry, _ index: Int) -> ColorValue {
        if entry.values.indices.contains(index) { return entry.values[index] }
        return entry.values.first ?? ColorValue(red: 0, green: 0, blue: 0)
    }

    /// The direct alias target of an entry at an appearance index, if any.
    static func alias(_ entry: Palette.Entry, _ index: Int) -> String? {
        entry.aliases.indices.contains(index) ? entry.aliases[index] : nil
    }

    /// Whether the entry's value at an appearance index was written rather than taken from a fallback.
    static func isExplicit(_ entry: Palette.Entry, _ index: Int) -> Bool {
        entry.explicit.indices.contains(index) ? entry.explicit[index] : false
    }

    /// Whether a high-contrast slot says something its base slot does not (another color or another alias).
    static func differs(_ entry: Palette.Entry, _ slot: Int?, from base: Int) -> Bool {
        guard let slot else { return false }
        return value(entry, slot) != value(entry, base) || alias(entry, slot) != alias(entry, base)
    }
}
