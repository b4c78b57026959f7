import PaletteModel
import PalettecTestSupport
import Testing

@testable import PaletteFrontend

/// `ColorSyntaxParser.quickFunction`, the fast path for plain `lab()`, `lch()`, `oklab()` and `oklch()`, gives
/// exactly what the full parser gives: the same components to the bit, the same problems, and the notation
/// `CSSColorNotation` writes.
@Suite struct QuickFunctionTests {
    /// What the full parser (`ColorFunctionParser`) makes of `text`.
    static func fullParse(_ text: String) -> ColorSyntaxResult {
        let bytes = Array(text.utf8)
        let open = bytes.firstIndex(of: UInt8(ascii: "(")) ?? 0
        return ColorFunctionParser(bytes: bytes, text: text, open: open).parse()
    }

    /// Random values in the shapes palettes hold, and shapes the fast path must leave to the full parser.
    static func samples(count: Int) -> [String] {
        var generator = SplitMix(seed: 0x5eed_c010)
        let functions = ["lab", "lch", "oklab", "oklch"]
        var samples: [String] = []
        for index in 0..<count {
            let function = functions[index % functions.count]
            let scale: [Double] =
                switch function {
                case "lab": [100, 160, 160]
                case "lch": [100, 150, 360]
                case "oklab": [1, 0.8, 0.8]
                default: [1, 0.4, 360]
                }
            var parts: [String] = []
            for position in 0..<3 {
                var value = Double.random(in: 0...scale[position], using: &generator)
                if function.hasSuffix("ab"), position > 0 { value -= scale[position] / 2 }
                let digits = Int.random(in: 0...8, using: &generator)
                var part = String(format: "%.\(digits)f", value)
                switch Int.random(in: 0..<20, using: &generator) {
                case 0: part = "-" + part  // out of range for a lightness or chroma
                case 1: part += "%"
                case 2: part = "none"
                case 3: part = "0" + part  // a leading zero
                case 4: part = "+" + part
                case 5: part = part.replacingOccurrences(of: "0.", with: ".")
                case 6: part = String(format: "%.0f", value * 1000)  // out of range for most
                default: break
                }
                parts.append(part)
            }
            var text = function + "(" + parts.joined(separator: " ")
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: text += " / " + String(format: "%.3f", Double.random(in: 0...1, using: &generator))
            case 1: text += " / 1"
            case 2: text += " / 50%"
            case 3: text += "  / 0.5"
            case 4: text += " / 1.5"
            default: break
            }
            text += ")"
            if Int.random(in: 0..<30, using: &generator) == 0 { text = text.replacingOccurrences(of: " ", with: "  ") }
            samples.append(text)
        }
        return samples
    }

    @Test func agreesWithTheFullParser() {
        var quick = 0
        for text in Self.samples(count: 20_000) {
            let expected = Self.fullParse(text)
            let fast = text.utf8.withContiguousStorageIfAvailable { ColorSyntaxParser.quickFunction($0) }
            guard let fast, let fast else {
                // Left to the full parser: `parse` gives the full parser's answer.
                #expect(ColorSyntaxParser.parse(text) == expected, "\(text)")
                continue
            }
            quick += 1
            #expect(fast == expected, "\(text)")
            guard case .color(let color) = fast, case .color(let reference) = expected,
                let authored = color.authored, let written = reference.authored
            else {
                Issue.record("\(text): the fast path gave no authored color")
                continue
            }
            // Bit for bit, as `strtod` reads the numbers.
            #expect(
                zip(authored.components, written.components).allSatisfy { $0?.bitPattern == $1?.bitPattern },
                "\(text)"
            )
            #expect(authored.alpha?.bitPattern == written.alpha?.bitPattern, "\(text)")
            #expect(color.authoredNotation == CSSColorNotation.text(authored), "\(text)")
            #expect(ColorSyntaxParser.parse(text) == expected, "\(text)")
        }
        // Both paths are taken: about a quarter of the samples are plain, and the fast path reads them.
        #expect(quick > 4_000)
        #expect(quick < 16_000)
    }

    /// Numbers of more than 15 digits are left to the full parser, however many digits they have (a number of
    /// dozens of digits once overflowed the fast path's mantissa and trapped).
    @Test(arguments: [
        "lab(5 0" + String(repeating: "7", count: 90) + " 3)",
        "oklch(0.5 0.1 1." + String(repeating: "9", count: 40) + ")",
        "lch(50 " + String(repeating: "1", count: 16) + " 3)",
        "oklab(" + String(repeating: "0", count: 30) + " 0 0)",
    ])
    func longNumbersGoToTheFullParser(_ text: String) {
        let fast = text.utf8.withContiguousStorageIfAvailable { ColorSyntaxParser.quickFunction($0) }
        #expect(fast == .some(nil))
        #expect(ColorSyntaxParser.parse(text) == Self.fullParse(text))
    }

    /// Only the four names, whole and in lowercase, take the fast path: a prefix, a longer name, a name with a NUL
    /// after it or another case is the full parser's to read (and report).
    @Test(arguments: [
        "lab\u{0}(50 20 -30)", "okl(0.5 0.1 20)", "oklchs(0.5 0.1 20)", "OKLCH(0.5 0.1 20)", "la(50 20 -30)",
        "lchab(50 20 30)", "(50 20 30)", "lch\u{0}\u{0}\u{0}\u{0}(50 20 30)",
    ])
    func otherNamesGoToTheFullParser(_ text: String) {
        let fast = text.utf8.withContiguousStorageIfAvailable { ColorSyntaxParser.quickFunction($0) }
        #expect(fast == .some(nil))
    }

    @Test(arguments: [
        ("oklch(0.651 0.229 347.435)", "oklch(0.651 0.229 347.435)"),
        ("oklch(0.650 0.2 30)", "oklch(0.65 0.2 30)"),
        ("lab(50 -20.5 30 / 0.5)", "lab(50 -20.5 30 / 0.5)"),
        ("lch(50 20 30 / 1)", "lch(50 20 30)"),
        ("oklab(0.5 -0 0.1)", "oklab(0.5 0 0.1)"),
        ("oklch(0.5 0.1 20.1234567)", "oklch(0.5 0.1 20.123457)"),
    ])
    func notation(_ written: String, _ notation: String) {
        guard case .color(let color) = ColorSyntaxParser.parse(written) else {
            Issue.record("\(written) is no color")
            return
        }
        #expect(color.authoredNotation == notation)
    }
}
