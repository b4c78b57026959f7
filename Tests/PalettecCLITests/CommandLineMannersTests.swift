import Foundation
import PalettecTestSupport
import Testing

/// What the command line says when it is used wrongly, and where it finds `palettec.json`.
@Suite struct CommandLineMannersTests {
    @Test(
        arguments: [
            (
                ["biuld"],
                "unknown command 'biuld'; did you mean 'build'? (commands: build, lint, convert, preview, init, completion, help)"
            ),
            (["build", "--chek"], "unknown option '--chek' for 'build'; did you mean '--check'?"),
            (["lint", "--fromat", "text"], "unknown option '--fromat' for 'lint'; did you mean '--format'?"),
            (["lint", "--check"], "unknown option '--check' for 'lint' (--check is an option of build)"),
            (
                ["convert", "a.json", "--to", "palete-json"],
                "--to must be swift, css, json, lfl-bundle, dk-table, dtcg, xcassets, android, palette-json, palette-plist or html, not 'palete-json'; did you mean 'palette-json'?"
            ),
            (["build", "--check=yes"], "--check takes no value"),
        ]
    )
    func usageErrorsSayWhatWasMeant(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        let output = try folder.palettec(arguments)
        #expect(output.status == 2)
        #expect(output.standardError.split(separator: "\n").first.map(String.init) == "palettec: error: " + message)
    }

