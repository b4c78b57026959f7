import PaletteEmitters
import PaletteFrontend
import PaletteModel

/// The contents of `palettec.json`: the palette files of one build and the outputs generated from them.
struct BuildConfig: Sendable {
    /// One input palette.
    struct Input: Sendable {
        /// The path as written in the config, relative to the config's folder.
        var path: String
        /// The input format, if the config names one; otherwise it is detected.
        var format: InputFormat?
        /// Where the path is written in the config.
        var location: Diagnostic.Location?
        /// The appearance every color of the file is for, when the config gives one.
        var appearance: String?
        /// Where the appearance is written.
        var appearanceLocation: Diagnostic.Location?
    }

    /// One configured output.
    struct Output: Sendable {
        /// The output format.
        var format: OutputFormat
        /// The output path, relative to the config's folder.
        var path: String
        /// The format's options.
        var options: [String: EmitOptions.Value]
        /// Where the output is declared in the config.
        var location: Diagnostic.Location?
    }

    /// The input palettes, in order.
    var palettes: [Input] = []
    /// The outputs, in order.
    var outputs: [Output] = []
    /// Whether outputs may be written outside the config's folder.
    var allowOutputsOutsideProject = false
    /// The build's color-sense settings (`lint`), as a palette's `lint` object writes them.
    var lint: [LintSetting] = []
}
