public import PaletteModel

/// What a color value string means: a color, an alias to another entry, or a problem to report.
public enum ColorSyntaxResult: Equatable, Sendable {
    /// A color (`#0A84FF`, `rgb(…)`, `oklch(…)`, `color(display-p3 …)`, a name).
    case color(ColorValue)
    /// An alias `{KEY}`: the key of another entry.
    case alias(String)
    /// A color computed from other colors: `color-mix()`, or relative color syntax (`oklch(from {brand} …)`).
    case derived(ColorExpression)
    /// Not valid color syntax, or a component out of range.
    case invalid(ColorSyntaxProblem)
}

/// Why a color value string was rejected, and where in the string.
public struct ColorSyntaxProblem: Equatable, Sendable {
    /// `invalid-color` or `color-out-of-range`.
    public var rule: Rule
    /// A message a designer understands, quoting the value.
    public var message: String
    /// The 0-based offset, in Unicode scalars, of the problem in the value; 0 when it is the whole value.
    public var column: Int
    /// The cause the problem shares with every value that has the same problem (a function palettec does not
    /// read), so that many of them print as one summary; `nil` when the problem is the value's own.
    public var cause: Diagnostic.Cause?

    /// Creates a problem.
    public init(rule: Rule, message: String, column: Int, cause: Diagnostic.Cause? = nil) {
        self.rule = rule
        self.message = message
        self.column = column
        self.cause = cause
    }

    /// The problem as a diagnostic at the value's location.
    public func diagnostic(at location: Diagnostic.Location?) -> Diagnostic {
        Diagnostic(rule, message, at: location, cause: cause)
    }
}

/// Parses palettec's native color syntax: every CSS Color 4 notation — `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`
/// (alpha last), `rgb()`/`rgba()`, `hsl()`/`hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`, `color()` with
/// every predefined space, the named colors and `transparent` — aliases `{KEY}`, and colors derived from colors:
/// `color-mix()` and relative color syntax (`ColorFunctionParser`).
///
/// Function names and hex digits are case-insensitive. Whitespace around the value is an error rather than
/// trimmed, so a runtime that does not trim is never surprised. Values are kept exactly: hex round-trips, and
/// `rgb()` / `hsl()` components are not rounded to 8 bits.
public enum ColorSyntaxParser {
    /// What the value string means.
    public static func parse(_ text: String) -> ColorSyntaxResult {
        parse(text, hsl: .css)
    }

    /// What the value string means, with `hsl()` converted as `hsl` says.
    static func parse(_ text: String, hsl: HSLConversion) -> ColorSyntaxResult {
        if let quick = quickParse(text) { return quick }
        let bytes = Array(text.utf8)
        guard let first = bytes.first else {
            return invalid(.emptyColor, at: 0, in: bytes)
        }
        if isSpace(first, scalar: text.unicodeScalars.first) {
            return invalid(.leadingWhitespace(text), at: 0, in: bytes)
        }
        if let last = bytes.last, isSpace(last, scalar: text.unicodeScalars.last) {
            let trailing = text.unicodeScalars.reversed().prefix { $0.properties.isWhitespace }.count
            let problem = ColorSyntaxProblem(
                rule: .invalidColor,
                message: DiagnosticMessage.trailingWhitespace(text).text,
                column: text.unicodeScalars.count - trailing
            )
            return .invalid(problem)
        }
        switch first {
        case UInt8(ascii: "#"):
            return hex(bytes, text: text)
        case UInt8(ascii: "{"):
            return alias(bytes, text: text)
        default:
            break
        }
        if let open = bytes.firstIndex(of: UInt8(ascii: "(")), open > 0,
            bytes[..<open].allSatisfy({ isLetter($0) || $0 == UInt8(ascii: "-") })
        {
            return ColorFunctionParser(bytes: bytes, text: text, open: open, hsl: hsl).parse()
        }
        if bytes.allSatisfy(isLetter), let named = CSSNamedColors.color(text) {
            return .color(named)
        }
        let isHexPrefixed = bytes.count > 2 && bytes[0] == UInt8(ascii: "0") && (bytes[1] | 0x20) == UInt8(ascii: "x")
        if isHexPrefixed, isHexColorDigits(bytes[2...]) {
            let digits = String(decoding: bytes[2...], as: UTF8.self)
            return invalid(.hexWith0x(text, digits: digits), at: 0, in: bytes)
        }
        if isHexColorDigits(bytes[...]) {
            return invalid(.missingHash(text), at: 0, in: bytes)
        }
        // The same text written in many values is one mistake, summarized once.
        let message = DiagnosticMessage.notAColor(text).text
        return .invalid(ColorSyntaxProblem(rule: .invalidColor, message: message, column: 0, cause: .notAColor(text)))
    }

