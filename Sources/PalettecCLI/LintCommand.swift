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
                    exitCode: 2,
                    standardError: "palettec: error: unknown input format '\(name)'; known: \(InputFormatNames.all)\n"
                )
            }
            from = format
        }
        var builds: [[PaletteLoader.Input]] = []
        if session.commandLine.operands.isEmpty {
            guard let config = session.loadConfig(files: files) else {
                return session.finish(exitCode: 2)
            }
            builds.append(session.inputs(of: config))
        } else {
            var configInputs: [PaletteLoader.Input] = []
            if session.commandLine.config != nil || files.contents(of: session.configPath) != nil {
                guard let config = session.loadConfig(files: files) else {
                    return session.finish(exitCode: 2)
                }
                configInputs = session.inputs(of: config)
            }
            let configPaths = Set(configInputs.map(\.path))
            var needsConfigBuild = false
            for operand in session.commandLine.operands {
                let path = PathRules.normalize(operand)
                if configPaths.contains(path)
                    || (!configInputs.isEmpty && path == PathRules.normalize(session.configPath))
                {
                    needsConfigBuild = true
                } else {
                    builds.append([PaletteLoader.Input(path: path, format: from, reference: nil)])
                }
            }
            if needsConfigBuild {
                builds.insert(configInputs, at: 0)
            }
        }
        for inputs in builds {
            _ = Compilation.compile(inputs, files: files, session: &session)
        }
        return session.finish()
    }
}
