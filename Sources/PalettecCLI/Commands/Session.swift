import PaletteCompiler
import PaletteFrontend
import PaletteModel

/// The state of one command run: collected diagnostics, source files for quoting, and output text.
struct Session {
    /// The parsed command line.
    var commandLine: ParsedCommandLine
    /// The environment variables.
    var environment: [String: String]
    /// Whether standard error is a terminal (for colors).
    var standardErrorIsTerminal: Bool
    /// Diagnostics so far.
    var diagnostics = DiagnosticBag()
    /// Source files read, by display path.
    var sources: [String: SourceFile] = [:]
    /// Progress lines for standard error, printed after diagnostics (each through `TerminalText.printable`).
    var progress: [String] = []

    /// Whether to color text output: `--color`, then `NO_COLOR` (non-empty), `FORCE_COLOR`, then the terminal.
    var useColors: Bool {
        switch commandLine.color {
        case "always": return true
        case "never": return false
        default:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            return standardErrorIsTerminal && environment["TERM"] != "dumb"
        }
    }

    /// Whether the diagnostics so far fail the run (errors, or warnings under `--warnings-as-errors`).
    var failed: Bool {
        PaletteBuild.fails(diagnostics, commandLine.warningsAsErrors)
    }

    /// Whether one diagnostic fails the run (an error, or a warning under `--warnings-as-errors`).
    func fails(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || (commandLine.warningsAsErrors && diagnostic.severity == .warning)
    }

    /// The diagnostics as printed: what goes to standard output (`--format json` or `github`) and to standard error
    /// (text, with the count line), and how many errors there are after `--warnings-as-errors`.
    func renderedDiagnostics() -> (output: String, error: String, errors: Int) {
        var ordered = diagnostics.sorted()
        if commandLine.warningsAsErrors {
            for index in ordered.indices where ordered[index].severity == .warning {
                ordered[index].severity = .error
            }
        }
        let printer = DiagnosticPrinter(format: commandLine.format, colors: useColors, sources: sources)
        var output = ""
        var error = ""
        let errors = ordered.filter { $0.severity == .error }.count
        let warnings = ordered.filter { $0.severity == .warning }.count
        switch commandLine.format {
        case .json:
            output += printer.render(ordered)
        case .github:
            output += printer.render(ordered)
        case .text:
            error += printer.render(ordered)
            let summary = DiagnosticPrinter.summary(errors: errors, warnings: warnings)
            if !summary.isEmpty { error += summary + "\n" }
        }
        return (output, error, errors)
    }

    /// Finishes the run: prints diagnostics in order (or, `replayed`, those a recorded build printed), then
    /// progress, and picks the exit status.
    func finish(
        exitCode requested: ExitStatus? = nil,
        standardOutput: String = "",
        replayed: (output: String, error: String)? = nil
    ) -> CommandResult {
        let rendered = replayed.map { ($0.output, $0.error, 0) } ?? renderedDiagnostics()
        let output = standardOutput + rendered.0
        var error = rendered.1
        if !commandLine.quiet {
            for line in progress { error += TerminalText.printable(line) + "\n" }
        }
        let code = requested ?? (rendered.2 > 0 ? ExitStatus.findings : .ok)
        return CommandResult(exitCode: code, standardOutput: output, standardError: error)
    }
}
