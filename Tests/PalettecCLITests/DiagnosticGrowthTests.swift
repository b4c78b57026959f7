import Foundation
import PalettecTestSupport
import Testing

/// Inputs whose diagnostics once cost time or output growing with the square of their size.
///
/// Each is linted by the built palettec under a hang guard, about ten times what the build needs, which the old
/// quadratic code overran many times over. The guard is no speed check: `make bench` measures growth.
@Suite struct DiagnosticGrowthTests {
    /// How long one lint here may run before it is killed as hung: each needs about a second of CPU in a debug
    /// build, and a few seconds on a machine busy with other builds.
    static let guardSeconds: TimeInterval = 30

    /// Lints `palette` as `p.json` under the hang guard, with `files` beside it.
    static func lint(_ palette: String, files: [String: Data] = [:]) throws -> Executables.Output {
        let folder = try TemporaryFolder()
        try folder.write("p.json", palette)
        for (path, data) in files {
            try folder.write(path, data)
        }
        let output = try Executables.run(
            Executables.palettec.path,
            ["lint", "p.json"],
            in: folder.url,
            environment: ["NO_COLOR": "1"],
            timeout: guardSeconds
        )
        #expect(output.status == 1, "\(output.standardError.suffix(300))")
        return output
    }

    /// The lines of standard error that are diagnostics (not quoted lines or carets, nor the count).
    static func diagnostics(_ output: Executables.Output) -> [Substring] {
        output.standardError.split(separator: "\n").filter { $0.hasPrefix("p.json:") }
    }

