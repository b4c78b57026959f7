import PaletteFrontend

extension ForeignCorpusTests {
    /// LFLDarkModeKit's example bundles.
    static let lfl = "DevDragonLi-LFLDarkModeKit/"
    /// DKNightVersion's tables.
    static let dk = "Draveness-DKNightVersion/"
    /// SwiftGen's color fixtures.
    static let swiftgen = "SwiftGen-SwiftGen/Sources/TestUtils/Fixtures/Resources/"
    /// NetNewsWire's colorsets.
    static let netNewsWire = "Ranchero-Software-NetNewsWire/"
    /// Fluent UI's colorsets.
    static let fluent = "microsoft-fluentui-apple/"
    /// Style Dictionary's own token files.
    static let amazon = "amzn-style-dictionary/"
    /// Style Dictionary's dark-mode example.
    static let dbanks = "dbanksdesign-style-dictionary-dark-mode/"
    /// Terrazzo's fixtures.
    static let terrazzo = "terrazzoapp-terrazzo/packages/"

    /// The pinned outcome of every corpus input.
    static let expectations: [Expectation] =
        lflAndDK + swiftgenColors + catalogs + styleDictionary + designTokens
        + unrecognized + figmaExpectations + cssExpectations + studioExpectations + androidExpectations
        + restExpectations

    /// LFLDarkModeKit bundles and DKNightVersion tables.
    static let lflAndDK: [Expectation] = [
        Expectation(
            input: lfl + "Example/LFLDarkModeDemo/darkModeAdapterColor.bundle",
            covers: [
                lfl + "Example/LFLDarkModeDemo/darkModeAdapterColor.bundle/light.plist",
                lfl + "Example/LFLDarkModeDemo/darkModeAdapterColor.bundle/dark.plist",
            ],
            format: .lflBundle,
            entries: 1,
            // The shipped example is the reverse of the slides: light FFFFFF, dark 000000.
            values: ["PColor0@light": "#FFFFFFFF", "PColor0@dark": "#000000FF"],
            palette: 1
        ),
        Expectation(
            input: lfl + "tag-3.0.0/Example/LFLDarkModeDemo/darkModeAdapterColor.bundle",
            covers: [
                lfl + "tag-3.0.0/Example/LFLDarkModeDemo/darkModeAdapterColor.bundle/light.plist",
                lfl + "tag-3.0.0/Example/LFLDarkModeDemo/darkModeAdapterColor.bundle/dark.plist",
            ],
            format: .lflBundle,
            entries: 1,
            values: ["DEMO@light": "#FFFFFFFF", "DEMO@dark": "#000000FF"],
            palette: 1
        ),
        Expectation(
            input: dk + "DKNightVersion/ColorTable/DKColorTable.txt",
            format: .dkTable,
            entries: 6,
            values: [
                "BG@light": "#FFFFFFFF", "BG@dark": "#343434FF", "BG@RED": "#FAFAFAFF", "TINT@RED": "#FA0000FF",
                "HIGHLIGHTED@dark": "#222222FF",
            ],
            palette: 6
        ),
        Expectation(
            input: dk + "branch-feature-plist/DKNightVersion/ColorTable/DKColorTable.plist",
            format: .dkTable,
            entries: 6,
            values: ["BG@light": "#FFFFFFFF", "SEP@dark": "#313131FF", "TINT@RED": "#FA0000FF"],
            rules: ["warning format-hazard"],
            palette: 6
        ),
        Expectation(
            input: dk + "branch-plist/DKNightVersion/ColorTable/DKColorTable.plist",
            format: .dkTable,
            entries: 6,
            // This branch's sample copies BG into every row; palettec reads it as written. The rows name roles
            // (SEP, TINT, TEXT), which may share a color by design, so `near-duplicate` says nothing.
            values: ["TINT@light": "#FFFFFFFF", "TINT@dark": "#343434FF", "HIGHLIGHTED@RED": "#FAFAFAFF"],
            rules: ["warning format-hazard"],
            palette: 6
        ),
    ]

