import Foundation

/// The corpus of real palette files the tests read: `Tests/Corpus`, part of the repository, one folder per source
/// repository with its licence (`Tests/Corpus/SOURCES.md` says where each file came from).
public enum Corpus {
    /// The corpus folder, `Tests/Corpus` in the package.
    public static let root: URL = Golden.packageRoot.appendingPathComponent("Tests/Corpus")

    /// Folders of the shared corpus whose licence does not let this repository hold a copy.
    ///
    /// Their pinned outcomes run only with `PALETTEC_EXTRA_CORPUS` naming a corpus that holds them (`make
    /// test-extra-corpus`, which `.ci/run` runs when `../shared/corpus` is there).
    public static let extraFolders = ["bullhorn-novo-design-tokens", "tokens-studio-lion-example"]

    /// The corpus that holds `extraFolders`, from `PALETTEC_EXTRA_CORPUS`, if set.
    public static let extraRoot: URL? = ProcessInfo.processInfo.environment["PALETTEC_EXTRA_CORPUS"].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0)
    }

    /// Whether a path relative to the corpus lies in one of `extraFolders`.
    public static func isExtra(_ path: String) -> Bool {
        extraFolders.contains { path.hasPrefix($0 + "/") }
    }

    /// Whether a path relative to the corpus is paperwork rather than input: `SOURCES.md`, or a folder's licence or
    /// notice file.
    public static func isPaperwork(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        if parts.count == 1 { return true }
        guard parts.count == 2 else { return false }
        let name = parts[1].uppercased()
        return name.hasPrefix("LICENSE") || name.hasPrefix("LICENCE") || name.hasPrefix("NOTICE")
    }
}
