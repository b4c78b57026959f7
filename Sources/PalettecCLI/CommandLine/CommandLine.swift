import PaletteFrontend
import PaletteModel

/// The parsed command line: a command and its options.
///
/// Parsing is pure; errors are usage errors (exit 2).
struct ParsedCommandLine: Equatable, Sendable {
    /// The commands palettec has.
    enum Command: String, CaseIterable, Sendable {
        /// Lint palette files.
        case lint
        /// Build the outputs of `palettec.json`.
        case build
        /// Convert palettes between formats.
        case convert
        /// Write the designer's HTML preview of palettes.
        case preview
        /// Print a shell completion script.
        case completion
        /// Start a project: `palettec.json` and its palettes.
        case initialize = "init"
        /// Show help.
        case help
        /// Show the version.
        case version
    }

    /// The command.
    var command: Command
    /// The arguments as given, after the program name.
    var arguments: [String] = []
    /// Positional arguments (paths, or the command help is asked about).
    var operands: [String] = []
    /// `--config PATH`.
    var config: String?
    /// `--format text|github|json`.
    var format: DiagnosticFormat = .text
    /// `--warnings-as-errors`.
    var warningsAsErrors = false
    /// `--check` (build).
    var check = false
    /// `--from FORMAT`.
    var from: String?
    /// `--appearance PATH=NAME` (lint, convert): the appearance every color of an input path is for, by path as
    /// written.
    var appearances: [String: String] = [:]
    /// `--theme GROUP=THEME`: the theme to read for a group of themes of a Tokens Studio project, or the context of
    /// a DTCG resolver's modifier, by group or modifier, over what `palettec.json` chooses.
    var themes: [String: String] = [:]
    /// `--to FORMAT` (convert).
    var to: String?
    /// `--output PATH` (convert, preview).
    var output: String?
    /// `--option NAME=VALUE` (convert): the output's options as written, by name; checked against the format later.
    var outputOptions: [String: String] = [:]
    /// `--output-dir DIR` (build): the folder outputs are written under instead of the config's folder.
    var outputDir: String?
    /// `--only FORMAT` (build): the formats whose outputs are built; empty for all.
    var only: [String] = []
    /// `--color auto|always|never`.
    var color: String = "auto"
    /// `--quiet`: only diagnostics, no progress lines.
    var quiet = false
    /// `--man` (help): the manual page instead of the help text.
    var man = false
    /// `--outputs-only` (build): palette errors as one line, not printed.
    var outputsOnly = false
    /// `--verbose` (build, convert): every file written on its own line.
    var verbose = false
    /// `--watch` (build): rebuild on every change until stopped.
    var watch = false
    /// `--adopt PATH` (build): outputs palettec may take over once though it did not write them.
    var adopt: [String] = []
    /// `--force` (init): convert again, updating the files an earlier init wrote.
    var force = false
    /// `--lenient` (convert): leave out the colors with errors, with warnings, and accept every loss.
    var lenient = false
    /// `--max-file-size`, `--max-image-size`, `--max-depth`, `--max-entries`, `--max-folder-entries`.
    var limits = ReaderLimits.default
    /// `--max-memory SIZE`: the run's memory budget in bytes.
    var memoryBudget = MemoryBudget.defaultBytes

    /// A usage error with its message.
    struct UsageError: Error, Equatable {
        /// What was wrong.
        var message: String
    }

