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
    /// Why the token is not a plain 6- or 8-digit color, if it is not.
    var problem: Problem?

    /// What SwiftGen gets wrong about a token; `uses` is the color it produces, as `#RRGGBBAA`.
    enum Problem {
        /// No hex digit after the prefix: SwiftGen rejects the token.
        case notHex(String)
        /// The scan stops at `junk`.
        case stopsAt(String, junk: String, uses: String)
        /// A digit count other than 6 or 8.
        case shorthand(String, digits: Int, uses: String)
    }

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
            problem = .notHex(text)
            return
        }
        var value: UInt64 = scanned.count > 8 ? 0xFFFF_FFFF : scanned.value
        if rest.count == 6 { value = (value << 8) | 0xFF }
        // The bit offset of red; green and blue follow it, and alpha takes the byte left.
        let red: UInt64 = order == .rgba ? 24 : 16
        let decoded = ColorValue(
            red8: HexDecoder.byte(value, red),
            green8: HexDecoder.byte(value, red - 8),
            blue8: HexDecoder.byte(value, red - 16),
            alpha8: HexDecoder.byte(value, order == .rgba ? 0 : 24)
        )
        color = decoded
        if scanned.count < rest.count {
            let junk = String(decoding: rest.dropFirst(scanned.count).prefix(8), as: UTF8.self)
            problem = .stopsAt(text, junk: junk, uses: decoded.hexRGBA)
        } else if scanned.count != 6 && scanned.count != 8 {
            problem = .shorthand(text, digits: scanned.count, uses: decoded.hexRGBA)
        } else {
            problem = nil
        }
    }
}

extension Diagnostic {
    /// What SwiftGen gets wrong about a color token, at the token; `orName` when a token that is no color was
    /// looked up as a color's name first, and was none either.
    static func swiftGenColor(
        _ problem: SwiftGenColorToken.Problem,
        orName: Bool = false,
        at location: Location
    )
        -> Diagnostic
    {
        switch problem {
        case .notHex(let text):
            Diagnostic(
                .invalidColor,
                "'\(text)' is not a hex color such as #rrggbb or #rrggbbaa"
                    + (orName ? ", nor the name of a color in this file" : ""),
                at: location
            )
        case .stopsAt(let text, let junk, let uses):
            Diagnostic(
                .formatHazard,
                "SwiftGen stops reading '\(text)' at '\(junk)' and silently uses \(uses); use 6 or 8 hex digits",
                at: location
            )
        case .shorthand(let text, let digits, let uses):
            Diagnostic(
                .formatHazard,
                "'\(text)' has \(digits) hex digits; SwiftGen does not expand shorthand and silently uses \(uses); use 6 "
                    + "or 8 hex digits",
                at: location
            )
        }
    }
}
