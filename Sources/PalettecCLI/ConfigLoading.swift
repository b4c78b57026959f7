import Foundation
import PaletteFrontend
import PaletteModel

/// Finding and reading `palettec.json` for a session.
extension Session {
    /// The config path: `--config`, else `palettec.json` in the working folder (the driver fills `--config` in with
    /// the nearest parent's config, `ConfigSearch`).
    var configPath: String {
        commandLine.config ?? "palettec.json"
    }

    /// Reads the config; `nil` (with diagnostics) if it is missing or invalid.
    mutating func loadConfig(files: any FileProvider) -> BuildConfig? {
        let path = configPath
        // The config defines the project, so only the file checks apply: a regular file within the size limit.
        let read = files.read(path, maxBytes: commandLine.limits.maxFileBytes, digest: false)
        guard let bytes = read.bytes else {
            if case .unreadable = read, commandLine.config == nil {
                diagnostics.report(.noConfig)
            } else if case .unreadable(let why) = read {
                diagnostics.report(.unreadableConfig(path, why: why))
            } else if read == .folder {
                diagnostics.report(.unreadableConfig(path, why: "it is a folder"))
            } else if let problem = read.problem(
                reading: path,
                at: nil,
                limit: commandLine.limits.maxFileBytes
            ) {
                diagnostics.report(problem)
            }
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
                appearance: palette.appearance.map { .init(name: $0, location: palette.appearanceLocation) },
                project: configBase
            )
        }
    }
}

/// Finding `palettec.json` when `--config` does not name it.
enum ConfigSearch {
    /// How many parent folders are looked in at most.
    static let maxLevels = 64

    /// The nearest `palettec.json`: in the working folder, else in the nearest parent folder that has one, not
    /// above a repository root (a folder holding `.git`) or `levels` folders up; as a path relative to the working
    /// folder (`../../palettec.json`), or `nil` when there is none.
    static func nearest(files: any FileProvider, levels: Int) -> String? {
        var prefix = ""
        for _ in 0...min(levels, maxLevels) {
            let candidate = prefix + "palettec.json"
            // Found when there is a file to read or to refuse (a FIFO, a device): nothing is read (a limit of 0).
            if files.size(of: candidate) != nil { return candidate }
            switch files.read(candidate, maxBytes: 0, digest: false) {
            case .file, .tooLarge, .notRegular: return candidate
            case .folder, .outsideProject, .unreadable: break
            }
            let git = prefix + ".git"
            if files.isFolder(git) || files.size(of: git) != nil { return nil }
            prefix += "../"
        }
        return nil
    }

    /// `nearest(files:levels:)` on the disk from the working folder, as far up as the folder is deep.
    static func nearestFromWorkingFolder() -> String? {
        let levels = FileManager.default.currentDirectoryPath.split(separator: "/").count
        return nearest(files: DiskFileProvider(), levels: levels)
    }
}

extension Diagnostic {
    fileprivate static func unreadableConfig(_ path: String, why: String) -> Diagnostic {
        Diagnostic(.invalidConfig, "cannot read config '\(path)': \(why)", at: nil)
    }

    fileprivate static let noConfig = Diagnostic(
        .invalidConfig,
        "no palettec.json in this folder or its parent folders (the search stops at a repository root); create one "
            + "(see Docs/Configuration.md) or pass --config PATH",
        at: nil
    )
}
