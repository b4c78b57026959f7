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
            Self.resources(
                "<color name=\"a\">1️⃣@android:color/system_neutral1_900</color>\n<color name=\"b\">2️⃣#12345</color>\n"
            )
        )
        let night = MarkedText(Self.resources("<color name=\"3️⃣c\">#000000</color>\n"))
        let v21 = MarkedText(Self.resources("<color name=\"4️⃣a\">#000000</color>\n"))
        let files = [
            "res/values/colors.xml": light.text, "res/values-night/colors.xml": night.text,
            "res/values-v21/colors.xml": v21.text, "res/values-v23/strings.xml": Self.resources(""),
        ]
        let (_, diagnostics) = ForeignRead.read(nil, "res", files)
        // Errors by file (values-night/, then values/), then the note.
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.formatHazard, night, "3️⃣"), ForeignRead.place(.unsupportedByFormat, light, "1️⃣"),
                ForeignRead.place(.invalidColor, light, "2️⃣"), ForeignRead.place(.unsupportedByFormat, v21, "4️⃣"),
            ]
        )
        let rules = diagnostics.diagnostics.map { "\($0.severity.rawValue) \($0.rule.rawValue)" }.sorted()
        #expect(
            rules == [
                "error format-hazard", "error invalid-color", "error unsupported-by-format",
                "note unsupported-by-format",
            ]
        )
        #expect(diagnostics.sorted().first?.location?.path == "res/values-night/colors.xml")
        // One note for the qualifier folders that define colors; values-v23/ defines none.
        let ignored = diagnostics.diagnostics.first { $0.severity == .note }
        #expect(ignored?.location?.path == "res/values-v21/colors.xml")
        #expect(
            ignored?.message
                == "the colors in values-v21/ are not read: they apply only on some devices; palettec reads values/, values-night/ (dark) and values-notnight/ (light)"
        )
    }

    @Test func frameworkWhiteBlackAndTransparentHaveTheirFixedValues() {
        let files = [
            "res/values/colors.xml": Self.resources(
                "<color name=\"paper\">@android:color/white</color>\n<color name=\"ink\">@android:color/black</color>\n<color name=\"scrim\"> @android:color/transparent </color>\n"
            ),
            "res/values-night/colors.xml": Self.resources("<color name=\"paper\">@android:color/black</color>\n"),
        ]
        let (palette, diagnostics) = ForeignRead.lower(nil, "res", files)
        #expect(diagnostics.printedLines == [])
        #expect(ForeignRead.value(palette, "paper", "light") == "#FFFFFFFF")
        #expect(ForeignRead.value(palette, "paper", "dark") == "#000000FF")
        #expect(ForeignRead.value(palette, "ink", "light") == "#000000FF")
        #expect(ForeignRead.value(palette, "ink", "dark") == "#000000FF")
        #expect(ForeignRead.value(palette, "scrim", "light") == "#00000000")
        #expect(ForeignRead.value(palette, "scrim", "dark") == "#00000000")
    }

    @Test func dynamicSystemColorsAndOtherResourcesStayRefused() {
        let path = "res/values/colors.xml"
        let light = MarkedText(
            Self.resources(
                "<color name=\"b\">2️⃣@android:color/system_accent1_500</color>\n<color name=\"c\">3️⃣@android:color/White</color>\n<color name=\"d\">4️⃣@drawable/logo</color>\n"
            )
        )
        let (_, diagnostics) = ForeignRead.read(nil, "res", [path: light.text])
        let refused =
            "refers to a platform color the device decides or to a resource that is not a color, which a palette "
            + "cannot hold; give the color"
        #expect(
            diagnostics.printedLines == [
                "\(light.place("2️⃣", in: path)): error: '@android:color/system_accent1_500' \(refused) [unsupported-by-format]",
                "\(light.place("3️⃣", in: path)): error: '@android:color/White' \(refused) [unsupported-by-format]",
                "\(light.place("4️⃣", in: path)): error: '@drawable/logo' \(refused) [unsupported-by-format]",
            ]
        )
    }
}