    /// The forms nearly every value has, a plain hex color, a well-formed alias and a plain `oklch()`-like function
    /// (`quickFunction`), read straight from the string's UTF-8 without copying it; `nil` for anything else, which
    /// `parse` then reads in full.
    static func quickParse(_ text: String) -> ColorSyntaxResult? {
        text.utf8.withContiguousStorageIfAvailable { quickParse($0, text: text) } ?? nil
    }

    /// `quickParse` over the string's bytes.
    static func quickParse(_ bytes: UnsafeBufferPointer<UInt8>, text: String) -> ColorSyntaxResult? {
        guard let first = bytes.first else { return nil }
        let count = bytes.count
        if first == UInt8(ascii: "#") {
            guard count == 4 || count == 5 || count == 7 || count == 9 else { return nil }
            var digits: UInt32 = 0
            for index in 1..<count {
                guard let value = HexDecoder.digit(bytes[index]) else { return nil }
                digits = digits << 4 | UInt32(value)
            }
            return .color(hexColor(digits, count: count - 1))
        }
        if first == UInt8(ascii: "{") {
            guard count >= 3, bytes[count - 1] == UInt8(ascii: "}") else { return nil }
            let key = UnsafeBufferPointer(rebasing: bytes[1..<(count - 1)])
            guard !key.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
            return .alias(String(decoding: key, as: UTF8.self))
        }
        if first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
            return quickFunction(bytes)
        }
        return nil
    }

    /// Parses `#` followed by 3, 4, 6 or 8 hex digits.
    static func hex(_ bytes: [UInt8], text: String) -> ColorSyntaxResult {
        // At most 8 digits fit; more are only counted, for the message.
        var digits: UInt32 = 0
        for index in 1..<bytes.count {
            guard let value = HexDecoder.digit(bytes[index]) else {
                let character = String(decoding: scalarBytes(bytes, at: index), as: UTF8.self)
                return invalid(.nonHexDigit(character, in: text), at: index, in: bytes)
            }
            digits = digits << 4 | UInt32(value)
        }
        let count = bytes.count - 1
        switch count {
        case 3, 4, 6, 8:
            return .color(hexColor(digits, count: count))
        default:
            return invalid(.hexDigitCount(text, count: count), at: 0, in: bytes)
        }
    }

    /// The color of `count` (3, 4, 6 or 8) hex digits, packed into `digits` from the left.
    static func hexColor(_ digits: UInt32, count: Int) -> ColorValue {
        let width = count <= 4 ? 1 : 2
        /// The `position`-th channel (0 is red) of `width` hex digits each, counted from the left.
        func channel(_ position: Int) -> UInt8 {
            let shift = UInt32((count / width - 1 - position) * 4 * width)
            let value = UInt8(truncatingIfNeeded: digits >> shift) & (width == 1 ? 0x0F : 0xFF)
            return width == 1 ? value << 4 | value : value
        }
        let hasAlpha = count == 4 || count == 8
        return ColorValue(
            red8: channel(0),
            green8: channel(1),
            blue8: channel(2),
            alpha8: hasAlpha ? channel(3) : 255
        )
    }

    /// Parses `{KEY}`.
    static func alias(_ bytes: [UInt8], text: String) -> ColorSyntaxResult {
        guard bytes.count >= 2, bytes[bytes.count - 1] == UInt8(ascii: "}") else {
            return invalid(.unclosedAlias(text), at: bytes.count, in: bytes)
        }
        let key = bytes[1..<(bytes.count - 1)]
        guard !key.isEmpty else {
            return invalid(.emptyAlias, at: 0, in: bytes)
        }
        if let brace = key.firstIndex(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
            return invalid(.braceInAlias(text), at: brace, in: bytes)
        }
        return .alias(String(decoding: key, as: UTF8.self))
    }

    /// An `invalid-color` result at a byte offset of the value.
    static func invalid(_ message: DiagnosticMessage, at offset: Int, in bytes: [UInt8]) -> ColorSyntaxResult {
        .invalid(
            ColorSyntaxProblem(rule: .invalidColor, message: message.text, column: column(ofOffset: offset, in: bytes))
        )
    }

    /// The 0-based scalar column of a byte offset.
    static func column(ofOffset offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// The bytes of the one scalar starting at an offset.
    static func scalarBytes(_ bytes: [UInt8], at offset: Int) -> ArraySlice<UInt8> {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return bytes[offset..<end]
    }

    /// Whether bytes are 3, 4, 6 or 8 hex digits: a hex color that lacks its `#`.
    static func isHexColorDigits(_ bytes: ArraySlice<UInt8>) -> Bool {
        [3, 4, 6, 8].contains(bytes.count) && HexDecoder.isDigits(bytes)
    }

    /// Whether the scalar that starts or ends with `byte` is whitespace; ASCII is decided without Unicode tables.
    static func isSpace(_ byte: UInt8, scalar: Unicode.Scalar?) -> Bool {
        if byte < 0x80 {
            return byte == 0x20 || (0x09...0x0D).contains(byte)
        }
        return scalar?.properties.isWhitespace == true
    }

    /// Whether a byte is an ASCII letter.
    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

}

