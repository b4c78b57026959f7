import Foundation
import PalettecTestSupport
import Testing

/// Output paths are compared by the files they name: never an input, never one file for two outputs.
@Suite struct OutputPathTests {
    /// A project whose `palettec.json` lists `outputs` (JSON objects, one a line) for the palette `Brand.json`.
    static func project(_ outputs: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Brand.json", ##"{"colors": {"accent": {"light": "#0A84FF", "dark": "#409CFF"}}}"##)
        try folder.write(
            "palettec.json",
            "{\n  \"palettes\": [\"Brand.json\"],\n  \"outputs\": [\n    "
                + outputs.joined(separator: ",\n    ") + "\n  ]\n}\n"
        )
        return folder
    }

    /// Builds, expecting exit 2 and nothing written; returns standard error.
    static func refused(_ folder: TemporaryFolder, keeping paths: [String]) throws -> String {
        let before = paths.map { folder.read($0) }
        let result = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 2, "\(result.standardError)")
        #expect(paths.map { folder.read($0) } == before)
        return result.standardError
    }

    @Test func theConfigAndAPaletteAreNeverOutputs() throws {
        let folder = try Self.project([
            #"{ "format": "json", "path": "palettec.json" }"#,
            #"{ "format": "palette-json", "path": "./Brand.json" }"#,
        ])
        let errors = try Self.refused(folder, keeping: ["palettec.json", "Brand.json"])
        let config = String(decoding: try #require(folder.read("palettec.json")), as: UTF8.self)
        let marked = MarkedText(config.replacingOccurrences(of: #"{ "format": "json""#, with: #"1️⃣{ "format": "json""#))
        #expect(
            errors.contains(
                marked.place("1️⃣", in: "palettec.json") + ": error: output 'palettec.json' is or holds 'palettec.json', "
                    + "which the build reads; palettec never writes over its own inputs or config. Choose another "
                    + "output path [invalid-config]"
            ),
            "\(errors)"
        )
        #expect(errors.contains("error: output './Brand.json' is or holds 'Brand.json'"), "\(errors)")
    }

    @Test func twoSpellingsOfOnePathAreOneFile() throws {
        let folder = try Self.project([
            #"{ "format": "css", "path": "o/x.css" }"#,
            #"{ "format": "css", "path": "o//./x.css", "attribute": "data-mode" }"#,
        ])
        let errors = try Self.refused(folder, keeping: ["o/x.css"])
        #expect(errors.contains("error: output 'o/x.css' is the same file as output 'o//./x.css'"), "\(errors)")
        #expect(errors.contains("error: output 'o//./x.css' is the same file as output 'o/x.css'"), "\(errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("o").path))
    }

    @Test func aFileOutputInsideAFolderOutputOverlaps() throws {
        let folder = try Self.project([
            #"{ "format": "xcassets", "path": "Assets.xcassets" }"#,
            #"{ "format": "css", "path": "Assets.xcassets/x.css" }"#,
        ])
        let errors = try Self.refused(folder, keeping: [])
        #expect(
            errors.contains(
                "error: output 'Assets.xcassets' and output 'Assets.xcassets/x.css' overlap: one is a file inside "
                    + "the other, a folder output"
            ),
            "\(errors)"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Assets.xcassets").path))
    }

    @Test func pathsThatDifferOnlyInCaseAreOneFileOnSomeDisks() throws {
        let folder = try Self.project([
            #"{ "format": "css", "path": "X.css" }"#,
            #"{ "format": "css", "path": "x.css", "attribute": "data-mode" }"#,
        ])
        let errors = try Self.refused(folder, keeping: [])
        #expect(
            errors.contains(
                "error: output 'X.css' and output 'x.css' differ only in case: on a case-insensitive disk (macOS, "
                    + "Windows, where the repository is checked out too) they are one file"
            ),
            "\(errors)"
        )
    }
}
