import PaletteModel

/// One DKNightVersion color token (`#ffffff`, `0xffffff`, `ffffff80`), decoded exactly as the runtime decodes it,
/// with what it gets wrong.
///
/// `DKColorTable.m` strips one `0x` prefix, then one `#`; if what is left is longer than six characters it
/// reads `RRGGBBAA` (alpha LAST), else `RRGGBB`; `NSScanner scanHexInt:` stops at the first non-hex character
/// and saturates past 32 bits.
struct DKColorToken {
    /// The color the runtime would show.
    var color: ColorValue
    /// Why the token is not a plain 6- or 8-digit color, if it is not: message and rule.
    var problem: (rule: Rule, message: String)?

    /// Decodes a token's bytes.
    init(_ token: ArraySlice<UInt8>) {
        var rest = token
        if rest.count >= 2, rest[rest.startIndex] == 0x30, rest[rest.startIndex + 1] == 0x78 {
            rest = rest.dropFirst(2)
        }
        if rest.first == 0x23 {
            rest = rest.dropFirst()
        }
        let text = String(decoding: token, as: UTF8.self)
        let scanned = HexDecoder.scan(rest)
        // scanHexInt: saturates at UINT32_MAX on overflow.
        let value: UInt64 = scanned.count > 8 ? 0xFFFF_FFFF : scanned.value
        if rest.count > 6 {
            color = ColorValue(
                red8: HexDecoder.byte(value, 24),
                green8: HexDecoder.byte(value, 16),
                blue8: HexDecoder.byte(value, 8),
                alpha8: HexDecoder.byte(value, 0)
            )
        } else {
            color = ColorValue(
                red8: HexDecoder.byte(value, 16),
                green8: HexDecoder.byte(value, 8),
                blue8: HexDecoder.byte(value, 0)
            )
        }
        let shown = color.hex
        if scanned.count == 0 {
            problem = (
                .invalidColor,
                "'\(text)' is not a hex color; DKNightVersion's scanner finds no digits and shows \(shown)"
            )
        } else if scanned.count < rest.count {
            let junk = String(decoding: rest.dropFirst(scanned.count).prefix(8), as: UTF8.self)
            problem = (
                .formatHazard,
                "DKNightVersion stops reading '\(text)' at '\(junk)' and silently shows \(shown); use 6 or 8 hex digits"
            )
        } else if scanned.count > 8 {
            problem = (
                .formatHazard,
                "'\(text)' has \(scanned.count) hex digits; DKNightVersion's 32-bit scan overflows and shows \(shown)"
            )
        } else if scanned.count != 6 && scanned.count != 8 {
            let note =
                scanned.count < 6
                ? "is not shorthand in DKNightVersion: the digits are read as 0x\(String(repeating: "0", count: 6 - scanned.count))\(String(decoding: rest, as: UTF8.self))"
                : "is read as RRGGBBAA with a missing digit"
            problem = (
                .formatHazard,
                "'\(text)' has \(scanned.count) hex digits and \(note), showing \(shown); use #rrggbb or #rrggbbaa"
            )
        } else {
            problem = nil
        }
    }
}
