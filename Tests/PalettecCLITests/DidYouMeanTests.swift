import Foundation
import PalettecTestSupport
import Testing

/// Every name a user types gets the one it likely means: on the command line, in `palettec.json`, and paths.
@Suite struct DidYouMeanTests {
    /// The first line of standard error of a run that fails with a usage error.
    static func usageError(_ arguments: [String]) throws -> String {
        let folder = try TemporaryFolder()
        let output = try folder.palettec(arguments, environment: ["NO_COLOR": "1"])
        #expect(output.status == 2, "\(output.standardError)")
        return output.standardError.split(separator: "\n").first.map(String.init) ?? ""
    }

    /// The error and warning lines of `palettec lint` in a folder holding `files`.
    static func lint(_ files: [String: String], _ arguments: [String] = []) throws -> [String] {
        let folder = try TemporaryFolder()
        for (path, text) in files { try folder.write(path, text) }
        let output = try folder.palettec(["lint"] + arguments, environment: ["NO_COLOR": "1"])
        return output.standardError.split(separator: "\n").map(String.init).filter {
            $0.contains(": error: ") || $0.contains(": warning: ")
        }
    }

    static let palette = ##"{"colors": {"a": {"light": "#FFFFFF", "dark": "#000000"}}}"##

    @Test func commands() throws {
        #expect(
            try Self.usageError(["biuld"])
                == "palettec: error: unknown command 'biuld'; did you mean 'build'? (commands: build, lint, convert, "
                + "preview, init, completion, help)"
        )
        #expect(
            try Self.usageError(["help", "lnit"])
                == "palettec: error: no help for 'lnit'; did you mean 'lint'? (commands: build, lint, convert, "
                + "preview, init, completion, help)"
        )
    }

    @Test func options() throws {
        #expect(
            try Self.usageError(["build", "--output", "x"])
                == "palettec: error: unknown option '--output' for 'build'; did you mean '--output-dir'? (--output is "
                + "an option of convert or preview)"
        )
        #expect(
            try Self.usageError(["preview", "--check"])
                == "palettec: error: unknown option '--check' for 'preview' (--check is an option of build)"
        )
    }

    @Test func optionValues() throws {
        #expect(
            try Self.usageError(["lint", "--color", "nevr"])
                == "palettec: error: --color must be auto, always or never, not 'nevr'; did you mean 'never'?"
        )
        #expect(
            try Self.usageError(["completion", "bsh"])
                == "palettec: error: completion needs one shell: bash, zsh or fish; did you mean 'bash'?"
        )
    }

    @Test func configKeys() throws {
        let config = MarkedText(#"{1️⃣"palette": ["p.json"], "outputs": [{"format": "css", "path": "p.css"}]}"#)
        #expect(
            try Self.lint(["palettec.json": config.text, "p.json": Self.palette]) == [
                config.place("1️⃣", in: "palettec.json")
                    + ": error: unknown field 'palette'; a config has 'palettes', 'outputs', 'lint', "
                    + "'allowOutputsOutsideProject'; did you mean 'palettes'? [invalid-config]"
            ]
        )
        let entry = MarkedText(#"{"palettes": [{1️⃣"pth": "p.json"}], "outputs": []}"#)
        #expect(
            try Self.lint(["palettec.json": entry.text, "p.json": Self.palette]) == [
                entry.place("1️⃣", in: "palettec.json")
                    + ": error: a palette is a path, or an object with 'path' and an optional 'format', 'appearance' and "
                    + "'themes'; 'pth' is not allowed here; did you mean 'path'? [invalid-config]"
            ]
        )
    }

    @Test func outputFormatNames() throws {
        let config = MarkedText(#"{"palettes": ["p.json"], "outputs": [{"format": 1️⃣"csss", "path": "p.css"}]}"#)
        #expect(
            try Self.lint(["palettec.json": config.text, "p.json": Self.palette]) == [
                config.place("1️⃣", in: "palettec.json")
                    + ": error: unknown output format 'csss'; known: swift, css, json, lfl-bundle, dk-table, dtcg, "
                    + "xcassets, android, palette-json, palette-plist, html; did you mean 'css'? [unknown-format]"
            ]
        )
        #expect(
            try Self.usageError(["convert", "p.json", "--to", "swfit", "-o", "x"])
                == "palettec: error: --to must be swift, css, json, lfl-bundle, dk-table, dtcg, xcassets, android, "
                + "palette-json, palette-plist or html, not 'swfit'; did you mean 'swift'?"
        )
    }

    @Test func formatOptionNames() throws {
        let config = MarkedText(
            #"{"palettes": ["p.json"], "outputs": [{"format": "swift", "path": "P.swift", 1️⃣"typeNam": "P"}]}"#
        )
        #expect(
            try Self.lint(["palettec.json": config.text, "p.json": Self.palette]) == [
                config.place("1️⃣", in: "palettec.json")
                    + ": error: 'swift' has no option 'typeNam'; its options are 'typeName', 'accessLevel', "
                    + "'webAttribute', 'defaultsSuite', 'objc', 'objcName', 'shortcuts', 'imageBundle'; did you mean "
                    + "'typeName'? [unknown-option]"
            ]
        )
        #expect(
            try Self.usageError(["convert", "p.json", "--to", "swift", "--option", "typeNam=P", "-o", "x"])
                == "palettec: error: 'swift' has no option 'typeNam'; did you mean 'typeName'? (its options: "
                + "typeName, accessLevel, webAttribute, defaultsSuite, objc, objcName, shortcuts, imageBundle)"
        )
    }

    @Test func palettePaths() throws {
        let config = MarkedText(#"{"palettes": [1️⃣"Palette/Bse.json"], "outputs": []}"#)
        #expect(
            try Self.lint(["palettec.json": config.text, "Palettes/Base.json": Self.palette]) == [
                config.place("1️⃣", in: "palettec.json")
                    + ": error: cannot read 'Palette/Bse.json': no such file; did you mean 'Palettes/Base.json'? "
                    + "[unreadable-file]"
            ]
        )
        #expect(
            try Self.lint(["Palettes/Base.json": Self.palette], ["Palettes/base.jsn"]) == [
                "palettec: error: cannot read 'Palettes/base.jsn': no such file; did you mean 'Palettes/Base.json'? "
                    + "[unreadable-file]"
            ]
        )
        let folder = try TemporaryFolder()
        try folder.write("palettec.json", #"{"palettes": [], "outputs": []}"#)
        let config2 = try folder.palettec(["build", "--config", "palettec.jsn"], environment: ["NO_COLOR": "1"])
        #expect(
            config2.standardError.split(separator: "\n").first.map(String.init)
                == "palettec: error: cannot read config 'palettec.jsn': no such file; did you mean 'palettec.json'? "
                + "[invalid-config]"
        )
    }

    @Test func appearanceNames() throws {
        let light = ##"{ "ink": { "$type": "color", "$value": "#111111" } }"##
        let dark = ##"{ "ink": { "$type": "color", "$value": "#eeeeee" } }"##
        let lines = try Self.lint(
            ["a.tokens.json": light, "b.tokens.json": dark],
            [
                "a.tokens.json", "b.tokens.json", "--appearance", "a.tokens.json=light", "--appearance",
                "b.tokens.json=drak",
            ]
        )
        #expect(
            lines.first
                == "palettec: warning: the colors of 'b.tokens.json' are given appearance 'drak', which is not a "
                + "built-in appearance, so they are read as a theme; did you mean 'dark'? [unknown-appearance]"
        )
        let key = MarkedText(##"{"colors": {1️⃣"a": {"light": "#FFFFFF", "drak": "#000000"}}}"##)
        #expect(try Self.lint(["p.json": key.text], ["p.json"]).first?.contains("did you mean 'dark'?") == true)
    }

    @Test func themeNames() throws {
        let folder = try StudioThemesEndToEndTests.project(
            config: """
                { "palettes": [ { "path": "tokens", "themes": { "Brand": "Busines" } } ],
                  "outputs": [ { "format": "css", "path": "Generated/brand.css" } ] }
                """
        )
        let lint = try folder.palettec(["lint"], environment: ["NO_COLOR": "1"])
        let error = lint.standardError.split(separator: "\n").first { $0.contains(": error: ") }
        #expect(
            error?.hasSuffix(
                ": error: 'Busines' (chosen for group 'Brand' with --theme or \"themes\" in palettec.json) is not a "
                    + "theme of the group; its themes: 'Casual', 'Business'; did you mean 'Business'? "
                    + "[unknown-appearance]"
            ) == true,
            "\(lint.standardError)"
        )
    }
}
