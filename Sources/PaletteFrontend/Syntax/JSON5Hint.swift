import PaletteModel

/// Says so when a JSON syntax error in a `.json` file is JSON5 syntax (an unquoted key), which token
/// repositories write; the JSON reader's own message names only what JSON expected.
enum JSON5Hint {
    /// The sentence added to such an error.
    static let sentence =
        "; this looks like JSON5 (an unquoted key): name the file '.json5', which palettec reads as JSON5, or "
        + "quote the keys"

    /// The diagnostics, with the hint added to the first `json-syntax` error that is JSON5 syntax.
    static func annotated(_ bag: DiagnosticBag) -> [Diagnostic] {
        var diagnostics = bag.diagnostics
        guard let index = diagnostics.firstIndex(where: isJSON5Syntax) else { return diagnostics }
        diagnostics[index].message += sentence
        return diagnostics
    }

    /// Whether a diagnostic reports an unquoted key (a name where JSON expects a string key).
    static func isJSON5Syntax(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.rule == .jsonSyntax else { return false }
        guard diagnostic.message.hasPrefix("expected a string key"),
            let found = diagnostic.message.text(after: ", found '")
        else { return false }
        guard let first = found.unicodeScalars.first else { return false }
        return first == "_" || first == "$" || first.properties.isAlphabetic
    }
}
