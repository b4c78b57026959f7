import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the asset-catalog reader.
@Suite struct ForeignXcassetsReaderTests {
    /// A colorset `Contents.json` with the given `colors` items.
    static func colorset(_ items: [String]) -> String {
        "{ \"colors\" : [ \(items.joined(separator: ", ")) ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }"
    }

    /// One `colors` item.
    static func item(_ components: String, space: String = "srgb", appearances: String = "") -> String {
        let list = appearances.isEmpty ? "" : "\"appearances\" : [ \(appearances) ], "
        return
            "{ \(list)\"color\" : { \"color-space\" : \"\(space)\", \"components\" : { \(components) } }, \"idiom\" : \"universal\" }"
    }

    /// The dark luminosity appearance.
    static let dark = "{ \"appearance\" : \"luminosity\", \"value\" : \"dark\" }"
    /// The high-contrast appearance.
    static let high = "{ \"appearance\" : \"contrast\", \"value\" : \"high\" }"

    @Test func componentEncodingsAndAppearanceSlots() {
        let any = Self.item("\"red\" : \"0.918\", \"green\" : \"66\", \"blue\" : \"0x0A\", \"alpha\" : \"1.000\"")
        let dark = Self.item(
            "\"red\" : \"0.5\", \"green\" : 0, \"blue\" : 1.0, \"alpha\" : \"0.500\"",
            appearances: Self.dark
        )
        let high = Self.item(
            "\"red\" : \"1.000\", \"green\" : \"1.000\", \"blue\" : \"1.000\", \"alpha\" : \"1.000\"",
            appearances: Self.high
        )
        let darkHigh = Self.item(
            "\"red\" : \"0.000\", \"green\" : \"0.000\", \"blue\" : \"0.000\", \"alpha\" : \"1.000\"",
            appearances: Self.dark + ", " + Self.high
        )
        let files = [
            "A.xcassets/Contents.json": "{}",
            "A.xcassets/Brand.colorset/Contents.json": Self.colorset([any, dark, high, darkHigh]),
        ]
        let (palette, diagnostics) = ForeignRead.lower(nil, "A.xcassets", files)
        #expect(diagnostics.diagnostics.isEmpty)
        // "0.918" is Xcode's spelling of 234/255; "66" is 0–255; "0x0A" is hex.
        #expect(ForeignRead.value(palette, "Brand", "light") == "#EA420AFF")
        #expect(palette?.entries.first?.values.first?.red == 234.0 / 255.0)
        // "0.5" is not a rounding of an 8-bit value, so it stays 0.5.
        #expect(palette?.entries.first?.values[1].red == 0.5)
        #expect(ForeignRead.value(palette, "Brand", "light-hc") == "#FFFFFFFF")
        #expect(ForeignRead.value(palette, "Brand", "dark-hc") == "#000000FF")
    }

    @Test func namespacesOtherSetsAndDisplayP3() {
        let files = [
            "A.xcassets/Contents.json": "{}",
            "A.xcassets/Brand/Contents.json": "{ \"properties\" : { \"provides-namespace\" : true } }",
            "A.xcassets/Brand/Main.colorset/Contents.json": Self.colorset([
                Self.item(
                    "\"red\" : \"1.000\", \"green\" : \"0.200\", \"blue\" : \"0.100\", \"alpha\" : \"1.000\"",
                    space: "display-p3"
                )
            ]),
            "A.xcassets/Plain/Other.colorset/Contents.json": Self.colorset([
                Self.item("\"white\" : \"0.000\", \"alpha\" : \"1.000\"", space: "gray-gamma-22")
            ]),
            "A.xcassets/AppIcon.appiconset/Contents.json": "{ \"images\" : [] }",
        ]
        let (palette, diagnostics) = ForeignRead.lower(nil, "A.xcassets", files)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(palette?.entries.map(\.key) == ["Brand/Main", "Other"])
        #expect(palette?.entries.first?.values.first?.space == .displayP3)
        #expect(palette?.entries.first?.values.first?.green == 0.2)
        #expect(ForeignRead.value(palette, "Other", "dark") == "#000000FF")
    }

