import PaletteModel

/// The small pieces of CSS text the emitters write into byte buffers: colors, comments and quoted strings.
enum CSSSyntax {
    /// `#rrggbb` (opaque) or `#rrggbbaa`, lower case, of the color's 8-bit channels in its own space.
    static let hexSpelling = HexEncoder.ColorSpelling(letterCase: .lower)

    /// Appends the color as CSS: hex for sRGB; for Display P3, `color(display-p3 …)` or, if `p3` is false,
    /// the hex of its clamped sRGB conversion.
    static func appendColor(_ color: ColorValue, p3: Bool, to bytes: inout [UInt8]) {
        switch color.space {
        case .sRGB:
            HexEncoder.append(color, hexSpelling, to: &bytes)
        case .displayP3:
            if p3 {
                bytes.append(contentsOf: displayP3(color).utf8)
            } else {
                HexEncoder.append(color.sRGB, hexSpelling, to: &bytes)
            }
        }
    }

    /// `color(display-p3 r g b)`, with ` / a` when not opaque; components in 0...1 with up to six decimals.
    static func displayP3(_ color: ColorValue) -> String {
        var text = "color(display-p3 "
        text += ColorValue.decimal(color.red) + " " + ColorValue.decimal(color.green) + " "
        text += ColorValue.decimal(color.blue)
        if !color.isOpaque {
            text += " / " + ColorValue.decimal(color.alpha)
        }
        return text + ")"
    }

    /// Appends `/* text */` on one line with `text` neutralized so it can neither end the comment early
    /// (`*/` → `* /`) nor end an enclosing HTML `<style>` element (`</` → `< /`); control characters become spaces.
    static func appendComment(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: [0x2F, 0x2A, 0x20])
        appendCommentText(text, to: &bytes)
        bytes.append(contentsOf: [0x20, 0x2A, 0x2F])
    }

    /// Appends the neutralized body of a comment (see `appendComment`).
    static func appendCommentText(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            // Most comments need no change: copy them in one go.
            if !utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x2F }) {
                bytes.append(contentsOf: utf8)
                return
            }
            var previous: UInt8 = 0
            for byte in utf8 {
                // A space between `*` or `<` and `/` breaks both `*/` and `</`.
                if byte == 0x2F && (previous == 0x2A || previous == 0x3C) { bytes.append(0x20) }
                bytes.append(byte < 0x20 || byte == 0x7F ? 0x20 : byte)
                previous = byte
            }
        }
    }

    /// Appends `text` as a double-quoted CSS string: letters, digits, `-` and `_` as they are, everything else
    /// ASCII as a hex escape (`"` → `\22 `), so no value can close the string, the rule or a `<style>` element.
    static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(0x22)
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F, 0x80...:
                bytes.append(byte)
            default:
                // A CSS hex escape ends at the space after it, which CSS consumes.
                bytes.append(0x5C)
                HexEncoder.append(UInt32(byte), .lower, to: &bytes)
                bytes.append(0x20)
            }
        }
        bytes.append(0x22)
    }
}
