import PaletteModel

/// Decodes a DTCG color `$value`: an alias `{a.b}`, a color object, or a legacy CSS string (a CSS named color
/// or `transparent` in any case, else what lowering parses: hex, `rgb()`, `hsl()`, `color()`).
///
/// Color objects in `srgb` and `display-p3` are kept as they are; `hsl`, `hwb` and `srgb-linear` are converted
/// to sRGB exactly; any other space uses the object's `hex` fallback with a warning, or is an
/// `unsupported-by-format` error when there is none. A `"none"` component counts as 0, as in CSS.
enum DTCGValueDecoder {
    /// The spaces palettec converts or keeps.
    static let readSpaces: Set<String> = ["srgb", "display-p3", "hsl", "hwb", "srgb-linear"]

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
            if text.contains("{") {
                diagnostics.report(.neitherColorNorAlias(text, key: key, at: location))
                return nil
            }
            if let color = CSSNamedColors.color(text) { return .color(color) }
            // A legacy string is CSS color syntax, which lowering parses like a native value.
            return .text(text)
        case .object(let fields):
            if fields.contains(where: { $0.key == "$ref" }) {
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

    /// Decodes a color object.
    private static func colorObject(
        _ fields: [SyntaxNode.Member],
        key: String,
        location: Diagnostic.Location,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> ColorValue? {
        func field(_ name: String) -> SyntaxNode? { fields.last { $0.key == name }?.value }
        guard case .string(let space)? = field("colorSpace")?.value else {
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
            alpha = value
        }
        guard readSpaces.contains(space) else {
            if case .string(let hex)? = field("hex")?.value, let color = hexFallback(hex, alpha: alpha) {
                diagnostics.report(.colorSpaceReadFromHexFallback(key, space: space, hex: hex, at: location))
                return color
            }
            diagnostics.report(.unsupportedColorSpace(key, space: space, at: location))
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
        var components: [Double] = []
        for item in items {
            if case .string("none") = item.value {
                components.append(0)
            } else if let value = number(item) {
                components.append(value)
            } else {
                diagnostics.report(
                    .componentIsNotANumber(key, found: item.typeName, at: file.location(ofOffset: item.offset))
                )
                return nil
            }
        }
        let rgb: (Double, Double, Double)
        var colorSpace = ColorValue.Space.sRGB
        switch space {
        case "hsl": rgb = DTCGColorSpace.hsl(hue: components[0], saturation: components[1], lightness: components[2])
        case "hwb": rgb = DTCGColorSpace.hwb(hue: components[0], whiteness: components[1], blackness: components[2])
        case "srgb-linear":
            rgb = (
                DTCGColorSpace.encoded(components[0]), DTCGColorSpace.encoded(components[1]),
                DTCGColorSpace.encoded(components[2])
            )
        default:
            rgb = (components[0], components[1], components[2])
            colorSpace = space == "display-p3" ? .displayP3 : .sRGB
        }
        let color = ColorValue(space: colorSpace, red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
        if [color.red, color.green, color.blue, color.alpha].contains(where: { $0 < -1e-9 || $0 > 1 + 1e-9 }) {
            diagnostics.report(.componentOutOfRange(key, space: space, at: location))
            return nil
        }
        return ColorValue(
            space: color.space,
            red: clamp(color.red),
            green: clamp(color.green),
            blue: clamp(color.blue),
            alpha: clamp(color.alpha)
        )
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
        color.alpha = min(1, max(0, alpha))
        return color
    }

    /// Clamps rounding noise from conversions to 0...1.
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
            "'\(key)': JSON Pointer references (\"$ref\") inside values are not supported; use a {token} alias",
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
            "'\(key)': colorSpace '\(space)' is not supported; its \"hex\" fallback \(hex) is used instead",
            at: location,
            severity: .warning
        )
    }

    fileprivate static func unsupportedColorSpace(_ key: String, space: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)': colorSpace '\(space)' is not supported (palettec reads srgb, display-p3, hsl, hwb and srgb-linear) and there is no \"hex\" fallback",
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

    fileprivate static func componentOutOfRange(_ key: String, space: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .colorOutOfRange,
            "'\(key)': components and alpha must be within 0–1 in \(space) (hsl and hwb: hue in degrees, the others 0–100)",
            at: location
        )
    }
}