    @Test func buildFindsTheConfigInAParentFolderAndPrintsPathsFromHere() throws {
        let folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Palettes/Base.json", ##"{"colors": {"PGC01": {"light": "#FFFFFF", "dark": "#000000"}}}"##)
        try folder.write(
            "palettec.json",
            #"{ "palettes": ["Palettes/Base.json"], "outputs": [{ "format": "css", "path": "Web/palette.css" }] }"#
        )
        try folder.write("App/Sources/.keep", "")
        let build = try Executables.run(
            Executables.palettec.path,
            ["build"],
            in: folder.url.appendingPathComponent("App/Sources")
        )
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError == "wrote ../../Web/palette.css\n")
        #expect(folder.read("Web/palette.css") != nil)
        let lint = try Executables.run(
            Executables.palettec.path,
            ["lint"],
            in: folder.url.appendingPathComponent("App/Sources"),
            environment: ["NO_COLOR": "1"]
        )
        #expect(lint.status == 0, "\(lint.standardError)")
    }

    @Test func theSearchStopsAtTheRepositoryRoot() throws {
        let outer = try TemporaryFolder()
        try outer.write("palettec.json", #"{ "palettes": ["x.json"], "outputs": [] }"#)
        try outer.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try outer.write("repo/sub/.keep", "")
        let build = try Executables.run(
            Executables.palettec.path,
            ["build"],
            in: outer.url.appendingPathComponent("repo/sub")
        )
        #expect(build.status == 2)
        #expect(
            build.standardError.hasPrefix(
                "palettec: error: no palettec.json in this folder or its parent folders (the search stops at a "
                    + "repository root); run 'palettec init' to create one, or pass --config PATH [invalid-config]"
            )
        )
    }

    @Test func cannotReadSaysWhy() throws {
        let folder = try TemporaryFolder()
        try folder.write("Palettes/.keep", "")
        let config = try folder.palettec(["build", "--config", "Palettes"], environment: ["NO_COLOR": "1"])
        #expect(config.status == 2)
        #expect(config.standardError.hasPrefix("palettec: error: cannot read config 'Palettes': it is a folder"))
        let missing = try folder.palettec(["build", "--config", "nope.json"], environment: ["NO_COLOR": "1"])
        #expect(missing.standardError.hasPrefix("palettec: error: cannot read config 'nope.json': no such file"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("gone.json").path,
            withDestinationPath: "nowhere.json"
        )
        let link = try folder.palettec(["lint", "gone.json"], environment: ["NO_COLOR": "1"])
        #expect(link.status == 1)
        #expect(
            link.standardError.hasPrefix("palettec: error: cannot read 'gone.json': it is a symbolic link to nothing")
        )
    }

    @Test func lintAndBuildReportTheSameWarnings() throws {
        let folder = try TemporaryFolder()
        let palette = MarkedText(
            ##"{"appearances": {"sepia": {"fallback": "light"}}, "colors": {1️⃣"A": {"light": "#fff", "dark": "#000", "sepia": "#704214"}}}"##
        )
        try folder.write("p.json", palette.text)
        try folder.write(
            "palettec.json",
            #"{"palettes": ["p.json"], "outputs": [{"format": "lfl-bundle", "path": "out/C.bundle", "allowLoss": true}]}"#
        )
        let warning =
            palette.place("1️⃣", in: "p.json")
            + ": warning: theme 'sepia' (values in 1 entry) is left out of the output; an LFLDarkModeKit bundle has "
            + "only light and dark [unsupported-by-format]"
        let lint = try folder.palettec(["lint"], environment: ["NO_COLOR": "1"])
        #expect(lint.status == 0)
        #expect(lint.standardError.split(separator: "\n").first.map(String.init) == warning)
        let strictLint = try folder.palettec(["lint", "--warnings-as-errors"], environment: ["NO_COLOR": "1"])
        let strictCheck = try folder.palettec(
            ["build", "--check", "--warnings-as-errors"],
            environment: ["NO_COLOR": "1"]
        )
        #expect(strictLint.status == 1)
        #expect(strictCheck.status == 1)
        #expect(strictLint.standardError == strictCheck.standardError)
    }

    @Test func convertAndBuildSumUpWhatTheyWrote() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "p.json",
            ##"{"colors": {"a": {"light": "#FFFFFF", "dark": "#000000"}, "b": {"light": "#111111", "dark": "#EEEEEE"}}}"##
        )
        let catalog = try folder.palettec(["convert", "p.json", "--to", "xcassets", "-o", "out/P.xcassets"])
        #expect(catalog.status == 0)
        #expect(catalog.standardError == "wrote 3 files in out/P.xcassets\n")
        let verbose = try folder.palettec(["convert", "p.json", "--to", "xcassets", "-o", "v/P.xcassets", "--verbose"])
        #expect(
            verbose.standardError.split(separator: "\n") == [
                "wrote v/P.xcassets/Contents.json", "wrote v/P.xcassets/a.colorset/Contents.json",
                "wrote v/P.xcassets/b.colorset/Contents.json",
            ]
        )
        let again = try folder.palettec(["convert", "p.json", "--to", "xcassets", "-o", "out/P.xcassets"])
        #expect(again.standardError == "palettec: 3 output files unchanged\n")
    }

    @Test func aHandWrittenOutputIsTakenOverOnlyWhenAdoptedAndTheChangeIsShownFirst() throws {
        let folder = try TemporaryFolder()
        try folder.write("p.json", ##"{"colors": {"a": {"light": "#FFFFFF", "dark": "#000000"}}}"##)
        try folder.write(
            "palettec.json",
            #"{"palettes": ["p.json"], "outputs": [{"format": "css", "path": "web/p.css"}]}"#
        )
        let handWritten = ":root {\n  --a: #fefefe;\n}\n"
        try folder.write("web/p.css", handWritten)
        let refused = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "or take it over once with 'palettec build --adopt web/p.css' [foreign-file]"
            )
        )

        let preview = try folder.palettec(["build", "--check", "--adopt", "web/p.css"], environment: ["NO_COLOR": "1"])
        #expect(preview.status == 1)
        #expect(preview.standardError.contains("palettec: would adopt 'web/p.css': from line 1, 2 lines replaced by"))
        #expect(preview.standardError.contains("\n  - :root {\n  -   --a: #fefefe;\n  + /* Generated by palettec"))
        #expect(folder.read("web/p.css") == Data(handWritten.utf8))

        let adopted = try folder.palettec(["build", "--adopt", "web/p.css"], environment: ["NO_COLOR": "1"])
        #expect(adopted.status == 0, "\(adopted.standardError)")
        #expect(adopted.standardError.contains("palettec: adopted 'web/p.css'"))
        let css = String(decoding: folder.read("web/p.css") ?? Data(), as: UTF8.self)
        #expect(css.hasPrefix("/* Generated by palettec"))
        #expect(css.contains("--a: #ffffff;"))
        let again = try folder.palettec(["build"])
        #expect(again.status == 0)
        #expect(again.standardError == "palettec: 1 output file unchanged\n")
    }
}
