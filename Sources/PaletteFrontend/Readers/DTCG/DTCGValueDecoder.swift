import PaletteModel

/// Decodes a DTCG color `$value`: an alias `{a.b}`, a JSON Pointer to a whole token (`{"$ref": "#/a/b"}`, read as
/// the alias `{a.b}`), a color object, or a legacy CSS string (a CSS named color or `transparent` in any case, else
/// what lowering parses).
///
/// A color object is read in any of DTCG 2025.10's fourteen color spaces from its `components` (`"none"` kept)
/// and `alpha`: `srgb` and `display-p3` as the color they are, `hsl` and `hwb` as the sRGB color they name, every
/// other space as the color written in it (`ColorValue(authored:)`). The optional `hex` is only a fallback, as the
/// format says: it is read, with a warning, only for a `colorSpace` that is none of the fourteen.
enum DTCGValueDecoder {
    /// The value's content, or `nil` after reporting why it cannot be used.
    static func content(
        _ node: SyntaxNode,
        key: String,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> ValueSyntax.Content? {
        let location = file.location(ofOffset: node.offset)
        switch node.value {
        case .string(let text):
            if let target = aliasTarget(text) { return .alias(target) }
            if let shorthand = StudioAlphaShorthand.content(
                text,
                key: key,
                location: location,
                diagnostics: &diagnostics
            ) {
                return shorthand
            }
            if text.contains("{") {
                diagnostics.report(.neitherColorNorAlias(text, key: key, at: location))
                return nil
            }
            if let color = CSSNamedColors.color(text) { return .color(color) }
            // A legacy string is CSS color syntax, which lowering parses like a native value.
            return .text(text)
        case .object(let fields):
            if let pointer = fields.last(where: { $0.key == "$ref" }) {
                if fields.count == 1, case .string(let text) = pointer.value.value, let target = pointerTarget(text) {
                    return .alias(target)
                }
                diagnostics.report(.pointerReferenceInValue(key, at: location))
                return nil
            }
            return colorObject(fields, key: key, location: location, file: file, diagnostics: &diagnostics).map {
                .color($0)
            }
        default:
            diagnostics.report(.valueIsNotAColor(key, found: node.typeName, at: location))
            return nil
        }
    }

    /// The path inside `{…}` when the whole string is one alias.
    static func aliasTarget(_ text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// The token path a JSON Pointer names when it names a whole token (`#/color/brand` or `#/color/brand/$value`),
    /// as a dotted key; `nil` for anything else (a pointer into a value).
    ///
    /// A pointer into another file (`../primitives/colors.json#/colors/blue/400`, as tokens tools resolve them) names
    /// the key that file defines: an alias that resolves when the file is read in the same build, as every alias of a
    /// build resolves across its files.
    static func pointerTarget(_ pointer: String) -> String? {
        guard let hash = pointer.firstIndex(of: "#"), pointer[hash...].hasPrefix("#/") else { return nil }
        var segments = pointer[pointer.index(hash, offsetBy: 2)...].split(
            separator: "/",
            omittingEmptySubsequences: false
        ).map {
            // RFC 6901: `~1` is `/` and `~0` is `~`, decoded in that order.
            $0.replacingEvery("~1", with: "/").replacingEvery("~0", with: "~")
        }
        if segments.last == "$value" { segments.removeLast() }
        guard !segments.isEmpty,
            segments.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("$") && !$0.contains(".") && !$0.contains("{") })
        else { return nil }
        return segments.joined(separator: ".")
    }

