import PaletteModel

/// One SwiftGen hex color (`#33fe66`, `0xff66ccff`, `339666`), decoded the way SwiftGen's `Colors.parse(hex:)`
/// decodes it, with what it gets wrong.
///
/// SwiftGen skips one `#` or `0x`, scans hex digits into 32 bits and, only when exactly six characters
/// follow the prefix, appends an opaque alpha; anything else is read as the bare 32-bit value in the
/// configured order (`rgba` by default, alpha LAST; `argb` with `colorFormat: argb`).
struct SwiftGenColorToken {
    /// The 8-digit order SwiftGen is configured with.
    enum Order {
        /// `RRGGBBAA`, SwiftGen's default.
        case rgba
        /// `AARRGGBB`, SwiftGen's `colorFormat: argb`.
        case argb
    }

    /// The color SwiftGen would produce, or `nil` when SwiftGen rejects the token.
    var color: ColorValue?
    /// Why the token is not a plain 6- or 8-digit color, if it is not: rule and message.
    var problem: (rule: Rule, message: String)?

    /// Decodes a token's text.
    init(_ text: String, order: Order = .rgba) {
        let bytes = Array(text.utf8)
        var rest = bytes[...]
        if rest.first == 0x23 {
            rest = rest.dropFirst()
        } else if rest.count >= 2, rest[0] == 0x30, rest[1] == 0x78 {
            rest = rest.dropFirst(2)
        }
        let scanned = HexDecoder.scan(rest)
        guard scanned.count > 0 else {
            color = nil
            problem = (.invalidColor, "'\(text)' is not a hex color such as #rrggbb or #rrggbbaa")
            return
        }
        var value: UInt64 = scanned.count > 8 ? 0xFFFF_FFFF : scanned.value
        if rest.count == 6 { value = (value << 8) | 0xFF }
        let decoded: ColorValue
        switch order {
        case .rgba:
            decoded = ColorValue(
                red8: HexDecoder.byte(value, 24),
                green8: HexDecoder.byte(value, 16),
                blue8: HexDecoder.byte(value, 8),
                alpha8: HexDecoder.byte(value, 0)
            )
        case .argb:
            decoded = ColorValue(
                red8: HexDecoder.byte(value, 16),
                green8: HexDecoder.byte(value, 8),
                blue8: HexDecoder.byte(value, 0),
                alpha8: HexDecoder.byte(value, 24)
            )
        }
        color = decoded
        if scanned.count < rest.count {
            let junk = String(decoding: rest.dropFirst(scanned.count).prefix(8), as: UTF8.self)
            problem = (
                .formatHazard,
                "SwiftGen stops reading '\(text)' at '\(junk)' and silently uses \(decoded.hexRGBA); use 6 or 8 hex digits"
            )
        } else if scanned.count != 6 && scanned.count != 8 {
            problem = (
                .formatHazard,
                "'\(text)' has \(scanned.count) hex digits; SwiftGen does not expand shorthand and silently uses \(decoded.hexRGBA); use 6 or 8 hex digits"
            )
        } else {
            problem = nil
        }
    }
}
