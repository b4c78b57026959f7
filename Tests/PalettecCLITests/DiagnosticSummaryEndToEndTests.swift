import PalettecTestSupport
import Testing

/// Many errors with one likely cause print as one summary that names the cause and the fix, with the first few
/// instances as its notes, in `lint` and `build` alike.
@Suite struct DiagnosticSummaryEndToEndTests {
    /// A token set whose aliases point into a set the build does not load, beside one isolated typo.
    static let semantic = """
        {"color": {
          "$type": "color",
          "text": {"$value": "{core.gray.900}"},
          "page": {"$value": "{core.gray.50}"},
          "accent": {"$value": "{core.blue.500}"},
          "link": {"$value": "{core.blue.600}"},
          "danger": {"$value": "{core.red.500}"},
          "success": {"$value": "{core.green.500}"},
          "button": {"$value": "{color.acent}"}
        }}

        """

    /// A light file whose dark counterpart the build does not load: six colors lack 'dark', one has it.
    static let light = """
        {"colors": {
          "a": {"light": "#FFFFFF"},
          "b": {"light": "#EEEEEE"},
          "c": {"light": "#DDDDDD"},
          "d": {"light": "#CCCCCC"},
          "e": {"light": "#BBBBBB"},
          "f": {"light": "#AAAAAA"},
          "g": {"light": "#999999", "dark": "#111111"}
        }}

        """

    /// Everything `lint` and `build` print for the two files.
    static let expected = """
        light.json:2:3: error: 6 colors of 'light.json' have no 'dark' value; if the file has a counterpart with the dark values, add it to the build beside it (on the command line or in palettec.json's 'palettes'); else give each color a 'dark' value; the first 3 follow, 3 more are not shown [missing-appearance]
            "a": {"light": "#FFFFFF"},
            ^
        light.json:2:3: note: 'a' has no 'dark' value; every color needs 'light' and 'dark'
            "a": {"light": "#FFFFFF"},
            ^
        light.json:3:3: note: 'b' has no 'dark' value; every color needs 'light' and 'dark'
            "b": {"light": "#EEEEEE"},
            ^
        light.json:4:3: note: 'c' has no 'dark' value; every color needs 'light' and 'dark'
            "c": {"light": "#DDDDDD"},
            ^
        semantic.tokens.json:3:22: error: 6 aliases refer to keys under 'core', which no file of this build defines; add the file that defines them to the build (on the command line or in palettec.json's 'palettes'); the first 3 follow, 3 more are not shown [unknown-alias]
            "text": {"$value": "{core.gray.900}"},
                               ^
        semantic.tokens.json:3:22: note: 'color.text' refers to '{core.gray.900}', which is not defined
            "text": {"$value": "{core.gray.900}"},
                               ^
        semantic.tokens.json:4:22: note: 'color.page' refers to '{core.gray.50}', which is not defined
            "page": {"$value": "{core.gray.50}"},
                               ^
        semantic.tokens.json:5:24: note: 'color.accent' refers to '{core.blue.500}', which is not defined
            "accent": {"$value": "{core.blue.500}"},
                                 ^
        semantic.tokens.json:9:24: error: 'color.button' refers to '{color.acent}', which is not defined; did you mean '{color.accent}'? [unknown-alias]
            "button": {"$value": "{color.acent}"}
                                 ^
        3 errors

        """

    @Test func lintAndBuildPrintOneSummaryPerCauseAndOnlyItsFirstInstances() throws {
        let folder = try TemporaryFolder()
        try folder.write("semantic.tokens.json", Self.semantic)
        try folder.write("light.json", Self.light)
        try folder.write(
            "palettec.json",
            #"{"palettes": ["semantic.tokens.json", "light.json"], "outputs": [{"format": "css", "path": "out/palette.css"}]}"#
        )
        let lint = try folder.palettec(["lint"], environment: ["NO_COLOR": "1"])
        let build = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        for result in [lint, build] {
            #expect(result.status == 1)
            #expect(result.standardError == Self.expected)
        }
        let lines = lint.standardError.split(separator: "\n")
        // Two summaries and the typo, which keeps its own error and suggestion.
        #expect(lines.filter { $0.contains(": error: ") }.count == 3)
        #expect(lines.filter { $0.contains(": note: ") }.count == 6)
        for left in ["core.green.500", "core.red.500", "core.blue.600", "'d' has no", "'e' has no", "'f' has no"] {
            #expect(!lint.standardError.contains(left), "\(left) is left out of the printout")
        }
        #expect(folder.read("out/palette.css") == nil)
    }
}
