import PaletteCompiler
import PaletteEmitters
import PaletteFrontend
import PaletteModel

/// `palettec lint`: report every problem in palette files; write nothing.
enum LintCommand {
    /// Runs the lint command.
    static func run(_ session: inout Session) -> CommandResult {
        var files: any FileProvider = DiskFileProvider()
        var from: InputFormat?
        if let name = session.commandLine.from {
            guard let format = InputFormat(rawValue: name) else {
                return CommandResult(
                    exitCode: .usage,
                    standardError:
                        "palettec: error: unknown input format '\(TerminalText.printable(name))'; known: \(InputFormatNames.all)\n"
                )
            }
            from = format
        }
        var builds: [[PaletteLoader.Input]] = []
        // The configured build, whose outputs the lint checks as the build does (names, and what each format
        // cannot hold), when it is linted (it is then `builds[0]`).
        var configured: BuildConfig?
        var lintsConfigBuild = false
        if session.commandLine.operands.isEmpty {
            guard let config = session.loadConfig(files: files) else {
                return session.finish(exitCode: .usage)
            }
            builds.append(session.inputs(of: config))
            configured = config
            lintsConfigBuild = true
        } else {
            var configInputs: [PaletteLoader.Input] = []
            if session.commandLine.config != nil || files.contents(of: session.configPath) != nil {
                guard let config = session.loadConfig(files: files) else {
                    return session.finish(exitCode: .usage)
                }
                configInputs = session.inputs(of: config)
                configured = config
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
                    standardError:
                        "palettec: error: \(TerminalText.printable(error.message))\nSee 'palettec help lint'.\n"
                )
            }
            files = StandardInput.files(files, for: operands, limits: session.commandLine.limits)
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
            // The configured build is linted with its `palettec.json`'s color-sense settings; other paths without.
            let configuredLint = index == 0 && lintsConfigBuild ? configured?.lint ?? [] : []
            let palette = session.compile(inputs, files: files, lint: configuredLint)
            // Only the configured build has outputs; a path linted alone has none to name colors. Its outputs are
            // checked as `build` checks them (names, then the emitters when the names are all right), so lint and
            // build agree on every warning; nothing is printed.
            if let palette, index == 0, lintsConfigBuild, let config = configured {
                _ = PaletteBuild.emit(
                    palette,
                    outputs: config.outputs,
                    base: session.configBase,
                    sourceNames: config.palettes.map(\.path),
                    warningsAsErrors: session.commandLine.warningsAsErrors,
                    diagnostics: &session.diagnostics
                )
            }
            // Without a `palettec.json`, the names are checked as the outputs `init` configures would give them, so
            // keys that collide there (`PGC01` and `pgc01`) fail lint as they would fail the first build.
            if let palette, configured == nil {
                _ = OutputNames.check(palette, formats: InitCommand.outputFormats, diagnostics: &session.diagnostics)
            }
        }
        return session.finish()
    }
}
