import PaletteModel

/// Reads a token's Tokens Studio color modifier, `$extensions["studio.tokens"].modify`, into a derived color: each of
/// the token's values becomes `.derived(.studio(modify, base: value))`, so lowering computes it per appearance
/// from the base's resolved color.
///
/// The modifier is what `@tokens-studio/types` and real exports write: `{ type, value, space, color?, format? }`, or
/// a `{reference}` to a token whose value is that object. `value` is a number or arithmetic over numbers and
/// `{references}` to number tokens of the same file (`"({threshold} + 6 * {increment})"`); `color` is a color or a
/// `{reference}` to a color token.
enum StudioModifyReader {
    /// What a token's modifier comes to.
    private enum Outcome {
        /// A modifier to apply.
        case modify(StudioModify)
        /// No modifier to apply: the base stays as it is (reported when that is not what the file means).
        case unchanged
        /// A modifier that cannot be read; its problem is reported.
        case invalid
    }

    /// The `modify` node of a token's `$extensions["studio.tokens"]`, if it has one.
    static func modifyNode(in fields: [SyntaxNode.Member]) -> SyntaxNode? {
        guard case .object(let vendors)? = fields.last(where: { $0.key == "$extensions" })?.value.value,
            case .object(let studio)? = vendors.last(where: { $0.key == "studio.tokens" })?.value.value
        else { return nil }
        return studio.last { $0.key == "modify" }?.value
    }

    /// `values` with the modifier `node` applied to each; `lookup` gives the value node of a token of the same
    /// file by its key (`{alpha}`, `{color.base}`).
    static func modified(
        _ values: [ValueSyntax],
        by node: SyntaxNode,
        key: String,
        file: SourceFile,
        lookup: (String) -> SyntaxNode?,
        diagnostics: inout DiagnosticBag
    ) -> [ValueSyntax] {
        switch modifier(node, key: key, file: file, lookup: lookup, diagnostics: &diagnostics) {
        case .unchanged:
            return values
        case .invalid:
            return values.map { value in
                var value = value
                value.content = .reported
                return value
            }
        case .modify(let modify):
            return values.map { value in
                var value = value
                if let base = base(of: value.content) { value.content = .derived(.studio(modify, base: base)) }
                return value
            }
        }
    }

    /// The base color of a value as an expression; `nil` for a value lowering reports or that is already reported.
    private static func base(of content: ValueSyntax.Content) -> ColorExpression? {
        switch content {
        case .alias(let target): return .reference(target, column: 0)
        case .color(let color): return .color(color)
        case .hex(let packed): return .color(ColorValue(packedRGBA8: packed))
        case .derived(let expression): return expression
        case .reported: return nil
        case .text(let text): return expression(text)
        case .flattenedAlias(let content, _): return base(of: content)
        }
    }

    /// A color string (a CSS named color, native color syntax or a `{reference}`) as an expression, else `nil`.
    private static func expression(_ text: String) -> ColorExpression? {
        if let named = CSSNamedColors.color(text) { return .color(named) }
        if let reference = StyleDictionaryToken.reference(text) { return .reference(reference.key, column: 0) }
        if case .color(let color) = ColorSyntaxParser.parse(text) { return .color(color) }
        return nil
    }

    /// Reads the modifier object (or the token a `{reference}` names).
    private static func modifier(
        _ node: SyntaxNode,
        key: String,
        file: SourceFile,
        lookup: (String) -> SyntaxNode?,
        diagnostics: inout DiagnosticBag
    ) -> Outcome {
        var node = node
        if case .string(let text) = node.value, let reference = StyleDictionaryToken.reference(text) {
            guard let target = lookup(reference.key) else {
                diagnostics.report(.unknownReference(text, key: key, at: file.location(ofOffset: node.offset)))
                return .invalid
            }
            node = target
        }
        guard case .object(let fields) = node.value else {
            diagnostics.report(
                .modifierIsNotAnObject(key, found: node.typeName, at: file.location(ofOffset: node.offset))
            )
            return .invalid
        }
        let location = file.location(ofOffset: node.offset)
        func field(_ name: String) -> SyntaxNode? { fields.last { $0.key == name }?.value }
        func string(_ name: String) -> String?? {
            guard let found = field(name) else { return .some(nil) }
            guard case .string(let text) = found.value else {
                diagnostics.report(
                    .fieldIsNotAString(name, key: key, found: found.typeName, at: file.location(ofOffset: found.offset))
                )
                return nil
            }
            return .some(text)
        }
        guard let typeText = string("type"), let spaceText = string("space"), let formatText = string("format") else {
            return .invalid
        }
        guard let typeText else {
            diagnostics.report(.modifierFieldMissing("type", key: key, at: location))
            return .invalid
        }
        guard let kind = StudioModify.Kind(rawValue: typeText) else {
            diagnostics.report(
                .unknownModifierType(
                    typeText,
                    key: key,
                    at: file.location(ofOffset: field("type")?.offset ?? node.offset)
                )
            )
            return .invalid
        }
        guard let valueNode = field("value") else {
            diagnostics.report(.modifierFieldMissing("value", key: key, at: location))
            return .invalid
        }
        guard let amount = number(valueNode, key: key, file: file, lookup: lookup, diagnostics: &diagnostics) else {
            return .invalid
        }
        var color: ColorExpression?
        if kind == .mix {
            guard let colorNode = field("color") else {
                diagnostics.report(.modifierFieldMissing("color", key: key, at: location))
                return .invalid
            }
            guard case .string(let text) = colorNode.value, let mixed = expression(text) else {
                diagnostics.report(.mixColorIsNotAColor(key, at: file.location(ofOffset: colorNode.offset)))
                return .invalid
            }
            color = mixed
        }
        var format = formatText
        if let written = formatText, written != "hex", StudioSpace(rawValue: written) == nil {
            diagnostics.report(
                .unknownFormatIgnored(
                    written,
                    key: key,
                    at: file.location(ofOffset: field("format")?.offset ?? node.offset)
                )
            )
            format = nil
        }
        guard let spaceText, !spaceText.isEmpty else {
            diagnostics.report(.modifierWithoutSpace(key, at: location))
            return .unchanged
        }
        guard StudioSpace(rawValue: spaceText) != nil else {
            diagnostics.report(
                .unknownModifierSpace(
                    spaceText,
                    key: key,
                    at: file.location(ofOffset: field("space")?.offset ?? node.offset)
                )
            )
            return .invalid
        }
        return .modify(StudioModify(kind: kind, value: amount, space: spaceText, color: color, format: format))
    }

