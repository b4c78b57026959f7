import PaletteModel

/// One `<color name="…">value</color>` of an Android-style `<resources>` file, located.
struct AndroidColorElement {
    /// The `name` attribute.
    var name: String
    /// Where the name's value starts.
    var nameOffset: Int
    /// The element text, trimmed of surrounding whitespace (as aapt trims it).
    var value: String
    /// Where the trimmed text starts (the element's `<` when it is empty).
    var valueOffset: Int

    /// The `<color>` children of a `<resources>` root, reporting a wrong root and colors without a name.
    static func colors(in root: XMLElement, file: SourceFile, diagnostics: inout DiagnosticBag) -> [Self] {
        guard root.name == "resources" else {
            diagnostics.report(.notAResourcesRoot(root.name, at: file.location(ofOffset: root.offset)))
            return []
        }
        var colors: [Self] = []
        for element in root.elements where element.name == "color" {
            guard let name = element.attribute("name"), !name.value.isEmpty else {
                diagnostics.report(.unnamedColor(at: file.location(ofOffset: element.offset)))
                continue
            }
            colors.append(
                AndroidColorElement(
                    name: name.value,
                    nameOffset: name.valueOffset + 1,
                    value: trimmed(element.text),
                    valueOffset: textOffset(of: element, file: file)
                )
            )
        }
        return colors
    }

    /// The offset of the first non-space byte of an element's text, or of the element when it has none.
    private static func textOffset(of element: XMLElement, file: SourceFile) -> Int {
        for child in element.children {
            guard case .text(let text, let offset) = child else { continue }
            var index = offset
            for scalar in text.unicodeScalars {
                guard scalar.properties.isWhitespace else { break }
                index += String(scalar).utf8.count
            }
            return min(index, file.bytes.count)
        }
        return element.offset
    }

    /// The text without leading and trailing whitespace.
    private static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}

extension Diagnostic {
    fileprivate static func notAResourcesRoot(_ name: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "expected a <resources> root element holding <color> elements, found <\(name)>",
            at: location
        )
    }

    fileprivate static func unnamedColor(at location: Location) -> Diagnostic {
        Diagnostic(.missingField, "a <color> needs a non-empty name attribute", at: location)
    }
}