    /// Parses `arguments` (without the program name), by the flags of `CommandSpec`.
    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        guard let first = arguments.first else {
            return ParsedCommandLine(command: .help)
        }
        var result: ParsedCommandLine
        var rest = ArraySlice(arguments.dropFirst())
        switch first {
        case "-h", "--help": return ParsedCommandLine(command: .help, operands: Array(rest.prefix(1)))
        case "--version", "-V": return ParsedCommandLine(command: .version)
        default:
            guard let command = Command(rawValue: first), command != .version else {
                let commands = CommandSpec.commandNames.joined(separator: ", ")
                throw UsageError(
                    message: "unknown command '\(first)'" + didYouMean(first, in: CommandSpec.commandNames)
                        + " (commands: \(commands))"
                )
            }
            result = ParsedCommandLine(command: command)
        }
        let flags = CommandSpec.flags(of: result.command)
        var onlyOperands = false
        while let argument = rest.popFirst() {
            if onlyOperands || !argument.hasPrefix("-") || argument == "-" {
                result.operands.append(argument)
                continue
            }
            if argument == "--" {
                onlyOperands = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let flag = flags.first(where: { $0.names.contains(name) }) else {
                throw UsageError(message: unknownOption(name, for: result.command))
            }
            var text = ""
            if flag.value != nil {
                if let inlineValue {
                    text = inlineValue
                } else {
                    guard let next = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
                    text = next
                }
                if !flag.choices.isEmpty, !flag.choices.contains(text) {
                    throw UsageError(
                        message: "\(name) must be \(Self.list(flag.choices)), not '\(text)'"
                            + didYouMean(text, in: flag.choices)
                    )
                }
            } else if inlineValue != nil {
                throw UsageError(message: "\(name) takes no value")
            }
            switch flag.id {
            case .help: return ParsedCommandLine(command: .help, operands: [result.command.rawValue])
            case .config: result.config = text
            case .check: result.check = true
            case .from: result.from = text
            case .appearance:
                guard let equals = text.lastIndex(of: "="), equals != text.startIndex,
                    text.index(after: equals) != text.endIndex
                else {
                    throw UsageError(message: "--appearance takes PATH=NAME (tokens/nacht.json=dark), not '\(text)'")
                }
                result.appearances[String(text[..<equals])] = String(text[text.index(after: equals)...])
            case .theme:
                guard let equals = text.firstIndex(of: "="), equals != text.startIndex,
                    text.index(after: equals) != text.endIndex
                else {
                    throw UsageError(message: "--theme takes GROUP=THEME (Brand=Business), not '\(text)'")
                }
                result.themes[String(text[..<equals])] = String(text[text.index(after: equals)...])
            case .to: result.to = text
            case .output: result.output = text
            case .format: result.format = DiagnosticFormat(rawValue: text) ?? .text
            case .warningsAsErrors: result.warningsAsErrors = true
            case .color: result.color = text
            case .quiet: result.quiet = true
            case .maxFileSize: result.limits.maxFileBytes = try size(text, name)
            case .maxImageSize: result.limits.maxImageBytes = try size(text, name)
            case .maxDepth:
                let depth = try size(text, name)
                guard depth <= ReaderLimits.maximumDepth else {
                    throw UsageError(message: "--max-depth can be at most \(ReaderLimits.maximumDepth), not \(depth)")
                }
                result.limits.maxDepth = depth
            case .maxEntries: result.limits.maxEntries = try size(text, name)
            case .maxMemory: result.memoryBudget = try size(text, name)
            case .maxFolderEntries: result.limits.maxFolderEntries = try size(text, name)
            case .man: result.man = true
            case .outputsOnly: result.outputsOnly = true
            case .verbose: result.verbose = true
            case .watch: result.watch = true
            case .adopt: result.adopt.append(text)
            case .force: result.force = true
            case .lenient: result.lenient = true
            case .option:
                guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                    throw UsageError(message: "--option takes NAME=VALUE (typeName=Brand), not '\(text)'")
                }
                result.outputOptions[String(text[..<equals])] = String(text[text.index(after: equals)...])
            case .outputDir: result.outputDir = text
            case .only: result.only.append(text)
            }
        }
        // `-` stands for standard input or output where one file is read or written; a config and a build's
        // outputs are not one file.
        if result.config == StandardInput.operand {
            throw UsageError(
                message: "--config needs a file: its folder is the project its paths are relative to, which standard "
                    + "input (-) does not have"
            )
        }
        if result.outputDir == StandardInput.operand {
            throw UsageError(
                message: "--output-dir needs a folder: a build writes several files; to print one output on standard "
                    + "output, run 'palettec convert PALETTE --to FORMAT -o -'"
            )
        }
        if result.watch, result.check {
            throw UsageError(message: "--watch and --check do not go together: --check writes nothing to watch for")
        }
        return result
    }

    /// "; did you mean 'x'?" when one of `candidates` is close to `word` or the only one it begins, else nothing:
    /// the one suggestion every name typed on the command line gets.
    static func didYouMean(_ word: String, in candidates: [String]) -> String {
        Suggestion.question(Suggestion.closestOrCompletion(to: word, in: candidates))
    }

    /// The message for an option `command` does not take: the one it likely means, and the commands that take it
    /// when some do (`--check` is an option of build).
    static func unknownOption(_ name: String, for command: Command) -> String {
        let names = CommandSpec.flags(of: command).flatMap(\.names).filter { $0.hasPrefix("--") }
        let takers = CommandSpec.flags.filter { $0.names.contains(name) }.flatMap(\.commands)
        let others = CommandSpec.commands.map(\.name).filter { takers.contains($0) && $0 != command }
        return "unknown option '\(name)' for '\(command.rawValue)'" + didYouMean(name, in: names)
            + (others.isEmpty ? "" : " (\(name) is an option of " + list(others.map(\.rawValue)) + ")")
    }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }

    /// The inputs of the operands, read as `format` (detected when `nil`) with the appearances `--appearance`
    /// gives them and the themes `--theme` chooses; a usage error when `--appearance` names a path that is not an operand.
    func inputs(format: InputFormat?) throws(UsageError) -> [PaletteLoader.Input] {
        let paths = operands.map(Self.inputPath)
        for path in appearances.keys where !paths.contains(Self.inputPath(path)) {
            throw UsageError(message: "--appearance names '\(path)', which is not one of the paths given")
        }
        if format == nil, paths.contains(StandardInput.path) {
            throw UsageError(
                message: "standard input (-) has no file name to tell its format by; name it with --from FORMAT ("
                    + InputFormatNames.all + ")"
            )
        }
        let given = Dictionary(appearances.map { (Self.inputPath($0.key), $0.value) }) { _, last in last }
        var result: [PaletteLoader.Input] = []
        for path in paths where !result.contains(where: { $0.path == path }) {
            result.append(
                PaletteLoader.Input(
                    path: path,
                    format: format,
                    appearance: given[path].map { .init(name: $0) },
                    themes: themes
                )
            )
        }
        return result
    }

    /// The operands' file names, which outputs take their names from when nothing else names them (`palette` for
    /// standard input).
    var sourceNames: [String] {
        operands.map { $0 == StandardInput.operand ? "palette" : PathText.lastComponent($0) }
    }

    /// The path an operand names: `StandardInput.path` for `-`, else the operand normalized.
    static func inputPath(_ operand: String) -> String {
        operand == StandardInput.operand ? StandardInput.path : PathText.normalized(operand)
    }

    /// A positive count with an optional `K`, `M` or `G` suffix (powers of 1024).
    static func size(_ text: String, _ option: String) throws(UsageError) -> Int {
        var digits = Substring(text)
        var scale = 1
        switch digits.last {
        case "K", "k": scale = 1 << 10
        case "M", "m": scale = 1 << 20
        case "G", "g": scale = 1 << 30
        default: break
        }
        if scale > 1 { digits = digits.dropLast() }
        guard let number = Int(digits), number > 0, number <= Int(Int32.max) / scale * 1024 else {
            throw UsageError(message: "\(option) takes a positive number (K, M and G suffixes allowed), not '\(text)'")
        }
        return number * scale
    }
}
