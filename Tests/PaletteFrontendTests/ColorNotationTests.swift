import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of every CSS Color 4 notation the native syntax reads besides hex, `rgb()`, `hsl()` and `color()` in sRGB and
/// Display P3 (`ColorSyntaxParserTests`): `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`, every `color()` space,
/// names, `none`, percentages with each channel's reference, and their problems, marked where they point.
@Suite struct ColorNotationTests {
    /// The color a text parses to, or a recorded failure.
    func color(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> ColorValue? {
        guard case .color(let value) = ColorSyntaxParser.parse(text) else {
            Issue.record("'\(text)' is not a color: \(ColorSyntaxParser.parse(text))", sourceLocation: sourceLocation)
            return nil
        }
        return value
    }

    /// The authored color a text parses to.
    func authored(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> AuthoredColor? {
        let value = color(text, sourceLocation: sourceLocation)
        #expect(value?.authored != nil, "'\(text)' has no authored color", sourceLocation: sourceLocation)
        return value?.authored
    }

    /// Checks that `marked` (with `1️⃣` where the problem is) is rejected with `rule` and `message` at the marker.
    func expectProblem(
        _ marked: String,
        _ rule: Rule,
        _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let text = MarkedText(marked)
        guard case .invalid(let problem) = ColorSyntaxParser.parse(text.text) else {
            Issue.record("'\(text.text)' was accepted", sourceLocation: sourceLocation)
            return
        }
        #expect(problem.rule == rule, sourceLocation: sourceLocation)
        #expect(problem.message == message, sourceLocation: sourceLocation)
        #expect(problem.column + 1 == text.position("1️⃣")?.column, "\(text.text)", sourceLocation: sourceLocation)
    }

    @Test func hwbIsAnSRGBColor() {
        #expect(color("hwb(0 0% 0%)") == ColorValue(red: 1, green: 0, blue: 0))
        #expect(color("hwb(120 100% 0)") == ColorValue(red: 1, green: 1, blue: 1))
        #expect(color("HWB(0 60% 60% / 50%)") == ColorValue(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
        #expect(color("hwb(240deg 20 30)") == ColorValue(red: 0.2, green: 0.2, blue: 0.7))
        #expect(color("hwb(none 0% 0%)")?.authored == nil)
    }

    @Test func labAndLCHKeepTheirComponents() {
        #expect(authored("lab(50% 40 -30)") == AuthoredColor(space: .lab, components: [50, 40, -30]))
        // 100% is 125 for a and b, 150 for chroma.
        #expect(authored("lab(50 100% -50%)") == AuthoredColor(space: .lab, components: [50, 125, -62.5]))
        #expect(
            authored("lch(29.2345% 44.2 27 / 0.5)")
                == AuthoredColor(space: .lch, components: [29.2345, 44.2, 27], alpha: 0.5)
        )
        #expect(authored("lch(50 100% 0.25turn)") == AuthoredColor(space: .lch, components: [50, 150, 90]))
    }

    @Test func okLabAndOkLCHKeepTheirComponents() {
        #expect(authored("oklch(0.7 0.1 200)") == AuthoredColor(space: .oklch, components: [0.7, 0.1, 200]))
        // 100% is 1 for lightness, 0.4 for a, b and chroma.
        #expect(authored("oklch(70% 25% 0.5turn)") == AuthoredColor(space: .oklch, components: [0.7, 0.1, 180]))
        #expect(authored("oklab(50% 100% -100%)") == AuthoredColor(space: .oklab, components: [0.5, 0.4, -0.4]))
        #expect(
            authored("OKLCH(0.5 none 30 / none)")
                == AuthoredColor(space: .oklch, components: [0.5, nil, 30], alpha: nil)
        )
    }

