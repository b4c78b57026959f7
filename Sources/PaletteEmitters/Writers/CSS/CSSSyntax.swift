import PaletteModel

/// The small pieces of CSS text the emitters write: colors, comments and quoted strings.
enum CSSSyntax {
    /// `#rrggbb` (opaque) or `#rrggbbaa`, lower case, of the color's 8-bit channels in its own space.
    static let hexSpelling = HexEncoder.ColorSpelling(letterCase: .lower)

    /// How much of CSS Color 4 a set of declarations may use.
    enum Form: Equatable {
        /// Hex only: every color as the hex of its sRGB value (gamut-mapped when it lies outside sRGB).
        case hex
        /// Display P3 values as `color(display-p3 …)`, the rest as hex.
        case displayP3
        /// A color written in another space (`authored`) in its own notation (`CSSColorNotation`), the rest as
        /// in `displayP3`.
        case authored
    }

    /// Writes the color as CSS in `form`.
    static func writeColor(_ color: ColorValue, form: Form, to printer: inout CodePrinter) {
        if form == .authored, color.isAuthored {
            printer.write(authoredNotationOf: color)
        } else if form != .hex, color.space == .displayP3 {
            color.withShown(in: .displayP3) { writeDisplayP3($0, to: &printer) }
        } else {
            printer.write(hexOfPacked: color.sRGBPackedRGBA8, hexSpelling)
        }
    }

    /// `color(display-p3 r g b)`, with ` / a` when not opaque; components in 0...1 with up to six decimals.
    static func displayP3(_ color: ColorValue) -> String {
        var printer = CodePrinter()
        writeDisplayP3(color, to: &printer)
        return printer.text
    }

    /// Writes `displayP3(color)`.
    static func writeDisplayP3(_ color: ColorValue, to printer: inout CodePrinter) {
        printer.write("color(display-p3 ")
        printer.write(component: color.red)
        printer.write(byte: 0x20)
        printer.write(component: color.green)
        printer.write(byte: 0x20)
        printer.write(component: color.blue)
        if !color.isOpaque {
            printer.write(" / ")
            printer.write(component: color.alpha)
        }
        printer.write(byte: 0x29)
    }

    /// Writes `/* text */` on one line with `text` neutralized so it can neither end the comment early
    /// (`*/` → `* /`) nor end an enclosing HTML `<style>` element (`</` → `< /`); control characters become spaces.
    static func writeComment(_ text: String, to printer: inout CodePrinter) {
        printer.write("/* ")
        writeCommentText(text, to: &printer)
        printer.write(" */")
    }

    /// Writes the neutralized body of a comment (see `writeComment`).
    static func writeCommentText(_ text: String, to printer: inout CodePrinter) {
        // Most comments need no change: written as they are.
        let plain = text.utf8.withContiguousStorageIfAvailable { utf8 in
            !utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0x2F }
        }
        guard plain != true else {
            printer.write(text)
            return
        }
        printer.write { bytes in
            var previous: UInt8 = 0
            for byte in text.utf8 {
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
