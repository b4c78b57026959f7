import PaletteEmitters
import PaletteFrontend

/// Every fact of palettec's command line in one table.
///
/// The commands, their flags, what each takes, and the help text: parsing, `palettec help`, "did you mean", the
/// shell completions and the man page are all made from it.
enum CommandSpec {
    /// One command.
    struct Command: Sendable {
        /// The command's name.
        var name: ParsedCommandLine.Command
        /// One line for the command list.
        var summary: String
        /// The usage line after `palettec `.
        var usage: String
        /// What the command does, in paragraphs of lines.
        var description: String
        /// What its operands are, for completion.
        var operands: Operands
        /// The exit status line, if the command has its own.
        var exitStatus: String?
    }

    /// What a command's operands are.
    enum Operands: Sendable {
        /// None.
        case none
        /// Files and folders.
        case paths
        /// One of these words.
        case words([String])
    }

    /// Which flag it is: what `ParsedCommandLine.parse` switches on.
    enum FlagID: Sendable {
        case help, config, check, from, appearance, to, output, format, warningsAsErrors, color, quiet
        case maxFileSize, maxImageSize, maxDepth, maxEntries, maxMemory, maxFolderEntries, man, outputsOnly, verbose,
            watch, adopt, force, lenient
        case option, outputDir, only, theme
    }

    /// One flag.
    struct Flag: Sendable {
        /// Which flag.
        var id: FlagID
        /// Its spellings, short first (`-c`, `--config`).
        var names: [String]
        /// The name of its value (`PATH`), or `nil` for a switch.
        var value: String?
        /// The values it takes, when they are a fixed list (for completion and messages).
        var choices: [String] = []
        /// The commands that take it.
        var commands: [ParsedCommandLine.Command]
        /// Its help, one sentence.
        var help: String
    }

    /// The commands, in the order help lists them.
    static let commands: [Command] = [
        Command(
            name: .build,
            summary: "Build the outputs of palettec.json (Swift, CSS, JSON, ...); --check for CI",
            usage: "build [options]",
            description: """
                Reads palettec.json, validates its palettes and writes every output. If any palette has an
                error, nothing is written. Each output is replaced atomically and only when its bytes change.
                A file at an output path that palettec did not generate is never overwritten.
                """,
            operands: .none,
            exitStatus: "Exit status: 0 ok, 1 errors or stale outputs, 2 usage or configuration error, 130 --watch "
                + "stopped by Ctrl-C."
        ),
        Command(
            name: .lint,
            summary: "Check palette files and report every problem (for pre-commit hooks)",
            usage: "lint [PATH ...] [options]",
            description: """
                Checks palette files and reports every problem as path:line:column: error: message [rule-id].
                With no PATH, lints the palettes listed in palettec.json as one build. A PATH listed in
                palettec.json is linted together with the rest of its build, so aliases and duplicate keys
                across files are judged as the build judges them. The other PATHs are linted together as
                one build, as convert reads them: a token set split over files resolves its aliases. A PATH of -
                reads standard input, in the format --from names.
                """,
            operands: .paths,
            exitStatus: "Exit status: 0 clean (warnings allowed), 1 errors found, 2 usage error."
        ),
        Command(
            name: .convert,
            summary: "Convert palettes between formats (LFLDarkModeKit, DKNightVersion, DTCG, ...)",
            usage: "convert INPUT ... --to FORMAT --output PATH [options]",
            description: """
                Reads INPUT files (merged into one palette) and writes them in another format, with the same
                checks and all-or-nothing writing as build. Anything the target cannot express is reported. An
                INPUT of - reads standard input, in the format --from names; --output - writes standard output.
                With --lenient, a color an input gets wrong is left out with a warning saying why and where, and
                what the target cannot hold is a warning too (allowLoss).
                """,
            operands: .paths,
            exitStatus: nil
        ),
        Command(
            name: .preview,
            summary: "Write a designer's preview of palettes: one HTML page of every color and contrast pair",
            usage: "preview [PATH ...] [options]",
            description: """
                Lints palette files and writes one self-contained HTML page for reviewing them: every color in
                every appearance side by side (swatch, hex, Display P3, alias, fallback, description,
                deprecation) and every contrast pair as sample text with its contrast and a pass or fail mark.
                With no PATH, previews the palettes listed in palettec.json as one build; PATHs are read
                together as one build, as convert reads them (- reads standard input, in the format --from
                names). If any palette has an error, nothing is written.
                The page goes to NAME.preview.html in the working folder (NAME: the palette's name) unless
                --output says otherwise; it is replaced only when its bytes change, and a file palettec did not
                write is never overwritten. The page needs no network and looks the same offline.
                """,
            operands: .paths,
            exitStatus: "Exit status: 0 written or unchanged, 1 errors found or not written, 2 usage error."
        ),
        Command(
            name: .initialize,
            summary: "Start a project: palettec.json and its palettes (adopting the ones found here)",
            usage: "init [options]",
            description: """
                Writes palettec.json and its palettes in the working folder, and prints what to run next.
                Palettes found below the folder are adopted: palettes and token files are listed as they are;
                an LFLDarkModeKit bundle, a DKNightVersion table, an asset catalog or Android resources are
                converted into a palette under Palettes/ (the originals are left alone). A color a source gets
                wrong is left out with a warning saying why and where, and the rest is converted; a source with
                an error about no one color is not adopted. A starter palette is written only when the folder
                has no palettes. The outputs and the Swift type are named after the first palette, and
                palettec.json says so (typeName). Nothing that exists is overwritten; with --force, init runs
                again and updates the files an earlier init wrote, as long as nobody edited them (the record of
                what it wrote is .palettec-init.json).
                """,
            operands: .none,
            exitStatus: "Exit status: 0 written, 1 nothing adoptable or a file could not be written, 2 palettec.json "
                + "exists (without --force) or usage error."
        ),
        Command(
            name: .completion,
            summary: "Print a shell completion script (bash, zsh or fish)",
            usage: "completion bash|zsh|fish",
            description: """
                Prints the completion script for a shell. For bash: source <(palettec completion bash); for zsh,
                save it as _palettec in a folder of $fpath; for fish: palettec completion fish | source.
                """,
            operands: .words(Shell.allCases.map(\.rawValue)),
            exitStatus: nil
        ),
        Command(
            name: .help,
            summary: "Show help for a command",
            usage: "help [COMMAND] [--man]",
            description: "Shows help for palettec or one command; --man prints the manual page (roff).",
            operands: .words(["build", "lint", "convert", "preview", "init", "completion", "help"]),
            exitStatus: nil
        ),
    ]

