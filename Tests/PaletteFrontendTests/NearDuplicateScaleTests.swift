import Foundation
import PaletteModel
import PalettecTestSupport
import Testing

@testable import PaletteFrontend

/// The near-duplicate check on palettes that cost it the square of their colors or appearances.
///
/// Thousands of copies of one value, thousands of distinct colors closer than the threshold, and hundreds of themes
/// that fall back. The time limits are hang guards, ten times what the check needs in a debug build.
@Suite struct NearDuplicateScaleTests {
    /// The diagnostics of `json` read and lowered as `test.json`, and how long that took.
    static func lowered(_ json: String) -> (diagnostics: [Diagnostic], seconds: Double) {
        let start = ContinuousClock.now
        var bag = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: "test.json")],
            files: MemoryFileProvider(texts: ["test.json": json]),
            diagnostics: &bag
        )
        _ = PaletteLowering.lower(loaded.documents, diagnostics: &bag)
        let elapsed = ContinuousClock.now - start
        return (bag.sorted(), Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    /// A palette of `count` colors, `value(index)` each.
    static func palette(_ count: Int, _ value: (Int) -> String) -> String {
        "{ \"colors\": {\n" + (0..<count).map { "\"c\($0)\": \(value($0))" }.joined(separator: ",\n") + "\n} }"
    }

    /// 4,000 copies of one light/dark pair give one warning per later copy, each naming the first; the search kept
    /// every one of the 7,998,000 pairs (20,000 copies: 472 s, 16.5 GB).
    @Test func copiesOfOneColorAreReportedAgainstTheFirst() {
        let (diagnostics, seconds) = Self.lowered(
            Self.palette(4000) { _ in ##"{ "light": "#FFFFFF", "dark": "#000000" }"## }
        )
        #expect(diagnostics.count == 3999)
        #expect(
            diagnostics.last?.message
                == "'c3999' is the same color as 'c0' in every appearance; if they are one color, make 'c3999' an "
                + "alias of 'c0'"
        )
        #expect(
            diagnostics.allSatisfy { $0.rule == .nearDuplicate && $0.notes.first?.message == "'c0' is defined here" }
        )
        #expect(seconds < 10, "hang guard")
    }

    /// 4,000 distinct colors within ΔE00 10⁻⁵ of each other are each reported against the first, as copies are.
    @Test func colorsClusteredWithinTheThresholdAreReportedAgainstTheFirst() {
        let (diagnostics, seconds) = Self.lowered(
            Self.palette(4000) { index in
                "{ \"light\": \"color(srgb 0.5\(String(format: "%08d", index)) 0.3 0.7)\", \"dark\": \"#333333\" }"
            }
        )
        #expect(diagnostics.count == 3999)
        #expect(
            diagnostics.last?.message
                == "'c3999' is nearly the same color as 'c0' in every appearance (CIEDE2000 at most 0.01); if they are "
                + "one color, make 'c3999' an alias of 'c0'"
        )
        #expect(
            diagnostics.allSatisfy { $0.rule == .nearDuplicate && $0.notes.first?.message == "'c0' is defined here" }
        )
        #expect(seconds < 10, "hang guard")
    }

    /// 400 themes that fall back to light or dark in every one of 400 colors are searched as light and dark: the
    /// scan for alike appearances compared every two of them in every entry (36 s at 2,000 × 2,000).
    @Test func themesThatFallBackAreSearchedOnce() {
        let themes = (0..<400).map { "\"t\($0)\": { \"fallback\": \"\($0 % 2 == 0 ? "light" : "dark")\" }" }
        let colors = (0..<400).map { index in
            let (light, dark) = (
                String(format: "%06X", index * 40_000), String(format: "%06X", 0xFF_FFFF - index * 40_000)
            )
            return "\"c\(index)\": { \"light\": \"#\(light)\", \"dark\": \"#\(dark)\" }"
        }
        let (diagnostics, seconds) = Self.lowered(
            "{ \"appearances\": { \(themes.joined(separator: ", ")) },\n"
                + "\"colors\": { \(colors.joined(separator: ",\n")) } }"
        )
        #expect(diagnostics.isEmpty)
        #expect(seconds < 10, "hang guard")
        let entries = (0..<1000).map { index in
            let (light, dark) = (
                ColorValue(packedRGBA8: UInt32(index) << 8 | 0xFF), ColorValue(red: 0, green: 0, blue: 0)
            )
            return Palette.Entry(
                key: "c\(index)",
                values: [light, dark] + (0..<1000).map { $0 % 2 == 0 ? light : dark }
            )
        }
        let start = ContinuousClock.now
        #expect(NearDuplicateCheck.distinctColumns(entries) == [0, 1])
        #expect(ContinuousClock.now - start < .seconds(5), "hang guard")
    }
}
