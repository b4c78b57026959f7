import PaletteCompiler
import PaletteFrontend
import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finding and reading `palettec.json` for a session.
extension Session {
    /// The config path: `--config`, else `palettec.json` in the working folder (the driver fills `--config` in with
    /// the nearest parent's config, `ConfigSearch`).
    var configPath: String {
        commandLine.config ?? "palettec.json"
    }

    /// Reads the config; `nil` (with diagnostics) if it is missing or invalid.
    mutating func loadConfig(files: any FileProvider) -> BuildConfig? {
        ConfigFile.load(
            configPath,
            named: commandLine.config != nil,
            files: files,
            limits: commandLine.limits,
            diagnostics: &diagnostics,
            sources: &sources
        )
    }

    /// The folder the config's relative paths start from.
    var configBase: String {
        PathText.parent(configPath)
    }

    /// The loader inputs for the config's palettes, resolved against the config's folder, each reading the themes
    /// `--theme` chooses over those the config chooses.
    func inputs(of config: BuildConfig) -> [PaletteLoader.Input] {
        ConfigFile.inputs(of: config, base: configBase).map { input in
            var input = input
            input.themes.merge(commandLine.themes) { _, given in given }
            return input
        }
    }

    /// Loads and lowers `inputs` as one build through the compiler library, collecting its diagnostics and the
    /// source files they quote (`Compilation.compile`).
    mutating func compile(
        _ inputs: [PaletteLoader.Input],
        files: any FileProvider,
        lint: [LintSetting] = [],
        keepingContrastFailures: Bool = false
    ) -> Palette? {
        Compilation.compile(
            inputs,
            files: files,
            limits: commandLine.limits,
            lint: lint,
            keepingContrastFailures: keepingContrastFailures,
            diagnostics: &diagnostics,
            sources: &sources
        )
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
