import Foundation
import PalettecTestSupport
import Testing

/// A Tokens Studio project built by the binary with the theme of a group chosen in `palettec.json`.
@Suite struct StudioThemesEndToEndTests {
    /// A project whose `Brand` group has two themes, beside `Mode` (Light, Dark).
    static func project(config: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(
            "tokens/$themes.json",
            ##"""
            [ { "name": "Light", "group": "Mode", "selectedTokenSets": { "light": "enabled" } },
              { "name": "Dark", "group": "Mode", "selectedTokenSets": { "dark": "enabled" } },
              { "name": "Casual", "group": "Brand", "selectedTokenSets": { "casual": "enabled" } },
              { "name": "Business", "group": "Brand", "selectedTokenSets": { "business": "enabled" } } ]
            """##
        )
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
}
