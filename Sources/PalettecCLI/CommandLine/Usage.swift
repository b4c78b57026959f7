import PaletteEmitters

/// The help texts, made from `CommandSpec`.
enum Usage {
    /// The version string printed by `--version`.
    static let version = "palettec \(PalettecVersion.number)"

    /// The column help sentences start at.
    static let helpColumn = 26
    /// The width help lines are wrapped to when the output is no terminal and `COLUMNS` says nothing.
    static let defaultWidth = 80
    /// The narrowest and widest widths help is wrapped to.
    static let widths = 40...200

    /// The width to wrap help to: `COLUMNS` when it is a number, else the terminal's width, else `defaultWidth`;
    /// within `widths`.
    static func width(environment: [String: String], terminalWidth: Int?) -> Int {
        let columns = environment["COLUMNS"].flatMap { Int($0) }
        return min(max(columns ?? terminalWidth ?? defaultWidth, widths.lowerBound), widths.upperBound)
    }

    /// The overview printed by `palettec --help`, wrapped to `width`.
    static func overview(width: Int) -> String {
        wrap(overview, width: width)
    }

    /// `text` with every line longer than `width` broken at spaces.
    ///
    /// A continuation line starts at the line's hanging indent (`hangingIndent(of:)`); a word longer than a line
    /// stays whole.
    static func wrap(_ text: String, width: Int) -> String {
        var result: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = hangingIndent(of: line)
            var rest = Array(line)
            let lead = rest.prefix { $0 == " " }.count
            // Never break inside the indentation, so every piece makes progress.
            let start = max(lead, rest.count > indent ? indent : lead)
            while rest.count > width {
                let limit = min(width, rest.count - 1)
                guard
                    let space = (start..<(limit + 1)).last(where: { rest[$0] == " " })
                        ?? (limit..<rest.count).first(where: { rest[$0] == " " })
                else { break }
                var head = rest[..<space]
                while head.last == " " { head = head.dropLast() }
                result.append(String(head))
                let tail = rest[(space + 1)...].drop { $0 == " " }
                guard !tail.isEmpty else {
                    rest = []
                    break
                }
                rest = Array(repeating: " ", count: indent) + Array(tail)
            }
            if !rest.isEmpty || result.isEmpty || line.isEmpty { result.append(String(rest)) }
        }
        return result.joined(separator: "\n")
    }

    /// Where a line's continuation lines start: after the first run of two or more spaces past the indentation, in
    /// the line's first half (the gap after an option's or a command's label), else at the line's own indentation.
    static func hangingIndent(of line: Substring) -> Int {
        let lead = line.prefix { $0 == " " }.count
        let chars = Array(line)
        var index = lead
        while index + 1 < chars.count, !(chars[index] == " " && chars[index + 1] == " ") { index += 1 }
        var gap = index
        while gap < chars.count, chars[gap] == " " { gap += 1 }
        if gap - index >= 2, gap < chars.count, gap <= chars.count / 2 { return gap }
        return lead
    }

    /// The overview printed by `palettec --help`, unwrapped.
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

    /// Help for one command wrapped to `width`, or `nil` when there is no such command.
    static func help(for name: String, width: Int = defaultWidth) -> String? {
        guard let command = ParsedCommandLine.Command(rawValue: name).flatMap(CommandSpec.command) else {
            return nil
        }
        // The description is one paragraph, reflowed to the width.
        let description = command.description.split(separator: "\n").joined(separator: " ")
        var text = "USAGE: palettec \(command.usage)\n\n\(description)\n\nOPTIONS:\n"
        for flag in CommandSpec.flags(of: command.name) {
            text += optionLines(flag, width: width)
        }
        if let exitStatus = command.exitStatus { text += "\n\(exitStatus)\n" }
        text += "\n"
        if command.name == .build { text += OptionCatalog.helpText }
        return wrap(text, width: width)
    }

    /// A flag's names and value, as help and the man page show them (`-c, --config PATH`).
    static func label(_ flag: CommandSpec.Flag) -> String {
        flag.names.joined(separator: ", ") + (flag.value.map { " " + $0 } ?? "")
    }

    /// A flag's help lines: its label, then its sentence wrapped at `width` from `helpColumn`.
    static func optionLines(_ flag: CommandSpec.Flag, width: Int = defaultWidth) -> String {
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
