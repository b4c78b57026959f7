import PaletteEmitters
import PaletteFrontend

/// The output format names, for help texts.
enum OutputFormatNames {
    /// Every output format name, comma-separated.
    static let all = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
}

/// The input format names, for help texts.
enum InputFormatNames {
    /// Every input format name, comma-separated.
    static let all = InputFormat.allCases.map(\.rawValue).joined(separator: ", ")
}
