import Foundation
import PaletteModel
import PalettecTestSupport
import Testing

/// CIEDE2000 and CSS Color 4's Lab against published figures, and the Lab bound the near-color search relies on.
@Suite struct ColorDifferenceTests {
    /// The 34 pairs of Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes,
    /// Supplementary Test Data, and Mathematical Observations", Color Research and Application 30 (1), 2005,
    /// table 1 (also published as `ciede2000testdata.txt` on Sharma's page at the University of Rochester, and
    /// reproduced in sumtype/CIEDE2000's `tests.py`): L, a, b of each color and ΔE00 to four decimals.
    static let sharmaPairs: [(CIELab, CIELab, Double)] = [
        ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
        ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
        ((50.0000, 2.8361, -74.0200), (50.0000, 0.0000, -82.7485), 3.4412),
        ((50.0000, -1.3802, -84.2814), (50.0000, 0.0000, -82.7485), 1.0000),
        ((50.0000, -1.1848, -84.8006), (50.0000, 0.0000, -82.7485), 1.0000),
        ((50.0000, -0.9009, -85.5211), (50.0000, 0.0000, -82.7485), 1.0000),
        ((50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
        ((50.0000, -1.0000, 2.0000), (50.0000, 0.0000, 0.0000), 2.3669),
        ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0009), 7.1792),
        ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0010), 7.1792),
        ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0011), 7.2195),
        ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0012), 7.2195),
        ((50.0000, -0.0010, 2.4900), (50.0000, 0.0009, -2.4900), 4.8045),
        ((50.0000, -0.0010, 2.4900), (50.0000, 0.0010, -2.4900), 4.8045),
        ((50.0000, -0.0010, 2.4900), (50.0000, 0.0011, -2.4900), 4.7461),
        ((50.0000, 2.5000, 0.0000), (50.0000, 0.0000, -2.5000), 4.3065),
        ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
        ((50.0000, 2.5000, 0.0000), (61.0000, -5.0000, 29.0000), 22.8977),
        ((50.0000, 2.5000, 0.0000), (56.0000, -27.0000, -3.0000), 31.9030),
        ((50.0000, 2.5000, 0.0000), (58.0000, 24.0000, 15.0000), 19.4535),
        ((50.0000, 2.5000, 0.0000), (50.0000, 3.1736, 0.5854), 1.0000),
        ((50.0000, 2.5000, 0.0000), (50.0000, 3.2972, 0.0000), 1.0000),
        ((50.0000, 2.5000, 0.0000), (50.0000, 1.8634, 0.5757), 1.0000),
        ((50.0000, 2.5000, 0.0000), (50.0000, 3.2592, 0.3350), 1.0000),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
        ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
        ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
        ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
        ((36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
        ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
        ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
        ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
        ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
    ].map { first, second, difference in
        (
            CIELab(lightness: first.0, a: first.1, b: first.2),
            CIELab(lightness: second.0, a: second.1, b: second.2),
            difference
        )
    }

    @Test func sharmasThirtyFourPairsToFourDecimals() {
        #expect(Self.sharmaPairs.count == 34)
        for (index, (first, second, expected)) in Self.sharmaPairs.enumerated() {
            let found = ColorDifference.ciede2000(first, second)
            #expect((found * 10000).rounded() / 10000 == expected, "pair \(index + 1): \(found)")
            // The formula is symmetric, so the table's order does not matter.
            #expect(abs(ColorDifference.ciede2000(second, first) - found) < 1e-12, "pair \(index + 1) reversed")
        }
    }

    /// CSS Color 4's Lab is relative to D50: the white of sRGB and Display P3 is `lab(100 0 0)`, black is
    /// `lab(0 0 0)`, and sRGB red is `lab(54.29 80.8 69.89)` (the figure CSS Color 4's and color.js's conversion
    /// code give; `lab(53.24 80.09 67.2)` would be a D65 Lab).
    @Test func labIsCSSColor4sD50Lab() {
        let white = CIELab(ColorValue(red: 1, green: 1, blue: 1))
        #expect(abs(white.lightness - 100) < 1e-4 && abs(white.a) < 1e-4 && abs(white.b) < 1e-4)
        let p3White = CIELab(ColorValue(space: .displayP3, red: 1, green: 1, blue: 1))
        #expect(abs(p3White.lightness - 100) < 1e-4 && abs(p3White.a) < 1e-4 && abs(p3White.b) < 1e-4)
        #expect(CIELab(ColorValue(red: 0, green: 0, blue: 0)) == CIELab(lightness: 0, a: 0, b: 0))
        let red = CIELab(ColorValue(red: 1, green: 0, blue: 0))
        #expect(abs(red.lightness - 54.29) < 0.01 && abs(red.a - 80.80) < 0.02 && abs(red.b - 69.89) < 0.02)
    }

    /// Display P3 red lies outside sRGB: measured where it is, it is farther from sRGB red than its color mapped into
    /// sRGB, and a P3 color inside sRGB measures the same as its sRGB spelling.
    @Test func displayP3IsConvertedNotClamped() {
        let p3Red = ColorValue(space: .displayP3, red: 1, green: 0, blue: 0)
        let srgbRed = ColorValue(red: 1, green: 0, blue: 0)
        let mapped = ColorDifference.ciede2000(CIELab(p3Red.sRGB), CIELab(srgbRed))
        #expect(mapped < 2)
        #expect(ColorDifference.ciede2000(CIELab(p3Red), CIELab(srgbRed)) > mapped + 3)
        let gray = ColorValue(space: .displayP3, red: 0.5, green: 0.5, blue: 0.5)
        #expect(ColorDifference.ciede2000(CIELab(gray), CIELab(gray.sRGB)) < 1e-6)
    }

    /// `chromaStretch` bounds G·C̄ = C̄/2·(1 − √(C̄⁷/(C̄⁷ + 25⁷))) everywhere: scanned finely up to 25, beyond which
    /// `labDistanceBound`'s comment shows it is below 6.25.
    @Test func chromaStretchBoundsTheStretchOfA() {
        var largest = 0.0
        for step in 0...250_000 {
            let chroma = Double(step) / 10000
            let power = pow(chroma, 7.0)
            largest = max(largest, chroma / 2 * (1 - (power / (power + pow(25, 7.0))).squareRoot()))
        }
        #expect(largest > 6.37 && largest < ColorDifference.chromaStretch - 0.02)
    }

    /// No pair of random colors (sRGB and Display P3, near and far, saturated blues included, where ΔE00 is
    /// smallest for its Lab distance) is farther apart in Lab than the bound allows.
    @Test func labBoundHoldsForRandomPairs() {
        var random = SplitMix(seed: 13)
        for _ in 0..<40000 {
            let first = random.color()
            let second = random.nearby(first, spread: random.unit() < 0.5 ? 0.02 : 0.3)
            let (x, y) = (CIELab(first), CIELab(second))
            let difference = ColorDifference.ciede2000(x, y)
            let bound = ColorDifference.labDistanceBound(of: difference, meanChroma: (x.chroma + y.chroma) / 2)
            #expect(x.distance(to: y) <= bound + 1e-9, "\(first) \(second)")
            let radius = ColorDifference.labRadius(of: difference, chroma: min(x.chroma, y.chroma))
            #expect(difference >= 16 || x.distance(to: y) <= (radius ?? 0) + 1e-9, "\(first) \(second)")
        }
    }

    /// The radius that depends on the color's own hue holds from both ends of every pair.
    ///
    /// Also where it matters most: saturated blues (where the rotation term is largest). The radius is asked at
    /// each pair's own difference, so every pair is right at the threshold.
    @Test func hueRadiusHoldsFromBothEndsOfRandomPairs() {
        var random = SplitMix(seed: 29)
        var tighter = 0
        for round in 0..<200_000 {
            // One pair in four starts from a saturated blue.
            let first =
                round % 4 == 0
                ? ColorValue(red: random.unit() * 0.4, green: random.unit() * 0.4, blue: 0.6 + random.unit() * 0.4)
                : random.color()
            let second = random.nearby(first, spread: [0.005, 0.02, 0.08][round % 3])
            let (x, y) = (CIELab(first), CIELab(second))
            let difference = ColorDifference.ciede2000(x, y)
            guard difference < 16 else { continue }
            for (center, other) in [(x, y), (y, x)] {
                let radius = ColorDifference.labRadius(of: difference, near: center) ?? .infinity
                #expect(center.distance(to: other) <= radius * (1 + 1e-12) + 1e-9, "\(first) \(second)")
                let loose = ColorDifference.labRadius(of: difference, chroma: center.chroma) ?? .infinity
                if radius < loose / 2 { tighter += 1 }
            }
        }
        // The point of it: most radii are far smaller than the hue-blind one.
        #expect(tighter > 200_000)
    }

    /// The same in Lab itself, around the hue where the rotation term is strongest (275°, beyond what sRGB
    /// reaches at high chroma), with partners in every direction: the pairs whose ΔE00 the rotation shrinks most
    /// are among them.
    @Test func hueRadiusHoldsAroundTheBlueOfTheRotationTerm() {
        var random = SplitMix(seed: 31)
        for _ in 0..<200_000 {
            let hue = (275 + (random.unit() * 2 - 1) * 60) * Double.pi / 180
            let chroma = random.unit() * 130
            let center = CIELab(lightness: 20 + random.unit() * 60, a: chroma * cos(hue), b: chroma * sin(hue))
            let direction = random.unit() * 2 * Double.pi
            let step = random.unit() * 6
            let other = CIELab(
                lightness: center.lightness + (random.unit() * 2 - 1) * step / 4,
                a: center.a + step * cos(direction),
                b: center.b + step * sin(direction)
            )
            let difference = ColorDifference.ciede2000(center, other)
            guard difference < 16 else { continue }
            for (from, to) in [(center, other), (other, center)] {
                let radius = ColorDifference.labRadius(of: difference, near: from) ?? .infinity
                #expect(from.distance(to: to) <= radius * (1 + 1e-12) + 1e-9, "\(from) \(to)")
            }
        }
    }
}
