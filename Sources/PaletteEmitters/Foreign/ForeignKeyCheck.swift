import PaletteModel

/// Checks on color keys shared by several foreign writers.
enum ForeignKeyCheck {
    /// Reports keys holding characters XML 1.0 cannot carry (they are written as U+FFFD).
    static func reportXMLUnsafeKeys(_ palette: Palette, format: String, diagnostics: inout DiagnosticBag) {
        for entry in palette.entries where !XMLEscaper.isSafe(entry.key) {
            diagnostics.report(
                Diagnostic(
                    .unsupportedByFormat,
                    "key '\(entry.key.debugDescription.dropFirst().dropLast())' holds a control character that \(format) cannot carry",
                    at: entry.location
                )
            )
        }
    }
}
