import PaletteModel

/// The CSS output's options, decoded once from values checked against `specs` (each problem reported at its
/// position in `palettec.json`, or as a usage error of `--option`), so none of them can break the stylesheet.
public struct CSSOptions: Sendable {
    /// The options the CSS format accepts, each with its check.
    static let specs: [OptionSpec] = [
        OptionSpec(
            "prefix",
            .string,
            default: "none",
            help: "Put between `--` and every property name (`app-` gives `--app-pgc01`).",
            check: prefixProblem
        ),
        OptionSpec(
            "attribute",
            .string,
            default: "data-theme",
            help: "The attribute on the root element that forces an appearance (`data-theme=\"dark\"`).",
            check: ThemeAttribute.problem
        ),
        OptionSpec(
            "selector",
            .string,
            default: ":root",
            help: "The element the properties are declared on; one selector, the attribute is appended to it.",
            check: { selectorProblem(trimmed($0)) }
        ),
        OptionSpec(
            "lightDark",
            .bool,
            default: "false",
            help: "Write `light-dark()` values instead of dark media blocks (iOS 17.5+, Chrome 123+ web views)."
        ),
        OptionSpec(
            "imageBaseURL",
            .string,
            default: "none (paths relative to the stylesheet)",
            help: "The URL the palette's folder is served at: image URLs become it plus each path as the palette "
                + "wrote it (`https://cdn.example.com/palette/` gives `https://cdn.example.com/palette/images/logo.png`).",
            check: baseURLProblem
        ),
    ]

    /// Put between `--` and every property name (`app-` → `--app-pgc01`); ASCII letters, digits, `-`, `_`.
    public var prefix: String
    /// The attribute that forces an appearance (`data-theme="dark"`), which the Swift web-view helper of the same
    /// build sets too.
    public var attribute: ThemeAttribute
    /// The element the properties are declared on; one selector (no list), with the attribute appended to it.
    public var selector: String
    /// Whether to write the `light-dark()` form (iOS 17.5+, Chrome 123+) instead of dark media blocks.
    public var lightDark: Bool
    /// The URL the palette's folder is served at, or `nil` for image paths relative to the stylesheet.
    public var imageBaseURL: String?

    /// Decodes checked values; an absent option takes its default.
    public init(_ values: [String: EmitOptions.Value]) {
        prefix = values["prefix"]?.string ?? ""
        attribute = values["attribute"]?.string.map(ThemeAttribute.init(checked:)) ?? .standard
        selector = Self.trimmed(values["selector"]?.string ?? ":root")
        lightDark = values["lightDark"]?.bool ?? false
        imageBaseURL = values["imageBaseURL"]?.string
    }

    /// Why `url` cannot be the base of image URLs, if it cannot.
    private static func baseURLProblem(_ url: String) -> String? {
        if url.isEmpty { return "must not be empty" }
        if url.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) { return "must not contain control characters" }
        if WebURL.given(url) == nil { return "must be an http: or https: URL, or a relative one" }
        return nil
    }

    /// Why a prefix cannot go into property names, if it cannot.
    private static func prefixProblem(_ prefix: String) -> String? {
        prefix.utf8.allSatisfy(isNameByte)
            ? nil : "may contain only ASCII letters, digits, '-' and '_', not '\(prefix)'"
    }

    /// Whether a byte may appear in a prefix.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F: true
        default: false
        }
    }

    /// Why `selector` cannot take an attribute suffix safely, if it cannot.
    private static func selectorProblem(_ selector: String) -> String? {
        if selector.isEmpty { return "must not be empty" }
        if selector.contains("/*") || selector.contains("*/") { return "must not contain a comment: '\(selector)'" }
        var brackets = 0
        var parentheses = 0
        for byte in selector.utf8 {
            switch byte {
            case 0x00..<0x20, 0x7F, 0x7B, 0x7D, 0x3B, 0x2C, 0x40, 0x3C, 0x5C, 0x22, 0x27:
                return
                    "must be one selector without '{', '}', ';', ',', '@', '<', '\\', quotes or control characters: "
                    + "'\(selector)'"
            case 0x5B: brackets += 1
            case 0x5D: brackets -= 1
            case 0x28: parentheses += 1
            case 0x29: parentheses -= 1
            default: break
            }
            if brackets < 0 || parentheses < 0 { break }
        }
        if brackets != 0 || parentheses != 0 { return "has unbalanced brackets or parentheses: '\(selector)'" }
        return nil
    }

    /// `text` without leading and trailing ASCII spaces, tabs and line breaks.
    private static func trimmed(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
