import PaletteModel

/// One LFLDarkModeKit color string, decoded exactly as `+[UIColor colorFromHexString:alpha:]` decodes it, with
/// what it gets wrong.
///
/// The runtime takes two characters per channel by position: eight characters are `AARRGGBB` (alpha FIRST),
/// anything else `RRGGBB` from the first six. It strips no prefix, reads a non-hex character as 0, and a string
/// shorter than six characters throws `NSRangeException`.
struct LFLColorToken {
    /// The color the runtime would show (black where it would crash).
    var color: ColorValue
    /// Why the string is not a plain `RRGGBB`/`AARRGGBB`, if it is not.
    var hazard: String?

    /// Decodes a string value.
    init(_ text: String) {
        let units = Array(text.utf16)
        let start = units.count == 8 ? 2 : 0
        let alpha = units.count == 8 ? Self.channel(units, 0) : 255
        guard units.count >= 6 else {
            color = ColorValue(red8: 0, green8: 0, blue8: 0)
            hazard =
                "'\(text)' has \(units.count) characters; LFLDarkModeKit reads six (RRGGBB) or eight (AARRGGBB) and crashes with NSRangeException on fewer"
            return
        }
        color = ColorValue(
            red8: Self.channel(units, start),
            green8: Self.channel(units, start + 2),
            blue8: Self.channel(units, start + 4),
            alpha8: alpha
        )
        let shown = color.hex
        let hasPrefix = text.hasPrefix("#") || text.hasPrefix("0x") || text.hasPrefix("0X")
        if hasPrefix {
            hazard =
                "LFLDarkModeKit does not strip '\(text.hasPrefix("#") ? "#" : String(text.prefix(2)))': '\(text)' is read as \(shown) (CSS order, alpha last); write bare RRGGBB or AARRGGBB"
        } else if units.count != 6 && units.count != 8 {
            hazard =
                "'\(text)' has \(units.count) characters; LFLDarkModeKit reads only the first six and silently shows \(shown); write RRGGBB or AARRGGBB"
        } else if units.contains(where: { Self.digit($0) == nil }) {
            hazard = "'\(text)' holds a non-hex character, which LFLDarkModeKit silently reads as 0, showing \(shown)"
        } else {
            hazard = nil
        }
    }

    /// The channel of two characters at `index`, non-hex characters counting as 0 as in the runtime.
    private static func channel(_ units: [UInt16], _ index: Int) -> UInt8 {
        let high = index < units.count ? digit(units[index]) ?? 0 : 0
        let low = index + 1 < units.count ? digit(units[index + 1]) ?? 0 : 0
        return high << 4 | low
    }

    /// The value of a hex digit unit.
    private static func digit(_ unit: UInt16) -> UInt8? {
        unit < 0x80 ? HexDecoder.digit(UInt8(unit)) : nil
    }
}
