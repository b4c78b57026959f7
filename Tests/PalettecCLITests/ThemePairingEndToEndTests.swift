import Foundation
import PalettecTestSupport
import Testing

/// Theme files paired by the built binary: appearances given in `palettec.json` and with `--appearance`, and the
/// files `lint` and `convert` pair by name.
@Suite struct ThemePairingEndToEndTests {
    /// A project whose two palettes' names do not say their appearance.
    static func project(config: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Palettes/brand.json", ##"{ "colors": { "primary": "#0066CC", "canvas": "#FFFFFF" } }"##)
        try folder.write("Palettes/brand-nacht.json", ##"{ "colors": { "primary": "#4DA3FF", "canvas": "#0D0D0D" } }"##)
        try folder.write("palettec.json", config)
        return folder
    }

    @Test func appearancesGivenInTheConfigPairTheFiles() throws {
        let folder = try Self.project(
            config: """
                { "palettes": [ { "path": "Palettes/brand.json", "appearance": "light" },
                                { "path": "Palettes/brand-nacht.json", "appearance": "dark" } ],
                  "outputs": [ { "format": "css", "path": "Generated/brand.css" } ] }
                """
        )
        let lint = try folder.palettec(["lint"], environment: ["NO_COLOR": "1"])
        #expect(lint.status == 0)
        #expect(lint.standardOutput.isEmpty)
        let build = try folder.palettec(["build", "--quiet"], environment: ["NO_COLOR": "1"])
        #expect(build.status == 0, "\(build.standardOutput)\(build.standardError)")
        let css = String(decoding: folder.read("Generated/brand.css") ?? Data(), as: UTF8.self)
        #expect(css.contains("  --primary: #0066cc;\n"))
        #expect(
            css.contains(
                ":root[data-theme=\"dark\"] {\n  color-scheme: dark;\n  --primary: #4da3ff;\n  --canvas: #0d0d0d;\n}"
            )
        )
    }

    @Test func anAppearanceThatIsNotANameIsReportedAtItsPosition() throws {
        let config = MarkedText(
            """
            { "palettes": [ { "path": "Palettes/brand.json", "appearance": 1️⃣2 } ], "outputs": [] }
            """
        )
        let folder = try Self.project(config: config.text)
        let lint = try folder.palettec(["lint"], environment: ["NO_COLOR": "1"])
        #expect(lint.status == 2)
        #expect(
            lint.standardError.split(separator: "\n").first.map(String.init)
                == config.place("1️⃣", in: "palettec.json")
                + ": error: 'appearance' must name the appearance the file's colors are for ('light', 'dark', "
                + "'light-hc', 'dark-hc' or a theme) [invalid-config]"
        )
    }

    @Test func convertAndLintTakeAppearancesOnTheCommandLine() throws {
        let folder = try Self.project(config: #"{ "palettes": ["Palettes/brand.json"], "outputs": [] }"#)
        let convert = try folder.palettec(
            [
                "convert", "Palettes/brand.json", "Palettes/brand-nacht.json", "--appearance",
                "Palettes/brand-nacht.json=dark", "--appearance=Palettes/brand.json=light", "--to", "palette-json",
                "-o", "out/brand.json", "--quiet",
            ],
            environment: ["NO_COLOR": "1"]
        )
        #expect(convert.status == 0, "\(convert.standardOutput)\(convert.standardError)")
        #expect(
            String(decoding: folder.read("out/brand.json") ?? Data(), as: UTF8.self) == """
                {
                  "name": "brand",
                  "colors": {
                    "primary": {
                      "light": "#0066CC",
                      "dark": "#4DA3FF"
                    },
                    "canvas": {
                      "light": "#FFFFFF",
                      "dark": "#0D0D0D"
                    }
                  }
                }

                """
        )
        let lint = try folder.palettec(
            ["lint", "Palettes/brand-nacht.json", "Palettes/other.json", "--appearance", "Palettes/brand.json=light"],
            environment: ["NO_COLOR": "1"]
        )
        #expect(lint.status == 2)
        #expect(
            lint.standardError
                == "palettec: error: --appearance names 'Palettes/brand.json', which is not one of the paths given\n"
                + "See 'palettec help lint'.\n"
        )
        let malformed = try folder.palettec(["lint", "Palettes/brand.json", "--appearance", "dark"])
        #expect(malformed.status == 2)
        #expect(malformed.standardError.hasPrefix("palettec: error: --appearance takes PATH=NAME"))
    }

    @Test func lintPairsTheFilesItIsGivenByName() throws {
        let folder = try TemporaryFolder()
        try folder.write("theme-light.json", ##"{ "colors": { "bg": "#FFFFFF" } }"##)
        let dark = MarkedText(##"{ "colors": { "bg": "#000000", 1️⃣"fg": "#EEEEEE" } }"##)
        try folder.write("theme-dark.json", dark.text)
        let lint = try folder.palettec(["lint", "theme-light.json", "theme-dark.json"], environment: ["NO_COLOR": "1"])
        #expect(lint.status == 1)
        // Paired: the only problem is the color the light file lacks.
        #expect(
            lint.standardError.split(separator: "\n").first.map(String.init)
                == dark.place("1️⃣", in: "theme-dark.json")
                + ": error: 'fg' has no 'light' value; every color needs 'light' and 'dark' [missing-appearance]"
        )
    }
}
