import PaletteFrontend
import PaletteModel

/// Reading `palettec.json` from a `FileProvider`, and the loader inputs its palettes name.
package enum ConfigFile {
    /// Reads the config at `path`; `nil` (with diagnostics) if it is missing or invalid.
    ///
    /// `named` says whether the path was given (`--config`) rather than found by the search, which changes what a
    /// missing file is told.
    package static func load(
        _ path: String,
        named: Bool,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag,
        sources: inout [String: SourceFile]
    ) -> BuildConfig? {
        // The config defines the project, so only the file checks apply: a regular file within the size limit.
        let read = files.read(path, maxBytes: limits.maxFileBytes, digest: false)
        guard let bytes = read.bytes else {
            if case .unreadable = read, !named {
                diagnostics.report(.noConfig)
            } else if case .unreadable(let why) = read {
                let nearest = files.resolvedPath(path) == nil ? PathSuggestion.nearest(to: path, files: files) : nil
                diagnostics.report(.unreadableConfig(path, why: why + Suggestion.question(nearest)))
            } else if read == .folder {
                diagnostics.report(.unreadableConfig(path, why: "it is a folder"))
            } else if let problem = read.problem(reading: path, at: nil, limit: limits.maxFileBytes) {
                diagnostics.report(problem)
            }
            return nil
        }
        let file = SourceFile(path: path, bytes: bytes)
        sources[path] = file
        return ConfigReader.read(file, diagnostics: &diagnostics)
    }

    /// The loader inputs for the config's palettes, resolved against `base`, the config's folder.
    package static func inputs(of config: BuildConfig, base: String) -> [PaletteLoader.Input] {
        config.palettes.map { palette in
            PaletteLoader.Input(
                path: PathText.join(base, palette.path),
                format: palette.format,
                reference: palette.location,
                appearance: palette.appearance.map { .init(name: $0, location: palette.appearanceLocation) },
                project: base,
                themes: palette.themes
            )
        }
    }
}

extension Diagnostic {
    fileprivate static func unreadableConfig(_ path: String, why: String) -> Diagnostic {
        Diagnostic(.invalidConfig, "cannot read config '\(path)': \(why)", at: nil)
    }

    fileprivate static let noConfig = Diagnostic(
        .invalidConfig,
        "no palettec.json in this folder or its parent folders (the search stops at a repository root); run "
            + "'palettec init' to create one, or pass --config PATH",
        at: nil
    )
}
