import PaletteEmitters
import Testing

/// Tests of the naming rule that turns palette keys into Swift identifiers.
@Suite struct SwiftIdentifierTests {
    @Test(
        arguments: [
            ("PGC01", "pgc01"),
            ("pgc01", "pgc01"),
            ("textPrimary", "textPrimary"),
            ("bg.secondary", "bgSecondary"),
            ("text-primary", "textPrimary"),
            ("text_primary", "textPrimary"),
            ("TEXT_PRIMARY", "textPrimary"),
            ("Brand Blue", "brandBlue"),
            ("URLColor", "urlColor"),
            ("colorURL", "colorUrl"),
            ("ABc", "aBc"),
            ("v2Color", "v2color"),
            ("01", "_01"),
            ("1st-place", "_1stPlace"),
            ("default", "default"),
            ("self", "self"),
            ("🎨accent", "u1F3A8Accent"),
            ("brand🎨", "brandU1F3A8"),
            ("café", "cafUE9"),
            ("", "_"),
            ("...", "_"),
            ("_", "_"),
            ("a\"b\\", "aB"),
            ("line\nbreak", "lineBreak"),
        ]
    )
    func keyBecomesIdentifier(key: String, identifier: String) {
        #expect(SwiftIdentifier.make(from: key) == identifier)
    }

    @Test(
        arguments: [
            ("brand colors", "BrandColors"),
            ("Brand", "Brand"),
            ("my-app_palette", "MyAppPalette"),
            ("LFLDarkMode", "LflDarkMode"),
            ("01 colors", "_01Colors"),
            ("🎨", "U1F3A8"),
            ("", "_"),
        ]
    )
    func nameBecomesTypeName(name: String, typeName: String) {
        #expect(SwiftIdentifier.makeType(from: name) == typeName)
    }

    @Test func keysDifferingOnlyInCaseOrSeparatorsCollide() {
        #expect(SwiftIdentifier.make(from: "PGC01") == SwiftIdentifier.make(from: "pgc01"))
        #expect(SwiftIdentifier.make(from: "text-primary") == SwiftIdentifier.make(from: "textPrimary"))
        #expect(SwiftIdentifier.make(from: "a") != SwiftIdentifier.make(from: "b"))
    }

    @Test func keywordsNeedBackticksAndOrdinaryNamesDoNot() {
        for keyword in ["default", "class", "self", "Self", "Type", "init", "true", "false", "nil", "any", "some", "_"]
        {
            #expect(SwiftIdentifier.isKeyword(keyword), "\(keyword)")
        }
        for name in ["pgc01", "textPrimary", "defaults", "color", "all", "u1F3A8Accent", "_01"] {
            #expect(!SwiftIdentifier.isKeyword(name), "\(name)")
        }
    }

    @Test func identifiersAreAlwaysPlainASCIINamesThatDoNotStartWithADigit() {
        let keys = ["PGC01", "🎨accent", "01", "", "a b c", "ÄÖÜ", "\u{0}x", "9", "日本語", "x\u{301}"]
        for key in keys {
            let identifier = SwiftIdentifier.make(from: key)
            let bytes = Array(identifier.utf8)
            #expect(!bytes.isEmpty)
            #expect(
                bytes.allSatisfy {
                    $0 < 0x80 && ($0 == 0x5F || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39))
                }
            )
            #expect(!(bytes[0] >= 0x30 && bytes[0] <= 0x39), "\(identifier)")
        }
    }

    /// ASCII keys are named from their bytes and other keys scalar by scalar: a non-ASCII letter added at the end
    /// sends a key down the second way, and must only add its own word.
    @Test func asciiKeysAreNamedAsTheScalarWalkNamesThem() {
        for key in RandomKeys.ascii(5_000) {
            let name = SwiftIdentifier.make(from: key)
            guard name != "_" else { continue }
            #expect(SwiftIdentifier.make(from: key + "é") == name + "UE9", "\(key)")
        }
    }
}
