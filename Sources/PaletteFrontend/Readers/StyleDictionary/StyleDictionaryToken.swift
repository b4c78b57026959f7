import PaletteModel

/// One Style Dictionary token (an object with `value`) and the fields palettec reads from it.
struct StyleDictionaryToken {
    /// The token's path in its reader's `TokenPaths` (the dot-joined key).
    var path: TokenPaths.Path
    /// Where the token's name is.
    var keyOffset: Int
    /// The token's members.
    var fields: [SyntaxNode.Member]

    /// The `comment`, carried as the entry's description.
    var comment: String? {
        if case .string(let text)? = field("comment")?.value { return text }
        return nil
    }

    /// The last member named `name`.
    func field(_ name: String) -> SyntaxNode? {
        fields.last { $0.key == name }?.value
    }

    /// Whether the token is a color: its `type` says so; untyped, its path, its literal value, or the token its
    /// reference names (followed through `known`, else judged by the reference's path) says so, which is Style
    /// Dictionary's category-first naming.
    func isColor(paths: TokenPaths, known: [TokenPaths.Path: StyleDictionaryToken]) -> Bool {
        var current = self
        // Untyped reference chains are followed a bounded number of steps; a cycle is lowering's to report.
        for _ in 0..<64 {
            if case .string(let type)? = current.field("type")?.value { return type == "color" }
            if paths.isInside("color", current.path) { return true }
            guard case .string(let text)? = current.primaryValue?.value else { return false }
            guard let reference = Self.reference(text) else {
                let lowered = text.lowercased()
                return lowered.hasPrefix("#") || lowered.hasPrefix("rgb") || lowered.hasPrefix("hsl")
            }
            guard let path = paths.path(ofKey: reference.key), let next = known[path] else {
                return reference.key.hasPrefix("color.")
            }
            current = next
        }
        return false
    }

    /// The `value`, or its first mode when it is written per mode (`"value": { "light": …, "dark": … }`).
    var primaryValue: SyntaxNode? {
        guard let value = field("value") else { return nil }
        return ModeValues.inValue(value)?.first?.value ?? value
    }

    /// The first of the token's values (`value`, `darkValue`, `hcValue`, `hcDarkValue`) that is a CSS gradient.
    var gradient: (function: String, node: SyntaxNode)? {
        let names = ["value"] + StyleDictionaryReader.variants.map(\.field)
        let modes = field("value").flatMap(ModeValues.inValue)?.map(\.value) ?? []
        return CSSGradient.first(in: names.compactMap { field($0) } + modes)
    }

