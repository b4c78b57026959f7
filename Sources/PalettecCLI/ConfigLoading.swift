import PaletteFrontend
import PaletteModel

/// Finding and reading `palettec.json` for a session.
extension Session {
    /// The config path: `--config`, else `palettec.json` in the working folder.
    var configPath: String {
        commandLine.config ?? "palettec.json"
    }

    /// Reads the config; `nil` (with diagnostics) if it is missing or invalid.
    mutating func loadConfig(files: any FileProvider) -> BuildConfig? {
        let path = configPath
        guard let bytes = files.contents(of: path) else {
            diagnostics.report(.unreadableConfig(path, isDefault: commandLine.config == nil))
            return nil
        }
        let file = SourceFile(path: path, bytes: bytes)
        sources[path] = file
        return ConfigReader.read(file, diagnostics: &diagnostics)
    }

    /// The folder the config's relative paths start from.
    var configBase: String {
        PathText.parent(configPath)
    }

    /// The loader inputs for the config's palettes, resolved against the config's folder.
    func inputs(of config: BuildConfig) -> [PaletteLoader.Input] {
        config.palettes.map { palette in
            PaletteLoader.Input(
                path: PathText.join(configBase, palette.path),
                format: palette.format,
                reference: palette.location,
                appearance: palette.appearance.map { .init(name: $0, location: palette.appearanceLocation) }
            )
        }
    }
}

extension Diagnostic {
    /// `isDefault`: the path was not given with `--config`, so the message says how to find or name the config.
    fileprivate static func unreadableConfig(_ path: String, isDefault: Bool) -> Diagnostic {
        Diagnostic(
            .invalidConfig,
            "cannot read '\(path)'"
                + (isDefault ? "; run palettec in the folder of your palettec.json, or pass --config" : ""),
            at: nil
        )
    }
}
