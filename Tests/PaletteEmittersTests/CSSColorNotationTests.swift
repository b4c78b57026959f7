import PaletteModel
import Testing

@testable import PaletteEmitters

/// Colors as written, spelled as CSS Color 4's canonical notations.
@Suite struct CSSColorNotationTests {
    @Test(arguments: [
        (AuthoredColor(space: .oklch, components: [0.7, 0.1, 200]), "oklch(0.7 0.1 200)"),
        (AuthoredColor(space: .oklab, components: [0.5, -0.12, 0.04], alpha: 0.5), "oklab(0.5 -0.12 0.04 / 0.5)"),
        (AuthoredColor(space: .lab, components: [50, 20.25, -30]), "lab(50 20.25 -30)"),
        (AuthoredColor(space: .lch, components: [52.2, 72.2, nil]), "lch(52.2 72.2 none)"),
        (AuthoredColor(space: .hsl, components: [120, 50, 40]), "hsl(120 50% 40%)"),
        (AuthoredColor(space: .hwb, components: [nil, 10, nil], alpha: nil), "hwb(none 10% none / none)"),
        (AuthoredColor(space: .a98RGB, components: [0.1, 0.2, 0.3]), "color(a98-rgb 0.1 0.2 0.3)"),
        (AuthoredColor(space: .prophotoRGB, components: [1, 0, 0]), "color(prophoto-rgb 1 0 0)"),
        (AuthoredColor(space: .rec2020, components: [0.5, 0.5, 0.5]), "color(rec2020 0.5 0.5 0.5)"),
        (AuthoredColor(space: .xyzD65, components: [0.9505, 1, 1.089]), "color(xyz-d65 0.9505 1 1.089)"),
        (AuthoredColor(space: .xyzD50, components: [0.1, 0.2, 0.3], alpha: 0.25), "color(xyz-d50 0.1 0.2 0.3 / 0.25)"),
        (AuthoredColor(space: .srgbLinear, components: [0.2, 0, 1]), "color(srgb-linear 0.2 0 1)"),
        (AuthoredColor(space: .displayP3, components: [1, 0, 0]), "color(display-p3 1 0 0)"),
        (AuthoredColor(space: .srgb, components: [0.25, 0.5, 0.75]), "color(srgb 0.25 0.5 0.75)"),
        (AuthoredColor(space: .oklch, components: [0.123_456_78, 0.000_001_2, -30]), "oklch(0.123457 0.000001 -30)"),
    ])
    func notationIsCanonical(_ color: AuthoredColor, _ expected: String) {
        #expect(CSSColorNotation.text(color) == expected)
    }

    @Test func numbersBeyondPlainDecimalsStayNumbersCSSReads() {
        let huge = AuthoredColor(space: .lab, components: [50, 1e20, -.infinity], alpha: .nan)
        #expect(CSSColorNotation.text(huge) == "lab(50 1e+20 0 / 0)")
    }
}
