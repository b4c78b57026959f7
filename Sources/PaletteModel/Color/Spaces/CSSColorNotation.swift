/// A color as written (`AuthoredColor`) spelled in CSS Color 4's canonical form: `oklch(0.7 0.1 200)`,
/// `lab(50 20 -30 / 0.5)`, `hsl(120 50% 40%)`, `color(a98-rgb 0.1 0.2 0.3)`.
///
/// Components are numbers in the space's reference range, as short locale-free decimals (`ColorValue.decimal`:
/// at most six decimals, no exponent, trailing zeros dropped); `hsl()` and `hwb()` give their percentages a `%`
/// (the one form every engine that reads them accepts); `none` stays `none`; ` / alpha` follows when alpha is not 1.
/// A `ColorValue` keeps the text of its authored color (`authoredNotation`), worked out once when it is made.
public enum CSSColorNotation {
    /// The CSS text of `color`.
    public static func text(_ color: AuthoredColor) -> String {
        let percent = color.space == .hsl || color.space == .hwb
        // Built as bytes and made a string once: at most `color(prophoto-rgb ` and four numbers of 24 bytes.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        switch color.space {
        case .hsl, .hwb, .lab, .lch, .oklab, .oklch:
            bytes += color.space.rawValue.utf8
            bytes.append(UInt8(ascii: "("))
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            bytes += "color(".utf8
            bytes += color.space.rawValue.utf8
            bytes.append(UInt8(ascii: " "))
        }
        for (position, component) in color.components.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: " ")) }
            guard let component else {
                bytes += "none".utf8
                continue
            }
            append(component, to: &bytes)
            // The hue of hsl() and hwb() is their first component, and has no unit.
            if percent && position > 0 { bytes.append(UInt8(ascii: "%")) }
        }
        if let alpha = color.alpha {
            if alpha != 1 {
                bytes += " / ".utf8
                append(alpha, to: &bytes)
            }
        } else {
            bytes += " / none".utf8
        }
        bytes.append(UInt8(ascii: ")"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `number(value)`'s UTF-8.
    private static func append(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite, abs(value) < 1e12 else {
            bytes += number(value).utf8
            return
        }
        ColorValue.withDecimalBytes(value) { bytes += $0 }
    }

    /// A component as CSS reads it: `ColorValue.decimal` for every value it spells without an exponent, CSS's own
    /// exponent form (`1e+20`) beyond, and 0 for a value that is no number.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // `decimal` works in millionths of an Int: magnitudes up to 1e12 keep it well inside the Int's range.
        return abs(value) < 1e12 ? ColorValue.decimal(value) : String(value)
    }
}