    /// Decodes a color object.
    private static func colorObject(
        _ fields: [SyntaxNode.Member],
        key: String,
        location: Diagnostic.Location,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> ColorValue? {
        func field(_ name: String) -> SyntaxNode? { fields.last { $0.key == name }?.value }
        if let pointer = firstPointer(in: fields) {
            diagnostics.report(.pointerReferenceInColorObject(key, at: file.location(ofOffset: pointer.offset)))
            return nil
        }
        guard case .string(let spelled)? = field("colorSpace")?.value else {
            diagnostics.report(.colorObjectHasNoColorSpace(key, at: location))
            return nil
        }
        var alpha = 1.0
        if let node = field("alpha") {
            guard let value = number(node) else {
                diagnostics.report(
                    .alphaIsNotANumber(key, found: node.typeName, at: file.location(ofOffset: node.offset))
                )
                return nil
            }
            guard (0...1).contains(value) else {
                diagnostics.report(.alphaOutOfRange(key, at: file.location(ofOffset: node.offset)))
                return nil
            }
            alpha = value
        }
        guard let space = ColorSpace(rawValue: spelled) else {
            if case .string(let hex)? = field("hex")?.value, let color = hexFallback(hex, alpha: alpha) {
                diagnostics.report(.colorSpaceReadFromHexFallback(key, space: spelled, hex: hex, at: location))
                return color
            }
            diagnostics.report(.unsupportedColorSpace(key, space: spelled, at: location))
            return nil
        }
        guard let componentsNode = field("components"), case .array(let items) = componentsNode.value, items.count == 3
        else {
            let found = field("components")
            diagnostics.report(
                .componentsAreNotThreeNumbers(
                    key,
                    found: found?.typeName,
                    at: found.map { file.location(ofOffset: $0.offset) } ?? location
                )
            )
            return nil
        }
        var components: [Double?] = []
        for (item, range) in zip(items, DTCGColorSpace.ranges(space)) {
            if case .string("none") = item.value {
                components.append(nil)
            } else if let value = number(item) {
                guard range.contains(value) else {
                    diagnostics.report(
                        .componentOutOfRange(key, space: space, at: file.location(ofOffset: item.offset))
                    )
                    return nil
                }
                components.append(value)
            } else {
                diagnostics.report(
                    .componentIsNotANumber(key, found: item.typeName, at: file.location(ofOffset: item.offset))
                )
                return nil
            }
        }
        return color(AuthoredColor(space: space, components: components, alpha: alpha))
    }

    /// The model's color for a color object: sRGB and Display P3 as they are, `hsl` and `hwb` as the sRGB color
    /// they name (`none` read as 0, as CSS does), the other spaces as written.
    static func color(_ authored: AuthoredColor) -> ColorValue {
        switch authored.space {
        case .srgb, .displayP3, .hsl, .hwb:
            let rgb = authored.space == .displayP3 ? authored : ColorConversion.convert(authored, to: .srgb)
            return ColorValue(
                space: authored.space == .displayP3 ? .displayP3 : .sRGB,
                red: clamp(rgb.components[0] ?? 0),
                green: clamp(rgb.components[1] ?? 0),
                blue: clamp(rgb.components[2] ?? 0),
                alpha: authored.alpha ?? 1
            )
        default:
            return ColorValue(authored: authored)
        }
    }

    /// The first JSON Pointer reference object inside a color object's fields or components.
    private static func firstPointer(in fields: [SyntaxNode.Member]) -> SyntaxNode? {
        for field in fields {
            if case .object(let members) = field.value.value, members.contains(where: { $0.key == "$ref" }) {
                return field.value
            }
            guard field.key == "components", case .array(let items) = field.value.value else { continue }
            for item in items {
                if case .object(let members) = item.value, members.contains(where: { $0.key == "$ref" }) {
                    return item
                }
            }
        }
        return nil
    }

    /// A JSON number's value.
    private static func number(_ node: SyntaxNode) -> Double? {
        guard case .number(let text) = node.value, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A color from a `#rrggbb` fallback.
    private static func hexFallback(_ hex: String, alpha: Double) -> ColorValue? {
        let digits = Array(hex.utf8.dropFirst())
        guard hex.hasPrefix("#"), digits.count == 6, HexDecoder.isDigits(digits) else {
            return nil
        }
        let value = HexDecoder.scan(digits).value
        var color = ColorValue(
            red8: HexDecoder.byte(value, 16),
            green8: HexDecoder.byte(value, 8),
            blue8: HexDecoder.byte(value, 0)
        )
        color.alpha = alpha
        return color
    }

    /// Clamps rounding noise from a conversion to 0...1 (hsl and hwb colors lie in sRGB).
    private static func clamp(_ value: Double) -> Double {
        min(1, max(0, value))
    }
}

extension Diagnostic {
    fileprivate static func neitherColorNorAlias(_ text: String, key: String, at location: Location) -> Diagnostic {
        Diagnostic(.invalidColor, "'\(text)' for '\(key)' is neither a color nor one {alias}", at: location)
    }

    fileprivate static func pointerReferenceInValue(_ key: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)': a JSON Pointer (\"$ref\") as a value must name a whole token (\"#/group/token\", or "
                + "\"file.json#/group/token\" in another file of the build); use a {token} alias",
            at: location
        )
    }

    fileprivate static func pointerReferenceInColorObject(_ key: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)': JSON Pointers (\"$ref\") inside a color object are not read; write the number, or alias the whole color with {token}",
            at: location
        )
    }

    fileprivate static func valueIsNotAColor(_ key: String, found type: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "expected a color object, a hex string or an {alias} as the \"$value\" of '\(key)', found \(type)",
            at: location
        )
    }

    fileprivate static func colorObjectHasNoColorSpace(_ key: String, at location: Location) -> Diagnostic {
        Diagnostic(.missingField, "the color object of '\(key)' needs a \"colorSpace\" string", at: location)
    }

    fileprivate static func alphaIsNotANumber(_ key: String, found type: String, at location: Location) -> Diagnostic {
        Diagnostic(.wrongType, "\"alpha\" of '\(key)' must be a number, found \(type)", at: location)
    }

    /// A warning.
    fileprivate static func colorSpaceReadFromHexFallback(
        _ key: String,
        space: String,
        hex: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)': colorSpace '\(space)' is not one of DTCG's; its \"hex\" fallback \(hex) is used instead",
            at: location,
            severity: .warning
        )
    }

    fileprivate static func unsupportedColorSpace(_ key: String, space: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)': colorSpace '\(space)' is not one of DTCG's (\(ColorSpace.allCases.map(\.rawValue).joined(separator: ", "))) and there is no \"hex\" fallback",
            at: location
        )
    }

    /// `type` is `nil` when there are no components at all.
    fileprivate static func componentsAreNotThreeNumbers(
        _ key: String,
        found type: String?,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "\"components\" of '\(key)' must be an array of three numbers, found \(type ?? "nothing")",
            at: location
        )
    }

    fileprivate static func componentIsNotANumber(
        _ key: String,
        found type: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(.wrongType, "a component of '\(key)' must be a number or \"none\", found \(type)", at: location)
    }

    fileprivate static func componentOutOfRange(_ key: String, space: ColorSpace, at location: Location) -> Diagnostic {
        Diagnostic(
            .colorOutOfRange,
            "a component of '\(key)' is out of range: \(space.rawValue) takes \(DTCGColorSpace.spelledRanges(space))",
            at: location
        )
    }

    fileprivate static func alphaOutOfRange(_ key: String, at location: Location) -> Diagnostic {
        Diagnostic(.colorOutOfRange, "\"alpha\" of '\(key)' must lie in 0–1", at: location)
    }
}
