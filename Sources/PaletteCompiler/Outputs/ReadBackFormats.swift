import PaletteEmitters
import PaletteFrontend

extension OutputFormat {
    /// The input format that reads this format's output back, as its writer declares it (`Emitter.readBackFormatID`),
    /// if palettec reads it.
    package var readBackFormat: InputFormat? {
        emitter.readBackFormatID.flatMap(InputFormat.init(rawValue:))
    }
}
