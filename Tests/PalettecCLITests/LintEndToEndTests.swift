import Foundation
import PalettecTestSupport
import Testing

/// Runs the built `palettec` binary on palettes in a temporary folder and checks stdout, stderr and exit status.
@Suite struct LintEndToEndTests {
    /// The start of a GitHub annotation at a marker: `::error file=path,line=L,col=C`.
    static func annotation(_ marker: String, in marked: MarkedText, _ path: String) -> String {
        guard let (line, column) = marked.position(marker) else { return "<no marker \(marker)>" }
        return "::error file=\(path),line=\(line),col=\(column)"
    }

    @Test func versionAndHelp() throws {
        let version = try Executables.run(Executables.palettec.path, ["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput == "palettec 0.1.0\n")
        let help = try Executables.run(Executables.palettec.path, ["help", "lint"])
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("USAGE: palettec lint"))
        let bad = try Executables.run(Executables.palettec.path, ["frobnicate"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("unknown command 'frobnicate'"))
        #expect(bad.standardOutput.isEmpty)
    }

    @Test func cleanPaletteExitsZeroSilently() throws {
        let folder = try TemporaryFolder()
        try folder.write("good.json", ##"{"colors": {"PGC01": {"light": "#000000", "dark": "#FFFFFF"}}}"##)
        let result = try folder.palettec(["lint", "good.json"])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.isEmpty)
    }

    /// Without a `palettec.json`, lint checks the names the outputs `palettec init` configures would give, so keys
    /// that would collide in the first build fail lint already.
    @Test func lintWithoutAConfigChecksTheNamesInitWouldConfigure() throws {
        let folder = try TemporaryFolder()
        let colors = MarkedText(
            ##"{"colors": {1️⃣"PGC01": {"light": "#000000", "dark": "#FFFFFF"}, 2️⃣"pgc01": "#FF0000"}}"## + "\n"
        )
        try folder.write("colors.json", colors.text)
        let result = try folder.palettec(["lint", "colors.json"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError == """
                \(colors.place("2️⃣", in: "colors.json")): error: 'pgc01' and 'PGC01' both become the Swift identifier 'pgc01'; rename one of them [name-collision]
                  {"colors": {"PGC01": {"light": "#000000", "dark": "#FFFFFF"}, "pgc01": "#FF0000"}}
                                                                                ^
                \(colors.place("1️⃣", in: "colors.json")): note: 'PGC01' is defined here
                  {"colors": {"PGC01": {"light": "#000000", "dark": "#FFFFFF"}, "pgc01": "#FF0000"}}
                              ^
                1 error

                """
        )
    }

    @Test func errorsArePrintedLikeACompilerWithCarets() throws {
        let folder = try TemporaryFolder()
        let bad = MarkedText(
            """
            {
              "colors": {
                1️⃣"PGC01": { "light": 2️⃣"#12345", "dark": "#FFFFFF" },
                3️⃣"PGC01": "#000000"
              }
            }

            """
        )
        try folder.write("bad.json", bad.text)
        let result = try folder.palettec(["lint", "bad.json"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError == """
                \(bad.place("2️⃣", in: "bad.json")): error: '#12345' has 5 hex digits; expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB, #RRGGBBAA) [invalid-color]
                      "PGC01": { "light": "#12345", "dark": "#FFFFFF" },
                                          ^
                \(bad.place("3️⃣", in: "bad.json")): error: duplicate key 'PGC01'; Foundation would silently keep only one of them [duplicate-key]
                      "PGC01": "#000000"
                      ^
                \(bad.place("1️⃣", in: "bad.json")): note: 'PGC01' first defined here
                      "PGC01": { "light": "#12345", "dark": "#FFFFFF" },
                      ^
                2 errors

                """
        )
    }

    @Test func githubAndJSONFormats() throws {
        let folder = try TemporaryFolder()
        let bad = MarkedText(##"{"colors": {1️⃣"A": {"light": "#FFFFFF"}}}"##)
        let (line, column) = try #require(bad.position("1️⃣"))
        try folder.write("bad.json", bad.text)
        let github = try folder.palettec(["lint", "--format", "github", "bad.json"])
        #expect(github.status == 1)
        #expect(
            github.standardOutput
                == Self.annotation("1️⃣", in: bad, "bad.json")
                + ",title=palettec missing-appearance::'A' has no 'dark' value; every color needs 'light' and 'dark'\n"
        )
        let json = try folder.palettec(["lint", "--format", "json", "bad.json"])
        #expect(json.status == 1)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        let first = try #require(decoded?.first)
        #expect(first["rule"] as? String == "missing-appearance")
        #expect(first["line"] as? Int == line)
        #expect(first["column"] as? Int == column)
        #expect(first["file"] as? String == "bad.json")
    }

    @Test func warningsPassUnlessWarningsAreErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("warn.json", ##"{"colours": 1, "colors": {"A": "#FFFFFF"}}"##)
        let plain = try folder.palettec(["lint", "warn.json"], environment: ["NO_COLOR": "1"])
        #expect(plain.status == 0)
        #expect(plain.standardError.contains("warning: unknown field 'colours'"))
        let strict = try folder.palettec(["lint", "--warnings-as-errors", "warn.json"], environment: ["NO_COLOR": "1"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("error: unknown field 'colours'"))
    }

    @Test func colorsOnlyWhenAskedAndNeverWithNoColor() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.json", ##"{"colors": {}}"##)
        let colored = try folder.palettec(["lint", "--color", "always", "bad.json"])
        #expect(colored.standardError.contains("\u{1B}["))
        let piped = try folder.palettec(["lint", "bad.json"])
        #expect(!piped.standardError.contains("\u{1B}["))
        let noColor = try folder.palettec(["lint", "bad.json"], environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"])
        #expect(!noColor.standardError.contains("\u{1B}["))
    }

    @Test func lintWithoutPathsUsesTheConfigAsOneBuild() throws {
        let folder = try TemporaryFolder()
        let first = MarkedText(##"{"colors": {1️⃣"PGC01": "#FFFFFF", "link": "{PGC02}"}}"##)
        let second = MarkedText(##"{"colors": {"PGC02": "#000000", 1️⃣"PGC01": "#111111"}}"##)
        try folder.write("p/a.json", first.text)
        try folder.write("p/b.json", second.text)
        try folder.write("palettec.json", ##"{"palettes": ["p/a.json", "p/b.json"], "outputs": []}"##)
        let all = try folder.palettec(["lint"], environment: ["NO_COLOR": "1"])
        #expect(all.status == 1)
        #expect(
            all.standardError.contains(
                second.place("1️⃣", in: "p/b.json")
                    + ": error: duplicate key 'PGC01': it is also defined in another palette file"
            )
        )
        #expect(all.standardError.contains(first.place("1️⃣", in: "p/a.json") + ": note: 'PGC01' first defined here"))
        // A file of the build given alone (as a pre-commit hook does) is still judged with its build:
        // the alias into b.json resolves, and the cross-file duplicate is still found.
        let one = try folder.palettec(["lint", "p/a.json"], environment: ["NO_COLOR": "1"])
        #expect(one.status == 1)
        #expect(!one.standardError.contains("unknown-alias"))
        #expect(one.standardError.contains("[duplicate-key]"))
    }

    @Test func pathsGivenTogetherAreOneBuildLikeConvert() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "tokens/base.tokens.json",
            ##"{ "core": { "$type": "color", "white": { "$value": "#ffffff" }, "ink": { "$value": "#101010" } } }"##
        )
        let semantic = MarkedText(
            """
            {
              "bg": { "$type": "color", "$value": 1️⃣"{core.white}" },
              "fg": { "$type": "color", "$value": 2️⃣"{core.ink}" }
            }

            """
        )
        try folder.write("tokens/semantic.tokens.json", semantic.text)
        let both = try folder.palettec(
            ["lint", "tokens/base.tokens.json", "tokens/semantic.tokens.json"],
            environment: ["NO_COLOR": "1"]
        )
        #expect(both.status == 0)
        #expect(both.standardError.isEmpty)
        #expect(both.standardOutput.isEmpty)
        let alone = try folder.palettec(
            ["lint", "--format", "github", "tokens/semantic.tokens.json"],
            environment: ["NO_COLOR": "1"]
        )
        #expect(alone.status == 1)
        #expect(
            alone.standardOutput.split(separator: "\n").map(String.init) == [
                Self.annotation("1️⃣", in: semantic, "tokens/semantic.tokens.json")
                    + ",title=palettec unknown-alias::'bg' refers to "
                    + "'{core.white}', which is not defined",
                Self.annotation("2️⃣", in: semantic, "tokens/semantic.tokens.json")
                    + ",title=palettec unknown-alias::'fg' refers to "
                    + "'{core.ink}', which is not defined",
            ]
        )
    }

    @Test func missingFileAndNoConfigAreReported() throws {
        let folder = try TemporaryFolder()
        let missing = try folder.palettec(["lint", "nope.json"], environment: ["NO_COLOR": "1"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("cannot read 'nope.json'"))
        let noConfig = try folder.palettec(["lint"], environment: ["NO_COLOR": "1"])
        #expect(noConfig.status == 2)
        #expect(noConfig.standardError.contains("palettec.json"))
    }
}

/// A temporary folder that is removed when the value goes away.
final class TemporaryFolder {
    /// The folder.
    let url: URL

    /// Creates an empty folder under the system's temporary folder.
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("palettec-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes a text file at a relative path, creating folders.
    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    /// Writes bytes at a relative path, creating folders.
    func write(_ path: String, _ data: Data) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// The bytes of a file at a relative path, or `nil`.
    func read(_ path: String) -> Data? {
        try? Data(contentsOf: url.appendingPathComponent(path))
    }

    /// Runs the built `palettec` in this folder.
    func palettec(_ arguments: [String], environment: [String: String] = [:]) throws -> Executables.Output {
        try Executables.run(Executables.palettec.path, arguments, in: url, environment: environment)
    }
}

/// Format detection through the command line.
@Suite struct DetectionEndToEndTests {
    @Test func tokenFileWithAColorsGroupIsReadAsTokensNotAsAPalette() throws {
        let corpus = Corpus.root.appendingPathComponent("amzn-style-dictionary/examples/basic/tokens/colors.json")
        let result = try Executables.run(
            Executables.palettec.path,
            ["lint", corpus.path],
            environment: ["NO_COLOR": "1"]
        )
        #expect(!result.standardError.contains("[wrong-type]"), "\(result.standardError)")
        #expect(!result.standardError.contains("[unknown-appearance]"), "\(result.standardError)")
    }
}

/// Keys with control characters never split a diagnostic line or reach the terminal raw.
@Suite struct PrintableDiagnosticTests {
    @Test func controlCharactersInKeysAreEscapedInTextDiagnostics() throws {
        let folder = try TemporaryFolder()
        let palette = MarkedText(##"{"colors": {1️⃣"a\nb\u001B[31m": {"light": "#FFFFFF"}}}"##)
        try folder.write("c.json", palette.text)
        let result = try folder.palettec(["lint", "c.json"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(!result.standardError.contains("\u{1B}"))
        let first = try #require(result.standardError.split(separator: "\n").first)
        #expect(
            first.hasPrefix(palette.place("1️⃣", in: "c.json") + ": error: 'a\\u{A}b\\u{1B}[31m' has no 'dark' value")
        )
    }
}
