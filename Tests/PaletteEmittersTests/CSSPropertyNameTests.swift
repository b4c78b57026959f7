import PaletteEmitters
import Testing

/// The naming rule of CSS custom properties, as a table.
@Suite struct CSSPropertyNameTests {
    @Test(
        arguments: [
            ("PGC01", "--pgc01"),
            ("pgc01", "--pgc01"),
            ("bg.secondary", "--bg-secondary"),
            ("text_primary", "--text-primary"),
            ("textPrimary", "--text-primary"),
            ("text-primary", "--text-primary"),
            ("URLColor", "--url-color"),
            ("myURLColor", "--my-url-color"),
            ("colorURL", "--color-url"),
            ("ABC", "--abc"),
            ("PGC01Dark", "--pgc01dark"),
            ("01", "--01"),
            ("a1b2", "--a1b2"),
            ("🎨", "--u1f3a8"),
            ("🎨accent", "--u1f3a8-accent"),
            ("café", "--caf-ue9"),
            ("日本", "--u65e5-u672c"),
            ("", "--_"),
            ("_", "--_"),
            ("...", "--_"),
            ("  spaced  out ", "--spaced-out"),
            ("a..b", "--a-b"),
            ("evil}; --x: red; </style>", "--evil-x-red-style"),
            ("new\nline", "--new-line"),
            ("HTTPServer2XX", "--http-server2xx"),
        ]
    )
    func nameFollowsTheRule(key: String, expected: String) {
        #expect(CSSPropertyName.make(from: key) == expected)
    }

    @Test func prefixGoesBetweenTheDashesAndTheName() {
        #expect(CSSPropertyName.make(from: "PGC01", prefix: "app-") == "--app-pgc01")
        #expect(CSSPropertyName.make(from: "", prefix: "app-") == "--app-_")
    }

    @Test func everyNameIsPlainASCIIFromTheSafeSet() {
        let keys = ["a\u{0}b", "x\u{7F}y", "\u{2028}", "Ä", "e\u{301}", "👩‍👩‍👧", "}{;:\"'\\"]
        for key in keys {
            let name = CSSPropertyName.make(from: key)
            #expect(name.hasPrefix("--"))
            #expect(
                name.utf8.dropFirst(2).allSatisfy { byte in
                    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x5F
                },
                "\(name)"
            )
        }
    }

    /// ASCII keys are named from their bytes and other keys scalar by scalar: a non-ASCII letter added at the end
    /// sends a key down the second way, and must only add its own word.
    @Test func asciiKeysAreNamedAsTheScalarWalkNamesThem() {
        for key in RandomKeys.ascii(5_000) {
            let name = CSSPropertyName.make(from: key)
            guard name != "--_" else { continue }
            #expect(CSSPropertyName.make(from: key + "é") == name + "-ue9", "\(key)")
        }
    }
}
