import PaletteModel
import Testing

/// What palettec never prints raw, and how it shows it.
@Suite struct TerminalTextTests {
    @Test func controlsBidiControlsAndSeparatorsAreShownAsSwiftEscapes() {
        let hazards: [Unicode.Scalar] = [
            "\u{0}", "\u{9}", "\u{A}", "\u{D}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9B}", "\u{9F}", "\u{61C}",
            "\u{200E}", "\u{200F}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}",
            "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        ]
        for scalar in hazards {
            #expect(TerminalText.isHazard(scalar), "\(scalar.value)")
            #expect(
                TerminalText.printable("a\(scalar)b") == "a\\u{\(String(scalar.value, radix: 16, uppercase: true))}b"
            )
        }
        #expect(TerminalText.printable("\u{1B}[31mred\u{202E}") == "\\u{1B}[31mred\\u{202E}")
    }

    @Test func everythingElseIsPrintedAsItIs() {
        let plain = "PGC01 é 🎨 e\u{301} עברית عربي \u{A0}\u{200D}\u{2027}\u{202F}\u{2065}\u{206A}\u{61B}"
        #expect(TerminalText.printable(plain) == plain)
        #expect(!plain.unicodeScalars.contains(where: TerminalText.isHazard))
    }
}
