import PaletteEmitters

/// The help texts, made from `CommandSpec`.
enum Usage {
    /// The version string printed by `--version`.
    static let version = "palettec \(PalettecVersion.number)"

    /// The column help sentences start at.
    static let helpColumn = 26
    /// The width help lines are wrapped to.
    static let width = 100

    /// The overview printed by `palettec --help`.
    static var overview: String {
        var text = """
            palettec: the light/dark color-palette compiler.

            USAGE: palettec <command> [options]

            COMMANDS:

            """
        let nameWidth = (CommandSpec.commandNames.map(\.count).max() ?? 0) + 2
        for command in CommandSpec.commands {
            text += "  " + pad(command.name.rawValue, to: nameWidth) + command.summary + "\n"
        }
        text += """

            OPTIONS:
              -h, --help      Show help
              --version       Show the version

            Exit status: 0 ok, 1 errors found or outputs stale, 2 usage or configuration error.
            See 'palettec help <command>' for a command's options.

            """
        return text
    }

    /// Help for one command, or `nil` when there is no such command.
    static func help(for name: String) -> String? {
        guard let command = ParsedCommandLine.Command(rawValue: name).flatMap(CommandSpec.command) else {
            return nil
        }
        var text = "USAGE: palettec \(command.usage)\n\n\(command.description)\n\nOPTIONS:\n"
        for flag in CommandSpec.flags(of: command.name) {
            text += optionLines(flag)
        }
        if let exitStatus = command.exitStatus { text += "\n\(exitStatus)\n" }
        text += "\n"
        if command.name == .build { text += OptionCatalog.helpText }
        return text
    }

    /// A flag's names and value, as help and the man page show them (`-c, --config PATH`).
    static func label(_ flag: CommandSpec.Flag) -> String {
        flag.names.joined(separator: ", ") + (flag.value.map { " " + $0 } ?? "")
    }

    /// A flag's help lines: its label, then its sentence wrapped at `width` from `helpColumn`.
    static func optionLines(_ flag: CommandSpec.Flag) -> String {
        let label = "  " + label(flag)
        var lines: [String] = []
        var line = label.count + 2 <= helpColumn ? pad(label, to: helpColumn) : label + "  "
        var lineHasWords = false
        for word in flag.help.split(separator: " ") {
            if lineHasWords, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: helpColumn)
                lineHasWords = false
            }
            line += (lineHasWords ? " " : "") + word
            lineHasWords = true
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` followed by spaces up to `width` characters.
    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