    /// SwiftGen's colors files: one appearance, so every value is for every appearance.
    static let swiftgenColors: [Expectation] = [
        Expectation(
            input: swiftgen + "Colors/bad-name.xml",
            format: .swiftgen,
            entries: 3,
            // `bar` is not defined: lowering reports the unknown alias.
            values: ["ArticleTitle@*": "{foo}", "foo@*": "{bar}", "test@*": "#FFFFFFFF"],
            loweringRules: ["error unknown-alias"]
        ),
        Expectation(
            input: swiftgen + "Colors/bad-syntax.json",
            format: .paletteJSON,
            readAs: .swiftgen,
            documents: 0,
            rules: ["error json-syntax"]
        ),
        Expectation(
            input: swiftgen + "Colors/bad-syntax.txt",
            format: .swiftgen,
            documents: 0,
            rules: ["error invalid-utf8"]
        ),
        Expectation(
            input: swiftgen + "Colors/bad-syntax.xml",
            format: .swiftgen,
            // The reader's error is the cause: lowering adds no empty-palette.
            rules: ["error missing-field"]
        ),
        Expectation(
            input: swiftgen + "Colors/bad-value.json",
            format: .swiftgen,
            entries: 1,
            rules: ["error invalid-color"]
        ),
        Expectation(
            input: swiftgen + "Colors/bad-value.txt",
            format: .swiftgen,
            entries: 1,
            rules: ["error invalid-color"]
        ),
        Expectation(
            input: swiftgen + "Colors/bad-value.xml",
            format: .swiftgen,
            entries: 1,
            rules: ["error invalid-color"]
        ),
        Expectation(
            input: swiftgen + "Colors/colors-argb.xml",
            format: .swiftgen,
            entries: 4,
            values: ["ArticleTitle@*": "#33FE66FF", "ArticleFootnote@*": "#FFFF66CC"],
            rules: ["warning format-hazard", "warning format-hazard"],
            palette: 4
        ),
        Expectation(
            input: swiftgen + "Colors/colors.json",
            format: .swiftgen,
            entries: 5,
            values: ["ArticleBody@*": "#339666FF", "ArticleFootnote@*": "#FF66CCFF", "private@*": "#FFFFFFCC"],
            palette: 5,
            // `ArticleFootnote` repeats the named color `theme_cyan`, which the XML form of this fixture aliases.
            loweringRules: ["warning near-duplicate"]
        ),
        Expectation(
            input: swiftgen + "Colors/colors.xml",
            format: .swiftgen,
            entries: 5,
            values: ["ArticleFootnote@*": "{theme_cyan}", "theme_cyan@*": "#FF66CCFF"],
            rules: ["warning format-hazard", "warning format-hazard"],
            palette: 5
        ),
        Expectation(
            input: swiftgen + "Colors/extra.txt",
            format: .swiftgen,
            entries: 7,
            values: ["Cyan-Color@*": "#FF66CCFF", "private@*": "#FFFFFFCC", "NestedNamedValue@*": "{NamedValue}"],
            palette: 7
        ),
    ]

