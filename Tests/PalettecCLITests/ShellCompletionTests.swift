import Foundation
import PalettecTestSupport
import Testing

/// `palettec completion` scripts run in the real shells, and the manual page through groff.
@Suite struct ShellCompletionTests {
    /// The completion script for a shell, written to a temporary file.
    static func script(_ shell: String, in folder: TemporaryFolder) throws -> String {
        let output = try folder.palettec(["completion", shell])
        #expect(output.status == 0, "\(output.standardError)")
        try folder.write("palettec.\(shell)", output.standardOutput)
        return folder.url.appendingPathComponent("palettec.\(shell)").path
    }

    /// What bash's completion function offers for the words of a command line (the last one being completed).
    static func bashCompletions(_ words: [String], script: String, in folder: TemporaryFolder) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = """
            source '\(script)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _palettec
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let output = try Executables.run("/bin/bash", ["-c", program], in: folder.url)
        #expect(output.status == 0, "\(output.standardError)")
        return output.standardOutput.split(separator: "\n").map(String.init).sorted()
    }

    @Test func bashCompletesCommandsFlagsAndValues() throws {
        let folder = try TemporaryFolder()
        let script = try Self.script("bash", in: folder)
        #expect(try Self.bashCompletions(["palettec", "bu"], script: script, in: folder) == ["build"])
        #expect(try Self.bashCompletions(["palettec", "build", "--ch"], script: script, in: folder) == ["--check"])
        #expect(try Self.bashCompletions(["palettec", "pre"], script: script, in: folder) == ["preview"])
        #expect(try Self.bashCompletions(["palettec", "preview", "--ou"], script: script, in: folder) == ["--output"])
        #expect(
            try Self.bashCompletions(["palettec", "convert", "--to", "ht"], script: script, in: folder) == ["html"]
        )
        #expect(
            try Self.bashCompletions(["palettec", "convert", "--to", "palette-"], script: script, in: folder) == [
                "palette-json", "palette-plist",
            ]
        )
        #expect(
            try Self.bashCompletions(["palettec", "lint", "--format", ""], script: script, in: folder) == [
                "github", "json", "text",
            ]
        )
        try folder.write("Palettes/Base.json", "{}")
        #expect(try Self.bashCompletions(["palettec", "lint", "Pal"], script: script, in: folder) == ["Palettes"])
        #expect(
            try Self.bashCompletions(["palettec", "completion", ""], script: script, in: folder) == [
                "bash", "fish", "zsh",
            ]
        )
    }

    static var hasFish: Bool { Executables.find("fish") != nil || Executables.isCI }
    static var hasZsh: Bool { Executables.find("zsh") != nil || Executables.isCI }
    static var hasGroff: Bool { Executables.find("groff") != nil || Executables.isCI }

    @Test(.enabled(if: hasFish)) func fishCompletesCommandsFlagsAndValues() throws {
        let fish = try #require(Executables.find("fish"), "fish is required under CI=true")
        let folder = try TemporaryFolder()
        let script = try Self.script("fish", in: folder)
        /// What fish offers for a command line, without descriptions.
        func complete(_ line: String) throws -> [String] {
            let output = try Executables.run(fish, ["--no-config", "-c", "source '\(script)'; complete -C '\(line)'"])
            #expect(output.status == 0, "\(output.standardError)")
            return output.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.sorted()
        }
        #expect(try complete("palettec bu") == ["build"])
        #expect(try complete("palettec build --ch") == ["--check"])
        #expect(try complete("palettec pre") == ["preview"])
        #expect(try complete("palettec preview --ou") == ["--output"])
        #expect(try complete("palettec convert --to palette-") == ["palette-json", "palette-plist"])
        #expect(try complete("palettec completion ") == ["bash", "fish", "zsh"])
    }

    @Test(.enabled(if: hasZsh)) func zshLoadsTheScriptAndDefinesTheCompletion() throws {
        let zsh = try #require(Executables.find("zsh"), "zsh is required under CI=true")
        let folder = try TemporaryFolder()
        let script = try Self.script("zsh", in: folder)
        let syntax = try Executables.run(zsh, ["-n", script])
        #expect(syntax.status == 0, "\(syntax.standardError)")
        let program = """
            autoload -U compinit && compinit -u -d '\(folder.url.path)/zcompdump'
            source '\(script)'
            print -r -- ${_comps[palettec]}
            """
        let output = try Executables.run(zsh, ["-f", "-c", program], in: folder.url)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == "_palettec\n")
    }

    @Test(.enabled(if: hasGroff)) func theManualPageIsCleanRoffWithEveryCommandAndFlag() throws {
        let groff = try #require(Executables.find("groff"), "groff is required under CI=true")
        let folder = try TemporaryFolder()
        let page = try folder.palettec(["help", "--man"])
        #expect(page.status == 0)
        for needle in [
            ".TH PALETTEC 1", ".SS \"palettec build", ".SS \"palettec preview", "\\-\\-appearance PATH=NAME",
            "\\-\\-check",
        ] {
            #expect(page.standardOutput.contains(needle), "\(needle)")
        }
        try folder.write("palettec.1", page.standardOutput)
        let rendered = try Executables.run(
            groff,
            ["-man", "-Tutf8", "-ww", "-P-c", "-P-b", "-P-u", "palettec.1"],
            in: folder.url
        )
        #expect(rendered.status == 0)
        #expect(rendered.standardError.isEmpty, "\(rendered.standardError)")
        #expect(rendered.standardOutput.contains("--warnings-as-errors"))
    }
}
