import PaletteModel

/// Reads Tokens Studio's alpha shorthand, `rgba({color.black}, 0.7)` or `rgba(#000000, 70%)`: a whole color (a
/// `{reference}` or a hex) with its alpha replaced.
///
/// The plugin (`convertToRgb.ts`, run after references are resolved) takes the red, green and blue of the color's
/// hex (an 8-digit hex keeps only its first six digits, so its alpha is dropped) and the text after the last comma
/// as the alpha, and writes a hex (color2k's `toHex`: the alpha rounded to 8 bits). palettec reads it as the color
/// modifier that sets the alpha (`StudioModify.Kind.alpha`, written as hex), so a reference is resolved per
/// appearance after aliases, as every derived color is. Spaces are allowed around each part; the alpha is a
/// number (`0.5`, `.5`) or a percentage (`50%`), clamped to 0...1.
enum StudioAlphaShorthand {
    /// The content of a value string that is the shorthand; `.reported` after reporting a shorthand palettec
    /// cannot read; `nil` when the text is not the shorthand (`rgba(0, 0, 0, 0.4)` is plain CSS, for lowering).
    static func content(
        _ text: String,
        key: String,
        location: Diagnostic.Location?,
        diagnostics: inout DiagnosticBag
    ) -> ValueSyntax.Content? {
        guard isShorthand(text) else { return nil }
        guard let expression = expression(text) else {
            diagnostics.report(.unreadableAlphaShorthand(text, key: key, at: location))
            return .reported
        }
        return .derived(expression)
    }

    /// Whether the text is written as the shorthand: `rgba(` (any case) whose first argument is a `{reference}` or a
    /// `#hex`, which CSS's `rgba()` never takes.
    static func isShorthand(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = skipSpaces(bytes, from: 0)
        guard bytes.count - index > 5,
            String(decoding: bytes[index..<index + 5], as: UTF8.self).lowercased() == "rgba("
        else { return false }
        index = skipSpaces(bytes, from: index + 5)
        return index < bytes.count && (bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "#"))
    }

    /// The shorthand as a derived color, or `nil` when it is not `rgba( COLOR , ALPHA )` exactly.
    static func expression(_ text: String) -> ColorExpression? {
        let bytes = Array(text.utf8)
        var index = skipSpaces(bytes, from: 0) + 5
        index = skipSpaces(bytes, from: index)
        guard let comma = bytes[index...].firstIndex(of: UInt8(ascii: ",")) else { return nil }
        let first = trimmed(bytes[index..<comma])
        guard let close = bytes.lastIndex(of: UInt8(ascii: ")")), close > comma,
            skipSpaces(bytes, from: close + 1) == bytes.count,
            let alpha = alpha(trimmed(bytes[(comma + 1)..<close]))
        else { return nil }
        let base: ColorExpression
        if first.first == UInt8(ascii: "{") {
            guard let reference = StyleDictionaryToken.reference(String(decoding: first, as: UTF8.self)) else {
                return nil
            }
            base = .reference(reference.key, column: 0)
        } else {
            guard let color = hexColor(first) else { return nil }
            base = .color(color)
        }
        return .studio(StudioModify(kind: .alpha, value: alpha, space: "srgb", format: "hex"), base: base)
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` as its opaque red, green and blue, as the plugin's hex pattern
    /// takes them (the first three or six digits).
    private static func hexColor(_ bytes: ArraySlice<UInt8>) -> ColorValue? {
        let digits = bytes.dropFirst().map(HexDecoder.digit)
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0 != nil }) else { return nil }
        let values = digits.compactMap { $0 }
        if values.count <= 4 {
            return ColorValue(red8: values[0] * 17, green8: values[1] * 17, blue8: values[2] * 17)
        }
        return ColorValue(
            red8: values[0] << 4 | values[1],
            green8: values[2] << 4 | values[3],
            blue8: values[4] << 4 | values[5]
        )
    }

    /// A number (`0.5`, `.5`, `1`) or a percentage (`50%`) as an alpha clamped to 0...1.
    private static func alpha(_ bytes: ArraySlice<UInt8>) -> Double? {
        let isPercent = bytes.last == UInt8(ascii: "%")
        let number = isPercent ? bytes.dropLast() : bytes
        guard !number.isEmpty,
            number.allSatisfy({ ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".") }),
            number.contains(where: { $0 != UInt8(ascii: ".") }),
            let value = Double("0" + String(decoding: number, as: UTF8.self))
        else { return nil }
        return max(0, min(1, isPercent ? value / 100 : value))
    }

    private static func skipSpaces(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
        return slice
    }
}

extension Diagnostic {
    /// `text` starts as Tokens Studio's alpha shorthand but is not one palettec reads.
    fileprivate static func unreadableAlphaShorthand(_ text: String, key: String, at location: Location?) -> Diagnostic
    {
        Diagnostic(
            .invalidColor,
            "'\(text)' for '\(key)' is not Tokens Studio's alpha shorthand as palettec reads it: "
                + "rgba({reference} or #hex, alpha), the alpha a number or a percentage",
            at: location
        )
    }
}