    /// Asset catalogs from SwiftGen, NetNewsWire, Fluent UI, Terrazzo and LFLDarkModeKit.
    static let catalogs: [Expectation] = [
        Expectation(
            input: swiftgen + "XCAssets/Styles.xcassets",
            covers: [
                "Contents.json", "24Vision/Contents.json", "24Vision/Background.colorset/Contents.json",
                "24Vision/Primary.colorset/Contents.json", "Vengo/Contents.json",
                "Vengo/Primary.colorset/Contents.json",
                "Vengo/Tint.colorset/Contents.json",
            ].map { swiftgen + "XCAssets/Styles.xcassets/" + $0 },
            format: .xcassets,
            entries: 4,
            // Float components ("0.918") and 0–255 integers ("66") in one file.
            values: [
                "Vengo/Primary@light": "#EAE6DEFF", "Vengo/Primary@dark": "#423C4DFF",
                "24Vision/Primary@*": "#D8011BFF",
            ],
            palette: 4
        ),
        Expectation(
            input: netNewsWire + "Widget/Assets.xcassets",
            covers: [netNewsWire + "Widget/Assets.xcassets/AccentColor.colorset/Contents.json"],
            format: .xcassets,
            entries: 1,
            values: ["AccentColor@light": "#086AEEFF", "AccentColor@dark": "p3(0.426 0.611 0.929 1)"],
            palette: 1
        ),
        Expectation(
            input: netNewsWire + "iOS/Resources/Assets.xcassets",
            covers: ["barBackgroundColor", "fullScreenBackgroundColor", "primaryAccentColor"].map {
                netNewsWire + "iOS/Resources/Assets.xcassets/\($0).colorset/Contents.json"
            },
            format: .xcassets,
            entries: 3,
            // System color references cannot be palette values; hex components ("0x08") and gray-gamma-22 can.
            values: [
                "primaryAccentColor@light": "#086AEEFF", "primaryAccentColor@dark": "#2D80F1FF",
                "fullScreenBackgroundColor@dark": "#000000FF",
            ],
            rules: Array(repeating: "error unsupported-by-format", count: 3)
        ),
        Expectation(
            input: fluent + "Demos/FluentUIDemo_macOS/FluentUITestApp/Assets.xcassets",
            covers: [
                fluent
                    + "Demos/FluentUIDemo_macOS/FluentUITestApp/Assets.xcassets/Colors/DemoPrimaryColor.colorset/Contents.json"
            ],
            format: .xcassets,
            entries: 1,
            values: ["DemoPrimaryColor@light": "#107C41FF", "DemoPrimaryColor@dark": "#10883BFF"],
            palette: 1
        ),
        Expectation(
            input: fluent + "Sources/FluentUI_iOS/Resources/FluentUI-ios.xcassets",
            covers: [
                fluent
                    + "Sources/FluentUI_iOS/Resources/FluentUI-ios.xcassets/Presence/presenceBorder.colorset/Contents.json"
            ],
            format: .xcassets,
            entries: 1,
            values: ["presenceBorder@light": "#FFFFFFFF", "presenceBorder@dark": "#141414FF"],
            palette: 1
        ),
        Expectation(
            input: fluent + "Sources/FluentUI_macOS/Resources/FluentUI-macos.xcassets",
            covers: ["brandBackgroundDisabled", "innerShadow"].map {
                fluent
                    + "Sources/FluentUI_macOS/Resources/FluentUI-macos.xcassets/ButtonColors/\($0).colorset/Contents.json"
            },
            format: .xcassets,
            entries: 2,
            // Per-appearance alpha, and a single Any color that stands for every appearance.
            values: [
                "brandBackgroundDisabled@light": "#25252540", "brandBackgroundDisabled@dark": "#56565680",
                "innerShadow@*": "#FFFFFF33",
            ],
            palette: 2
        ),
        Expectation(
            input: terrazzo + "plugin-swift/test/color/Want.xcassets",
            covers: [terrazzo + "plugin-swift/test/color/Want.xcassets/color.primitive.blue.1.colorset/Contents.json"],
            format: .xcassets,
            entries: 1,
            values: ["color.primitive.blue.1@light": "p3(0.984314 0.992157 1 1)"],
            palette: 1
        ),
        Expectation(
            input: lfl + "Example/LFLDarkModeDemo/Images.xcassets",
            covers: [lfl + "Example/LFLDarkModeDemo/Images.xcassets/exampleImage.imageset/Contents.json"],
            format: .xcassets,
            // One image in Xcode's shape (empty 1x and 2x slots, the files at 3x), whose PNG files the corpus does
            // not hold: each is an error where the set names it.
            entries: 0,
            images: 1,
            rules: ["error unreadable-file", "error unreadable-file"]
        ),
    ]

