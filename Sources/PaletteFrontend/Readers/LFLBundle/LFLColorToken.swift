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
    var hazard: Hazard?

    /// What the runtime gets wrong about a string; `shown` is the color it shows.
    enum Hazard {
        /// Fewer than six characters: the runtime crashes.
        case tooShort(String, length: Int)
        /// A `#` or `0x` prefix, read as digits.
        case prefix(String, String, shown: String)
        /// A length other than 6 or 8.
        case length(String, Int, shown: String)
        /// A character that is not a hex digit.
        case nonHex(String, shown: String)
    }

    /// Decodes a string value.
    init(_ text: String) {
        let units = Array(text.utf16)
        let start = units.count == 8 ? 2 : 0
        let alpha = units.count == 8 ? Self.channel(units, 0) : 255
        guard units.count >= 6 else {
            color = ColorValue(red8: 0, green8: 0, blue8: 0)
            hazard = .tooShort(text, length: units.count)
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
            hazard = .prefix(text, text.hasPrefix("#") ? "#" : String(text.prefix(2)), shown: shown)
        } else if units.count != 6 && units.count != 8 {
            hazard = .length(text, units.count, shown: shown)
        } else if units.contains(where: { Self.digit($0) == nil }) {
            hazard = .nonHex(text, shown: shown)
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

extension Diagnostic {
    /// What LFLDarkModeKit gets wrong about a color string, at the string.
    static func lflColor(_ hazard: LFLColorToken.Hazard, at location: Location) -> Diagnostic {
        let message =
            switch hazard {
            case .tooShort(let text, let length):
                "'\(text)' has \(length) characters; LFLDarkModeKit reads six (RRGGBB) or eight (AARRGGBB) and crashes "
                    + "with NSRangeException on fewer"
            case .prefix(let text, let prefix, let shown):
                "LFLDarkModeKit does not strip '\(prefix)': '\(text)' is read as \(shown) (CSS order, alpha last); write "
                    + "bare RRGGBB or AARRGGBB"
            case .length(let text, let length, let shown):
                "'\(text)' has \(length) characters; LFLDarkModeKit reads only the first six and silently shows "
                    + "\(shown); write RRGGBB or AARRGGBB"
            case .nonHex(let text, let shown):
                "'\(text)' holds a non-hex character, which LFLDarkModeKit silently reads as 0, showing \(shown)"
            }
        return Diagnostic(.formatHazard, message, at: location)
    }
}
