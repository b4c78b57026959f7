import Foundation

/// The runs of palettec for one target: in a build (the Swift outputs, into the plugin's work folder) and on demand
/// (every configured output, into the package or project).
enum PaletteJobs {
    /// The runs of a build for a target with `files`: its config's Swift outputs written under `workDirectory`, or
    /// one Swift file per palette file by the naming rule; none when the target has neither.
    ///
    /// Each run's inputs are the config, the palette files and the image files the palettes name, since palettec
    /// reads and checks those too (the Swift it writes only names the images, so no image is an output).
    static func build(files: [URL], workDirectory: URL) throws -> [PaletteJob] {
        if let configURL = try PaletteSources.config(in: files) {
            let config = try PaletteConfigFile(contentsOf: configURL)
            let swift = config.outputs.filter { $0.format == ConfigKeys.swiftFormat }.map(\.path)
            guard !swift.isEmpty else {
                throw PalettePluginError(
                    file: configURL,
                    message: "lists no \"swift\" output, which is what the build plugin compiles into the target"
                )
            }
            let outputDirectory = workDirectory.appendingPathComponent("palettec")
            var outputs: [URL] = []
            for path in swift {
                guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
                    throw PalettePluginError(
                        file: configURL,
                        message: "output '\(path)' leaves the folder; the build plugin writes outputs into its work "
                            + "folder at their relative paths"
                    )
                }
                outputs.append(outputDirectory.appendingPathComponent(path))
            }
            return [
                PaletteJob(
                    displayName: "palettec build \(configURL.path)",
                    arguments: [
                        "build", "--config", configURL.path, "--output-dir", outputDirectory.path, "--only", "swift",
                        "--quiet",
                    ],
                    inputs: [configURL] + config.paletteFiles + PaletteImageFiles.files(namedBy: config.paletteFiles),
                    outputs: outputs
                )
            ]
        }
        let palettes = PaletteSources.namedPalettes(in: files)
        var seen: [String: URL] = [:]
        for palette in palettes {
            let name = PaletteSources.swiftName(of: palette)
            if let first = seen[name] {
                throw PalettePluginError(
                    file: palette,
                    message:
                        "makes \(name), as \(first.path) does; rename one (a target's generated files share a folder)"
                )
            }
            seen[name] = palette
        }
        return palettes.map { palette in
            let output = workDirectory.appendingPathComponent(PaletteSources.swiftName(of: palette))
            return PaletteJob(
                displayName: "palettec convert \(palette.path)",
                arguments: ["convert", palette.path, "--to", "swift", "--output", output.path, "--quiet"],
                inputs: [palette] + PaletteImageFiles.files(namedBy: [palette]),
                outputs: [output]
            )
        }
    }

    /// The runs that write a target's outputs into the package.
    ///
    /// That is `palettec build` of its config (every output, at the paths the config gives), or one Swift file
    /// beside each palette file by the naming rule. With `check` nothing in the package is written: a config is
    /// built with `--check`, and a named palette is converted into `scratch` for the caller to compare with the
    /// committed file.
    static func committed(files: [URL], check: Bool, scratch: URL) throws -> [PaletteJob] {
        if let configURL = try PaletteSources.config(in: files) {
            return [config(configURL, check: check)]
        }
        return PaletteSources.namedPalettes(in: files).enumerated().map { index, palette in
            let name = PaletteSources.swiftName(of: palette)
            let committed = palette.deletingLastPathComponent().appendingPathComponent(name)
            let output = check ? scratch.appendingPathComponent("\(index)-\(name)") : committed
            return PaletteJob(
                displayName: "palettec convert \(palette.path)",
                arguments: ["convert", palette.path, "--to", "swift", "--output", output.path]
                    + (check ? ["--quiet"] : []),
                inputs: [palette],
                outputs: [output],
                committedCopies: check ? [(output, committed)] : []
            )
        }
    }

    /// `palettec build` of one config, writing its outputs where it says (or, with `check`, checking them).
    static func config(_ configURL: URL, check: Bool) -> PaletteJob {
        PaletteJob(
            displayName: "palettec build \(configURL.path)",
            arguments: ["build", "--config", configURL.path] + (check ? ["--check"] : []),
            inputs: [configURL],
            outputs: []
        )
    }
}