    /// Style Dictionary folders (cross-file references resolve in lowering).
    static let styleDictionary: [Expectation] = [
        Expectation(
            input: amazon + "__integration__/tokens",
            covers: ["background.json", "border.json", "brand.json", "core.json", "font.jsonc"].map {
                amazon + "__integration__/tokens/color/" + $0
            },
            format: .styleDictionary,
            documents: 5,
            entries: 153,
            // `border.json` has empty tokens; `font.jsonc` has comments and trailing commas, which JSONC allows.
            values: [
                "color.core.green.0@*": "#ebf9eb", "color.background.primary@*": "{color.core.neutral.0}",
                "color.font.interactive@*": "{color.brand.primary}",
            ],
            palette: 153
        ),
        Expectation(
            input: amazon + "examples/advanced/variables-in-outputs/tokens",
            covers: ["background.json", "palette.json"].map {
                amazon + "examples/advanced/variables-in-outputs/tokens/color/" + $0
            },
            format: .styleDictionary,
            documents: 2,
            entries: 13,
            values: ["color.palette.neutral.80@*": "#63676B", "color.background.base@*": "{color.background.primary}"],
            palette: 13
        ),
        Expectation(
            input: dbanks + "single-token/tokens",
            covers: ["color/background", "color/border", "color/brand", "color/core", "color/font", "component/button"]
                .map {
                    dbanks + "single-token/tokens/\($0).json5"
                },
            format: .styleDictionary,
            documents: 6,
            entries: 186,
            values: [
                "color.background.primary@light": "{color.core.white}",
                "color.background.primary@dark": "{color.core.neutral.1000}",
                "color.background.primary@light-hc": "{color.core.white}",
                "color.background.primary@dark-hc": "{color.core.black}",
                // `{…darkValue}` in the dark slot is an alias to the same appearance.
                "component.button.primary.background-color@dark": "{color.brand.secondary.base}",
                // A reference to another component token is a color because that token refers to a color.
                "component.button.outline.active.background-color@*": "{component.button.outline.background-color}",
            ],
            palette: 186
        ),
        Expectation(
            input: dbanks + "multi-file/tokens",
            covers: multiFileTokens,
            format: .styleDictionary,
            documents: 7,
            entries: 194,
            values: [
                "color.background.primary@light": "{color.core.white}",
                "color.background.primary@dark": "{color.core.neutral.1000}",
                "color.background.primary@light-hc": "{color.core.white}",
                "color.background.primary@dark-hc": "{color.core.black}",
                "color.background.interactive@*": "{color.brand.primary.base}",
            ],
            // background.json5 defines `disabled` twice.
            rules: ["error duplicate-key"],
            palette: 194
        ),
    ]

    /// The files of the multi-file dark-mode example.
    static let multiFileTokens: [String] = {
        var names: [String] = []
        for base in ["background", "border", "brand", "font"] {
            names += ["", ".dark", ".hc", ".hcDark"].map { "color/" + base + $0 }
        }
        names += ["color/core", "component/badge", "component/button", "component/button.dark"]
        return names.map { dbanks + "multi-file/tokens/\($0).json5" }
    }()

