import Foundation

/// Runs the `palettec` command line.
///
/// The only place that decides the exit status.
public enum Palettec {
    /// Runs `arguments` (without the program name) and returns what to print and the exit status.
    public static func run(
        _ arguments: [String],
        environment: [String: String],
        standardErrorIsTerminal: Bool = false
    ) -> CommandResult {
        let commandLine: ParsedCommandLine
        do {
            commandLine = try ParsedCommandLine.parse(arguments)
        } catch {
            return CommandResult(
                exitCode: .usage,
                standardError: "palettec: error: \(error.message)\nSee 'palettec --help'.\n"
            )
        }
        var session = Session(
            commandLine: commandLine,
            environment: environment,
            standardErrorIsTerminal: standardErrorIsTerminal
        )
        switch commandLine.command {
        case .version:
            return CommandResult(exitCode: .ok, standardOutput: Usage.version + "\n")
        case .help:
            guard let topic = commandLine.operands.first else {
                return CommandResult(exitCode: .ok, standardOutput: Usage.overview)
            }
            guard let text = Usage.help(for: topic) else {
                return CommandResult(exitCode: .usage, standardError: "palettec: error: no help for '\(topic)'\n")
            }
            return CommandResult(exitCode: .ok, standardOutput: text)
        case .lint:
            return LintCommand.run(&session)
        case .build:
            return BuildCommand.run(&session)
        case .convert:
            return ConvertCommand.run(&session)
        }
    }
}
