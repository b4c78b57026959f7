import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the Android resources reader.
@Suite struct ForeignAndroidReaderTests {
    /// A `<resources>` file with the given colors.
    static func resources(_ colors: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(colors)</resources>\n"
    }

    @Test func readsDefaultAndNightWithAlphaFirst() {
        let files = [
            "res/values/colors.xml": Self.resources(
                "<color name=\"pgc01\">#FF0A84FF</color>\n<color name=\"scrim\">#80000000</color>\n<color name=\"short\">#8abc</color>\n<color name=\"link\">@color/pgc01</color>\n<string name=\"app\">x</string>\n"
            ),
            "res/values-night/colors.xml": Self.resources("<color name=\"pgc01\"> #409CFF </color>\n"),
        ]
        let (palette, diagnostics) = ForeignRead.lower(nil, "res", files)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(palette?.entries.map(\.key) == ["pgc01", "scrim", "short", "link"])
        #expect(ForeignRead.value(palette, "pgc01", "light") == "#0A84FFFF")
        #expect(ForeignRead.value(palette, "pgc01", "dark") == "#409CFFFF")
        #expect(ForeignRead.value(palette, "scrim", "dark") == "#00000080")
        // #ARGB: alpha first, each digit doubled.
        #expect(ForeignRead.value(palette, "short", "light") == "#AABBCC88")
        #expect(ForeignRead.value(palette, "link", "dark") == "{pgc01}")
        #expect(palette?.entries.last?.values[1].hexRGBA == "#409CFFFF")
    }

    @Test func nightOnlyColorsPlatformColorsAndBadValuesAreReported() {
        let light = MarkedText(
            Self.resources("<color name=\"a\">1️⃣@android:color/white</color>\n<color name=\"b\">2️⃣#12345</color>\n")
        )
        let night = MarkedText(Self.resources("<color name=\"3️⃣c\">#000000</color>\n"))
        let files = [
            "res/values/colors.xml": light.text, "res/values-night/colors.xml": night.text,
            "res/values-v21/colors.xml": Self.resources(""),
        ]
        let (_, diagnostics) = ForeignRead.read(nil, "res", files)
        // Ordered by file: values-night/, values-v21/, values/.
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.formatHazard, night, "3️⃣"), "unsupported-by-format@1:1",
                ForeignRead.place(.unsupportedByFormat, light, "1️⃣"), ForeignRead.place(.invalidColor, light, "2️⃣"),
            ]
        )
        let rules = diagnostics.diagnostics.map { "\($0.severity.rawValue) \($0.rule.rawValue)" }.sorted()
        #expect(
            rules == [
                "error format-hazard", "error invalid-color", "error unsupported-by-format",
                "warning unsupported-by-format",
            ]
        )
        #expect(diagnostics.sorted().first?.location?.path == "res/values-night/colors.xml")
        let ignored = diagnostics.diagnostics.first { $0.severity == .warning }
        #expect(ignored?.location?.path == "res/values-v21/colors.xml")
    }
}
