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

    /// Every reader but SwiftGen's and the CSS theme reader's (whose kinds of files are mostly something else) has its
    /// files offered.
    @Test func onlyTheReadersOfCommonKindsOfFilesAreNotOffered() {
        let hidden = PaletteReaders.all.filter { !$0.isOfferedBySearch }.map(\.format)
        #expect(hidden == [.swiftgen, .cssTheme])
    }
}