extension DiagnosticMessage {
    /// The forms palettec accepts.
    private static let accepted = "#hex, rgb(), hsl(), color(display-p3 …) or an alias {KEY}"

    fileprivate static let emptyColor = Self(text: "an empty string is not a color; palettec accepts \(accepted)")

    fileprivate static func leadingWhitespace(_ text: String) -> Self {
        Self(text: "'\(text)' has leading whitespace; remove it")
    }

    fileprivate static func trailingWhitespace(_ text: String) -> Self {
        Self(text: "'\(text)' has trailing whitespace; remove it")
    }

    fileprivate static func hexWith0x(_ text: String, digits: String) -> Self {
        Self(text: "'\(text)' uses 0x; write '#\(digits)'")
    }

    fileprivate static func missingHash(_ text: String) -> Self {
        Self(text: "'\(text)' is missing the leading '#'")
    }

    fileprivate static func notAColor(_ text: String) -> Self {
        Self(text: "'\(text)' is not a color; palettec accepts \(accepted)")
    }

    fileprivate static func nonHexDigit(_ character: String, in text: String) -> Self {
        Self(text: "'\(text)' has a non-hex digit '\(character)'")
    }

    fileprivate static func hexDigitCount(_ text: String, count: Int) -> Self {
        Self(text: "'\(text)' has \(count) hex digits; expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB, #RRGGBBAA)")
    }

    fileprivate static func unclosedAlias(_ text: String) -> Self {
        Self(text: "alias '\(text)' is missing the closing '}'")
    }

    fileprivate static let emptyAlias = Self(text: "empty alias '{}'; write the key of another color, such as {PGC01}")

    fileprivate static func braceInAlias(_ text: String) -> Self {
        Self(text: "alias '\(text)' has a brace inside; write one key, such as {PGC01}")
    }
}

extension Diagnostic.Cause {
    /// Values that are all the same text, which is not a color.
    fileprivate static func notAColor(_ text: String) -> Self {
        Self(
            subject: "colors",
            shared: "are '\(text)', which is not a color",
            fix: "write a CSS color (#hex, a name, rgb(), oklch(), …) or an alias {KEY}"
        )
    }
}
