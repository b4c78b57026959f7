import PaletteModel

/// Checks on keys shared by several foreign writers.
enum ForeignKeyCheck {
    /// Reports keys holding characters XML 1.0 cannot carry (they are written as U+FFFD): the colors', and with
    /// `includingImages` the images' too.
    static func reportXMLUnsafeKeys(
        _ palette: Palette,
        format: String,
        includingImages: Bool = false,
        diagnostics: inout DiagnosticBag
    ) {
        let colors = palette.entries.map { ($0.key, $0.location) }
        let images = includingImages ? palette.images.map { ($0.key, $0.location) } : []
        for (key, location) in colors + images where !XMLEscaper.isSafe(key) {
            diagnostics.report(
                .controlCharacterInKey(key, format: format, at: location)
            )
        }
    }
}

extension Diagnostic {
    /// A key with a control character, which the format's text cannot carry.
    fileprivate static func controlCharacterInKey(_ key: String, format: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "key '\(key.debugDescription.dropFirst().dropLast())' holds a control character that \(format) cannot carry",
            at: location
        )
    }
}
