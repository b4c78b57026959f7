import PaletteCompiler
import PaletteEmitters
import PaletteFrontend
import PaletteModel

/// `palettec convert`: read palettes in one format and write them in another, all or nothing.
///
/// With `--lenient`, the colors with errors are left out with a warning each (`LenientLowering`) and an output that
/// can lose something (`allowLoss`) is told it may.
enum ConvertCommand {
    /// The help of `--lenient`.
    static let lenientHelp =
        "Leave out each color that has errors, with a warning saying why, and accept what the output format cannot "
        + "hold (allowLoss), listing it"

    /// Runs the convert command.
    static func run(_ session: inout Session) -> CommandResult {
        let line = session.commandLine
        guard !line.operands.isEmpty else { return usage("convert needs at least one INPUT") }
        guard let toName = line.to else { return usage("convert needs --to FORMAT (\(OutputFormatNames.all))") }
        guard let format = OutputFormat(rawValue: toName) else {
            return usage("unknown output format '\(toName)'; known: \(OutputFormatNames.all)")
        }
        guard let output = line.output else { return usage("convert needs --output PATH (- for standard output)") }
        let toStandardOutput = output == StandardInput.operand
        if toStandardOutput, format.emitter.writesFolder {
            return usage(
                "--to \(format.rawValue) writes a folder, which standard output cannot hold; give --output a path"
            )
        }
        if toStandardOutput, line.format != .text {
            return usage(
                "--output - writes the converted file to standard output, where --format \(line.format.rawValue) "
                    + "writes the diagnostics; write the file to a path"
            )
        }
        var options: [String: EmitOptions.Value]
        do {
            options = try OptionArguments.values(line.outputOptions, for: format)
        } catch {
            return usage(error.message)
        }
        // Lenient: what the output cannot hold is a warning too, where the format can lose something.
        if line.lenient, let allowLoss = format.emitter.optionSpec(named: OptionArguments.allowLoss) {
            options[allowLoss.name] = .bool(true)
        }
        var from: InputFormat?
        if let name = line.from {
            guard let input = InputFormat(rawValue: name) else {
                return usage("unknown input format '\(name)'; known: \(InputFormatNames.all)")
            }
            from = input
        }
        let inputs: [PaletteLoader.Input]
        do {
            inputs = try line.inputs(format: from)
        } catch {
            return usage(error.message)
        }
        let files = StandardInput.files(DiskFileProvider(), for: inputs, limits: line.limits)
        let outputs = [
            BuildConfig.Output(format: format, path: PathText.normalized(output), options: options, location: nil)
        ]
        let built = PaletteBuild.run(
            inputs,
            outputs: outputs,
            sourceNames: line.sourceNames,
            configPath: nil,
            outputBase: ".",
            files: files,
            limits: line.limits,
            resolution: .disk,
            warningsAsErrors: line.warningsAsErrors,
            lenient: line.lenient,
            diagnostics: &session.diagnostics,
            sources: &session.sources
        )
        switch built.stop {
        case .palettes, .outputs: return session.finish(exitCode: .findings)
        case .outputPaths: return session.finish(exitCode: .usage)
        case nil: break
        }
        let planned = built.planned
        if toStandardOutput {
            guard planned.count == 1 else {
                return usage("this conversion writes \(planned.count) files, which standard output cannot hold")
            }
            return session.finish(standardOutput: planned[0].file.text)
        }
        let stale = StaleOutputs.find(outputs: outputs, base: ".", planned: planned)
        // Written first, then finished: the session must hold what writing reported (refusals, `wrote …`).
        let status = MemoryBudget.whileWriting {
            OutputWriter.write(planned, stale: stale, check: false, session: &session)
        }
        return session.finish(exitCode: status)
    }

    /// A usage error result.
    static func usage(_ message: String) -> CommandResult {
        CommandResult(
            exitCode: .usage,
            standardError: "palettec: error: \(TerminalText.printable(message))\nSee 'palettec help convert'.\n"
        )
    }
}