    /// Design Tokens files and resolvers.
    static let designTokens: [Expectation] = [
        Expectation(
            input: amazon + "examples/basic/tokens/colors.json",
            format: .dtcg,
            entries: 11,
            values: ["colors.black@*": "#000000", "colors.orange.500@*": "#ed8936"],
            palette: 11
        ),
        Expectation(
            input: terrazzo + "cli/test/fixtures/check-valid/tokens.json",
            format: .dtcg,
            entries: 1,
            values: ["color.blue.100@*": "#0033FFFF"],
            palette: 1
        ),
        Expectation(
            input: terrazzo + "cli/test/fixtures/check-invalid/tokens.json",
            format: .dtcg,
            entries: 1,
            // The components are a string, not an array.
            rules: ["error wrong-type"]
        ),
        Expectation(
            input: terrazzo + "cli/test/fixtures/get-transforms-resolver/resolver.json",
            covers: [
                "resolver.json", "themes/light.tokens.json", "themes/dark.tokens.json", "themes/light-hc.tokens.json",
                "themes/dark-hc.tokens.json",
            ].map { terrazzo + "cli/test/fixtures/get-transforms-resolver/" + $0 },
            format: .dtcg,
            entries: 1,
            values: [
                "base.color.green.6@light": "#116329FF", "base.color.green.6@dark": "#196C2EFF",
                "base.color.green.6@light-hc": "#024C1AFF", "base.color.green.6@dark-hc": "#02A232FF",
            ],
            palette: 1
        ),
        Expectation(
            input: terrazzo + "parser/test/fixtures/resolver-simple/example.resolver.json",
            covers: ["example.resolver.json", "foundation/colors.tokens.json", "theme/dark.tokens.json"].map {
                terrazzo + "parser/test/fixtures/resolver-simple/" + $0
            },
            format: .dtcg,
            entries: 1,
            // The light context is empty: light is the foundation set's value; dark overrides it.
            values: ["color.blue.6@light": "#0550AEFF", "color.blue.6@dark": "#1158C7FF"],
            palette: 1
        ),
        Expectation(
            input: terrazzo + "plugin-css/test/fixtures/type-color/color.resolver.json",
            covers: [
                "color.resolver", "light.tokens", "light-colorblind.tokens", "light-high-contrast.tokens",
                "dark.tokens",
                "dark-dimmed.tokens", "dark-high-contrast.tokens", "dark-colorblind.tokens",
            ].map { terrazzo + "plugin-css/test/fixtures/type-color/\($0).json" },
            format: .dtcg,
            entries: 19,
            values: [
                "color.alias-5@*": "{color.alias-4}", "color.blue.6@light": "#0550AEFF",
                "color.blue.6@light-hc": "#023B95FF", "color.control.border-focus@light": "{color.blue.7}",
                "color.control.border-focus@dark": "{color.blue.7}",
            ],
            // The oklch color is read from its components in every context; the gradient tokens are not colors.
            rules: ["note unsupported-by-format"],
            palette: 19
        ),
        Expectation(
            input: terrazzo + "plugin-css/test/fixtures/mode-type-color/tokens.json",
            format: .dtcg,
            entries: 19,
            values: [
                "color.blue.0@light": "#DDF4FFFF", "color.blue.0@dark-dimmed": "#C6E6FFFF",
                "color.blue.0@light-hc": "#DFF7FFFF",
            ],
            rules: ["note unsupported-by-format"],
            palette: 19
        ),
        Expectation(
            input: terrazzo + "plugin-swift/test/color/tokens.json",
            format: .dtcg,
            entries: 12,
            values: ["color.primitive.blue.1@light": "#FBFDFFFF", "color.primitive.blue.1@dark": "#0D1520FF"],
            palette: 12
        ),
    ]

    /// Files palettec does not recognize: the driver says the format is unknown.
    static let unrecognized: [Expectation] = [
        // Themes as one file per theme with images and fonts mixed in, not a palette.
        "wxxsw-SwiftTheme/JsonDemo/Json/Night.json", "wxxsw-SwiftTheme/JsonDemo/Json/Red.json",
        "wxxsw-SwiftTheme/JsonDemo/Json/Yellow.json", "wxxsw-SwiftTheme/PlistDemo/Night.plist",
        "wxxsw-SwiftTheme/PlistDemo/Red.plist", "wxxsw-SwiftTheme/PlistDemo/Yellow.plist",
        "lixiang1994-LEETheme/LEEThemeDemo/LEEThemeDemo/CommunityDemo/Utility/Manager/ThemeManager/themejson_day.json",
        "lixiang1994-LEETheme/LEEThemeDemo/LEEThemeDemo/CommunityDemo/Utility/Manager/ThemeManager/themejson_night.json",
        // `{ name: { light, dark } }` without the root `colors` object a native palette has.
        "hansemannn-titanium-dark-mode/example/colors.json",
        terrazzo + "cli/test/fixtures/get-transforms-resolver/terrazzo.config.js",
    ].map { Expectation(input: $0, format: nil, documents: 0) }
}