    /// The amount: a JSON number, or a string of arithmetic whose `{references}` name number tokens of the file.
    private static func number(
        _ node: SyntaxNode,
        key: String,
        file: SourceFile,
        lookup: (String) -> SyntaxNode?,
        diagnostics: inout DiagnosticBag
    ) -> Double? {
        let location = file.location(ofOffset: node.offset)
        switch node.value {
        case .number(let text):
            if let value = Double(text), value.isFinite { return value }
        case .string(let text):
            var expression = ""
            var rest = Substring(text)
            // Each `{reference}` stands for its number token's value, in parentheses.
            while let open = rest.firstIndex(of: "{") {
                expression += rest[..<open]
                guard let close = rest[open...].firstIndex(of: "}") else { break }
                let reference = String(rest[open...close])
                guard let target = StyleDictionaryToken.reference(reference).flatMap({ lookup($0.key) }),
                    let referenced = plainNumber(target)
                else {
                    diagnostics.report(.unknownNumberReference(reference, key: key, at: location))
                    return nil
                }
                expression += "(" + referenced + ")"
                rest = rest[rest.index(after: close)...]
            }
            expression += rest
            if let value = StudioMath.evaluate(expression) { return value }
            diagnostics.report(.valueIsNotANumber(text, key: key, at: location))
            return nil
        default:
            break
        }
        diagnostics.report(.valueIsNotANumber(nil, key: key, at: location))
        return nil
    }

    /// A number token's value as text: a JSON number, or a string without references.
    private static func plainNumber(_ node: SyntaxNode) -> String? {
        switch node.value {
        case .number(let text): return text
        case .string(let text) where !text.contains("{") && StudioMath.evaluate(text) != nil: return text
        default: return nil
        }
    }
}

extension Diagnostic {
    fileprivate static func unknownReference(_ text: String, key: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unknownAlias,
            "the color modifier of '\(key)' is '\(text)', which names no token of this file",
            at: location
        )
    }

    fileprivate static func modifierIsNotAnObject(
        _ key: String,
        found type: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "the color modifier (\"modify\") of '\(key)' must be an object with \"type\", \"value\" and \"space\", found \(type)",
            at: location
        )
    }

    fileprivate static func fieldIsNotAString(
        _ field: String,
        key: String,
        found type: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "\"\(field)\" of the color modifier of '\(key)' must be a string, found \(type)",
            at: location
        )
    }

    fileprivate static func modifierFieldMissing(_ field: String, key: String, at location: Location) -> Diagnostic {
        Diagnostic(.missingField, "the color modifier of '\(key)' needs a \"\(field)\"", at: location)
    }

    fileprivate static func unknownModifierType(_ type: String, key: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(type)' (the color modifier of '\(key)') is not a Tokens Studio modifier: lighten, darken, mix or alpha",
            at: location
        )
    }

    fileprivate static func unknownModifierSpace(_ space: String, key: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(space)' (the space of the color modifier of '\(key)') is not a Tokens Studio modifier space: lch, srgb, p3 or hsl",
            at: location
        )
    }

    /// A warning: Tokens Studio leaves the color as it is, and so does palettec.
    fileprivate static func modifierWithoutSpace(_ key: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "the color modifier of '\(key)' has no \"space\", so Tokens Studio leaves the color unmodified; so does palettec",
            at: location,
            severity: .warning
        )
    }

    /// A warning.
    fileprivate static func unknownFormatIgnored(_ format: String, key: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(format)' (the format of the color modifier of '\(key)') is not lch, srgb, p3, hsl or hex; the result is written in its space, as Tokens Studio writes it",
            at: location,
            severity: .warning
        )
    }

    fileprivate static func mixColorIsNotAColor(_ key: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .invalidColor,
            "\"color\" of the mix modifier of '\(key)' must be a color string or a {reference} to a color",
            at: location
        )
    }

    /// `text` is the expression as written, `nil` when the value is not a string.
    fileprivate static func valueIsNotANumber(_ text: String?, key: String, at location: Location) -> Diagnostic {
        let found = text.map { "'\($0)'" } ?? "something else"
        return Diagnostic(
            .wrongType,
            "\"value\" of the color modifier of '\(key)' must be a number or arithmetic such as \"0.5 - 0.3\", found \(found)",
            at: location
        )
    }

    fileprivate static func unknownNumberReference(
        _ reference: String,
        key: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .unknownAlias,
            "'\(reference)' in the color modifier of '\(key)' names no number token of this file",
            at: location
        )
    }
}
