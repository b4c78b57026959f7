import PalettecTestSupport
import Testing

/// Many errors with one likely cause print as one summary that names the cause and the fix, with the first few
/// instances as its notes, in `lint` and `build` alike.
@Suite struct DiagnosticSummaryEndToEndTests {
    /// A token set whose aliases point into a set the build does not load, beside one isolated typo.
    static let semantic = MarkedText(
        """
        {"color": {
          "$type": "color",
          "text": {"$value": 1️⃣"{core.gray.900}"},
          "page": {"$value": 2️⃣"{core.gray.50}"},
          "accent": {"$value": 3️⃣"{core.blue.500}"},
          "link": {"$value": "{core.blue.600}"},
          "danger": {"$value": "{core.red.500}"},
          "success": {"$value": "{core.green.500}"},
          "button": {"$value": 4️⃣"{color.acent}"}
        }}

        """
    )

    /// A light file whose dark counterpart the build does not load: six colors lack 'dark', one has it.
    static let light = MarkedText(
        """
        {"colors": {
          1️⃣"a": {"light": "#FFFFFF"},
          2️⃣"b": {"light": "#EEEEEE"},
          3️⃣"c": {"light": "#DDDDDD"},
          "d": {"light": "#CCCCCC"},
          "e": {"light": "#BBBBBB"},
          "f": {"light": "#AAAAAA"},
          "g": {"light": "#999999", "dark": "#111111"}
        }}

        """
    )

    /// Everything `lint` and `build` print for the two files.
    static let expected = """
        \(Self.light.place("1️⃣", in: "light.json")): error: 6 colors of 'light.json' have no 'dark' value; if the file has a counterpart with the dark values, add it to the build beside it (on the command line or in palettec.json's 'palettes'); else give each color a 'dark' value; the first 3 follow, 3 more are not shown [missing-appearance]
            "a": {"light": "#FFFFFF"},
            ^
        \(Self.light.place("1️⃣", in: "light.json")): note: 'a' has no 'dark' value; every color needs 'light' and 'dark'
            "a": {"light": "#FFFFFF"},
            ^
        \(Self.light.place("2️⃣", in: "light.json")): note: 'b' has no 'dark' value; every color needs 'light' and 'dark'
            "b": {"light": "#EEEEEE"},
            ^
        \(Self.light.place("3️⃣", in: "light.json")): note: 'c' has no 'dark' value; every color needs 'light' and 'dark'
            "c": {"light": "#DDDDDD"},
            ^
        \(Self.semantic.place("1️⃣", in: "semantic.tokens.json")): error: 6 aliases refer to keys under 'core', which no file of this build defines; add the file that defines them to the build (on the command line or in palettec.json's 'palettes'); the first 3 follow, 3 more are not shown [unknown-alias]
            "text": {"$value": "{core.gray.900}"},
                               ^
        \(Self.semantic.place("1️⃣", in: "semantic.tokens.json")): note: 'color.text' refers to '{core.gray.900}', which is not defined
            "text": {"$value": "{core.gray.900}"},
                               ^
        \(Self.semantic.place("2️⃣", in: "semantic.tokens.json")): note: 'color.page' refers to '{core.gray.50}', which is not defined
            "page": {"$value": "{core.gray.50}"},
                               ^
        \(Self.semantic.place("3️⃣", in: "semantic.tokens.json")): note: 'color.accent' refers to '{core.blue.500}', which is not defined
            "accent": {"$value": "{core.blue.500}"},
                                 ^
        \(Self.semantic.place("4️⃣", in: "semantic.tokens.json")): error: 'color.button' refers to '{color.acent}', which is not defined; did you mean '{color.accent}'? [unknown-alias]
            "button": {"$value": "{color.acent}"}
                                 ^
        3 errors

        """

    @Test func lintAndBuildPrintOneSummaryPerCauseAndOnlyItsFirstInstances() throws {
        let folder = try TemporaryFolder()
        try folder.write("semantic.tokens.json", Self.semantic.text)
        try folder.write("light.json", Self.light.text)
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

    /// Tailwind's `@theme` of variables another style sheet defines (digdir's `some-org.tailwind.css`): one error
    /// for the design system's prefix, not one per variable, and an isolated typo keeps its own error.
    @Test func aStyleSheetsVariablesFromAnotherSheetAreOneError() throws {
        let css = MarkedText(
            """
            @theme {
              --color-background-default: 1️⃣var(--ds-color-background-default);
              --color-background-tinted: 2️⃣var(--ds-color-background-tinted);
              --color-base-active: 3️⃣var(--ds-color-base-active);
              --color-base-default: var(--ds-color-base-default);
              --color-base-hover: var(--ds-color-base-hover);
              --color-border-default: var(--ds-color-border-default);
              --color-border-strong: var(--ds-color-border-strong);
              --color-ink: #111111;
              --color-text: 4️⃣var(--color-inc);
            }

            """
        )
        let folder = try TemporaryFolder()
        try folder.write("some-org.tailwind.css", css.text)
        let lint = try folder.palettec(["lint", "some-org.tailwind.css"], environment: ["NO_COLOR": "1"])
        #expect(lint.status == 1)
        let lines = lint.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.contains(": error: ") || $0.contains(": note: ") } == [
                css.place("1️⃣", in: "some-org.tailwind.css")
                    + ": error: 7 aliases refer to keys under 'ds', which no file of this build defines; add the file "
                    + "that defines them to the build (on the command line or in palettec.json's 'palettes'); the first "
                    + "3 follow, 4 more are not shown [unknown-alias]",
                css.place("1️⃣", in: "some-org.tailwind.css")
                    + ": note: 'color-background-default' refers to '{ds-color-background-default}', which is not "
                    + "defined",
                css.place("2️⃣", in: "some-org.tailwind.css")
                    + ": note: 'color-background-tinted' refers to '{ds-color-background-tinted}', which is not defined",
                css.place("3️⃣", in: "some-org.tailwind.css")
                    + ": note: 'color-base-active' refers to '{ds-color-base-active}', which is not defined",
                css.place("4️⃣", in: "some-org.tailwind.css")
                    + ": error: 'color-text' refers to '{color-inc}', which is not defined; did you mean '{color-ink}'? "
                    + "[unknown-alias]",
            ]
        )
        #expect(lines.last == "2 errors")
    }
}
