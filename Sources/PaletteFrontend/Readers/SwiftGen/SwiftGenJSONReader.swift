import PaletteModel

/// Reads a SwiftGen colors `.json` file: a flat object of name → hex string (`#rrggbb`, `rrggbbaa`, alpha LAST).
///
/// Each color is one value for every appearance (SwiftGen files have one appearance). Values that are not
/// strings are `wrong-type` errors, as in SwiftGen ("must be an object with string values").
enum SwiftGenJSONReader {
    /// Builds the document from the file's root node.
    static func document(from root: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) -> PaletteDocument {
        var document = PaletteDocument(path: file.path, colorsLocation: file.location(ofOffset: root.offset))
        guard let members = root.members(in: file, diagnostics: &diagnostics, else: Diagnostic.notASwiftGenColorsFile)
        else {
            return document
        }
        for member in members {
            var entry = EntrySyntax(key: member.key, location: file.location(ofOffset: member.keyOffset), values: [])
            let location = file.location(ofOffset: member.value.offset)
            if case .string(let text) = member.value.value {
                let token = SwiftGenColorToken(text)
                if let problem = token.problem {
                    diagnostics.report(.swiftGenColor(problem, at: location))
                }
                if let color = token.color {
                    entry.values.append(ValueSyntax(appearance: nil, content: .color(color), location: location))
                }
            } else {
                diagnostics.report(.swiftGenValueIsNotAString(member.key, found: member.value.typeName, at: location))
            }
            document.entries.append(entry)
        }
        return document
    }
}

extension Diagnostic {
    fileprivate static func notASwiftGenColorsFile(found type: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "a SwiftGen colors file must be an object of name → hex string, found \(type)",
            at: location
        )
    }

    fileprivate static func swiftGenValueIsNotAString(
        _ key: String,
        found type: String,
        at location: Location
    )
        -> Diagnostic
    {
        Diagnostic(
            .wrongType,
            "expected a hex color string for '\(key)', found \(type); SwiftGen colors files are flat",
            at: location
        )
    }
}
