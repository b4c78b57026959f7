import PaletteModel

/// One color resource of an Android `<resources>` file, located: `<color name="…">value</color>` or
/// `<item name="…" type="color">value</item>`, which aapt reads as the same resource.
struct AndroidColorElement {
    /// The `name` attribute.
    var name: String
    /// Where the name's value starts.
    var nameLocation: Diagnostic.Location
    /// The element text, trimmed of surrounding whitespace (as aapt trims it).
    var value: String
    /// Where the trimmed text starts (the element's `<` when it is empty).
    var valueLocation: Diagnostic.Location

    /// The color resources among the children of a `<resources>` root (`<item type="color">` too when `items`, as
    /// aapt reads them; SwiftGen reads `<color>` only), reporting a wrong root and colors without a name; every
    /// other element (`<bool>`, `<dimen>`, `<style>`) is skipped silently, as a values file holds them side by side.
    static func colors(
        in root: XMLElement,
        file: SourceFile,
        items: Bool = false,
        diagnostics: inout DiagnosticBag
    ) -> [Self] {
        guard root.name == "resources" else {
            diagnostics.report(.notAResourcesRoot(root.name, at: file.location(ofOffset: root.offset)))
            return []
        }
        var colors: [Self] = []
        for element in root.elements where isColor(element, items: items) {
            guard let name = element.attribute("name"), !name.value.isEmpty else {
                diagnostics.report(.unnamedColor(at: file.location(ofOffset: element.offset)))
                continue
            }
            colors.append(
                AndroidColorElement(
                    name: name.value,
                    nameLocation: file.location(ofOffset: name.valueOffset + 1),
                    value: trimmed(element.text),
                    valueLocation: file.location(ofOffset: textOffset(of: element, file: file))
                )
            )
        }
        return colors
    }

    /// Whether an element of `<resources>` defines a color resource.
    private static func isColor(_ element: XMLElement, items: Bool) -> Bool {
        element.name == "color" || (items && element.name == "item" && element.attribute("type")?.value == "color")
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
