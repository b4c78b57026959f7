import PaletteModel

/// Parses the functional color forms of `ColorSyntaxParser`: `rgb()`/`rgba()`, `hsl()`/`hsla()`, `hwb()`, `lab()`,
/// `lch()`, `oklab()`, `oklch()`, `color()` with every predefined space, and the derived forms `color-mix()` and
/// relative color syntax (`oklch(from {brand} calc(l - 0.1) c h)`).
///
/// Modern syntax (space-separated, an optional `/ alpha`, `none` allowed) is read for every function; the legacy
/// comma syntax only for `rgb()`, `rgba()`, `hsl()` and `hsla()`, as CSS allows. Components outside their range
/// are `color-out-of-range`, never clamped.
struct ColorFunctionParser {
    /// Ends parsing with a problem.
    struct Failure: Error {
        /// The problem to report.
        var problem: ColorSyntaxProblem
    }

    /// One token of a function's arguments.
    struct Token {
        /// What a token is.
        enum Kind {
            /// A number with its unit, lowercased (`""`, `"%"`, `"deg"`, …).
            case number(Double, unit: String)
            /// `,`
            case comma
            /// `/`
            case slash
            /// A name such as `display-p3`, lowercased.
            case word(String)
            /// `(`, or a function name and its `(`, lowercased (`""` for a bare parenthesis).
            case open(String)
            /// `)`
            case close
            /// `{KEY}`: the key.
            case reference(String)
            /// `#` and the name after it: a hex color.
            case hash
            /// `+`, `-` or `*` between the terms of `calc()`.
            case operation(Character)
        }

        /// The kind and value.
        var kind: Kind
        /// The byte offset in the value string.
        var offset: Int
        /// The token as written, for messages; for a parenthesis in a `Node`, everything up to its `)`.
        var text: String
    }

    /// A token, or a parenthesis (or function) with the nodes inside it.
    struct Node {
        /// The token; for a parenthesis, its `open` token.
        var token: Token
        /// The nodes inside a parenthesis; `nil` for any other token.
        var children: [Node]?

        /// The offset of the `)` of a parenthesis.
        var close: Int { token.offset + token.text.utf8.count - 1 }
    }

    /// How deep parentheses may nest in one value.
    static let maximumDepth = 32

    /// The functions of absolute colors, which relative color syntax also uses.
    static let colorFunctions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
    ]

    /// The value string's UTF-8 bytes.
    let bytes: [UInt8]
    /// The value string, for messages.
    let text: String
    /// The offset of the first `(`.
    let open: Int
    /// How `hsl()` becomes sRGB.
    var hsl: HSLConversion = .css

    /// The color or derived color, or the first problem.
    func parse() -> ColorSyntaxResult {
        do throws(Failure) {
            let name = String(decoding: bytes[..<open], as: UTF8.self).lowercased()
            try checkSupported(name, at: 0)
            let close = try matchingClose(of: open)
            guard close == bytes.count - 1 else {
                throw invalid(.textAfterClosingParenthesis(text), at: close + 1)
            }
            let tokens = try tokenize(from: open + 1, close: close)
            let arguments = try tree(tokens, close: close)
            let expression = try expression(name, at: 0, arguments: arguments, close: close, nested: false)
            if case .color(let color) = expression { return .color(color) }
            return .derived(expression)
        } catch {
            return .invalid(error.problem)
        }
    }

    /// Fails unless `name` is a function palettec reads.
    func checkSupported(_ name: String, at offset: Int) throws(Failure) {
        guard Self.colorFunctions.contains(name) || name == "color-mix" else {
            var failure = invalid(.unsupportedFunction(text, name: name), at: offset)
            failure.problem.cause = .unsupportedFunction(name)
            throw failure
        }
    }

    /// The color a function computes: a color when it is written in place, else the expression that derives it.
    func expression(
        _ name: String,
        at offset: Int,
        arguments: [Node],
        close: Int,
        nested: Bool
    ) throws(Failure) -> ColorExpression {
        try checkSupported(name, at: offset)
        if name == "color-mix" {
            return try mix(arguments, at: offset, close: close)
        }
        if case .word("from") = arguments.first?.token.kind {
            return try relative(name, arguments: arguments, close: close)
        }
        return .color(try absolute(name, arguments: arguments, close: close, nested: nested))
    }

    /// A color operand of `color-mix()` or the origin of a relative color: a reference, a hex color, a name or a
    /// color function.
    func operand(_ node: Node) throws(Failure) -> ColorExpression {
        switch node.token.kind {
        case .reference(let key):
            guard !key.isEmpty, node.token.text.hasSuffix("}") else {
                throw invalid(.notAnOperand(node.token.text, in: text), at: node.token.offset)
            }
            return .reference(key, column: ColorSyntaxParser.column(ofOffset: node.token.offset, in: bytes))
        case .hash:
            switch ColorSyntaxParser.hex(Array(node.token.text.utf8), text: node.token.text) {
            case .color(let color): return .color(color)
            default: throw invalid(.notAnOperand(node.token.text, in: text), at: node.token.offset)
            }
        case .word(let name):
            guard let color = CSSNamedColors.color(name) else {
                throw invalid(.notAnOperand(node.token.text, in: text), at: node.token.offset)
            }
            return .color(color)
        case .open(let name) where !name.isEmpty:
            return try expression(
                name,
                at: node.token.offset,
                arguments: node.children ?? [],
                close: node.close,
                nested: true
            )
        default:
            throw invalid(.notAnOperand(node.token.text, in: text), at: node.token.offset)
        }
    }

    /// An `invalid-color` failure at a byte offset.
    func invalid(_ message: DiagnosticMessage, at offset: Int) -> Failure {
        Failure(
            problem: ColorSyntaxProblem(
                rule: .invalidColor,
                message: message.text,
                column: ColorSyntaxParser.column(ofOffset: offset, in: bytes)
            )
        )
    }

    /// A `color-out-of-range` failure at a token.
    func outOfRange(_ message: DiagnosticMessage, _ token: Token) -> Failure {
        Failure(
            problem: ColorSyntaxProblem(
                rule: .colorOutOfRange,
                message: message.text,
                column: ColorSyntaxParser.column(ofOffset: token.offset, in: bytes)
            )
        )
    }
}

/// How `hsl()` is turned into sRGB: as CSS Color 4 and browsers compute it, or as a format's runtime library does.
enum HSLConversion: Sendable {
    /// CSS Color 4, in doubles: palettec's own format, DTCG.
    case css
    /// tinycolor2, which Style Dictionary's color transforms use.
    case tinycolor
}

extension DiagnosticMessage {
    fileprivate static func unsupportedFunction(_ text: String, name: String) -> Self {
        Self(
            text:
                "'\(text)' uses \(name)(), which palettec does not read; use #hex, rgb(), hsl() or color(display-p3 …)"
        )
    }

    fileprivate static func textAfterClosingParenthesis(_ text: String) -> Self {
        Self(text: "'\(text)' has text after the closing ')'")
    }

    fileprivate static func notAnOperand(_ written: String, in text: String) -> Self {
        Self(text: "'\(written)' in '\(text)' is not a color; write a color or a reference {KEY}")
    }
}

extension Diagnostic.Cause {
    /// Values that use a function palettec does not read.
    fileprivate static func unsupportedFunction(_ name: String) -> Self {
        Self(
            subject: "colors",
            shared: "use \(name)(), which palettec does not read",
            fix: "write them as #hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color() or color-mix()"
        )
    }
}