    /// 2,000 bad values on one 4 MB line: the line is read for a quote once, not once per error.
    @Test func errorsOnOneLongLineReadTheLineOnce() throws {
        let count = 2_000
        let first = MarkedText(##"{"colors": {"c0": {"light": 1️⃣"#GG", "dark": "#000000"}"##)
        let entries = (1..<count).map { ##""c\##($0)": {"light": "#GG", "dark": "#000000"}"## }
        let gap = "," + String(repeating: " ", count: 2_000)
        let output = try Self.lint(first.text + gap + entries.joined(separator: gap) + "}}\n")
        let lines = Self.diagnostics(output)
        #expect(lines.count == count)
        // Too long a line to quote: the diagnostics follow one another with no excerpt.
        #expect(output.standardError.split(separator: "\n").count == count + 1)
        #expect(
            lines.first.map(String.init)
                == first.place("1️⃣", in: "p.json") + ": error: '#GG' has a non-hex digit 'G' [invalid-color]"
        )
    }

    /// 20,000 contrast pairs naming unknown keys among 20,000 colors: the keys are compared for a suggestion once
    /// per build, for the first few unknown keys, as unknown aliases are.
    @Test func unknownContrastKeysShareOneSuggestionIndex() throws {
        let count = 20_000
        let colors = (0..<count).map { ##""k\##($0)": {"light": "#000000", "dark": "#FFFFFF"}"## }
        let pairs = (0..<count).map { ##"{"foreground": "x\##($0)", "background": "k0"}"## }
        let output = try Self.lint(
            ##"{"lint": {"near-duplicate": false}, "colors": {"## + colors.joined(separator: ",\n")
                + "},\n\"contrast\": ["
                + pairs.joined(separator: ",\n") + "]}"
        )
        let lines = Self.diagnostics(output)
        #expect(lines.count == count)
        #expect(
            lines.first?.hasSuffix(
                "error: contrast pair names 'x0', which is not a color of this build; did you mean 'k0'? "
                    + "[invalid-contrast]"
            ) == true,
            "\(lines.first ?? "")"
        )
        #expect(lines.last?.hasSuffix("'x19999', which is not a color of this build [invalid-contrast]") == true)
    }

    /// 20,000 images each an alias to an unknown image: the same for image aliases.
    @Test func unknownImageAliasesShareOneSuggestionIndex() throws {
        let count = 20_000
        let images = (0..<count).map { ##""i\##($0)": "{x\##($0)}""## }
        let output = try Self.lint(
            ##"{"colors": {"c": {"light": "#000000", "dark": "#FFFFFF"}}, "images": {"a": "a.png", "##
                + images.joined(separator: ",\n") + "}}",
            files: ["a.png": Data(TestImage.png(width: 2, height: 2))]
        )
        let lines = Self.diagnostics(output)
        #expect(lines.count == count)
        #expect(
            lines.first?.hasSuffix(
                "error: image 'i0' refers to '{x0}', which is not an image; did you mean '{i0}'? [unknown-alias]"
            )
                == true,
            "\(lines.first ?? "")"
        )
    }

    /// 10,000 themes falling back to unknown names: each diagnostic names a few appearances and how many more, so
    /// the output grows with the input, not its square.
    @Test func unknownFallbacksNameAFewAppearances() throws {
        let count = 10_000
        let themes = (0..<count).map { ##""t\##($0)": {"fallback": "nope\##($0)"}"## }
        let output = try Self.lint(
            ##"{"appearances": {"## + themes.joined(separator: ",\n")
                + ##"}, "colors": {"a": {"light": "#000000", "dark": "#FFFFFF"}}}"##
        )
        let lines = Self.diagnostics(output)
        #expect(lines.count == count)
        #expect(
            lines.first?.hasSuffix(
                "error: theme 't0' falls back to 'nope0', which is not an appearance; known: 'light', 'dark', "
                    + "'light-hc', 'dark-hc', 't0', 't1', 't2', 't3' and 9996 more [invalid-appearance]"
            ) == true,
            "\(lines.first ?? "")"
        )
        #expect(output.standardError.utf8.count < count * 300)
    }

    /// 1,500 themes and 1,500 colors, each with a value for an unknown appearance: the same for unknown
    /// appearances, whose suggestions share one index.
    @Test func unknownAppearancesNameAFewAppearances() throws {
        let count = 1_500
        let themes = (0..<count).map { ##""t\##($0)": {"fallback": "light"}"## }
        let colors = (0..<count).map {
            ##""c\##($0)": {"light": "#000000", "dark": "#FFFFFF", "u\##($0)": "#000000"}"##
        }
        let output = try Self.lint(
            ##"{"lint": {"near-duplicate": false}, "appearances": {"## + themes.joined(separator: ",\n")
                + "},\n\"colors\": {"
                + colors.joined(separator: ",\n") + "}}"
        )
        let lines = Self.diagnostics(output)
        #expect(lines.count == count)
        #expect(
            lines.last?.hasSuffix(
                "error: 'u1499' in 'c1499' is not an appearance; known: light, dark, light-hc, dark-hc, t0, t1, t2, t3 "
                    + "and 1496 more (declare a theme in 'appearances') [unknown-appearance]"
            ) == true,
            "\(lines.last ?? "")"
        )
        #expect(output.standardError.utf8.count < count * 400)
    }

    /// A loop of 3,000 theme fallbacks, and a chain of 3,000 themes leading into it: each chain is followed once,
    /// and the loop is reported once, at its first theme.
    @Test func aLongLoopOfThemeFallbacksIsFollowedOnce() throws {
        let count = 3_000
        let loop = (0..<count).map { ##""t\##($0)": {"fallback": \##($0 == 0 ? "1️⃣" : "")"t\##(($0 + 1) % count)"}"## }
        let chain = (0..<count).map { ##""s\##($0)": {"fallback": "\##($0 + 1 < count ? "s\($0 + 1)" : "t0")"}"## }
        let marked = MarkedText(
            ##"{"appearances": {"## + (loop + chain).joined(separator: ",\n")
                + ##"}, "colors": {"a": {"light": "#000000", "dark": "#FFFFFF"}}}"##
        )
        let output = try Self.lint(marked.text)
        let lines = Self.diagnostics(output)
        #expect(lines.count == 1, "\(lines.map { $0.prefix(200) })")
        let members = (0..<count).map { "t\($0)" } + ["t0"]
        #expect(
            lines.first.map(String.init)
                == marked.place("1️⃣", in: "p.json") + ": error: theme fallbacks form a loop: "
                + members.joined(separator: " → ") + " [invalid-appearance]"
        )
    }
}
