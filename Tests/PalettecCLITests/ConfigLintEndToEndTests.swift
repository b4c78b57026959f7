import Foundation
import PalettecTestSupport
import Testing

/// The color-sense rules set in `palettec.json`, for inputs that cannot hold a `lint` object (a DKNightVersion
/// table, an asset catalog, tokens): `lint`, `build` and `preview` of the configured build use them, and a palette
/// that sets a rule differently is an error at both places.
@Suite struct ConfigLintEndToEndTests {
    /// A DKNightVersion table with two numbered keys of one color in every theme, which `near-duplicate` reports.
    static let table = """
        NORMAL   NIGHT    RED
        #ffffff  #343434  #fafafa BG1
        #ffffff  #343434  #fafafa BG2
        #aaaaaa  #313131  #aaaaaa SEP

        """

    static let outputs = ##""outputs": [{ "format": "css", "path": "out.css" }]"##

    @Test func configTurnsARuleOffForATableThatCannotSayIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("DKColorTable.txt", Self.table)
        try folder.write("palettec.json", ##"{ "palettes": ["DKColorTable.txt"], "## + Self.outputs + " }")
        let noisy = try folder.palettec(["lint"], environment: ["NO_COLOR": "1"])
        #expect(noisy.status == 0)
        #expect(noisy.standardError.contains("'BG2' is the same color as 'BG1'"), "\(noisy.standardError)")
        #expect(noisy.standardError.contains("[near-duplicate]"))

        try folder.write(
            "palettec.json",
            ##"{ "palettes": ["DKColorTable.txt"], "lint": { "near-duplicate": false }, "## + Self.outputs + " }"
        )
        for command in [["lint"], ["lint", "--warnings-as-errors"], ["build", "--warnings-as-errors"]] {
            let quiet = try folder.palettec(command, environment: ["NO_COLOR": "1"])
            #expect(quiet.status == 0, "\(command): \(quiet.standardError)")
            #expect(!quiet.standardError.contains("near-duplicate"), "\(command): \(quiet.standardError)")
        }
        let preview = try folder.palettec(["preview", "-o", "page.html"], environment: ["NO_COLOR": "1"])
        #expect(preview.status == 0)
        #expect(!preview.standardError.contains("near-duplicate"), "\(preview.standardError)")

        // A path linted on its own is not the configured build: the config's settings are not its.
        try folder.write("Other.txt", Self.table)
        let alone = try folder.palettec(["lint", "Other.txt"], environment: ["NO_COLOR": "1"])
        #expect(alone.standardError.contains("[near-duplicate]"), "\(alone.standardError)")
    }

    @Test func configTunesAndTurnsOnRules() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "p.json",
            ##"{ "colors": { "a": { "light": "#102030", "dark": "#102030" }, "b": { "light": "#FFFFFF", "dark": "#000000" } } }"##
        )
        try folder.write(
            "palettec.json",
            ##"{ "palettes": ["p.json"], "lint": { "unchanged-dark": true }, "## + Self.outputs + " }"
        )
        let result = try folder.palettec(["lint"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        #expect(result.standardError.contains("[unchanged-dark]"), "\(result.standardError)")
    }

    @Test func aRuleSetDifferentlyInThePaletteIsAnErrorAtBothPlaces() throws {
        let folder = try TemporaryFolder()
        let palette = MarkedText(##"{ "lint": { "near-duplicate": 1️⃣true }, "colors": { "a": "#000000" } }"##)
        let config = MarkedText(
            ##"{ "palettes": ["p.json"], "lint": { "near-duplicate": 2️⃣false }, "## + Self.outputs + " }"
        )
        try folder.write("p.json", palette.text)
        try folder.write("palettec.json", config.text)
        let result = try folder.palettec(["lint"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == palette.place("1️⃣", in: "p.json")
                + ": error: 'near-duplicate' is set differently in palettec.json and in a palette file of this build; "
                + "set it in one place, or alike in both [invalid-lint]"
        )
        #expect(lines.contains(config.place("2️⃣", in: "palettec.json") + ": note: 'near-duplicate' is also set here"))
    }

    @Test func aBadSettingIsAConfigErrorAtItsPosition() throws {
        let folder = try TemporaryFolder()
        try folder.write("p.json", ##"{ "colors": { "a": "#000000" } }"##)
        let config = MarkedText(
            ##"{ "palettes": ["p.json"], "lint": { 1️⃣"near-duplicat": false }, "## + Self.outputs + " }"
        )
        try folder.write("palettec.json", config.text)
        let result = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                config.place("1️⃣", in: "palettec.json")
                    + ": error: 'near-duplicat' is not a rule 'lint' can set; known: near-duplicate, unchanged-dark, "
                    + "deprecated-alias, out-of-gamut; did you mean 'near-duplicate'? [invalid-lint]"
            ),
            "\(result.standardError)"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out.css").path))
    }
}
