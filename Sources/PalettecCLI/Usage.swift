import PaletteEmitters

/// The help texts.
enum Usage {
    /// The version string printed by `--version`.
    static let version = "palettec 0.1.0"

    /// The overview printed by `palettec --help`.
    static let overview = """
        palettec: the light/dark color-palette compiler.

        USAGE: palettec <command> [options]

        COMMANDS:
          build     Build the outputs of palettec.json (Swift, CSS, JSON, ...); --check for CI
          lint      Check palette files and report every problem (for pre-commit hooks)
          convert   Convert palettes between formats (LFLDarkModeKit, DKNightVersion, DTCG, ...)
          help      Show help for a command

        OPTIONS:
          -h, --help      Show help
          --version       Show the version

        Exit status: 0 ok, 1 errors found or outputs stale, 2 usage or configuration error.
        See 'palettec help <command>' for a command's options.

        """

    /// Help for one command.
    static func help(for command: String) -> String? {
        switch command {
        case "lint":
            return """
                USAGE: palettec lint [PATH ...] [options]

                Checks palette files and reports every problem as path:line:column: error: message [rule-id].
                With no PATH, lints the palettes listed in palettec.json as one build. A PATH listed in
                palettec.json is linted together with the rest of its build, so aliases and duplicate keys
                across files are judged as the build judges them. The other PATHs are linted together as
                one build, as convert reads them: a token set split over files resolves its aliases.

                OPTIONS:
                  -c, --config PATH       The build config (default: ./palettec.json)
                  --from FORMAT           Read every PATH as FORMAT instead of detecting it
                  --appearance PATH=NAME  Every color of PATH is for appearance NAME (light, dark, a theme),
                                          for theme files whose names do not say so; repeatable
                  --format FORMAT         text (default), github (Actions annotations) or json
                  --warnings-as-errors    Treat warnings as errors
                  --color WHEN            auto (default; honors NO_COLOR), always or never
                  --max-file-size SIZE    Largest palette file read (default 64M)
                  --max-depth N           Deepest nesting read (default 512, at most 1000000)
                  --max-entries N         Most colors in one build (default 1000000)

                Exit status: 0 clean (warnings allowed), 1 errors found, 2 usage error.

                """
        case "build":
            return """
                USAGE: palettec build [options]

                Reads palettec.json, validates its palettes and writes every output. If any palette has an
                error, nothing is written. Each output is replaced atomically and only when its bytes change.
                A file at an output path that palettec did not generate is never overwritten.

                OPTIONS:
                  -c, --config PATH       The build config (default: ./palettec.json)
                  --check                 Write nothing; exit 1 and name every missing or stale output
                  --format FORMAT         text (default), github or json
                  --warnings-as-errors    Treat warnings as errors
                  --color WHEN            auto (default; honors NO_COLOR), always or never
                  -q, --quiet             Print only diagnostics
                  --max-file-size SIZE    Largest palette file read (default 64M)
                  --max-depth N           Deepest nesting read (default 512, at most 1000000)
                  --max-entries N         Most colors in one build (default 1000000)

                Exit status: 0 ok, 1 errors or stale outputs, 2 usage or configuration error.

                """ + OptionCatalog.helpText
        case "convert":
            return """
                USAGE: palettec convert INPUT ... --to FORMAT --output PATH [options]

                Reads INPUT files (merged into one palette) and writes them in another format, with the same
                checks and all-or-nothing writing as build. Anything the target cannot express is reported.

                OPTIONS:
                  --to FORMAT             Output format: \(OutputFormatNames.all)
                  -o, --output PATH       Output file or folder
                  --from FORMAT           Input format (default: detected): \(InputFormatNames.all)
                  --appearance PATH=NAME  Every color of INPUT PATH is for appearance NAME (light, dark, a
                                          theme), for theme files whose names do not say so; repeatable
                  --format FORMAT         Diagnostics as text (default), github or json
                  --warnings-as-errors    Treat warnings as errors
                  -q, --quiet             Print only diagnostics
                  --max-file-size SIZE    Largest palette file read (default 64M)
                  --max-depth N           Deepest nesting read (default 512, at most 1000000)
                  --max-entries N         Most colors in one build (default 1000000)

                """
        case "help":
            return "USAGE: palettec help [COMMAND]\n"
        default:
            return nil
        }
    }
}
