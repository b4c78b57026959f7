import Foundation
import PalettecTestSupport
import Testing

/// Folder outputs follow the palette: what a removed color or theme left behind is removed by `build`, reported
/// by `build --check`, and nothing palettec did not write is ever touched.
@Suite struct StaleOutputTests {
    /// A project whose palette is `colors` (JSON text of the `colors` object) and whose outputs are an asset catalog
    /// (unless the palette has themes, which a catalog cannot hold) and DTCG tokens.
    static func project(colors: String, appearances: String = "{}", catalog: Bool = true) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try write(folder, colors: colors, appearances: appearances)
        try folder.write(
            "palettec.json",
            """
            {
              "palettes": ["palette.json"],
              "outputs": [
                \(catalog ? #"{ "format": "xcassets", "path": "Out/Colors.xcassets" },"# : "")
                { "format": "dtcg", "path": "Out/tokens" }
              ]
            }
            """
        )
        return folder
    }

    /// Writes the palette.
    static func write(_ folder: TemporaryFolder, colors: String, appearances: String = "{}") throws {
        try folder.write("palette.json", "{\"appearances\": \(appearances), \"colors\": \(colors)}")
    }

    /// Every file below `path`, relative to the project.
    static func files(_ folder: TemporaryFolder, under path: String) -> [String] {
        let root = folder.url.appendingPathComponent(path).path
        let all = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
        return all.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder)
                && !isFolder.boolValue
        }.sorted()
    }

    @Test func aRemovedColorsColorsetAndEmptiedGroupAreRemovedAndCheckReportsThemFirst() throws {
        let folder = try Self.project(
            colors: ##"{"A": {"light": "#FFFFFF", "dark": "#000000"}, "Brand/B": "#FF0000", "C": "#00FF00"}"##
        )
        let first = try folder.palettec(["build"])
        #expect(first.status == 0, "\(first.standardError)")
        // What palettec did not write: a colorset made in Xcode, and a note a designer left in a generated colorset.
        try folder.write("Out/Colors.xcassets/Mine.colorset/Contents.json", ##"{"info": {"author": "xcode"}}"##)
        try folder.write("Out/Colors.xcassets/C.colorset/notes.txt", "keep me")
        try folder.write("Out/Colors.xcassets/Brand/.DS_Store", "")

        try Self.write(folder, colors: ##"{"A": {"light": "#FFFFFF", "dark": "#000000"}}"##)
        let check = try folder.palettec(["build", "--check"], environment: ["NO_COLOR": "1"])
        #expect(check.status == 1)
        #expect(
            check.standardError.contains(
                "'Out/Colors.xcassets/Brand/B.colorset/Contents.json' is left from an earlier build and no longer in the palette; run 'palettec build' to remove it [stale-output]"
            ),
            "\(check.standardError)"
        )
        #expect(check.standardError.contains("'Out/Colors.xcassets/Brand/Contents.json' is left from an earlier build"))
        #expect(!check.standardError.contains("C.colorset"))
        #expect(!check.standardError.contains("Mine.colorset"))
        #expect(Self.files(folder, under: "Out/Colors.xcassets").contains("Brand/B.colorset/Contents.json"))

        let build = try folder.palettec(["build"])
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError.contains("removed Out/Colors.xcassets/Brand/B.colorset/Contents.json"))
        #expect(
            Self.files(folder, under: "Out/Colors.xcassets") == [
                "A.colorset/Contents.json", "C.colorset/Contents.json", "C.colorset/notes.txt", "Contents.json",
                "Mine.colorset/Contents.json",
            ]
        )
        let clean = try folder.palettec(["build", "--check"])
        #expect(clean.status == 0, "\(clean.standardError)")
    }

    @Test func aRemovedThemesTokensFileIsRemovedAndOtherTokensFilesAreKept() throws {
        let colors = ##"{"A": {"light": "#FFFFFF", "dark": "#000000", "sepia": "#AA8866"}}"##
        let folder = try Self.project(
            colors: colors,
            appearances: ##"{"sepia": {"fallback": "light"}}"##,
            catalog: false
        )
        #expect(try folder.palettec(["build"]).status == 0)
        #expect(Self.files(folder, under: "Out/tokens").contains("palette.sepia.tokens.json"))
        try folder.write("Out/tokens/brand.tokens.json", ##"{"brand": {"$type": "color", "$value": "#123456"}}"##)

        try Self.write(folder, colors: ##"{"A": {"light": "#FFFFFF", "dark": "#000000"}}"##)
        let build = try folder.palettec(["build"])
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError.contains("removed Out/tokens/palette.sepia.tokens.json"))
        #expect(!Self.files(folder, under: "Out/tokens").contains("palette.sepia.tokens.json"))
        #expect(Self.files(folder, under: "Out/tokens").contains("brand.tokens.json"))
        #expect(Self.files(folder, under: "Out/tokens").contains("palette.tokens.json"))
    }

    @Test func aLinkedColorsetFolderIsNeverFollowed() throws {
        let folder = try Self.project(colors: ##"{"A": "#FFFFFF", "B": "#000000"}"##)
        #expect(try folder.palettec(["build"]).status == 0)
        // Another catalog, outside the project, that palettec also generated.
        let elsewhere = try TemporaryFolder()
        let victim = try #require(folder.read("Out/Colors.xcassets/B.colorset/Contents.json"))
        try elsewhere.write("Other.colorset/Contents.json", victim)
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("Out/Colors.xcassets/Other.colorset"),
            withDestinationURL: elsewhere.url.appendingPathComponent("Other.colorset")
        )
        try Self.write(folder, colors: ##"{"A": "#FFFFFF"}"##)
        let build = try folder.palettec(["build"])
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError.contains("removed Out/Colors.xcassets/B.colorset/Contents.json"))
        #expect(!build.standardError.contains("Other.colorset"))
        #expect(elsewhere.read("Other.colorset/Contents.json") == victim)
    }

    @Test func aBuildWithAnErrorRemovesNothing() throws {
        let folder = try Self.project(colors: ##"{"A": "#FFFFFF", "B": "#000000"}"##)
        #expect(try folder.palettec(["build"]).status == 0)
        try Self.write(folder, colors: ##"{"A": "#FFFFFF", "C": "{Missing}"}"##)
        let build = try folder.palettec(["build"])
        #expect(build.status == 1)
        #expect(!build.standardError.contains("removed"))
        #expect(Self.files(folder, under: "Out/Colors.xcassets").contains("B.colorset/Contents.json"))
    }
}
