import Foundation
import PaletteFrontend
import PaletteModel
import Testing

/// Tokens Studio's color modifiers against what sd-transforms writes: every expected string below is copied from
/// tokens-studio/sd-transforms `test/spec/color-modifiers/transformColorModifiers.spec.ts` (commit 5066620, MIT).
@Suite struct StudioModifyTests {
    /// One spec case: a base color, a modifier, and the string sd-transforms writes (`nil`: the base, unchanged).
    struct Case: CustomTestStringConvertible, Sendable {
        var base: String
        var kind: StudioModify.Kind
        var value: Double
        var space: String?
        var color: String?
        var format: String?
        var expected: String?

        var testDescription: String {
            "\(base) \(kind.rawValue) \(value) in \(space ?? "(none)") as \(format ?? "-") → \(expected ?? "base")"
        }
    }

    /// `0.2` and `"0.5 - 0.3"` both evaluate to 0.2; `"0.5 + 6 * 0.04"` to 0.74.
    static let cases: [Case] = {
        var cases: [Case] = []
        let red = "#C14242"
        for (kind, strings) in [
            (
                StudioModify.Kind.lighten,
                [
                    "hsl(0 50.598% 60.627%)", "lch(57.685 47.48 29.704)", "color(display-p3 0.76016 0.43532 0.42213)",
                    "rgb(80.549% 40.706% 40.706%)",
                ]
            ),
            (
                .darken,
                [
                    "hsl(0 50.598% 40.627%)", "lch(37.685 47.48 29.704)", "color(display-p3 0.56016 0.23532 0.22213)",
                    "rgb(60.549% 20.706% 20.706%)",
                ]
            ),
            (
                .alpha,
                [
                    "hsl(0 50.598% 50.784% / 0.2)", "lch(47.107 59.35 29.704 / 0.2)",
                    "color(display-p3 0.7002 0.29415 0.27766 / 0.2)", "rgb(75.686% 25.882% 25.882% / 0.2)",
                ]
            ),
        ] {
            for (space, expected) in zip(["hsl", "lch", "p3", "srgb"], strings) {
                cases.append(Case(base: red, kind: kind, value: 0.2, space: space, expected: expected))
            }
            cases.append(Case(base: red, kind: kind, value: 0.2, space: nil, expected: nil))
        }
        for (space, expected) in zip(
            ["hsl", "lch", "p3", "srgb"],
            ["hsl(none 0% 50%)", "lch(50 0 none)", "color(display-p3 0.5 0.5 0.5)", "rgb(50% 50% 50%)"]
        ) {
            cases.append(
                Case(base: "#000000", kind: .mix, value: 0.5, space: space, color: "#FFFFFF", expected: expected)
            )
        }
        for (space, expected) in zip(
            ["hsl", "lch", "p3", "srgb"],
            [
                "hsl(220 51.231% 67.933%)", "lch(63.417 43.678 278.69)", "color(display-p3 0.49226 0.60164 0.88112)",
                "rgb(45.733% 60.533% 90.133%)",
            ]
        ) {
            cases.append(
                Case(base: "#FFFFFF", kind: .mix, value: 0.74, space: space, color: "#4477DD", expected: expected)
            )
        }
        cases.append(
            Case(
                base: "#FFFFFF",
                kind: .mix,
                value: 0.74,
                space: "srgb",
                color: "#4477DD",
                format: "hex",
                expected: "#759ae6"
            )
        )
        // "allows passing an output format" and "… as an option": darken 0.2 in each space, written in each format.
        let formats: [(String, [String])] = [
            ("hex", ["#9c3333", "#983735", "#9b3535", "#9a3535"]),
            (
                "hsl",
                [
                    "hsl(0 50.598% 40.627%)", "hsl(0.84955 47.88% 40.252%)", "hsl(0.05177 48.997% 40.665%)",
                    "hsl(0 49.035% 40.627%)",
                ]
            ),
            (
                "lch",
                [
                    "lch(37.824 50.982 29.805)", "lch(37.685 47.48 29.704)", "lch(37.854 49.384 29.403)",
                    "lch(37.805 49.408 29.373)",
                ]
            ),
            (
                "p3",
                [
                    "color(display-p3 0.56519 0.23007 0.21637)", "color(display-p3 0.5509 0.24058 0.22405)",
                    "color(display-p3 0.56016 0.23532 0.22213)", "color(display-p3 0.55975 0.23469 0.22176)",
                ]
            ),
            (
                "srgb",
                [
                    "rgb(61.184% 20.071% 20.071%)", "rgb(59.525% 21.525% 20.979%)", "rgb(60.59% 20.775% 20.741%)",
                    "rgb(60.549% 20.706% 20.706%)",
                ]
            ),
        ]
        for (format, strings) in formats {
            for (space, expected) in zip(["hsl", "lch", "p3", "srgb"], strings) {
                cases.append(
                    Case(base: red, kind: .darken, value: 0.2, space: space, format: format, expected: expected)
                )
            }
        }
        // "supports UIColor(r,g,b,a) format": UIColor(red: 1, green: 0, blue: 0.5, alpha: 0.5).
        cases.append(
            Case(
                base: "rgb(255 0 127.5 / 0.5)",
                kind: .darken,
                value: 0.5,
                space: "srgb",
                format: "srgb",
                expected: "rgb(50% 0% 25% / 0.5)"
            )
        )
        return cases
    }()