    @Test func referencesRangesAndIntegerAlphaAreReported() {
        let marked = MarkedText(
            Self.colorset([
                "{ \"color\" : 1️⃣{ \"platform\" : \"ios\", \"reference\" : \"systemBlueColor\" }, \"idiom\" : \"universal\" }",
                "{ \"appearances\" : [ \(Self.dark) ], \"color\" : 2️⃣{ \"color-space\" : \"extended-srgb\", \"components\" : { \"red\" : \"1.200\", \"green\" : \"0.000\", \"blue\" : \"0.000\", \"alpha\" : \"1.000\" } }, \"idiom\" : \"universal\" }",
                "{ \"appearances\" : [ \(Self.high) ], \"color\" : 3️⃣{ \"color-space\" : \"srgb\", \"components\" : { \"red\" : \"1.000\", \"green\" : \"0.000\", \"blue\" : \"0.000\", \"alpha\" : \"1\" } }, \"idiom\" : \"universal\" }",
            ])
        )
        let (_, diagnostics) = ForeignRead.read(.xcassets, "X.colorset", ["X.colorset/Contents.json": marked.text])
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.unsupportedByFormat, marked, "1️⃣"), ForeignRead.place(.colorOutOfRange, marked, "2️⃣"),
                ForeignRead.place(.formatHazard, marked, "3️⃣"),
            ]
        )
        #expect(diagnostics.sorted().last?.message.contains("1/255") == true)
    }

    @Test func idiomSpecificColorsAreNotReadButSaid() {
        let any = Self.item("\"red\" : \"1.000\", \"green\" : \"1.000\", \"blue\" : \"1.000\", \"alpha\" : \"1.000\"")
        let mac = any.replacingOccurrences(of: "\"universal\"", with: "\"mac\"")
        let (palette, diagnostics) = ForeignRead.lower(
            nil,
            "X.colorset",
            ["X.colorset/Contents.json": Self.colorset([any, mac])]
        )
        #expect(diagnostics.diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.diagnostics.first?.message.contains("idiom 'mac'") == true)
        #expect(ForeignRead.value(palette, "X", "dark") == "#FFFFFFFF")
    }

    /// An sRGB `color` object from 8-bit hex components, as Xcode writes them (`"0x11"`).
    static func hexColor(_ red: String, _ green: String, _ blue: String) -> String {
        "{ \"color-space\" : \"srgb\", \"components\" : { \"red\" : \"0x\(red)\", \"green\" : \"0x\(green)\", \"blue\" : \"0x\(blue)\", \"alpha\" : \"1.000\" } }"
    }

    @Test func aSecondColorForOneAppearanceIsAWarningNamingTheFirst() throws {
        let path = "A.xcassets/Brand.colorset/Contents.json"
        let marked = MarkedText(
            """
            {
              "colors" : [
                1️⃣{
                  "color" : \(Self.hexColor("11", "22", "33")),
                  "idiom" : "universal"
                },
                2️⃣{
                  "color" : \(Self.hexColor("44", "55", "66")),
                  "idiom" : "universal"
                },
                3️⃣{
                  "appearances" : [ \(Self.dark) ],
                  "color" : \(Self.hexColor("77", "88", "99")),
                  "idiom" : "universal"
                },
                4️⃣{
                  "appearances" : [ \(Self.dark) ],
                  "color" : \(Self.hexColor("AA", "BB", "CC")),
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """
        )
        let files = ["A.xcassets/Contents.json": "{}", path: marked.text]
        let (palette, diagnostics) = ForeignRead.lower(nil, "A.xcassets", files)
        let firstAny = try #require(marked.position("1️⃣")).line
        let firstDark = try #require(marked.position("3️⃣")).line
        #expect(
            diagnostics.printedLines == [
                "\(marked.place("2️⃣", in: path)): warning: 'Brand' has a second color for Any; the first, at line \(firstAny), is read and this one is not [duplicate-key]",
                "\(marked.place("4️⃣", in: path)): warning: 'Brand' has a second color for Dark; the first, at line \(firstDark), is read and this one is not [duplicate-key]",
            ]
        )
        let notes = diagnostics.sorted().flatMap(\.notes).map { note in
            "\(note.location.map { "\($0.path):\($0.line):\($0.column)" } ?? "-"): \(note.message)"
        }
        #expect(
            notes == [
                "\(marked.place("1️⃣", in: path)): the first color for Any",
                "\(marked.place("3️⃣", in: path)): the first color for Dark",
            ]
        )
        #expect(ForeignRead.value(palette, "Brand", "light") == "#112233FF")
        #expect(ForeignRead.value(palette, "Brand", "dark") == "#778899FF")
    }

    @Test func xcodesEmptyAccentColorPlaceholderIsSkippedWithAWarning() {
        let path = "A.xcassets/AccentColor.colorset/Contents.json"
        let marked = MarkedText(
            """
            {
              "colors" : 1️⃣[
                {
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }
            """
        )
        let paper = Self.colorset([
            Self.item("\"red\" : \"1.000\", \"green\" : \"1.000\", \"blue\" : \"1.000\", \"alpha\" : \"1.000\"")
        ])
        let files = [
            "A.xcassets/Contents.json": "{}", path: marked.text, "A.xcassets/Paper.colorset/Contents.json": paper,
        ]
        let (palette, diagnostics) = ForeignRead.lower(nil, "A.xcassets", files)
        #expect(
            diagnostics.printedLines == [
                "\(marked.place("1️⃣", in: path)): warning: 'AccentColor': this colorset holds no color (none of its \"colors\" has a \"color\", as in Xcode's empty placeholder); it is skipped [unsupported-by-format]"
            ]
        )
        #expect(palette?.entries.map(\.key) == ["Paper"])
        #expect(ForeignRead.value(palette, "Paper", "dark") == "#FFFFFFFF")
    }

    @Test func aCatalogHoldingOnlyThePlaceholderIsAnEmptyPalette() {
        // Found by the colorset fuzzer: with its one colorset skipped, the catalog lowered to a palette with no
        // colors, which no output can hold.
        let path = "A.xcassets/AccentColor.colorset/Contents.json"
        let root = MarkedText("1️⃣{}")
        let files = ["A.xcassets/Contents.json": root.text, path: #"{ "colors" : [ { "idiom" : "universal" } ] }"#]
        let (palette, diagnostics) = ForeignRead.lower(nil, "A.xcassets", files)
        #expect(palette == nil)
        #expect(diagnostics.printedLines.count == 2)
        #expect(diagnostics.printedLines.first?.hasSuffix("it is skipped [unsupported-by-format]") == true)
        let empty =
            root.place("1️⃣", in: "A.xcassets/Contents.json")
            + ": error: the palette has no colors and no images [empty-palette]"
        #expect(diagnostics.printedLines.last == empty)
    }
}
