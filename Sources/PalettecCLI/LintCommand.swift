import PaletteEmitters
import PaletteFrontend
import PaletteModel

/// `palettec lint`: report every problem in palette files; write nothing.
enum LintCommand {
    /// Runs the lint command.
    static func run(_ session: inout Session) -> CommandResult {
        let files = DiskFileProvider()
        var from: InputFormat?
        if let name = session.commandLine.from {
            guard let format = InputFormat(rawValue: name) else {
                return CommandResult(
                    exitCode: .usage,
                    standardError: "palettec: error: unknown input format '\(name)'; known: \(InputFormatNames.all)\n"
                )
            }
            from = format
        }
        var builds: [[PaletteLoader.Input]] = []
        // The configured build's output formats, whose names the lint checks like the build does, when the
        // configured build is linted (it is then `builds[0]`).
        var configFormats: [OutputFormat] = []
        var lintsConfigBuild = false
        if session.commandLine.operands.isEmpty {
            guard let config = session.loadConfig(files: files) else {
                return session.finish(exitCode: .usage)
            }
            builds.append(session.inputs(of: config))
            configFormats = config.outputs.map(\.format)
            lintsConfigBuild = true
        } else {
            var configInputs: [PaletteLoader.Input] = []
            if session.commandLine.config != nil || files.contents(of: session.configPath) != nil {
                guard let config = session.loadConfig(files: files) else {
                    return session.finish(exitCode: .usage)
                }
                configInputs = session.inputs(of: config)
                configFormats = config.outputs.map(\.format)
            }
            let configPaths = Set(configInputs.map(\.path))
            var needsConfigBuild = false
            // The paths outside the configured build are one build, as `convert` reads them: a token set split
            // over files resolves its aliases across them.
            var others: [PaletteLoader.Input] = []
            let operands: [PaletteLoader.Input]
            do {
                operands = try session.commandLine.inputs(format: from)
            } catch {
                return CommandResult(
                    exitCode: .usage,
                    standardError: "palettec: error: \(error.message)\nSee 'palettec help lint'.\n"
                )
            }
            for input in operands {
                if configPaths.contains(input.path)
                    || (!configInputs.isEmpty && input.path == PathText.normalized(session.configPath))
                {
                    needsConfigBuild = true
                } else {
                    others.append(input)
                }
            }
            if needsConfigBuild {
                builds.append(configInputs)
                lintsConfigBuild = true
            }
            if !others.isEmpty { builds.append(others) }
        }
        for (index, inputs) in builds.enumerated() {
            let palette = Compilation.compile(inputs, files: files, session: &session)
            // Only the configured build has outputs; a path linted alone has none to name colors.
            if let palette, index == 0, lintsConfigBuild {
                OutputNames.check(palette, formats: configFormats, diagnostics: &session.diagnostics)
            }
        }
        return session.finish()
    }
}
