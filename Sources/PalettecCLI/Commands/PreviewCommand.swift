import PaletteCompiler
import PaletteEmitters
import PaletteFrontend
import PaletteModel

/// `palettec preview`: lint palettes and write the designer's preview of them, one self-contained HTML page (the
/// `html` output format).
///
/// With no paths it previews the build of `palettec.json`; with paths, those files as one build (as `convert`
/// reads them). Any error writes nothing. The page goes where `--output` says (`-` for standard output), else to
/// `NAME.preview.html` in the working folder, with the same rules as every output: written atomically, only when
/// its bytes change, and never over a file palettec did not write.
enum PreviewCommand {
    /// Runs the preview command.
    static func run(_ session: inout Session) -> CommandResult {
        let line = session.commandLine
        var from: InputFormat?
        if let name = line.from {
            guard let format = InputFormat(rawValue: name) else {
                return usage("unknown input format '\(name)'; known: \(InputFormatNames.all)")
            }
            from = format
        }
        let toStandardOutput = line.output == StandardInput.operand
        if toStandardOutput, line.format != .text {
            return usage(
                "--output - writes the page to standard output, where --format \(line.format.rawValue) "
                    + "writes the diagnostics; write the page to a file"
            )
        }
        if line.config != nil, !line.operands.isEmpty {
            return usage("preview reads PATHs or the palettes of --config, not both")
        }
        var files: any FileProvider = DiskFileProvider()
        let inputs: [PaletteLoader.Input]
        let sourceNames: [String]
        var lint: [LintSetting] = []
        if line.operands.isEmpty {
            guard let config = session.loadConfig(files: files) else { return session.finish(exitCode: .usage) }
            inputs = session.inputs(of: config)
            sourceNames = config.palettes.map(\.path)
            lint = config.lint
        } else {
            do {
                inputs = try line.inputs(format: from)
            } catch {
                return usage(error.message)
            }
            sourceNames = line.sourceNames
            files = StandardInput.files(files, for: inputs, limits: line.limits)
        }
        // Contrast pairs below their minimum are errors, but the page is where a designer looks at them: it is
        // written, and the run still fails. Any other error (or a warning under --warnings-as-errors) writes nothing.
        guard
            let palette = session.compile(inputs, files: files, lint: lint, keepingContrastFailures: true),
            !session.diagnostics.diagnostics.contains(where: { $0.rule != .contrast && session.fails($0) })
        else {
            return session.finish(exitCode: .findings)
        }
        let failures = session.diagnostics.diagnostics.filter { $0.rule == .contrast && $0.severity == .error }.count
        let name = palette.name == StandardInput.path ? "palette" : palette.name
        let path = line.output.map(PathText.normalized) ?? defaultOutput(for: name)
        let output = BuildConfig.Output(format: .html, path: path, options: [:], location: nil)
        let planned = OutputPlanner.plan(
            palette,
            outputs: [output],
            base: ".",
            sourceNames: sourceNames,
            diagnostics: &session.diagnostics
        )
        if session.diagnostics.diagnostics.contains(where: { $0.rule != .contrast && session.fails($0) }) {
            return session.finish(exitCode: .findings)
        }
        let summary = summary(of: palette, failures: failures)
        let exitCode: ExitStatus = failures > 0 ? .findings : .ok
        if toStandardOutput {
            session.progress.append(summary)
            return session.finish(exitCode: exitCode, standardOutput: planned.map(\.file.text).joined())
        }
        let status = MemoryBudget.whileWriting {
            OutputWriter.write(planned, stale: [], check: false, session: &session)
        }
        if status == .ok { session.progress.insert(summary, at: 0) }
        return session.finish(exitCode: status == .ok ? exitCode : status)
    }

    /// `NAME.preview.html`, the palette's name made a plain file name: a path separator, a control character or
    /// a leading dot becomes `-`, and an empty name is `palette`.
    static func defaultOutput(for name: String) -> String {
        var file = String(
            name.unicodeScalars.map { scalar in
                scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F ? "-" : Character(scalar)
            }
        )
        if file.isEmpty { file = "palette" }
        if file.hasPrefix(".") { file = "-" + file.dropFirst() }
        return file + ".preview.html"
    }

    /// The line saying what the page shows: `palettec: previewed 22 colors in 6 appearances and 7 contrast pairs`,
    /// and how many contrast checks fail (`; 2 contrast checks fail, marked on the page`).
    static func summary(of palette: Palette, failures: Int = 0) -> String {
        /// `1 color`, `2 colors`.
        func count(_ number: Int, _ noun: String) -> String {
            "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
        return "palettec: previewed \(count(palette.entries.count, "color")) in "
            + "\(count(palette.appearances.count, "appearance")) and "
            + "\(count(palette.contrastPairs.count, "contrast pair"))"
            + (failures == 0
                ? ""
                : "; \(count(failures, "contrast check")) below \(failures == 1 ? "its" : "their") minimum, marked on the page")
    }

    /// A usage error result.
    static func usage(_ message: String) -> CommandResult {
        CommandResult(
            exitCode: .usage,
            standardError: "palettec: error: \(TerminalText.printable(message))\nSee 'palettec help preview'.\n"
        )
    }
}
