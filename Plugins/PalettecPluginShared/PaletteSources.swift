import Foundation

/// Where a target's palettes are: its `palettec.json`, or else its palette files by the naming rule.
///
/// The naming rule: a file named `NAME.palette.json` or `NAME.palette.plist` becomes `NAME.palette.swift`, an enum
/// `NAME` with palettec's default options. Anything more (several files in one palette, themes, options, other
/// input formats) is what a `palettec.json` beside the sources is for.
enum PaletteSources {
    /// The config file a target may hold.
    static let configName = "palettec.json"
    /// The endings of palette files the naming rule takes, without a config.
    static let paletteSuffixes = [".palette.json", ".palette.plist"]

    /// The target's config, if it has one; an error when it has more than one.
    static func config(in files: [URL]) throws -> URL? {
        let configs = files.filter { $0.lastPathComponent == configName }.sorted { $0.path < $1.path }
        if configs.count > 1 {
            throw PalettePluginError(
                file: configs[1],
                message: "a target may hold one \(configName); this one is besides \(configs[0].path)"
            )
        }
        return configs.first
    }

    /// The target's palette files by the naming rule, in path order.
    static func namedPalettes(in files: [URL]) -> [URL] {
        files.filter { file in paletteSuffixes.contains { file.lastPathComponent.hasSuffix($0) } }
            .sorted { $0.path < $1.path }
    }

    /// The name of the Swift file generated from a palette file by the naming rule (`Brand.palette.swift`).
    static func swiftName(of palette: URL) -> String {
        var name = palette.lastPathComponent
        for suffix in paletteSuffixes where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        return name + ".palette.swift"
    }
}
