import Foundation
import PalettecTestSupport
import Testing

/// The flags build systems use: `convert --option` (one output without a config) and `build --output-dir` and
/// `--only` (the configured outputs of one format, written into a work folder), as the SwiftPM plugins run them.
@Suite struct BuildSystemFlagsEndToEndTests {
    static let palette = ##"{"colors": {"brand.accent": {"light": "#0A84FF", "dark": "#409CFF"}}}"##

    @Test func convertTakesTheFormatsOptions() throws {
        let folder = try TemporaryFolder()
        try folder.write("Tints.palette.json", Self.palette)
        let result = try folder.palettec([
            "convert", "Tints.palette.json", "--to", "swift", "--output", "Brand.swift",
            "--option", "typeName=Brand", "--option=accessLevel=public", "--option", "objc=false",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let swift = String(decoding: try #require(folder.read("Brand.swift")), as: UTF8.self)
        #expect(swift.contains("\npublic enum Brand {\n"))
        #expect(!swift.contains("@objc"))
    }

    @Test func aWrongOptionIsAUsageErrorAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("p.json", Self.palette)
        let cases: [([String], String)] = [
            (
                ["--option", "typName=Brand"],
                "palettec: error: 'swift' has no option 'typName'; did you mean 'typeName'? (its options: typeName, "
                    + "accessLevel, webAttribute, defaultsSuite, objc, objcName, shortcuts, imageBundle)\n"
            ),
            (
                ["--option", "accessLevel=open"],
                "palettec: error: swift option 'accessLevel' must be one of 'internal', 'public', not 'open'\n"
            ),
            (["--option", "objc=yes"], "palettec: error: swift option 'objc' must be true or false, not 'yes'\n"),
        ]
        for (arguments, message) in cases {
            let result = try folder.palettec(["convert", "p.json", "--to", "swift", "-o", "P.swift"] + arguments)
            #expect(result.status == 2)
            #expect(result.standardError == message + "See 'palettec help convert'.\n")
        }
        let malformed = try folder.palettec(["convert", "p.json", "--to", "swift", "-o", "P.swift", "--option", "=x"])
        #expect(malformed.status == 2)
        #expect(
            malformed.standardError
                == "palettec: error: --option takes NAME=VALUE (typeName=Brand), not '=x'\nSee 'palettec --help'.\n"
        )
        #expect(folder.read("P.swift") == nil)
    }

    @Test func buildWritesOnlyTheChosenFormatsUnderTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/brand.json", Self.palette)
        try folder.write(
            "Sources/App/palettec.json",
            ##"""
            {
              "palettes": ["brand.json"],
              "outputs": [
                { "format": "swift", "path": "Generated/Brand.swift", "typeName": "Brand" },
                { "format": "css", "path": "brand.css" }
              ]
            }
            """##
        )
        let arguments = ["build", "--config", "Sources/App/palettec.json", "--output-dir", "work", "--only", "swift"]
        let result = try folder.palettec(arguments + ["--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let swift = String(decoding: try #require(folder.read("work/Generated/Brand.swift")), as: UTF8.self)
        #expect(swift.contains("enum Brand {"))
        #expect(folder.read("work/brand.css") == nil)
        #expect(folder.read("Sources/App/Generated/Brand.swift") == nil)
        #expect(try folder.palettec(arguments + ["--check"]).status == 0)

        let none = try folder.palettec(["build", "--config", "Sources/App/palettec.json", "--only", "dtcg"])
        #expect(none.status == 2)
        #expect(none.standardError.contains("'Sources/App/palettec.json' lists no outputs of format dtcg"))
    }

    @Test func theOutputFolderIsTheFolderOutputsMustStayIn() throws {
        let folder = try TemporaryFolder()
        try folder.write("brand.json", Self.palette)
        try folder.write(
            "palettec.json",
            ##"{"palettes": ["brand.json"], "outputs": [{"format": "css", "path": "../out.css"}]}"##
        )
        let result = try folder.palettec(["build", "--output-dir", "work/css"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("output '../out.css' is outside the project folder"))
        #expect(folder.read("work/out.css") == nil)
    }
}
