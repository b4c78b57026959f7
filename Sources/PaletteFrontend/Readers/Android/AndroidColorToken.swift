import PaletteModel

/// One Android color resource value: `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (alpha FIRST), `@color/name`,
/// or one of the framework colors whose value never changes (`@android:color/white`, `black`, `transparent`).
enum AndroidColorToken {
    /// The framework colors with fixed values, by resource name (`android.R.color`; the `system_*` colors and
    /// theme attributes are decided by the device, so they are not here).
    static let frameworkColors: [String: ColorValue] = [
        "white": ColorValue(red8: 0xFF, green8: 0xFF, blue8: 0xFF, alpha8: 0xFF),
        "black": ColorValue(red8: 0x00, green8: 0x00, blue8: 0x00, alpha8: 0xFF),
        "transparent": ColorValue(red8: 0x00, green8: 0x00, blue8: 0x00, alpha8: 0x00),
    ]

    /// What a value is.
    enum Value {
        /// A color.
        case color(ColorValue)
        /// `@color/name`.
        case alias(String)
        /// Not usable.
        case invalid(Problem)
    }

    /// Why a value is not usable.
    enum Problem {
        /// A platform color or theme attribute the device decides.
        case platformReference(String)
        /// Not a color in any notation Android reads.
        case notAColor(String)
    }

    /// Decodes a trimmed value the way aapt does.
    static func decode(_ text: String) -> Value {
        if text.hasPrefix("@color/") {
            return .alias(String(text.dropFirst("@color/".count)))
        }
        if text.hasPrefix("@android:color/"),
            let color = frameworkColors[String(text.dropFirst("@android:color/".count))]
        {
            return .color(color)
        }
        if text.hasPrefix("@android:color/") || text.hasPrefix("?") || text.hasPrefix("@") {
            return .invalid(.platformReference(text))
        }
        let bytes = Array(text.utf8)
        let digits = bytes.dropFirst()
        guard bytes.first == 0x23, HexDecoder.isDigits(digits),
            [3, 4, 6, 8].contains(digits.count)
        else {
            return .invalid(.notAColor(text))
        }
        let value = HexDecoder.scan(digits).value
        switch digits.count {
        case 3, 4:
            let nibble = { (shift: UInt64) -> UInt8 in UInt8(truncatingIfNeeded: (value >> shift) & 0xF) &* 0x11 }
            return .color(
                ColorValue(
                    red8: nibble(8),
                    green8: nibble(4),
                    blue8: nibble(0),
                    alpha8: digits.count == 4 ? nibble(12) : 255
                )
            )
        default:
            return .color(
                ColorValue(
                    red8: HexDecoder.byte(value, 16),
                    green8: HexDecoder.byte(value, 8),
                    blue8: HexDecoder.byte(value, 0),
                    alpha8: digits.count == 8 ? HexDecoder.byte(value, 24) : 255
                )
            )
        }
    }
}

extension Diagnostic {
    /// Why an Android color value is not usable, at the value.
    static func androidColor(_ problem: AndroidColorToken.Problem, at location: Location) -> Diagnostic {
        switch problem {
        case .platformReference(let text):
            Diagnostic(
                .unsupportedByFormat,
                "'\(text)' refers to a platform color or theme attribute, which a palette cannot hold; give the color",
                at: location
            )
        case .notAColor(let text):
            Diagnostic(
                .invalidColor,
                "'\(text)' is not an Android color; expected #RGB, #ARGB, #RRGGBB or #AARRGGBB",
                at: location
            )
        }
    }
}