    @Test(arguments: cases)
    func writesWhatSdTransformsWrites(_ spec: Case) throws {
        let base = try #require(Self.color(spec.base))
        let other = try spec.color.map { try #require(Self.color($0)) }
        let modify = StudioModify(kind: spec.kind, value: spec.value, space: spec.space, format: spec.format)
        let written = modify.written(from: base.asAuthored, mixing: other?.asAuthored)
        guard let expectedText = spec.expected else {
            #expect(written == nil)
            #expect(modify.apply(to: base, mixing: other) == base)
            return
        }
        let expected = try #require(Self.written(expectedText), "cannot read \(expectedText)")
        let found = try #require(written)
        #expect(found.space == expected.space)
        for (mine, theirs) in zip(found.components + [found.alpha], expected.components + [expected.alpha]) {
            #expect((mine == nil) == (theirs == nil), "\(found) vs \(expectedText)")
            if let mine, let theirs { #expect(abs(mine - theirs) < 1e-9, "\(found) vs \(expectedText)") }
        }
    }

    /// A color as palettec reads the spec's bases.
    static func color(_ text: String) -> ColorValue? {
        guard case .color(let color) = ColorSyntaxParser.parse(text) else { return nil }
        return color
    }

    /// The numbers of a string sd-transforms writes: `hsl(h s% l% / a)`, `lch(l c h)`, `color(display-p3 r g b)`,
    /// `rgb(r% g% b%)` (in 0...1) or `#rrggbb`, `#rrggbbaa` (bytes over 255).
    static func written(_ text: String) -> AuthoredColor? {
        if text.hasPrefix("#") {
            let digits = Array(text.dropFirst())
            guard digits.count == 6 || digits.count == 8 else { return nil }
            let bytes = stride(from: 0, to: digits.count, by: 2).compactMap {
                UInt8(String(digits[$0..<$0 + 2]), radix: 16)
            }
            let values = bytes.map { Double($0) / 255 }
            return AuthoredColor(
                space: .srgb,
                components: Array(values.prefix(3)),
                alpha: values.count == 4 ? values[3] : 1
            )
        }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let function = text[..<open]
        var words = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: " ").map(
            String.init
        )
        var alpha: Double? = 1
        if let slash = words.firstIndex(of: "/") {
            alpha = Double(words[slash + 1])
            words = Array(words[..<slash])
        }
        let space: ColorSpace
        var scale = 1.0
        switch function {
        case "hsl": space = .hsl
        case "lch": space = .lch
        case "rgb":
            space = .srgb
            scale = 100
        case "color" where words.first == "display-p3":
            space = .displayP3
            words.removeFirst()
        default: return nil
        }
        let components = words.map { word -> Double? in
            word == "none" ? nil : Double(word.hasSuffix("%") ? String(word.dropLast()) : word).map { $0 / scale }
        }
        guard components.count == 3 else { return nil }
        return AuthoredColor(space: space, components: components, alpha: alpha)
    }
}
