import PaletteModel

/// Reads a SwiftGen colors `.xml` file: Android-style `<resources><color name="…">` elements with hex values
/// and `@color/name` aliases.
///
/// SwiftGen reads 8-digit values in its configured order, `rgba` (alpha LAST) by default, while Android reads
/// the same text as `AARRGGBB`; palettec reads SwiftGen's default and warns at every 8-digit value
/// (`format-hazard`). A file inside an Android `values/` folder is read as Android resources instead.
enum SwiftGenXMLReader {
    /// Builds the document from the file's root element.
    static func document(from root: XMLElement, file: SourceFile, diagnostics: inout DiagnosticBag) -> PaletteDocument {
        var document = PaletteDocument(path: file.path, colorsLocation: file.location(ofOffset: root.offset))
        for color in AndroidColorElement.colors(in: root, file: file, diagnostics: &diagnostics) {
            var entry = EntrySyntax(key: color.name, location: color.nameLocation, values: [])
            let location = color.valueLocation
            if color.value.hasPrefix("@color/") {
                let target = String(color.value.dropFirst("@color/".count))
                entry.values.append(ValueSyntax(appearance: nil, content: .alias(target), location: location))
            } else {
                let token = SwiftGenColorToken(color.value)
                if let problem = token.problem {
                    diagnostics.report(.swiftGenColor(problem, at: location))
                } else if color.value.utf8.count - (color.value.hasPrefix("#") ? 1 : 0) == 8 {
                    diagnostics.report(.alphaLastHex(color.value, at: location))
                }
                if let color = token.color {
                    entry.values.append(ValueSyntax(appearance: nil, content: .color(color), location: location))
                }
            }
            document.entries.append(entry)
        }
        return document
    }
}

extension Diagnostic {
    /// A warning about an eight-digit value, which SwiftGen and Android read in different orders.
    fileprivate static func alphaLastHex(_ value: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .formatHazard,
            "'\(value)' is read as SwiftGen's default RRGGBBAA (alpha last); Android and SwiftGen's 'colorFormat: argb' read it as AARRGGBB",
            at: location,
            severity: .warning
        )
    }
}
