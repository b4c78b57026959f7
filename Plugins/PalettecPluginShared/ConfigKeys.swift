/// The member names of `palettec.json` that say which files a build reads and writes.
///
/// Foundation-free and self-contained, because the plugins and `PaletteCompiler` compile this very file
/// (`Sources/PaletteCompiler/Configuration/ConfigKeys.swift` is a link to it): SwiftPM lets a plugin import no
/// module of its package, only run its executables, and a build plugin must name a build's inputs and outputs before
/// any of them runs. So the plugins find the palettes and outputs by these names, and every check stays
/// `ConfigReader`'s. The file lives with the plugins so that a package shipping them beside a prebuilt palettec
/// (`make dist`'s artifact bundle) holds it whole.
enum ConfigKeys {
    /// The list of palettes: each a path, or an object with `path`.
    static let palettes = "palettes"
    /// The list of outputs: each an object with `format` and `path`.
    static let outputs = "outputs"
    /// A palette's or an output's path, relative to the config's folder.
    static let path = "path"
    /// A palette's input format or an output's format.
    static let format = "format"
    /// The output format of the Swift source a build plugin compiles into its target (`OutputFormat.swift`).
    static let swiftFormat = "swift"
}
