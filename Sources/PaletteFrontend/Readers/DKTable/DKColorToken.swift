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
    /// Why the token is not a plain 6- or 8-digit color, if it is not.
    var problem: Problem?

    /// What the runtime gets wrong about a token; `shown` is the color it shows.
    enum Problem {
        /// No hex digit after the prefixes.
        case noDigits(String, shown: String)
        /// The scan stops at `junk`.
        case stopsAt(String, junk: String, shown: String)
        /// More than eight digits.
        case overflows(String, digits: Int, shown: String)
        /// A digit count other than 6 or 8: fewer than six are read as the padded number `readAs`.
        case odd(String, digits: Int, readAs: String?, shown: String)
    }

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
            problem = .noDigits(text, shown: shown)
        } else if scanned.count < rest.count {
            let junk = String(decoding: rest.dropFirst(scanned.count).prefix(8), as: UTF8.self)
            problem = .stopsAt(text, junk: junk, shown: shown)
        } else if scanned.count > 8 {
            problem = .overflows(text, digits: scanned.count, shown: shown)
        } else if scanned.count != 6 && scanned.count != 8 {
            // Fewer than six digits are read as zeros and then the digits.
            let padded =
                scanned.count < 6
                ? "0x" + String(repeating: "0", count: 6 - scanned.count) + String(decoding: rest, as: UTF8.self) : nil
            problem = .odd(text, digits: scanned.count, readAs: padded, shown: shown)
        } else {
            problem = nil
        }
    }
}

extension Diagnostic {
    /// What DKNightVersion gets wrong about a color token, at the token.
    static func dkColor(_ problem: DKColorToken.Problem, at location: Location) -> Diagnostic {
        switch problem {
        case .noDigits(let text, let shown):
            return Diagnostic(
                .invalidColor,
                "'\(text)' is not a hex color; DKNightVersion's scanner finds no digits and shows \(shown)",
                at: location
            )
        case .stopsAt(let text, let junk, let shown):
            return Diagnostic(
                .formatHazard,
                "DKNightVersion stops reading '\(text)' at '\(junk)' and silently shows \(shown); use 6 or 8 hex digits",
                at: location
            )
        case .overflows(let text, let digits, let shown):
            return Diagnostic(
                .formatHazard,
                "'\(text)' has \(digits) hex digits; DKNightVersion's 32-bit scan overflows and shows \(shown)",
                at: location
            )
        case .odd(let text, let digits, let padded, let shown):
            let note =
                padded.map { "is not shorthand in DKNightVersion: the digits are read as \($0)" }
                ?? "is read as RRGGBBAA with a missing digit"
            return Diagnostic(
                .formatHazard,
                "'\(text)' has \(digits) hex digits and \(note), showing \(shown); use #rrggbb or #rrggbbaa",
                at: location
            )
        }
    }
}