    /// The values of the token, whose key is `key`: `value` (for `variantAppearance` in a variant file), and in a base
    /// file its `darkValue`, `hcValue` and `hcDarkValue`.
    func values(
        key: String,
        variantAppearance: String?,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> [ValueSyntax] {
        var slots: [(String?, SyntaxNode)] = []
        if let value = field("value"), let modes = ModeValues.inValue(value) {
            // Written per mode: each mode is its appearance, whatever file it is in.
            slots += modes.map { (ModeName.appearance($0.key), $0.value) }
        } else if let value = field("value") {
            slots.append((variantAppearance, value))
        }
        if variantAppearance == nil {
            for variant in StyleDictionaryReader.variants {
                if let node = field(variant.field) { slots.append((variant.appearance, node)) }
            }
            if slots.count > 1, slots[0].0 == nil { slots[0].0 = "light" }
        }
        var result: [ValueSyntax] = []
        for (appearance, node) in slots {
            let location = file.location(ofOffset: node.offset)
            guard case .string(let text) = node.value else {
                diagnostics.report(.valueIsNotAString(key, found: node.typeName, at: location))
                continue
            }
            guard let reference = Self.reference(text) else {
                if let shorthand = StudioAlphaShorthand.content(
                    text,
                    key: key,
                    location: location,
                    diagnostics: &diagnostics
                ) {
                    result.append(ValueSyntax(appearance: appearance, content: shorthand, location: location))
                    continue
                }
                if text.contains("{") {
                    diagnostics.report(.neitherColorNorReference(text, key: key, at: location))
                    continue
                }
                result.append(ValueSyntax(appearance: appearance, content: Self.content(text), location: location))
                continue
            }
            if let wanted = reference.appearance, wanted != (appearance ?? "light") {
                diagnostics.report(.crossAppearanceReference(text, target: reference.key, at: location))
                continue
            }
            result.append(ValueSyntax(appearance: appearance, content: .alias(reference.key), location: location))
        }
        return result
    }

    /// A color string's content: CSS names (`transparent`, `RebeccaPurple`) are colors here, and `hsl()` is
    /// converted as tinycolor2 (Style Dictionary's color library) converts it; the rest, and any `hsl()` that does
    /// not parse, is lowering's to parse and report.
    static func content(_ text: String) -> ValueSyntax.Content {
        if let named = CSSNamedColors.color(text) { return .color(named) }
        if text.utf8.count > 3, text.prefix(3).lowercased() == "hsl",
            case .color(let color) = ColorSyntaxParser.parse(text, hsl: .tinycolor)
        {
            return .color(color)
        }
        return .text(text)
    }

    /// The key and the appearance a `{a.b}`, `{a.b.value}` or `{a.b.darkValue}` reference names (`{a.b._}` is `a.b`).
    static func reference(_ text: String) -> (key: String, appearance: String?)? {
        guard var inner = DTCGValueDecoder.aliasTarget(text) else { return nil }
        // `{a.b._}` and `{a.b._.value}` name the group's own token, which is read as `a.b`.
        for suffix in ["._.value", "._"] where inner.hasSuffix(suffix) && inner.count > suffix.count {
            inner = String(inner.dropLast(suffix.count)) + (suffix == "._" ? "" : ".value")
        }
        if inner.hasSuffix(".value") { return (String(inner.dropLast(".value".count)), nil) }
        for variant in StyleDictionaryReader.variants where inner.hasSuffix("." + variant.field) {
            return (String(inner.dropLast(variant.field.count + 1)), variant.appearance)
        }
        return (inner, nil)
    }

    /// Every token of a file, in order, found with an explicit stack; their paths go into `paths`.
    static func tokens(
        in root: SyntaxNode,
        file: SourceFile,
        paths: inout TokenPaths,
        diagnostics: inout DiagnosticBag
    ) -> [Self] {
        guard let members = root.members(in: file, diagnostics: &diagnostics, else: Diagnostic.notAStyleDictionary)
        else {
            return []
        }
        var tokens: [Self] = []
        // Each frame: the members of a group, the next one to read, and the group's path.
        var stack: [([SyntaxNode.Member], Int, TokenPaths.Path)] = [
            (SyntaxNode.lastOfEachKey(members, file: file, diagnostics: &diagnostics), 0, TokenPaths.root)
        ]
        while let top = stack.indices.last {
            let (list, next, path) = stack[top]
            guard next < list.count else {
                stack.removeLast()
                continue
            }
            stack[top].1 = next + 1
            let member = list[next]
            guard case .object(let fields) = member.value.value else { continue }
            let isToken = fields.contains { $0.key == "value" }
            // `_` is its group's own token (`color.bg._` is `color.bg`), as Style Dictionary users write it.
            let childPath =
                isToken && member.key == "_" && path != TokenPaths.root ? path : paths.child(member.key, of: path)
            if isToken {
                tokens.append(
                    StyleDictionaryToken(
                        path: childPath,
                        keyOffset: member.keyOffset,
                        fields: fields
                    )
                )
            } else {
                stack.append((SyntaxNode.lastOfEachKey(fields, file: file, diagnostics: &diagnostics), 0, childPath))
            }
        }
        return tokens
    }
}

extension Diagnostic {
    fileprivate static func valueIsNotAString(_ key: String, found type: String, at location: Location?) -> Diagnostic {
        Diagnostic(.wrongType, "expected a color string for '\(key)', found \(type)", at: location)
    }

    fileprivate static func neitherColorNorReference(_ text: String, key: String, at location: Location?) -> Diagnostic
    {
        Diagnostic(.invalidColor, "'\(text)' for '\(key)' is neither a color nor one {reference}", at: location)
    }

    /// `text` is the reference as written, `target` the key it names.
    fileprivate static func crossAppearanceReference(
        _ text: String,
        target: String,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(text)' takes another appearance's value of '\(target)'; a palette alias always means the same appearance",
            at: location
        )
    }

    fileprivate static func notAStyleDictionary(found type: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "a Style Dictionary file must be an object of groups and tokens, found \(type)",
            at: location
        )
    }
}
