import PaletteModel

/// How one entry is spelled in the native palette format, shared by the JSON and plist writers.
enum NativeEntryShape {
    /// One value for every appearance.
    case single(Value)
    /// An object: description, deprecation, one value per explicitly written appearance, then the color-sense
    /// rules the entry's own `lint` turns off.
    case fields(
        description: String?,
        deprecation: Palette.Deprecation?,
        values: [(appearance: String, value: Value)],
        lintOff: [Rule]
    )

    /// One appearance's value in native syntax.
    enum Value {
        /// `{KEY}`.
        case alias(String)
        /// A color, spelled by `print(_:quoted:to:)`.
        case color(ColorValue)
    }

    /// The shape of an entry: a single string when every appearance is the same alias, or the same color, and
    /// nothing else is set (no description, deprecation or `lint`); otherwise only the explicitly written
    /// appearances.
    init(_ entry: Palette.Entry, palette: Palette) {
        let indices = palette.appearances.indices
        let first = indices.first ?? 0
        let target = ForeignSlots.alias(entry, first)
        let uniform = indices.allSatisfy { index in
            // One alias everywhere is one string even though the target's colors differ per appearance.
            ForeignSlots.alias(entry, index) == target
                && (target != nil || ForeignSlots.value(entry, index) == ForeignSlots.value(entry, first))
        }
        let lintOff = palette.lintOff[entry.key] ?? []
        if uniform, entry.description == nil, entry.deprecation == nil, lintOff.isEmpty {
            self = .single(Self.value(entry, first))
            return
        }
        var values: [(appearance: String, value: Value)] = []
        for index in indices where ForeignSlots.isExplicit(entry, index) {
            values.append((palette.appearances[index].name, Self.value(entry, index)))
        }
        self = .fields(description: entry.description, deprecation: entry.deprecation, values: values, lintOff: lintOff)
    }

    /// The value of one appearance: its alias target, else its color.
    private static func value(_ entry: Palette.Entry, _ index: Int) -> Value {
        if let target = ForeignSlots.alias(entry, index) { return .alias(target) }
        return .color(ForeignSlots.value(entry, index))
    }

    /// Prints a value as a JSON string (`quoted`) or as XML text: `{KEY}` for an alias; `#RRGGBB`/`#RRGGBBAA`
    /// for an sRGB color exact in 8 bits, otherwise `color(srgb …)` or `color(display-p3 …)` with decimal
    /// components, so nothing is rounded to 8 bits; a color written in another space as written (`oklch(…)`).
    static func print(_ value: Value, quoted: Bool, to printer: inout CodePrinter) {
        switch value {
        case .alias(let target):
            if quoted {
                printer.write(jsonString: "{" + target + "}")
            } else {
                printer.write("{")
                printer.write(xmlEscaped: target)
                printer.write("}")
            }
        case .color(let color):
            // Hex digits, spaces, letters, digits, `.` and `/` need neither JSON nor XML escaping.
            if quoted { printer.write("\"") }
            if color.isAuthored {
                // As written (`oklch(…)`, `lab(…)`): the palette keeps what its author wrote, not the display value.
                printer.write(authoredNotationOf: color)
            } else if color.space == .sRGB, color.isExactIn8Bit {
                printer.write(hex: color, HexEncoder.ColorSpelling())
            } else {
                printer.write("color(")
                printer.write(color.space.rawValue)
                for component in [color.red, color.green, color.blue] {
                    printer.write(" ")
                    printer.write(ColorValue.decimal(component))
                }
                if color.alpha < 1 {
                    printer.write(" / ")
                    printer.write(ColorValue.decimal(color.alpha))
                }
                printer.write(")")
            }
            if quoted { printer.write("\"") }
        }
    }
}
