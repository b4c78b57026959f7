import Testing

@testable import PalettecCLI

/// Parsing of the command line: options, operands and usage errors.
@Suite struct CommandLineTests {
    @Test func parsesLintWithOptions() throws {
        let line = try ParsedCommandLine.parse([
            "lint", "a.json", "--format", "github", "--warnings-as-errors", "b.plist",
        ])
        #expect(line.command == .lint)
        #expect(line.operands == ["a.json", "b.plist"])
        #expect(line.format == .github)
        #expect(line.warningsAsErrors)
    }

    @Test func parsesInlineValuesAndDoubleDash() throws {
        let line = try ParsedCommandLine.parse(["build", "--config=sub/palettec.json", "--check"])
        #expect(line.config == "sub/palettec.json")
        #expect(line.check)
        let operands = try ParsedCommandLine.parse(["lint", "--", "--weird.json"])
        #expect(operands.operands == ["--weird.json"])
    }

    @Test func rejectsUnknownCommandsAndOptions() {
        #expect(throws: ParsedCommandLine.UsageError.self) { try ParsedCommandLine.parse(["compile"]) }
        #expect(throws: ParsedCommandLine.UsageError.self) { try ParsedCommandLine.parse(["lint", "--bogus"]) }
        #expect(throws: ParsedCommandLine.UsageError.self) { try ParsedCommandLine.parse(["lint", "--format", "xml"]) }
        #expect(throws: ParsedCommandLine.UsageError.self) { try ParsedCommandLine.parse(["lint", "--config"]) }
        // --check belongs to build only.
        #expect(throws: ParsedCommandLine.UsageError.self) { try ParsedCommandLine.parse(["lint", "--check"]) }
    }

    @Test func helpAndVersion() throws {
        #expect(try ParsedCommandLine.parse([]).command == .help)
        #expect(try ParsedCommandLine.parse(["--version"]).command == .version)
        let help = try ParsedCommandLine.parse(["lint", "--help"])
        #expect(help.command == .help)
        #expect(help.operands == ["lint"])
    }
}
