import PaletteModel

/// The small pieces of HTML text the preview writes: escaped text and CSS colors in `style` attributes.
///
/// Text goes through the model's one XML escaper (`&amp;`, `&lt;`, `&gt;`, `&quot;`), which is right for HTML
/// character data and double-quoted attribute values alike.
extension CodePrinter {
    /// Writes `text` as HTML character data, each line break as `<br>` (descriptions may hold several lines, and
    /// the printer's lines must not hold one).
    mutating func write(htmlText text: String) {
        guard text.utf8.contains(0x0A) else {
            write(xmlEscaped: text)
            return
        }
        var first = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !first { write("<br>") }
            write(xmlEscaped: String(line))
            first = false
        }
    }

    /// Writes `property:color` for a `style` attribute: the lower-case hex of an sRGB color; for Display P3, the
    /// hex of its clamped sRGB conversion and then `color(display-p3 …)`, which a browser that cannot show it
    /// ignores, keeping the first.
    mutating func write(cssColor color: ColorValue, property: String) {
        write(property)
        write(byte: 0x3A)
        CSSSyntax.writeColor(color, form: .hex, to: &self)
        if color.space == .displayP3 {
            write(byte: 0x3B)
            write(property)
            write(byte: 0x3A)
            write(CSSSyntax.displayP3(color.shown(in: .displayP3)))
        }
    }
}
