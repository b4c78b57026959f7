import Foundation

/// One run of palettec that a plugin asks for: its arguments and the exact files it reads and writes.
///
/// The plugins' shared code works on these plain values, so the SwiftPM and Xcode conformances differ only in
/// where a target's files and the work folder come from.
struct PaletteJob {
    /// What the build log shows while it runs.
    var displayName: String
    /// The arguments of `palettec`.
    var arguments: [String]
    /// Every file it reads: the config, each palette file and each image file a palette names, so the build re-runs
    /// it when one of them changes.
    var inputs: [URL]
    /// Every file it writes.
    var outputs: [URL]
    /// For a check: each output and the committed file it must equal byte for byte.
    var committedCopies: [(output: URL, committed: URL)] = []
}

/// Why a plugin cannot plan palettec's runs, in the `path: error: message` form build logs show.
struct PalettePluginError: Error, CustomStringConvertible {
    /// The file the problem is in.
    var file: URL
    /// What is wrong and what to do.
    var message: String

    var description: String {
        "\(file.path): error: \(message)"
    }
}
