import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs the `palettec` command line.
///
/// The only place that decides the exit status.
public enum Palettec {
    /// Runs `arguments` (without the program name) and returns what to print and the exit status; help is wrapped
    /// to `COLUMNS`, else `terminalWidth` (standard output's, when it is a terminal), else 80 columns.
    public static func run(
        _ arguments: [String],
        environment: [String: String],
        standardErrorIsTerminal: Bool = false,
        terminalWidth: Int? = nil
    ) -> CommandResult {
        let width = Usage.width(environment: environment, terminalWidth: terminalWidth)
        var commandLine: ParsedCommandLine
        do {
            commandLine = try ParsedCommandLine.parse(arguments)
            commandLine.arguments = arguments
        } catch {
            return CommandResult(
                exitCode: .usage,
                standardError: "palettec: error: \(TerminalText.printable(error.message))\nSee 'palettec --help'.\n"
            )
        }
        // `build`, and `lint` and `preview` without paths, use the nearest palettec.json of the working folder or
        // its parents.
        if commandLine.config == nil,
            commandLine.command == .build
                || ([.lint, .preview].contains(commandLine.command) && commandLine.operands.isEmpty)
        {
            commandLine.config = ConfigSearch.nearestFromWorkingFolder().flatMap { $0 == "palettec.json" ? nil : $0 }
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
            if commandLine.man { return CommandResult(exitCode: .ok, standardOutput: ManPage.text) }
            guard let topic = commandLine.operands.first else {
                return CommandResult(exitCode: .ok, standardOutput: Usage.overview(width: width))
            }
            guard let text = Usage.help(for: topic, width: width) else {
                return CommandResult(
                    exitCode: .usage,
                    standardError: "palettec: error: no help for '\(TerminalText.printable(topic))'"
                        + TerminalText.printable(ParsedCommandLine.didYouMean(topic, in: CommandSpec.commandNames))
                        + " (commands: \(CommandSpec.commandNames.joined(separator: ", ")))\n"
                )
            }
            return CommandResult(exitCode: .ok, standardOutput: text)
        case .lint:
            return LintCommand.run(&session)
        case .build:
            return BuildCommand.run(&session)
        case .convert:
            return ConvertCommand.run(&session)
        case .preview:
            return PreviewCommand.run(&session)
        case .initialize:
            return InitCommand.run(&session)
        case .completion:
            guard commandLine.operands.count == 1, let shell = CommandSpec.Shell(rawValue: commandLine.operands[0])
            else {
                return CommandResult(
                    exitCode: .usage,
                    standardError: "palettec: error: completion needs one shell: bash, zsh or fish"
                        + TerminalText.printable(
                            ParsedCommandLine.didYouMean(
                                commandLine.operands.first ?? "",
                                in: CommandSpec.Shell.allCases.map(\.rawValue)
                            )
                        ) + "\n"
                        + "See 'palettec help completion'.\n"
                )
            }
            return CommandResult(exitCode: .ok, standardOutput: CompletionScript.text(for: shell))
        }
    }
}
