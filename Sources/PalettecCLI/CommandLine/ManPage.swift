import PaletteEmitters
import PaletteModel

/// The manual page (`palettec help --man`, installed as `palettec.1`), in roff, made from `CommandSpec` like the
/// help texts.
enum ManPage {
    /// The page.
    static var text: String {
        var page = """
            .TH PALETTEC 1 "" "\(escaped(Usage.version))" "User Commands"
            .SH NAME
            palettec \\- the light/dark color-palette compiler
            .SH SYNOPSIS
            .B palettec
            .I command
            .RI [ options ]
            .SH DESCRIPTION
            palettec reads light/dark palette files (its own JSON and plist format, and the formats teams already
            keep), reports every problem as
            .IR path : line : column ": error: " message " [" rule-id ]
            and generates Swift, CSS, JSON and the other formats from one model.
            .SH COMMANDS

            """
        for command in CommandSpec.commands {
            page += ".SS \"palettec \(escaped(command.usage))\"\n"
            page += paragraphs(command.description)
            for flag in CommandSpec.flags(of: command.name) {
                page += ".TP\n.B \(escaped(Usage.label(flag)))\n\(escaped(flag.help))\n"
            }
            if let exitStatus = command.exitStatus { page += ".PP\n\(escaped(exitStatus))\n" }
            if command.name == .build {
                page += ".PP\nOutput options, set per output in palettec.json:\n.PP\n.nf\n"
                page += OptionCatalog.helpText.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { escaped(String($0)) }.joined(separator: "\n")
                page += "\n.fi\n"
            }
        }
        page += """
            .SH "EXIT STATUS"
            .TP
            .B 0
            ok; warnings may have been reported
            .TP
            .B 1
            the palettes have errors (or warnings under \\-\\-warnings\\-as\\-errors), an output could not be written,
            or build \\-\\-check found an output missing or stale
            .TP
            .B 2
            the command line or the configuration is wrong
            .SH ENVIRONMENT
            .TP
            .B NO_COLOR
            when set and not empty, diagnostics are printed without colors (as with \\-\\-color never)
            .TP
            .B PALETTEC_CACHE_DIR
            where build records are kept (default: $XDG_CACHE_HOME/palettec, else ~/.cache/palettec, on macOS
            ~/Library/Caches/palettec); set but empty, none are kept. After a build that succeeds, a record of its
            inputs, outputs and warnings lets the next build with the same command line, whose inputs and outputs are
            unchanged, print the same and finish without running the pipeline
            .SH "SEE ALSO"
            The documents in the palettec repository: README.md, Docs/Configuration.md, Docs/Formats.md,
            Docs/Diagnostics.md.

            """
        return page
    }

    /// Lines of a description as roff paragraphs.
    static func paragraphs(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? ".PP" : escaped(String(line))
        }.joined(separator: "\n") + "\n"
    }

    /// Text safe in roff: backslashes and hyphens escaped, and a line never starting a request.
    static func escaped(_ text: String) -> String {
        let body = text.replacingEvery("\\", with: "\\e").replacingEvery("-", with: "\\-")
        return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
    }
}
