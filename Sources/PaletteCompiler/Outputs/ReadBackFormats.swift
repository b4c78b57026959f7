import PaletteEmitters
import PaletteFrontend

extension OutputFormat {
    /// The input format that reads each output format back: the one place output and input formats are paired.
    ///
    /// Emitters cannot see readers, so the pairing lives in the driver. An output format palettec does not read
    /// (`swift`, `css`, `json`) has no entry. A format whose files cannot carry palettec's marker
    /// (`OutputOwnership.canonicalForm`) needs one: without it an existing file is never recognized as palettec's.
    package static let readBackFormats: [OutputFormat: InputFormat] = [
        .lflBundle: .lflBundle,
        .dkTable: .dkTable,
        .dtcg: .dtcg,
        .xcassets: .xcassets,
        .android: .android,
        .paletteJSON: .paletteJSON,
        .palettePlist: .palettePlist,
    ]

    /// The input format that reads this format's output back, if palettec reads it.
    package var readBackFormat: InputFormat? {
        Self.readBackFormats[self]
    }
}
