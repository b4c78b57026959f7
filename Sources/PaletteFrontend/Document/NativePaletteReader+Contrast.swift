import PaletteModel

extension NativePaletteReader {
    /// The fields of a contrast pair.
    static let contrastFields: Set<String> = [
        "foreground", "background", "base", "minimum", "apca", "highContrastMinimum",
    ]

    /// Reads the `contrast` array; a pair with a problem is reported and left out, so it is not checked.
    static func contrastPairs(
        _ node: SyntaxNode,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> [ContrastPairSyntax] {
        guard case .array(let elements) = node.value else {
            diagnostics.report(
                wrongType(
                    node,
                    expected: "an array of pairs such as { \"foreground\": …, \"background\": … }",
                    file: file
                )
            )
            return []
        }
        return elements.compactMap { contrastPair($0, file: file, diagnostics: &diagnostics) }
    }

    /// Reads one pair object, or reports why it cannot be checked.
    static func contrastPair(
        _ node: SyntaxNode,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> ContrastPairSyntax? {
        guard case .object(let members) = node.value else {
            diagnostics.report(wrongType(node, expected: "a contrast pair object", file: file))
            return nil
        }
        let before = diagnostics.errorCount
        var pair = ContrastPairSyntax(location: file.location(ofOffset: node.offset))
        var minimum: SyntaxNode?
        var apca: SyntaxNode?
        var highContrast: SyntaxNode?
        for field in reportDuplicates(members, file: file, diagnostics: &diagnostics) {
            let location = file.location(ofOffset: field.value.offset)
            switch field.key {
            case "foreground":
                pair.foreground = string(field.value, file: file, diagnostics: &diagnostics)
                pair.foregroundLocation = location
            case "background":
                pair.background = string(field.value, file: file, diagnostics: &diagnostics)
                pair.backgroundLocation = location
            case "base":
                pair.base = string(field.value, file: file, diagnostics: &diagnostics)
                pair.baseLocation = location
            case "minimum": minimum = field.value
            case "apca": apca = field.value
            case "highContrastMinimum": highContrast = field.value
            default:
                diagnostics.report(.unknownContrastField(field.key, at: file.location(ofOffset: field.keyOffset)))
            }
        }
        for (name, value) in [("foreground", pair.foreground), ("background", pair.background)] where value == nil {
            if !members.contains(where: { $0.key == name }) {
                diagnostics.report(.contrastField(name, at: pair.location))
            }
        }
        if let minimum, let apca {
            diagnostics.report(.bothMethods(at: file.location(ofOffset: apca.offset), minimum: file, minimum.offset))
        }
        let method: ContrastPairSyntax.Requirement.Method = apca == nil ? .wcag : .apca
        if let written = apca ?? minimum {
            pair.minimum = requirement(written, method, file: file, diagnostics: &diagnostics) ?? pair.minimum
        }
        if let highContrast {
            pair.highContrastMinimum = requirement(highContrast, method, file: file, diagnostics: &diagnostics)
        }
        return diagnostics.errorCount == before ? pair : nil
    }

    /// Reads a minimum: a WCAG ratio (a number 1…21 or a level name) or an APCA Lc (a number up to 108).
    static func requirement(
        _ node: SyntaxNode,
        _ method: ContrastPairSyntax.Requirement.Method,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> ContrastPairSyntax.Requirement? {
        let location = file.location(ofOffset: node.offset)
        switch (node.value, method) {
        case (.number(let text), _), (.integer(let text), _), (.real(let text), _):
            guard let value = Double(text), value.isFinite else {
                diagnostics.report(wrongType(node, expected: "a number", file: file))
                return nil
            }
            let range: ClosedRange<Double> = method == .wcag ? 1...21 : 0...108
            guard range.contains(value) else {
                diagnostics.report(.minimumOutOfRange(text, method: method, at: location))
                return nil
            }
            return ContrastPairSyntax.Requirement(method, value)
        case (.string(let name), .wcag):
            guard let level = ContrastPairSyntax.Requirement.levels.first(where: { $0.name == name }) else {
                diagnostics.report(.unknownLevel(name, at: location))
                return nil
            }
            return ContrastPairSyntax.Requirement(.wcag, level.ratio, level: level.name)
        case (_, .wcag):
            diagnostics.report(
                wrongType(node, expected: "a contrast ratio such as 4.5, or a level such as \"AA\"", file: file)
            )
            return nil
        case (_, .apca):
            diagnostics.report(wrongType(node, expected: "an APCA Lc such as 60", file: file))
            return nil
        }
    }
}

extension Diagnostic {
    fileprivate static func unknownContrastField(_ key: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .unknownField,
            "unknown field '\(key)' in a contrast pair is ignored; a pair has "
                + NativePaletteReader.listed(NativePaletteReader.contrastFields),
            at: location
        )
    }

    /// A contrast pair without its `foreground` or `background` key.
    fileprivate static func contrastField(_ name: String, at location: Location?) -> Diagnostic {
        Diagnostic(.missingField, "a contrast pair needs a '\(name)' key", at: location)
    }

    /// A pair with both a WCAG `minimum` and an APCA `apca` minimum.
    fileprivate static func bothMethods(at location: Location?, minimum file: SourceFile, _ offset: Int) -> Diagnostic {
        Diagnostic(
            .invalidContrast,
            "a contrast pair has either 'minimum' (a WCAG 2.2 ratio) or 'apca' (an APCA Lc), not both",
            at: location,
            notes: [Diagnostic.Note("'minimum' is here", at: file.location(ofOffset: offset))]
        )
    }

    /// A minimum outside what its method can measure.
    fileprivate static func minimumOutOfRange(
        _ text: String,
        method: ContrastPairSyntax.Requirement.Method,
        at location: Location?
    ) -> Diagnostic {
        let range =
            method == .wcag ? "a WCAG contrast ratio is between 1 and 21" : "an APCA Lc minimum is between 0 and 108"
        return Diagnostic(.invalidContrast, "\(range), found \(text)", at: location)
    }

    /// A level name WCAG does not define.
    fileprivate static func unknownLevel(_ name: String, at location: Location?) -> Diagnostic {
        let names = ContrastPairSyntax.Requirement.levels.map(\.name)
        return Diagnostic(
            .invalidContrast,
            "'\(name)' is not a contrast level; known: \(names.joined(separator: ", "))"
                + Suggestion.question(Suggestion.closest(to: name, in: names)) + ", or a ratio such as 4.5",
            at: location
        )
    }
}
