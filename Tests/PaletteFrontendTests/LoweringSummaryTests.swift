import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Lowering gives diagnostics a likely cause only where one is likely, so that many of them print as one summary
/// at the place marked 1️⃣ and with the instances marked 1️⃣ 2️⃣ 3️⃣ as its notes.
@Suite struct LoweringSummaryTests {
    @Test func colorsMissingAThemeWithoutFallbackAreOneSummaryThatNamesTheFallback() throws {
        let themed = try Lowered(
            json: """
                {"appearances": {"sepia": {"scheme": "light"}},
                 "colors": {
                  1️⃣"a": {"light": "#FFFFFF", "dark": "#000000"}, "keep": {"light": "#000000", "dark": "#000000", "sepia": "#000000"},
                  2️⃣"b": {"light": "#EEEEEE", "dark": "#111111"}, 3️⃣"c": {"light": "#DDDDDD", "dark": "#222222"},
                  "d": {"light": "#CCCCCC", "dark": "#333333"}, "e": {"light": "#BBBBBB", "dark": "#444444"},
                  "f": {"light": "#AAAAAA", "dark": "#555555"}
                }}
                """
        )
        #expect(themed.palette == nil)
        let summary = try #require(themed.diagnostics.first)
        #expect(themed.diagnostics.count == 1)
        #expect(summary.rule == .missingAppearance)
        #expect(
            summary.message
                == "6 colors of 'test.json' have no value for theme 'sepia', which declares no fallback; give 'sepia' "
                + "a fallback in 'appearances' (such as \"fallback\": \"light\"), or give each color a 'sepia' value; "
                + "the first 3 follow, 3 more are not shown"
        )
        #expect(summary.location == themed.location("1️⃣"))
        #expect(summary.notes.map(\.location) == ["1️⃣", "2️⃣", "3️⃣"].map(themed.location))
        #expect(
            summary.notes.map(\.message)
                == ["a", "b", "c"].map {
                    "'\($0)' has no value for theme 'sepia', which declares no fallback"
                }
        )
    }

    @Test func oneUnreadableNotationRepeatedIsOneErrorWithItsCount() throws {
        // 300 values use a function palettec does not read, 6 a color space it does not read, 6 the same word: one
        // summary per function, space or word; a function used 5 times or fewer is reported value by value.
        var members = (0..<300).map { index in
            let marker = index < 3 ? MarkedText.markers[index + 1] : ""
            return "\"c\(index)\": \(marker)\"device-cmyk(0 0 0 \(index % 100)%)\""
        }
        members += (0..<6).map { "\"s\($0)\": \"color(p3 1 0 0)\"" }
        members += (0..<6).map { "\"w\($0)\": \"bleu\"" }
        members += (0..<2).map { "\"k\($0)\": \"light-dark(#FFF, #000)\"" }
        let result = try Lowered(json: "{\"colors\": {\n" + members.joined(separator: ",\n") + "\n}}")
        #expect(result.palette == nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "300 colors use device-cmyk(), which palettec does not read; write them as #hex, rgb(), hsl(), hwb(), "
                    + "lab(), lch(), oklab(), oklch(), color() or color-mix(); the first 3 follow, 297 more are not shown",
                "6 colors use color space 'p3', which palettec does not read; write them in srgb, srgb-linear, "
                    + "display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65; the first 3 follow, 3 more "
                    + "are not shown",
                "6 colors are 'bleu', which is not a color; write a CSS color (#hex, a name, rgb(), oklch(), …) or an "
                    + "alias {KEY}; the first 3 follow, 3 more are not shown",
                "'light-dark(#FFF, #000)' uses light-dark(), which palettec does not read; use #hex, rgb(), hsl() or "
                    + "color(display-p3 …)",
                "'light-dark(#FFF, #000)' uses light-dark(), which palettec does not read; use #hex, rgb(), hsl() or "
                    + "color(display-p3 …)",
            ]
        )
        let summary = try #require(result.diagnostics.first)
        #expect(summary.rule == .invalidColor)
        #expect(summary.location == result.location("1️⃣"))
        #expect(summary.notes.map(\.location) == ["1️⃣", "2️⃣", "3️⃣"].map(result.location))
        #expect(
            summary.notes.first?.message
                == "'device-cmyk(0 0 0 0%)' uses device-cmyk(), which palettec does not read; use #hex, rgb(), hsl() or color(display-p3 …)"
        )
    }

    @Test func onlyAliasesIntoAGroupNoKeyIsInAndThatIsNoTypoOfOneAreSummarized() throws {
        // `PGC` is no key's stem (the base table is not in the build), so those aliases get no did-you-mean; `colr.` is
        // a typo of `color.`.
        let result = try Lowered(
            json: """
                {"colors": {
                  "color.a": "#FFFFFF",
                  "t1": 1️⃣"{PGC01}", "t2": 2️⃣"{PGC02}", "t3": 3️⃣"{PGC03}", "t4": "{PGC04}", "t5": "{PGC05}", "t6": "{PGC06}",
                  "u1": "{colr.a}", "u2": "{colr.b}", "u3": "{colr.c}", "u4": "{colr.d}", "u5": "{colr.e}", "u6": "{colr.f}"
                }}
                """
        )
        let messages = result.diagnostics.map(\.message)
        #expect(
            messages == [
                "6 aliases refer to keys starting with 'PGC', which no file of this build defines; add the file that "
                    + "defines them to the build (on the command line or in palettec.json's 'palettes'); the first 3 "
                    + "follow, 3 more are not shown",
                "'u1' refers to '{colr.a}', which is not defined; did you mean '{color.a}'?",
                "'u2' refers to '{colr.b}', which is not defined; did you mean '{color.a}'?",
                "'u3' refers to '{colr.c}', which is not defined; did you mean '{color.a}'?",
                "'u4' refers to '{colr.d}', which is not defined; did you mean '{color.a}'?",
                "'u5' refers to '{colr.e}', which is not defined; did you mean '{color.a}'?",
                "'u6' refers to '{colr.f}', which is not defined; did you mean '{color.a}'?",
            ]
        )
        // The summarized aliases spent none of the build's suggestions: every typo above got one.
        #expect(result.diagnostics[0].location == result.location("1️⃣"))
        #expect(result.diagnostics[0].notes.map(\.location) == ["1️⃣", "2️⃣", "3️⃣"].map(result.location))
    }
}

extension Lowered {
    /// The location of a marker in the lowered file.
    fileprivate func location(_ marker: String) -> Diagnostic.Location? {
        marked.offsets[marker].map(file.location(ofOffset:))
    }
}