    @Test func colorReadsEveryPredefinedSpace() {
        let spaces: [(String, ColorSpace)] = [
            ("srgb-linear", .srgbLinear), ("a98-rgb", .a98RGB), ("prophoto-rgb", .prophotoRGB),
            ("rec2020", .rec2020), ("xyz", .xyzD65), ("xyz-d65", .xyzD65), ("xyz-d50", .xyzD50),
        ]
        for (name, space) in spaces {
            #expect(
                authored("color(\(name) 0.25 50% 1 / 0.5)")
                    == AuthoredColor(space: space, components: [0.25, 0.5, 1], alpha: 0.5),
                "\(name)"
            )
        }
        // XYZ takes any finite number (D65 white's Z is above 1).
        #expect(authored("color(xyz 0.9505 1 1.089)")?.components == [0.9505, 1, 1.089])
        // sRGB and Display P3 stay the colors they always were.
        #expect(color("color(srgb 1 0 0)")?.authored == nil)
        #expect(color("color(display-p3 1 0 0)") == ColorValue(space: .displayP3, red: 1, green: 0, blue: 0))
    }

    @Test func readsNamedColors() {
        #expect(color("RebeccaPurple") == ColorValue(red8: 0x66, green8: 0x33, blue8: 0x99))
        #expect(color("white") == ColorValue(red8: 255, green8: 255, blue8: 255))
        #expect(color("transparent") == ColorValue(red8: 0, green8: 0, blue8: 0, alpha8: 0))
    }

    @Test func readsNoneInTheModernSyntaxAsZero() {
        #expect(color("rgb(none 10 20)") == ColorValue(red: 0, green: 10 / 255, blue: 20 / 255))
        #expect(color("rgb(10 20 30 / none)") == ColorValue(red: 10 / 255, green: 20 / 255, blue: 30 / 255, alpha: 0))
    }

    @Test func modernHSLTakesNumbers() {
        #expect(color("hsl(120 100 25)") == color("hsl(120 100% 25%)"))
    }

    @Test func reportsEachProblemWhereItIs() {
        expectProblem("lab(1️⃣101 0 0)", .colorOutOfRange, "lightness 101 is out of range 0–100")
        expectProblem("lab(1️⃣-1% 0 0)", .colorOutOfRange, "lightness -1% is out of range 0–100%")
        expectProblem("oklch(1️⃣1.2 0 0)", .colorOutOfRange, "lightness 1.2 is out of range 0–1")
        expectProblem("oklch(0.5 1️⃣-0.1 0)", .colorOutOfRange, "chroma -0.1 is out of range 0 or more")
        expectProblem("lch(50 1️⃣-1% 0)", .colorOutOfRange, "chroma -1% is out of range 0% or more")
        expectProblem("color(rec2020 1️⃣1.1 0 0)", .colorOutOfRange, "red 1.1 is out of range 0–1")
        expectProblem("hwb(0 1️⃣120% 0%)", .colorOutOfRange, "whiteness 120% is out of range 0–100%")
        expectProblem("oklab(0.5 1️⃣1e999 0)", .colorOutOfRange, "a 1e999 is too large")
        expectProblem("oklch(0.5 0.1 0 / 1️⃣2)", .colorOutOfRange, "alpha 2 is out of range 0–1")
        expectProblem("lab(50 1️⃣x 0)", .invalidColor, "a 'x' must be a number or a percentage")
        expectProblem("oklch(0.5 0.1 1️⃣10%)", .invalidColor, "hue '10%' must be an angle such as 120 or 120deg")
        expectProblem(
            "hwb(01️⃣, 0%, 0%)",
            .invalidColor,
            "'hwb(0, 0%, 0%)' separates components with ','; hwb() takes them separated by spaces, alpha after '/'"
        )
        expectProblem(
            "oklch(0.5 0.1 1️⃣)",
            .invalidColor,
            "'oklch(0.5 0.1 )' has 2 components; oklch() takes lightness, chroma, hue and an optional alpha"
        )
        expectProblem("rgb(1️⃣none, 0, 0)", .invalidColor, "red 'none' must be a number 0–255 or a percentage")
        expectProblem(
            "color(1️⃣p3 1 1 1)",
            .invalidColor,
            "color space 'p3' is not supported; use srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, "
                + "xyz, xyz-d50 or xyz-d65"
        )
    }
}
