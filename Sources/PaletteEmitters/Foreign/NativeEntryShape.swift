import PaletteModel

/// How one entry is spelled in the native palette format, shared by the JSON and plist writers.
enum NativeEntryShape {
    /// One color string for every appearance.
    case single(String)
    /// An object: description, deprecation, then one value per explicitly written appearance.
    case fields(description: String?, deprecation: Palette.Deprecation?, values: [(String, String)])

    /// The shape of an entry: a single string when every appearance is the same alias, or the same color, and
    /// nothing else is set; otherwise only the explicitly written appearances.
    init(_ entry: Palette.Entry, palette: Palette) {
        let indices = palette.appearances.indices
        let first = indices.first ?? 0
        let target = ForeignSlots.alias(entry, first)
        let uniform = indices.allSatisfy { index in
            // One alias everywhere is one string even though the target's colors differ per appearance.
            ForeignSlots.alias(entry, index) == target
                && (target != nil || ForeignSlots.value(entry, index) == ForeignSlots.value(entry, first))
        }
        if uniform, entry.description == nil, entry.deprecation == nil {
            self = .single(Self.text(entry, first))
            return
        }
        var values: [(String, String)] = []
        for index in indices where ForeignSlots.isExplicit(entry, index) {
            values.append((palette.appearances[index].name, Self.text(entry, index)))
        }
        self = .fields(description: entry.description, deprecation: entry.deprecation, values: values)
    }

    /// The value of one appearance in native syntax: `{KEY}` for an alias, else the color.
    static func text(_ entry: Palette.Entry, _ index: Int) -> String {
        if let target = ForeignSlots.alias(entry, index) { return "{" + target + "}" }
        return colorText(ForeignSlots.value(entry, index))
    }

    /// `#RRGGBB`/`#RRGGBBAA` when sRGB and exact in 8 bits; otherwise `color(srgb …)` or `color(display-p3 …)`
    /// with decimal components, so nothing is rounded to 8 bits.
    static func colorText(_ color: ColorValue) -> String {
        if color.space == .sRGB, color.isExactIn8Bit { return color.hex }
        let components = [color.red, color.green, color.blue].map(ColorValue.decimal).joined(separator: " ")
        let alpha = color.alpha >= 1 ? "" : " / " + ColorValue.decimal(color.alpha)
        return "color(" + color.space.rawValue + " " + components + alpha + ")"
    }
}
