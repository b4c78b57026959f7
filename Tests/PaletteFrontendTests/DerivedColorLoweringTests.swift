import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of derived colors in native palettes: `color-mix()` and relative colors resolved per appearance after
/// aliases, and the loops and unknown references among them reported where they are written.
@Suite struct DerivedColorLoweringTests {
    /// The OKLCh lightness of a color.
    func lightness(_ color: ColorValue) -> Double {
        ColorConversion.convert(color.asAuthored, to: .oklch).components[0] ?? 0
    }

    @Test func aDerivedColorFollowsItsBaseIntoEveryAppearance() throws {
        let result = try Lowered(
            json: """
                {"colors": {
                  "brand": { "light": "#0A84FF", "dark": "#409CFF" },
                  "hover": "oklch(from {brand} calc(l - 0.1) c h)",
                  "link": "{hover}",
                  "tint": "color-mix(in srgb, {brand} 50%, white)",
                  "pressed": { "light": "color-mix(in oklab, {link}, black 20%)", "dark": "rgb(from {link} r g b / 12%)" }
                }}
                """
        )
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let palette = try #require(result.palette)
        let entries = Dictionary(uniqueKeysWithValues: palette.entries.map { ($0.key, $0) })
        let brand = try #require(entries["brand"])
        let hover = try #require(entries["hover"])
        for appearance in 0..<2 {
            #expect(abs(lightness(brand.values[appearance]) - 0.1 - lightness(hover.values[appearance])) < 1e-9)
        }
        #expect(hover.values[0] != hover.values[1])
        #expect(entries["link"]?.values[0] == hover.values[0])
        // An sRGB mix of sRGB colors is a plain sRGB color.
        let tint = try #require(entries["tint"]?.values[0])
        #expect(tint.authored == nil)
        #expect(abs(tint.red - (10.0 / 255 + 1) / 2) < 1e-12)
        #expect(abs(tint.green - (132.0 / 255 + 1) / 2) < 1e-12)
        #expect(tint.blue == 1)
        let pressed = try #require(entries["pressed"])
        #expect(lightness(pressed.values[0]) < lightness(hover.values[0]))
        #expect(pressed.values[1].alpha == 0.12)
        #expect(pressed.values[1].hex.dropLast(2) == hover.values[1].hex)
    }

    @Test func loopsThroughDerivedColorsAreAliasCycles() throws {
        try expectDiagnostics(
            json: """
                {"colors": {
                  "a": 1️⃣"color-mix(in srgb, {b}, red)",
                  "b": 2️⃣"oklch(from {c} l c h)",
                  "c": 3️⃣"{a}"
                }}
                """,
            [
                // Once for the loop, as for aliases, though it runs through every appearance.
                Spec("1️⃣", .aliasCycle, "alias cycle in 'light': a → b → c → a", notes: ["2️⃣", "3️⃣"])
            ]
        )
    }

    @Test func unknownReferencesAreReportedAtTheirValue() throws {
        try expectDiagnostics(
            json: """
                {"colors": {
                  "brand": "#0A84FF",
                  "hover": { "light": 1️⃣"oklch(from {brnad} calc(l - 0.1) c h)", "dark": 2️⃣"color-mix(in lab, {brand}, {nope})" }
                }}
                """,
            [
                Spec("1️⃣", .unknownAlias, "'hover' refers to '{brnad}', which is not defined; did you mean '{brand}'?"),
                Spec("2️⃣", .unknownAlias, "'hover' refers to '{nope}', which is not defined"),
            ]
        )
    }

    @Test func lintsJudgeDerivedColorsByWhatTheyResolveTo() throws {
        // `hover` writes the same text for light and dark, but its base changes in dark, so it does too; `subtle` is
        // within near-duplicate distance of `brand` by design. `flat` is derived from a color that is the same in
        // both, so its dark value is its light value.
        let result = try ColorSenseLoweringTests.lines(
            """
            {
              "lint": { "unchanged-dark": true },
              "colors": {
                "brand": { "light": "#0A84FF", "dark": "#409CFF" },
                "gray": "#808080",
                "hover": { "light": "oklch(from {brand} calc(l - 0.1) c h)", "dark": "oklch(from {brand} calc(l - 0.1) c h)" },
                "subtle": "color-mix(in srgb, {brand} 99%, black)",
                "flat": { "light": 1️⃣"color-mix(in srgb, {gray}, white)", "dark": 2️⃣"color-mix(in srgb, {gray}, white)" }
              }
            }
            """
        )
        #expect(
            result.lines == [
                result.place("2️⃣")
                    + ": warning: 'flat' has the same 'dark' value as 'light' (#C0C0C0) while 2 other colors change in "
                    + "dark; if that is meant, add \"lint\": { \"unchanged-dark\": false } to 'flat' [unchanged-dark]",
                result.place("1️⃣") + ": note: 'flat' is #C0C0C0 in 'light' here",
            ]
        )
    }

    @Test func aLongChainOfDerivedColorsIsWalkedWithoutRecursion() throws {
        // Each color lighter than the one before, 3,000 deep: resolved by the iterative walk, the last one white.
        var members = ["\"c0\": \"oklch(0 0 0)\""]
        for index in 1...3_000 {
            members.append("\"c\(index)\": \"oklch(from {c\(index - 1)} calc(l + 0.0004) c h)\"")
        }
        let result = try Lowered(json: "{\"colors\": {" + members.joined(separator: ", ") + "}}")
        #expect(result.diagnostics.isEmpty)
        let last = try #require(result.palette?.entries.last?.values[0])
        #expect(last.hex == "#FFFFFF")
    }
}
