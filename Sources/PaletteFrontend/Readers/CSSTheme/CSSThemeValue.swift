import PaletteModel

/// What a custom property's value is, read as a palette value.
///
/// Colors are read by the native parser (`ColorSyntaxParser`: every CSS Color 4 notation, `color-mix()`, relative
/// colors) once each `var(--x)` in them is written `{x}`. A whole value `var(--x)` is an alias to `x`; with a
/// fallback, `var(--x, fallback)` is the alias when some theme-level rule of the sheet defines `--x`, else the
/// fallback (what a browser computes when `--x` is never set). A shadcn channel triplet `H S% L%` is `hsl(H S% L%)`,
/// and `hsl(var(--x))` an alias to the triplet `x`. `light-dark(a, b)` is `a` in light and `b` in dark.
enum CSSThemeValue: Equatable {
    /// A color, a derived color or an alias.
    case content(ValueSyntax.Content)
    /// Not a color: a length, a shadow, `currentColor`, a keyword.
    case notColor
    /// Four channels with no `/` (`0 0% 0% 0.85`), read as `hsl(H S% L% / A)`: what `hsl(var(--x))` makes of it is
    /// invalid CSS, so it is read with a warning.
    case fourChannels(ValueSyntax.Content)
    /// A color written wrong.
    case invalid(ColorSyntaxProblem)

    /// The most `var()`s one value may substitute, so a hostile value costs a bounded amount of work.
    static let maximumReferences = 64
    /// The longest value read as a color, in bytes; no color is written longer, and the bound keeps the work on one
    /// value (`maximumReferences` passes over it) small.
    static let maximumLength = 4096

    /// Keywords that are no palette color.
    private static let keywords: Set<String> = [
        "currentcolor", "inherit", "initial", "unset", "revert", "revert-layer", "none", "auto",
    ]

    /// The functions whose value is meant as a color, so a problem in one is an error and not a skipped value.
    private static let colorFunctions: Set<String> = ColorFunctionParser.colorFunctions.union([
        "color-mix", "light-dark",
    ])

    /// The light and dark halves of `light-dark(a, b)`, `nil` for any other value.
    static func lightDark(_ text: String) -> (light: String, dark: String)? {
        let bytes = Array(text.utf8)
        guard let inside = functionArguments(bytes, named: "light-dark") else { return nil }
        let parts = CSSThemeSelector.splitTopLevel(Array(inside), at: UInt8(ascii: ","))
        guard parts.count == 2 else { return nil }
        return (
            String(decoding: CSSThemeSelector.trimmed(parts[0]), as: UTF8.self),
            String(decoding: CSSThemeSelector.trimmed(parts[1]), as: UTF8.self)
        )
    }

    /// Reads `text`; `isDefined` tells whether the sheet defines a custom property (its name without `--`).
    static func read(_ text: String, isDefined: (String) -> Bool) -> CSSThemeValue {
        guard text.utf8.count <= maximumLength else { return .notColor }
        var text = text
        // `var(--x, fallback)` whose `--x` is never defined is its fallback: a bounded loop, not recursion.
        var fallbacks = 0
        while let (name, fallback) = wholeVar(text) {
            if isDefined(name) || fallback == nil { return .content(.alias(name)) }
            fallbacks += 1
            guard fallbacks <= maximumReferences else { return .notColor }
            text = fallback ?? ""
        }
        if keywords.contains(text.lowercased()) || text.isEmpty { return .notColor }
        if let channels = CSSChannelTriplet(text) {
            let color = read(color: channels.hsl)
            guard channels.alpha != nil, case .content(let content) = color else { return color }
            return .fourChannels(content)
        }
        let bytes = Array(text.utf8)
        if let inside = functionArguments(bytes, named: "hsl"),
            let (name, _) = wholeVar(String(decoding: inside, as: UTF8.self))
        {
            return .content(.alias(name))
        }
        if let inside = functionArguments(bytes, named: "hsl"),
            case let parts = CSSThemeSelector.splitTopLevel(Array(inside), at: UInt8(ascii: "/")), parts.count == 2,
            let (name, _) = wholeVar(String(decoding: CSSThemeSelector.trimmed(parts[0]), as: UTF8.self))
        {
            let alpha = String(decoding: CSSThemeSelector.trimmed(parts[1]), as: UTF8.self)
            return read(color: "hsl(from {\(name)} h s l / \(alpha))")
        }
        guard let substituted = substitutingVars(text, isDefined: isDefined) else { return .notColor }
        let result = read(color: substituted)
        if case .invalid = result, !looksLikeColor(bytes) { return .notColor }
        return result
    }

    /// Reads native color syntax.
    private static func read(color text: String) -> CSSThemeValue {
        switch ColorSyntaxParser.parse(text) {
        case .color(let color): .content(.color(color))
        case .derived(let expression): .content(.derived(expression))
        case .alias(let key): .content(.alias(key))
        case .invalid(let problem): .invalid(problem)
        }
    }

    /// Whether a value is meant as a color: a `#` hex or one of the color functions.
    private static func looksLikeColor(_ bytes: [UInt8]) -> Bool {
        if bytes.first == UInt8(ascii: "#") { return true }
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")) else { return false }
        return colorFunctions.contains(String(decoding: bytes[..<open], as: UTF8.self).lowercased())
    }