    /// The flags, in the order help lists them.
    static let flags: [Flag] = [
        Flag(
            id: .config,
            names: ["-c", "--config"],
            value: "PATH",
            commands: [.lint, .build, .preview],
            help: "The build config (default: palettec.json here or in the nearest parent folder)"
        ),
        Flag(
            id: .check,
            names: ["--check"],
            commands: [.build],
            help: "Write nothing; exit 1, name every missing, stale or hand-edited output and show how each differs "
                + "(the first 40 lines of a unified diff); with --adopt, show what adopting changes"
        ),
        Flag(
            id: .watch,
            names: ["-w", "--watch"],
            commands: [.build],
            help: "Build, then build again whenever palettec.json or a palette changes, until Ctrl-C (files are "
                + "polled four times a second)"
        ),
        Flag(
            id: .adopt,
            names: ["--adopt"],
            value: "PATH",
            commands: [.build, .preview],
            help: "Take over the output at PATH though palettec did not write it (a hand-written file or folder), "
                + "showing what changes; repeatable"
        ),
        Flag(
            id: .outputsOnly,
            names: ["--outputs-only"],
            commands: [.build],
            help: "With --check: when the palettes have errors, say so in one line instead of printing them (for a "
                + "pre-commit hook beside palettec lint, which prints them)"
        ),
        Flag(
            id: .to,
            names: ["--to"],
            value: "FORMAT",
            choices: OutputFormat.allCases.map(\.rawValue),
            commands: [.convert],
            help: "Output format: " + OutputFormatNames.all
        ),
        Flag(
            id: .output,
            names: ["-o", "--output"],
            value: "PATH",
            commands: [.convert, .preview],
            help: "Output file or folder, - for standard output (one file only); for preview, the page (default: "
                + "NAME.preview.html here)"
        ),
        Flag(id: .force, names: ["--force"], commands: [.initialize], help: InitCommand.forceHelp),
        Flag(id: .lenient, names: ["--lenient"], commands: [.convert], help: ConvertCommand.lenientHelp),
        Flag(
            id: .option,
            names: ["--option"],
            value: "NAME=VALUE",
            commands: [.convert],
            help: "An option of the --to format, as an output in palettec.json takes it (typeName=Brand, "
                + "accessLevel=public; 'palettec help build' lists them); repeatable"
        ),
        Flag(
            id: .outputDir,
            names: ["--output-dir"],
            value: "DIR",
            commands: [.build],
            help: "Write each output at its path under DIR instead of the config's folder (for build systems, such "
                + "as the SwiftPM plugin's work folder)"
        ),
        Flag(
            id: .only,
            names: ["--only"],
            value: "FORMAT",
            choices: OutputFormat.allCases.map(\.rawValue),
            commands: [.build],
            help: "Build only the outputs of FORMAT; repeatable"
        ),
        Flag(
            id: .from,
            names: ["--from"],
            value: "FORMAT",
            choices: InputFormat.allCases.map(\.rawValue),
            commands: [.lint, .convert, .preview],
            help: "Read every input as FORMAT instead of detecting it: " + InputFormatNames.all
        ),
        Flag(
            id: .appearance,
            names: ["--appearance"],
            value: "PATH=NAME",
            commands: [.lint, .convert, .preview],
            help: "Every color of PATH is for appearance NAME (light, dark, a theme), for theme files whose "
                + "names do not say so; repeatable"
        ),
        Flag(
            id: .theme,
            names: ["--theme"],
            value: "GROUP=THEME",
            commands: [.lint, .build, .convert, .preview],
            help: "Read THEME for the group of themes GROUP of a Tokens Studio project (Brand=Business), or context "
                + "THEME of a DTCG resolver's modifier GROUP (brand=partner-a), in place of the first or default "
                + "one or the one \"themes\" in palettec.json chooses; repeatable"
        ),
        Flag(
            id: .format,
            names: ["--format"],
            value: "FORMAT",
            choices: DiagnosticFormat.allCases.map(\.rawValue),
            commands: [.lint, .build, .convert, .preview],
            help: "Diagnostics as text (default), github (Actions annotations) or json"
        ),
        Flag(
            id: .warningsAsErrors,
            names: ["--warnings-as-errors"],
            commands: [.lint, .build, .convert, .preview],
            help: "Treat warnings as errors"
        ),
        Flag(
            id: .color,
            names: ["--color"],
            value: "WHEN",
            choices: ["auto", "always", "never"],
            commands: [.lint, .build, .convert, .preview],
            help: "auto (default; honors NO_COLOR), always or never"
        ),
        Flag(
            id: .quiet,
            names: ["-q", "--quiet"],
            commands: [.lint, .build, .convert, .preview, .initialize],
            help: "Print only diagnostics"
        ),
        Flag(
            id: .verbose,
            names: ["-v", "--verbose"],
            commands: [.build, .convert],
            help: "Name every file written (by default an output of many files, a catalog, is one line)"
        ),
        Flag(
            id: .maxFileSize,
            names: ["--max-file-size"],
            value: "SIZE",
            commands: [.lint, .build, .convert, .preview],
            help: "Largest palette file read (default 64M)"
        ),
        Flag(
            id: .maxImageSize,
            names: ["--max-image-size"],
            value: "SIZE",
            commands: [.lint, .build, .convert, .preview],
            help: "Largest image file a palette may name (default 16M)"
        ),
        Flag(
            id: .maxDepth,
            names: ["--max-depth"],
            value: "N",
            commands: [.lint, .build, .convert, .preview],
            help: "Deepest nesting read (default 512, at most \(ReaderLimits.maximumDepth))"
        ),
        Flag(
            id: .maxEntries,
            names: ["--max-entries"],
            value: "N",
            commands: [.lint, .build, .convert, .preview],
            help: "Most colors in one build (default 1000000)"
        ),
        Flag(
            id: .maxMemory,
            names: ["--max-memory"],
            value: "SIZE",
            commands: [.lint, .build, .convert, .preview],
            help: "Most memory one run may use before it stops with an error and writes nothing (default 4G)"
        ),
        Flag(
            id: .maxFolderEntries,
            names: ["--max-folder-entries"],
            value: "N",
            commands: [.lint, .build, .convert, .preview],
            help: "Most files and folders read below one folder input (default 100000)"
        ),
        Flag(id: .man, names: ["--man"], commands: [.help], help: "Print the manual page (roff) instead"),
        Flag(
            id: .help,
            names: ["-h", "--help"],
            commands: [.lint, .build, .convert, .preview, .initialize, .completion, .help],
            help: "Show this help"
        ),
    ]

    /// The shells `palettec completion` writes scripts for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// The spec of a command.
    static func command(_ name: ParsedCommandLine.Command) -> Command? {
        commands.first { $0.name == name }
    }

    /// The flags a command takes.
    static func flags(of command: ParsedCommandLine.Command) -> [Flag] {
        flags.filter { $0.commands.contains(command) }
    }

    /// The command names a user can type.
    static var commandNames: [String] {
        commands.map(\.name.rawValue)
    }
}
