import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Derived colors as a native palette resolves them, compared with coloraide (PyPI `coloraide`, which implements CSS
/// Color 4 and 5): `color-mix()` with `Color.mix(…, premultiplied=True)` and the alpha multiplier, relative colors by
/// converting the origin with coloraide and applying the channel formulas.
@Suite struct DerivedColorReferenceTests {
    /// Whether `python3` with coloraide is here.
    static let hasColoraide: Bool = {
        guard let python = Executables.find("python3") else { return false }
        return (try? Executables.run(python, ["-c", "import coloraide"]).status) == 0
    }()

    /// One derived color: the value written in the palette, and the Python expression that computes it with
    /// coloraide (`mix(…)` or `rel(origin, space, f)` where `f` maps the origin's coordinates and alpha to the
    /// result's).
    struct Case: Sendable {
        var css: String
        var python: String
        var space: ColorSpace
    }

    static let cases: [Case] = [
        Case(
            css: "color-mix(in srgb, rgb(100% 0% 0% / 0.7) 25%, rgb(0% 100% 0% / 0.2))",
            python: "mix('rgb(100% 0% 0% / 0.7)', 25, 'rgb(0% 100% 0% / 0.2)', None, 'srgb')",
            space: .srgb
        ),
        Case(
            css: "color-mix(in oklch, white, blue)",
            python: "mix('white', None, 'blue', None, 'oklch')",
            space: .oklch
        ),
        Case(
            css: "color-mix(in lch, peru 40%, palegoldenrod)",
            python: "mix('peru', 40, 'palegoldenrod', None, 'lch')",
            space: .lch
        ),
        Case(
            css: "color-mix(in hsl, hsl(120deg 10% 20% / .4), hsl(30deg 30% 40% / .8))",
            python: "mix('hsl(120deg 10% 20% / .4)', None, 'hsl(30deg 30% 40% / .8)', None, 'hsl')",
            space: .hsl
        ),
        Case(
            css: "color-mix(in oklch, oklch(0.1 0.2 none), oklch(0.5 0.6 70deg))",
            python: "mix('oklch(0.1 0.2 none)', None, 'oklch(0.5 0.6 70deg)', None, 'oklch')",
            space: .oklch
        ),
        Case(
            css: "color-mix(in oklab, {brand} 30%, #FF453A)",
            python: "mix(BRAND, 30, '#FF453A', None, 'oklab')",
            space: .oklab
        ),
        Case(
            css: "color-mix(in lch longer hue, red, blue)",
            python: "mix('red', None, 'blue', None, 'lch', 'longer')",
            space: .lch
        ),
        Case(
            css: "color-mix(in srgb, red 20%, blue 60%)",
            python: "mix('red', 20, 'blue', 60, 'srgb')",
            space: .srgb
        ),
        Case(
            css: "color-mix(in display-p3, lab(50 40 30), oklch(0.7 0.1 200) 75%)",
            python: "mix('lab(50 40 30)', None, 'oklch(0.7 0.1 200)', 75, 'display-p3')",
            space: .displayP3
        ),
        Case(
            css: "color-mix(in xyz-d50 , rgb(10 200 30), color(rec2020 0.1 0.2 0.9))",
            python: "mix('rgb(10 200 30)', None, 'color(rec2020 0.1 0.2 0.9)', None, 'xyz-d50')",
            space: .xyzD50
        ),
        Case(
            css: "lch(from peru calc(l * 0.8) c h)",
            python: "rel('peru', 'lch', lambda c, a: ([c[0] * 0.8, c[1], c[2]], a))",
            space: .lch
        ),
        Case(
            css: "oklch(from {brand} calc(l - 0.1) c h)",
            python: "rel(BRAND, 'oklch', lambda c, a: ([c[0] - 0.1, c[1], c[2]], a))",
            space: .oklch
        ),
        Case(
            css: "rgb(from indianred 255 g b)",
            python: "rel('indianred', 'srgb', lambda c, a: ([1, c[1], c[2]], a))",
            space: .srgb
        ),
        Case(
            css: "hsl(from lightseagreen calc(h + 180deg) s l)",
            python: "rel('lightseagreen', 'hsl', lambda c, a: ([(c[0] + 180) % 360, c[1], c[2]], a))",
            space: .hsl
        ),
        Case(
            css: "oklch(from lch(60% 90 320) l c calc(h - 120))",
            python: "rel('lch(60% 90 320)', 'oklch', lambda c, a: ([c[0], c[1], c[2] - 120], a))",
            space: .oklch
        ),
        Case(
            css: "rgb(from {brand} calc(r * 0.5) g b / 12%)",
            python: "rel(BRAND, 'srgb', lambda c, a: ([c[0] * 255 * 0.5 / 255, c[1], c[2]], 0.12))",
            space: .srgb
        ),
        Case(
            css: "lab(from oklch(0.7 0.1 200) calc(l + 5) calc(a * 2) b / calc(alpha / 2))",
            python: "rel('oklch(0.7 0.1 200)', 'lab', lambda c, a: ([c[0] + 5, c[1] * 2, c[2]], a / 2))",
            space: .lab
        ),
    ]

    /// The script: coloraide's results, one `[c0, c1, c2, alpha]` per case (hue `null` when achromatic; hsl
    /// saturation and lightness scaled to CSS's 0–100).
    static func script(_ cases: [Case]) -> String {
        """
        import json, math
        from coloraide import Color
        BRAND = '#0A84FF'
        def css(c, space):
            c = c.convert(space)
            coords = [None if math.isnan(v) else v for v in c.coords()]
            if space == 'hsl':
                coords = [coords[0], coords[1] * 100, coords[2] * 100]
            return coords + [c.alpha()]
        def mix(a, p1, b, p2, space, hue='shorter'):
            if p1 is None and p2 is None: p1 = p2 = 50
            elif p2 is None: p2 = 100 - p1
            elif p1 is None: p1 = 100 - p2
            total = p1 + p2
            c = Color(a).mix(Color(b), p2 / total, space=space, hue=hue, premultiplied=True, out_space=space)
            if total < 100: c.set('alpha', c.alpha() * total / 100)
            return css(c, space)
        def rel(origin, space, f):
            c = Color(origin).convert(space)
            coords = [0 if math.isnan(v) else v for v in c.coords()]
            if space == 'hsl': coords = [coords[0], coords[1] * 100, coords[2] * 100]
            values, alpha = f(coords, c.alpha())
            if space == 'hsl': values = [values[0], values[1] / 100, values[2] / 100]
            return css(Color(space, values, alpha), space)
        print(json.dumps([\(cases.map(\.python).joined(separator: ", "))]))
        """
    }

    @Test(.enabled(if: hasColoraide || Executables.isCI, "python3 with coloraide is not here (pip install coloraide)"))
    func derivedColorsEqualColoraides() throws {
        let python = try #require(Executables.find("python3"), "python3 is not installed")
        let output = try Executables.run(python, ["-c", Self.script(Self.cases)])
        #expect(output.status == 0, "\(output.standardError)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[Any]])
        let expected = rows.map { row in row.map { ($0 as? NSNumber)?.doubleValue } }
        var members = ["\"brand\": \"#0A84FF\""]
        for (index, item) in Self.cases.enumerated() {
            members.append("\"c\(index)\": \"\(item.css)\"")
        }
        let result = try Lowered(json: "{\"colors\": {" + members.joined(separator: ", ") + "}}")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let palette = try #require(result.palette)
        for (index, item) in Self.cases.enumerated() {
            let value = try #require(palette.entries.first { $0.key == "c\(index)" }?.values[0])
            let ours = ColorConversion.convert(value.asAuthored, to: item.space)
            let theirs = expected[index]
            let chroma = theirs[1]
            for channel in 0..<3 {
                if channel == item.space.hueIndex {
                    // A hue is compared only where it means something, and modulo 360.
                    guard let hue = theirs[channel], let mine = ours.components[channel], (chroma ?? 0) > 1e-4 else {
                        continue
                    }
                    let difference = abs((hue - mine).truncatingRemainder(dividingBy: 360))
                    #expect(min(difference, 360 - difference) < 1e-6, "\(item.css) hue: \(mine) vs \(hue)")
                } else {
                    let mine = ours.components[channel] ?? 0
                    let reference = theirs[channel] ?? 0
                    #expect(abs(mine - reference) < 1e-6, "\(item.css) channel \(channel): \(mine) vs \(reference)")
                }
            }
            #expect(abs((ours.alpha ?? 0) - (theirs[3] ?? 0)) < 1e-9, "\(item.css) alpha")
        }
    }
}
