import Foundation
import PaletteModel
import Testing

/// The contrast math against published reference values, each cited where it is used.
@Suite struct ContrastTests {
    /// A color from `#RGB`, `#RGBA` or `#RRGGBB` hex digits.
    static func hex(_ text: String) -> ColorValue {
        var digits = Array(text.dropFirst())
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        let bytes = stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16) ?? 0 }
        return ColorValue(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: bytes.count > 3 ? bytes[3] : 255)
    }

    /// WebAIM's contrast checker (webaim.org/resources/contrastchecker) shows the ratio to two decimals without
    /// rounding up; `Contrast.ratioText` prints it the same way.
    ///
    /// - black on white, 21:1: WCAG 2.2's definition of contrast ratio ("ranges from 1 to 21") and WebAIM.
    /// - `#777777` on white, 4.47:1: WebAIM's figure, quoted by wcag.eu's "Use enough contrast for text"
    ///   ("The contrast ratio between … #777777 (gray) and #FFFFFF (white) is 4.47:1").
    /// - `#767676` on white, 4.54:1; `#595959`, 7:1; `#0000FF`, 8.59:1: WebAIM's figures for the usual
    ///   "lightest gray that passes AA" and pure blue, as listed in contrast tables such as
    ///   myikeabedroom.com's "Color Contrast Calculator".
    @Test(arguments: [
        ("#000000", "#FFFFFF", "21:1"),
        ("#FFFFFF", "#000000", "21:1"),
        ("#777777", "#FFFFFF", "4.47:1"),
        ("#767676", "#FFFFFF", "4.54:1"),
        ("#595959", "#FFFFFF", "7:1"),
        ("#0000FF", "#FFFFFF", "8.59:1"),
        ("#FFFFFF", "#FFFFFF", "1:1"),
    ])
    func wcagRatioMatchesWebAIM(foreground: String, background: String, expected: String) {
        let ratio = Contrast.wcagRatio(Self.hex(foreground), Self.hex(background))
        #expect(Contrast.ratioText(ratio) == expected)
    }

    /// WCAG 2.2's relative luminance: 0 for black, 1 for white, and the 0.04045 threshold: a channel of 10/255
    /// (0.0392) is on the linear segment, 11/255 (0.0431) on the power segment.
    @Test func relativeLuminanceFollowsWCAG22() {
        #expect(Contrast.relativeLuminance(Self.hex("#000000")) == 0)
        #expect(Contrast.relativeLuminance(Self.hex("#FFFFFF")) == 1)
        let dark = Contrast.relativeLuminance(ColorValue(red8: 10, green8: 10, blue8: 10))
        #expect(abs(dark - 10.0 / 255 / 12.92) < 1e-15)
        let justAbove = Contrast.relativeLuminance(ColorValue(red8: 11, green8: 11, blue8: 11))
        #expect(abs(justAbove - ((11.0 / 255 + 0.055) / 1.055).pow24) < 1e-15)
    }

    /// The APCA-W3 0.1.9 reference values: `test/index.js` of github.com/Myndex/apca-w3 (package 0.1.9, commit
    /// c012257), which checks `calcAPCA(text, background)` for each pair in both orders; the translucent `#0006`
    /// on white is blended first, as `calcAPCA` does.
    @Test(arguments: [
        ("#888", "#FFF", 63.056469930209424),
        ("#FFF", "#888", -68.54146436644962),
        ("#000", "#aaa", 58.146262578561334),
        ("#aaa", "#000", -56.24113336839742),
        ("#123", "#def", 91.66830811481631),
        ("#def", "#123", -93.06770049484275),
        ("#123", "#444", 8.32326136957393),
        ("#444", "#123", -7.526878460278154),
        ("#0006", "#fff", 54.62184067441377),
    ])
    func apcaMatchesTheReferenceTests(text: String, background: String, expected: Double) {
        let foreground = Contrast.composite(Self.hex(text), over: Self.hex(background))
        let lc = Contrast.apcaLc(text: foreground, background: Self.hex(background))
        #expect(abs(lc - expected) < 1e-9, "Lc \(lc)")
    }

    /// `APCAcontrast` returns 0 for colors closer than `deltaYmin`, and for luminances outside 0…1.1.
    @Test func apcaIsZeroForTheSameColorAndForInvalidInput() {
        #expect(Contrast.apcaLc(text: Self.hex("#777"), background: Self.hex("#777")) == 0)
        #expect(Contrast.apcaLc(textY: -0.1, backgroundY: 1) == 0)
        #expect(Contrast.apcaLc(textY: 0, backgroundY: 1.2) == 0)
    }

    /// Straight alpha over the background, per channel in gamma space: 40% black on white is `#999999` (0.6 × 255
    /// = 153), what a browser paints for `rgba(0, 0, 0, 0.4)` on white.
    @Test func compositingBlendsInGammaSpace() {
        let blended = Contrast.composite(Self.hex("#0006"), over: Self.hex("#FFF"))
        #expect(blended.hex == "#999999")
        #expect(blended.isOpaque)
        let p3 = Contrast.composite(ColorValue(space: .displayP3, red: 1, green: 1, blue: 1), over: Self.hex("#000"))
        #expect(p3.space == .sRGB)
        #expect(p3.hex == "#FFFFFF")
    }

    /// Display P3 is converted to sRGB first: P3 white is sRGB white, so it has 21:1 on black.
    @Test func displayP3IsConvertedToSRGB() {
        let white = ColorValue(space: .displayP3, red: 1, green: 1, blue: 1)
        #expect(Contrast.ratioText(Contrast.wcagRatio(white, Self.hex("#000"))) == "21:1")
    }

    /// Printed figures never round up past a minimum the pair fails.
    @Test func printedFiguresAreNeverRoundedUp() {
        #expect(Contrast.ratioText(4.4999) == "4.49:1")
        #expect(Contrast.lcText(59.99) == "Lc 59.9")
        #expect(Contrast.lcText(-68.54146436644962) == "Lc -68.5")
    }
}

extension Double {
    /// `self` raised to 2.4.
    fileprivate var pow24: Double { Foundation.pow(self, 2.4) }
}
