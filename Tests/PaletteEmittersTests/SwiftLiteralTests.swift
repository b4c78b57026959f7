import PaletteModel
import Testing

@testable import PaletteEmitters

/// Tests of how the Swift emitter spells strings, components and comment text.
@Suite struct SwiftLiteralTests {
    @Test(
        arguments: [
            ("PGC01", #""PGC01""#),
            (#"a"b\"#, #""a\"b\\""#),
            (##"q"""#"x"##, ##""q\"\"\"#\"x""##),
            ("\\(interpolation)", #""\\(interpolation)""#),
            ("tab\tnew\nline\rnul\u{0}", #""tab\tnew\nline\rnul\0""#),
            ("bell\u{7}del\u{7F}c1\u{85}", #""bell\u{7}del\u{7F}c1\u{85}""#),
            (
                "ls\u{2028}ps\u{2029}bidi\u{202E}bom\u{FEFF}nbsp\u{A0}",
                #""ls\u{2028}ps\u{2029}bidi\u{202E}bom\u{FEFF}nbsp\u{A0}""#
            ),
            ("private\u{E000}unassigned\u{50000}", #""private\u{E000}unassigned\u{50000}""#),
            ("\u{301}mark", #""\u{301}mark""#),
            ("x\u{301}", "\"x\u{301}\""),
            ("🎨 café 日本", "\"🎨 café 日本\""),
            ("", #""""#),
        ]
    )
    func stringLiteralEscapes(text: String, literal: String) {
        #expect(SwiftLiteral.string(text) == literal)
    }

    @Test(
        arguments: [
            (0.0, "0"),
            (1.0, "1"),
            (10.0 / 255, "0x0A / 255"),
            (204.0 / 255, "0xCC / 255"),
            (0.5, "0.5"),
            (0.25, "0.25"),
            (0.123456789, "0.123457"),
        ]
    )
    func componentsAreExactEightBitFractionsOrShortDecimals(value: Double, spelling: String) {
        #expect(SwiftLiteral.component(value) == spelling)
    }

    @Test func decimalSpellsComponentsExactlyAsTheModelDoes() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, 1, 0.5, 1e-7, 4e-7, 5e-7, 0.000001, 0.00001, 0.1, 0.9999994, 0.9999996, 1.0 / 3]
        for _ in 0..<20_000 {
            values.append(Double.random(in: 0...1, using: &generator))
        }
        for millionths in stride(from: 0, through: 1_000_000, by: 997) {
            values.append(Double(millionths) / 1_000_000)
        }
        // Exact 8-bit values are spelled `0xNN / 255`; every other component as the model spells it.
        for value in values where !SwiftDataTable.isExactByte(value) {
            #expect(SwiftLiteral.component(value) == ColorValue.decimal(value), "\(value)")
        }
    }

    @Test func commentLinesSplitAtEveryLineBreakAndReplaceControls() {
        let text = "one\ntwo\r\nthree\rfour\u{2028}five\u{85}six\u{B}seven\u{C}eight\u{2029}nine"
        #expect(
            SwiftLiteral.commentLines(text) == [
                "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            ]
        )
        #expect(
            SwiftLiteral.commentLines("bell\u{7} nul\u{0} c1\u{9B} tab\tend */ \"\"\"") == [
                "bell\u{FFFD} nul\u{FFFD} c1\u{FFFD} tab\tend */ \"\"\""
            ]
        )
        #expect(SwiftLiteral.commentLines("") == [""])
        #expect(SwiftLiteral.commentText("a\nb\r\nc") == "a b c")
    }
}