    /// The name (without `--`) and fallback of a value that is one `var(--name[, fallback])`.
    static func wholeVar(_ text: String) -> (String, String?)? {
        guard let inside = functionArguments(Array(text.utf8), named: "var") else { return nil }
        let parts = CSSThemeSelector.splitTopLevel(Array(inside), at: UInt8(ascii: ","))
        let name = String(decoding: CSSThemeSelector.trimmed(parts[0]), as: UTF8.self)
        guard name.hasPrefix("--"), name.utf8.count > 2 else { return nil }
        guard parts.count > 1 else { return (String(name.dropFirst(2)), nil) }
        // The fallback is everything after the first comma, commas included.
        let commaEnd = parts[0].endIndex + 1
        let fallback = String(
            decoding: CSSThemeSelector.trimmed(inside[(inside.startIndex + commaEnd)...]),
            as: UTF8.self
        )
        return (String(name.dropFirst(2)), fallback)
    }

    /// The arguments of `text` when all of it is one call of `function` (any case), `nil` otherwise.
    static func functionArguments(_ bytes: [UInt8], named function: String) -> ArraySlice<UInt8>? {
        let count = function.utf8.count
        guard bytes.count > count + 1, bytes[count] == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")"),
            String(decoding: bytes[..<count], as: UTF8.self).lowercased() == function
        else { return nil }
        var depth = 0
        for index in count..<bytes.count {
            if bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if bytes[index] == UInt8(ascii: ")") {
                depth -= 1
                // The `(` after the name closes before the end: `var(--a) var(--b)` is no one call.
                if depth == 0, index != bytes.count - 1 { return nil }
            }
        }
        return bytes[(count + 1)..<(bytes.count - 1)]
    }

    /// `text` with each `var(--x)` written `{x}` (or its fallback when `--x` is not defined), `nil` when a `var()`
    /// is malformed or there are more than `maximumReferences`.
    private static func substitutingVars(_ text: String, isDefined: (String) -> Bool) -> String? {
        var bytes = Array(text.utf8)
        for _ in 0...maximumReferences {
            guard let start = firstVar(in: bytes) else { return String(decoding: bytes, as: UTF8.self) }
            var depth = 0
            var end: Int?
            for index in (start + 3)..<bytes.count {
                if bytes[index] == UInt8(ascii: "(") { depth += 1 }
                if bytes[index] == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 {
                        end = index
                        break
                    }
                }
            }
            guard let end, let (name, fallback) = wholeVar(String(decoding: bytes[start...end], as: UTF8.self))
            else { return nil }
            let replacement: String
            if isDefined(name) || fallback == nil {
                replacement = "{\(name)}"
            } else {
                replacement = fallback ?? ""
            }
            bytes.replaceSubrange(start...end, with: Array(replacement.utf8))
        }
        return nil
    }

    /// The offset of the first `var(` (any case) that starts a word.
    private static func firstVar(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index + 3] == UInt8(ascii: "(") {
            guard bytes[index] | 0x20 == UInt8(ascii: "v"), bytes[index + 1] | 0x20 == UInt8(ascii: "a"),
                bytes[index + 2] | 0x20 == UInt8(ascii: "r")
            else { continue }
            let before = index > 0 ? bytes[index - 1] : 0x20
            let startsWord = !(before == UInt8(ascii: "-") || (before | 0x20 >= 0x61 && before | 0x20 <= 0x7A))
            if startsWord { return index }
        }
        return nil
    }
}

/// shadcn's channel triplet `H S% L%` (Tailwind v3 themes, consumed as `hsl(var(--x))`), with an optional fourth
/// number.
struct CSSChannelTriplet {
    /// `hsl(H S% L%)`, or `hsl(H S% L% / A)` with a fourth number.
    var hsl: String
    /// A fourth number, if written.
    var alpha: String?

    /// The triplet `text` is, or `nil`: a hue (a number, or `deg`), then two percentages, then perhaps one number.
    init?(_ text: String) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        let alphaPart = parts.count == 4 ? " / \(parts[3])" : ""
        let hue = parts[0].hasSuffix("deg") ? parts[0].dropLast(3) : parts[0]
        guard Self.isNumber(hue), parts[1].hasSuffix("%"), Self.isNumber(parts[1].dropLast()),
            parts[2].hasSuffix("%"), Self.isNumber(parts[2].dropLast())
        else { return nil }
        if parts.count == 4 {
            let last = parts[3].hasSuffix("%") ? parts[3].dropLast() : parts[3]
            guard Self.isNumber(last) else { return nil }
            alpha = String(parts[3])
        }
        hsl = "hsl(\(parts[0]) \(parts[1]) \(parts[2])\(alphaPart))"
    }

    /// Whether `text` is a plain decimal number (`-12`, `0.5`, `.5`).
    private static func isNumber(_ text: Substring) -> Bool {
        var digits = 0
        var dots = 0
        for (index, character) in text.enumerated() {
            if character.isASCII, character.isNumber {
                digits += 1
            } else if character == "." {
                dots += 1
            } else if character == "-" || character == "+", index == 0 {
                continue
            } else {
                return false
            }
        }
        return digits > 0 && dots <= 1
    }
}
