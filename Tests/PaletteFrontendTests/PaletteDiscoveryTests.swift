import PaletteFrontend
import Testing

/// What a search of a project for palettes (`palettec init`) offers.
@Suite struct PaletteDiscoveryTests {
    /// A palette and a DK table are offered; a text file that only the SwiftGen reader would take, as its last
    /// resort, is not, and neither is a JSON file without colors.
    @Test func offersPalettesButNotEveryTextFile() {
        let files = MemoryFileProvider(texts: [
            "app/Brand.json": ##"{ "colors": { "PGC01": { "light": "#FFFFFF", "dark": "#000000" } } }"##,
            "app/DKColorTable.txt": "NORMAL NIGHT\nBG #FFFFFF #000000\n",
            "app/notes.txt": "red #FF0000\n",
            "app/package.json": #"{ "name": "app" }"#,
        ])
        let found = PaletteDiscovery.find(in: "app", files: files)
        #expect(found.map(\.path) == ["app/Brand.json", "app/DKColorTable.txt"])
        #expect(found.map(\.format) == [.paletteJSON, .dkTable])
    }

    /// One token of Figma's per-mode export, as Figma's variables sync writes it.
    static func figmaToken(_ value: String) -> String {
        ##"{ "$type": "color", "$value": "\##(value)", "$extensions": { "com.figma": { "scopes": ["ALL_SCOPES"] } } }"##
    }

    /// The files of Figma's per-mode export are offered as their folder, where the first was.
    ///
    /// A collection whose tokens alias another's only makes a palette read with it. A folder that holds anything
    /// else, or an export file alone, is offered file by file.
    @Test func figmaPerModeExportFilesAreOfferedAsTheirFolder() {
        let files = MemoryFileProvider(texts: [
            "app/Brand.json": ##"{ "colors": { "PGC01": { "light": "#FFFFFF", "dark": "#000000" } } }"##,
            "app/figma/Primitives.Value.json": ##"{ "gray": { "900": \##(Self.figmaToken("#111111")) } }"##,
            "app/figma/Tokens.Light.json": ##"{ "ink": \##(Self.figmaToken("{gray.900}")) }"##,
            "app/figma/Tokens.Dark.json": ##"{ "ink": \##(Self.figmaToken("#EEEEEE")) }"##,
            "app/mixed/Tokens.Light.json": ##"{ "ink": \##(Self.figmaToken("#111111")) }"##,
            "app/mixed/Tokens.Dark.json": ##"{ "ink": \##(Self.figmaToken("#EEEEEE")) }"##,
            "app/mixed/brand.tokens.json": ##"{ "brand": { "$type": "color", "$value": "#112233" } }"##,
            "app/one/Tokens.Light.json": ##"{ "ink": \##(Self.figmaToken("#111111")) }"##,
        ])
        let found = PaletteDiscovery.find(in: "app", files: files)
        #expect(
            found.map(\.path) == [
                "app/Brand.json", "app/figma", "app/mixed/Tokens.Dark.json", "app/mixed/Tokens.Light.json",
                "app/mixed/brand.tokens.json", "app/one/Tokens.Light.json",
            ]
        )
        #expect(found[1].format == nil)
    }

    /// Every reader but SwiftGen's and the CSS theme reader's (whose kinds of files are mostly something else) has its
    /// files offered.
    @Test func onlyTheReadersOfCommonKindsOfFilesAreNotOffered() {
        let hidden = PaletteReaders.all.filter { !$0.isOfferedBySearch }.map(\.format)
        #expect(hidden == [.swiftgen, .cssTheme])
    }
}
