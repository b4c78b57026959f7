import PaletteModel

/// One Android color resource value: `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (alpha FIRST), `@color/name`,
/// or one of the framework colors whose value never changes (`@android:color/white`, `black`, `transparent`).
enum AndroidColorToken {
    /// The framework colors with fixed values, by resource name.
    ///
    /// The public `android.R.color` constants that are colors (AOSP `core/res/res/values/colors.xml` and
    /// `colors_holo.xml`). The `system_*` colors, which the device decides, and the text colors, which are state
    /// lists, are not here.
    static let frameworkColors: [String: ColorValue] = [
        "white": argb(0xFFFF_FFFF),
        "black": argb(0xFF00_0000),
        "transparent": argb(0x0000_0000),
        "darker_gray": argb(0xFFAA_AAAA),
        "background_dark": argb(0xFF00_0000),
        "background_light": argb(0xFFFF_FFFF),
        "holo_blue_bright": argb(0xFF00_DDFF),
        "holo_blue_dark": argb(0xFF00_99CC),
        "holo_blue_light": argb(0xFF33_B5E5),
        "holo_green_dark": argb(0xFF66_9900),
        "holo_green_light": argb(0xFF99_CC00),
        "holo_orange_dark": argb(0xFFFF_8800),
        "holo_orange_light": argb(0xFFFF_BB33),
        "holo_purple": argb(0xFFAA_66CC),
        "holo_red_dark": argb(0xFFCC_0000),
        "holo_red_light": argb(0xFFFF_4444),
    ]

    /// A color from its packed `0xAARRGGBB`.
    private static func argb(_ value: UInt64) -> ColorValue {
        ColorValue(
            red8: HexDecoder.byte(value, 16),
            green8: HexDecoder.byte(value, 8),
            blue8: HexDecoder.byte(value, 0),
            alpha8: HexDecoder.byte(value, 24)
        )
    }

    /// What a value is.
    enum Value {
        /// A color.
        case color(ColorValue)
        /// `@color/name`.
        case alias(String)
        /// `?attr/name` or `?android:attr/name`: a theme attribute, whose color is the theme's an app applies.
        case themeAttribute(String)
        /// Not usable.
        case invalid(Problem)
    }

    /// Why a value is not usable.
    enum Problem {
        /// A platform color the device decides, or a reference to another kind of resource.
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
        if text.hasPrefix("?") {
            return .themeAttribute(text)
        }
        if text.hasPrefix("@android:color/") || text.hasPrefix("@") {
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
                "'\(text)' refers to a platform color the device decides or to a resource that is not a color, which a palette cannot hold; give the color",
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
