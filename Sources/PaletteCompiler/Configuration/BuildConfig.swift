import PaletteEmitters
import PaletteFrontend
import PaletteModel

/// The contents of `palettec.json`: the palette files of one build and the outputs generated from them.
package struct BuildConfig: Sendable {
    /// One input palette.
    package struct Input: Sendable {
        /// The path as written in the config, relative to the config's folder.
        package var path: String
        /// The input format, if the config names one; otherwise it is detected.
        package var format: InputFormat?
        /// Where the path is written in the config.
        package var location: Diagnostic.Location?
        /// The appearance every color of the file is for, when the config gives one.
        package var appearance: String?
        /// Where the appearance is written.
        package var appearanceLocation: Diagnostic.Location?
        /// The theme to read for a group of themes (`Brand` → `Business`), when the config chooses one.
        package var themes: [String: String] = [:]
    }

    /// One configured output.
    package struct Output: Sendable {
        /// The output format.
        package var format: OutputFormat
        /// The output path, relative to the config's folder.
        package var path: String
        /// The format's options.
        package var options: [String: EmitOptions.Value]
        /// Where the output is declared in the config.
        package var location: Diagnostic.Location?

        package init(
            format: OutputFormat,
            path: String,
            options: [String: EmitOptions.Value],
            location: Diagnostic.Location?
        ) {
            self.format = format
            self.path = path
            self.options = options
            self.location = location
        }
    }

    /// The input palettes, in order.
    package var palettes: [Input] = []
    /// The outputs, in order.
    package var outputs: [Output] = []
    /// Whether outputs may be written outside the config's folder.
    package var allowOutputsOutsideProject = false
    /// The build's color-sense settings (`lint`), as a palette's `lint` object writes them.
    package var lint: [LintSetting] = []

    package init() {}
}
