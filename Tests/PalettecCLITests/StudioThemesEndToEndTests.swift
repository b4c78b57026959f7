import Foundation
import PalettecTestSupport
import Testing

/// A Tokens Studio project built by the binary with the theme of a group chosen in `palettec.json` or with
/// `--theme GROUP=THEME`.
@Suite struct StudioThemesEndToEndTests {
    /// The project's `$themes.json`: 1️⃣ the first theme, 2️⃣ the `Brand` group's first theme.
    static let themes = MarkedText(
        ##"""
        [ { "name": 1️⃣"Light", "group": "Mode", "selectedTokenSets": { "light": "enabled" } },
          { "name": "Dark", "group": "Mode", "selectedTokenSets": { "dark": "enabled" } },
          { "name": 2️⃣"Casual", "group": "Brand", "selectedTokenSets": { "casual": "enabled" } },
          { "name": "Business", "group": "Brand", "selectedTokenSets": { "business": "enabled" } } ]
        """##
    )

    /// A project whose `Brand` group has two themes, beside `Mode` (Light, Dark).
    static func project(config: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("tokens/$themes.json", themes.text)
        try folder.write("tokens/light.json", ##"{ "ink": { "$type": "color", "$value": "#111111" } }"##)
        try folder.write("tokens/dark.json", ##"{ "ink": { "$type": "color", "$value": "#eeeeee" } }"##)
        try folder.write("tokens/casual.json", ##"{ "accent": { "$type": "color", "$value": "#ff6600" } }"##)
        try folder.write("tokens/business.json", ##"{ "accent": { "$type": "color", "$value": "#003366" } }"##)
        try folder.write("palettec.json", config)
        return folder
    }

    @Test func theConfigChoosesTheThemeOfAGroup() throws {
        let folder = try Self.project(
            config: """
                { "palettes": [ { "path": "tokens", "themes": { "Brand": "Business" } } ],
                  "outputs": [ { "format": "css", "path": "Generated/brand.css" } ] }
                """
        )
        let build = try folder.palettec(["build", "--quiet"], environment: ["NO_COLOR": "1"])
        #expect(build.status == 0, "\(build.standardOutput)\(build.standardError)")
        let css = String(decoding: folder.read("Generated/brand.css") ?? Data(), as: UTF8.self)
        #expect(css.contains("  --accent: #003366;\n"), "\(css)")
        #expect(css.contains("  --ink: #eeeeee;\n"), "\(css)")
    }

    @Test func themesThatAreNotAnObjectOfNamesAreReportedAtTheirPosition() throws {
        let config = MarkedText(
            """
            { "palettes": [ { "path": "tokens", "themes": 1️⃣"Business" },
                            { "path": "tokens", "themes": { "Brand": 2️⃣3 } } ], "outputs": [] }
            """
        )
        let folder = try Self.project(config: config.text)
        let lint = try folder.palettec(["lint"], environment: ["NO_COLOR": "1"])
        #expect(lint.status == 2)
        let errors = lint.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        #expect(
            errors == [
                config.place("1️⃣", in: "palettec.json")
                    + ": error: 'themes' must be an object naming the theme to read for each group of themes "
                    + "({ \"Brand\": \"Business\" }) [invalid-config]",
                config.place("2️⃣", in: "palettec.json")
                    + ": error: the theme for group 'Brand' in 'themes' must be a theme's name [invalid-config]",
            ]
        )
    }

    /// `--theme` overrides the theme `palettec.json` chooses for a group, in `build`, `lint`, `preview` and `convert`.
    @Test func theCommandLineChoosesTheThemeOverTheConfig() throws {
        let folder = try Self.project(
            config: """
                { "palettes": [ { "path": "tokens", "themes": { "Brand": "Business" } } ],
                  "outputs": [ { "format": "css", "path": "Generated/brand.css" } ] }
                """
        )
        let build = try folder.palettec(
            ["build", "--quiet", "--theme", "Brand=Casual"],
            environment: ["NO_COLOR": "1"]
        )
        #expect(build.status == 0, "\(build.standardOutput)\(build.standardError)")
        let css = String(decoding: folder.read("Generated/brand.css") ?? Data(), as: UTF8.self)
        #expect(css.contains("  --accent: #ff6600;\n"), "\(css)")
        let convert = try folder.palettec(
            ["convert", "tokens", "--to", "css", "--output", "out.css", "--theme=Brand=Business", "--quiet"],
            environment: ["NO_COLOR": "1"]
        )
        #expect(convert.status == 0, "\(convert.standardOutput)\(convert.standardError)")
        let converted = String(decoding: folder.read("out.css") ?? Data(), as: UTF8.self)
        #expect(converted.contains("  --accent: #003366;\n"), "\(converted)")
        for command in [["lint"], ["lint", "tokens"], ["preview", "--output", "page.html"]] {
            let run = try folder.palettec(command + ["--theme", "Brand=Casual"], environment: ["NO_COLOR": "1"])
            #expect(run.status == 0, "\(command) \(run.standardOutput)\(run.standardError)")
        }
    }

    /// A group or theme the project does not have is an error at the project's themes, with "did you mean"; a
    /// `--theme` without `=` is a usage error.
    @Test func aGroupOrThemeTheProjectDoesNotHaveIsAnError() throws {
        let folder = try Self.project(
            config: """
                { "palettes": [ "tokens" ], "outputs": [ { "format": "css", "path": "Generated/brand.css" } ] }
                """
        )
        let themes = "tokens/$themes.json"
        for (choice, error) in [
            (
                "Brnad=Business",
                Self.themes.place("1️⃣", in: themes)
                    + ": error: 'Brnad' (chosen with --theme or \"themes\" in palettec.json) is not a group of "
                    + "themes of this project; its groups: 'Mode', 'Brand'; did you mean 'Brand'? [unknown-appearance]"
            ),
            (
                "Brand=Busines",
                Self.themes.place("2️⃣", in: themes)
                    + ": error: 'Busines' (chosen for group 'Brand' with --theme or \"themes\" in palettec.json) is "
                    + "not a theme of the group; its themes: 'Casual', 'Business'; did you mean 'Business'? "
                    + "[unknown-appearance]"
            ),
        ] {
            for command in [["build"], ["lint", "tokens"]] {
                let run = try folder.palettec(command + ["--theme", choice], environment: ["NO_COLOR": "1"])
                #expect(run.status == 1, "\(command) \(choice)")
                let errors = run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
                #expect(errors.map(String.init) == [error], "\(command) \(choice)")
            }
        }
        #expect(folder.read("Generated/brand.css") == nil)
        let usage = try folder.palettec(["lint", "--theme", "Brand"], environment: ["NO_COLOR": "1"])
        #expect(usage.status == 2)
        #expect(
            usage.standardError.hasPrefix("palettec: error: --theme takes GROUP=THEME (Brand=Business), not 'Brand'")
        )
    }
}
