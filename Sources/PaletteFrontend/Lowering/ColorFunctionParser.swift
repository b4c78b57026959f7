import PaletteModel

/// Parses the functional color forms of `ColorSyntaxParser`: `rgb()`, `rgba()`, `hsl()`, `hsla()` and `color()`.
///
/// Both CSS syntaxes are read: space-separated with an optional `/ alpha`, and comma-separated with an optional
/// fourth alpha. Components outside their range are `color-out-of-range`, never clamped.
struct ColorFunctionParser {
    /// Ends parsing with a problem.
    struct Failure: Error {
        /// The problem to report.
        var problem: ColorSyntaxProblem
    }

    /// One token between the parentheses.
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
        }

        /// The kind and value.
        var kind: Kind
        /// The byte offset in the value string.
        var offset: Int
        /// The token as written, for messages.
        var text: String
    }

    /// The value string's UTF-8 bytes.
    let bytes: [UInt8]
    /// The value string, for messages.
    let text: String
    /// The offset of the `(`.
    let open: Int
    /// How `hsl()` becomes sRGB.
    var hsl: HSLConversion = .css

    /// The color, or the first problem.
    func parse() -> ColorSyntaxResult {
        do {
            return .color(try color())
        } catch {
            return .invalid(error.problem)
        }
    }

    /// Reads the function name, the tokens and the components.
    func color() throws(Failure) -> ColorValue {
        let name = String(decoding: bytes[..<open], as: UTF8.self).lowercased()
        guard ["rgb", "rgba", "hsl", "hsla", "color"].contains(name) else {
            throw invalid(.unsupportedFunction(text, name: name), at: 0)
        }
        guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ")")) else {
            throw invalid(.missingClosingParenthesis(text), at: bytes.count)
        }
        guard close == bytes.count - 1 else {
            throw invalid(.textAfterClosingParenthesis(text), at: close + 1)
        }
        var tokens = try tokenize(close: close)
        switch name {
        case "rgb", "rgba":
            let (values, alpha) = try components(tokens, close: close, function: "rgb()", names: "red, green, blue")
            return ColorValue(
                red: try channel(values[0], "red"),
                green: try channel(values[1], "green"),
                blue: try channel(values[2], "blue"),
                alpha: try alpha.map(self.alpha) ?? 1
            )
        case "hsl", "hsla":
            let (values, alpha) = try components(
                tokens,
                close: close,
                function: "hsl()",
                names: "hue, saturation, lightness"
            )
            let hue = try hue(values[0])
            let saturation = try percentage(values[1], "saturation")
            let lightness = try percentage(values[2], "lightness")
            let rgb =
                switch hsl {
                case .css: Self.rgb(hue: hue, saturation: saturation / 100, lightness: lightness / 100)
                case .tinycolor: Self.tinycolorRGB(hue: hue, saturation: saturation, lightness: lightness)
                }
            return ColorValue(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: try alpha.map(self.alpha) ?? 1)
        default:
            let space = try colorSpace(tokens.first, close: close)
            tokens.removeFirst()
            if let comma = tokens.first(where: { if case .comma = $0.kind { true } else { false } }) {
                throw invalid(.commaInColorFunction(text), at: comma.offset)
            }
            let (values, alpha) = try components(tokens, close: close, function: "color()", names: "red, green, blue")
            return ColorValue(
                space: space,
                red: try unitInterval(values[0], "red"),
                green: try unitInterval(values[1], "green"),
                blue: try unitInterval(values[2], "blue"),
                alpha: try alpha.map(self.alpha) ?? 1
            )
        }
    }

    /// Splits tokens into three components and an optional alpha, in either CSS syntax.
    func components(
        _ tokens: [Token],
        close: Int,
        function: String,
        names: String
    ) throws(Failure) -> (values: [Token], alpha: Token?) {
        var values: [Token] = []
        var alpha: Token?
        let commas = tokens.filter { if case .comma = $0.kind { true } else { false } }
        let slashes = tokens.filter { if case .slash = $0.kind { true } else { false } }
        if !commas.isEmpty {
            if let slash = slashes.first {
                throw invalid(.mixedSeparators(text), at: slash.offset)
            }
            for (position, token) in tokens.enumerated() {
                let isComma = if case .comma = token.kind { true } else { false }
                if position % 2 == 0, isComma {
                    throw invalid(.emptyComponent(text), at: token.offset)
                }
                if position % 2 == 1, !isComma {
                    throw invalid(.missingComma(text, before: token.text), at: token.offset)
                }
                if !isComma { values.append(token) }
            }
            if let last = tokens.last, case .comma = last.kind {
                throw invalid(.trailingComma(text), at: last.offset)
            }
            if values.count == 4 { alpha = values.removeLast() }
        } else {
            if slashes.count > 1 {
                throw invalid(.secondSlash(text), at: slashes[1].offset)
            }
            let split = tokens.firstIndex { if case .slash = $0.kind { true } else { false } }
            values = Array(tokens[..<(split ?? tokens.count)])
            if let split {
                let after = tokens[(split + 1)...]
                guard let first = after.first else {
                    throw invalid(.missingAlpha(text), at: tokens[split].offset + 1)
                }
                if after.count > 1 {
                    throw invalid(.secondAlpha(text), at: after[after.startIndex + 1].offset)
                }
                alpha = first
            }
        }
        guard values.count == 3 else {
            let count = values.count
            throw invalid(
                .componentCount(text, count: count, function: function, names: names),
                at: count > 3 ? values[3].offset : close
            )
        }
        return (values, alpha)
    }

    /// The color space named first in `color()`.
    func colorSpace(_ token: Token?, close: Int) throws(Failure) -> ColorValue.Space {
        guard let token, case .word(let name) = token.kind else {
            throw invalid(.missingColorSpace(text), at: token?.offset ?? close)
        }
        switch name {
        case "display-p3": return .displayP3
        case "srgb": return .sRGB
        default:
            throw invalid(.unsupportedColorSpace(token.text), at: token.offset)
        }
    }

    /// An `rgb()` channel: 0–255, or 0–100%.
    func channel(_ token: Token, _ name: String) throws(Failure) -> Double {
        guard case .number(let value, let unit) = token.kind, unit.isEmpty || unit == "%" else {
            throw invalid(.notAChannel(name, token.text), at: token.offset)
        }
        if unit == "%" {
            return try inRange(value, 0...100, token, .outOfPercentRange(name, token.text)) / 100
        }
        return try inRange(value, 0...255, token, .outOfByteRange(name, token.text)) / 255
    }

    /// A `color()` component: 0–1, or 0–100%.
    func unitInterval(_ token: Token, _ name: String) throws(Failure) -> Double {
        guard case .number(let value, let unit) = token.kind, unit.isEmpty || unit == "%" else {
            throw invalid(.notAUnitComponent(name, token.text), at: token.offset)
        }
        if unit == "%" {
            return try inRange(value, 0...100, token, .outOfPercentRange(name, token.text)) / 100
        }
        return try inRange(value, 0...1, token, .outOfUnitRange(name, token.text))
    }

    /// An alpha: 0–1, or 0–100%.
    func alpha(_ token: Token) throws(Failure) -> Double {
        try unitInterval(token, "alpha")
    }

    /// A hue in degrees (bare or `deg`), or `rad`, `grad`, `turn`; any finite value, wrapped later.
    func hue(_ token: Token) throws(Failure) -> Double {
        guard case .number(let value, let unit) = token.kind else {
            throw invalid(.notAnAngle(token.text), at: token.offset)
        }
        let degrees: Double
        switch unit {
        case "", "deg": degrees = value
        case "rad": degrees = value * 180 / Double.pi
        case "grad": degrees = value * 0.9
        case "turn": degrees = value * 360
        default:
            throw invalid(.notAnAngle(token.text), at: token.offset)
        }
        guard degrees.isFinite else {
            throw outOfRange(.hueTooLarge(token.text), token)
        }
        return degrees
    }

    /// An `hsl()` saturation or lightness: 0–100 (not divided), with the `%` required.
    func percentage(_ token: Token, _ name: String) throws(Failure) -> Double {
        guard case .number(let value, let unit) = token.kind, unit == "%" else {
            if case .number(_, let unit) = token.kind, unit.isEmpty {
                throw invalid(.missingPercentSign(name, token.text), at: token.offset)
            }
            throw invalid(.notAPercentage(name, token.text), at: token.offset)
        }
        return try inRange(value, 0...100, token, .outOfPercentRange(name, token.text))
    }

    /// The value if it lies in the range, else a `color-out-of-range` failure.
    func inRange(
        _ value: Double,
        _ range: ClosedRange<Double>,
        _ token: Token,
        _ message: DiagnosticMessage
    ) throws(Failure) -> Double {
        guard value.isFinite, range.contains(value) else { throw outOfRange(message, token) }
        return value
    }

    /// The CSS Color 4 `hsl()` to sRGB conversion; saturation and lightness in 0...1.
    static func rgb(hue: Double, saturation: Double, lightness: Double) -> (red: Double, green: Double, blue: Double) {
        var degrees = hue.truncatingRemainder(dividingBy: 360)
        if degrees < 0 { degrees += 360 }
        let chroma = saturation * min(lightness, 1 - lightness)
        /// One channel of the conversion.
        func channel(_ n: Double) -> Double {
            let k = (n + degrees / 30).truncatingRemainder(dividingBy: 12)
            return lightness - chroma * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    /// tinycolor2's `hsl()` to sRGB conversion (Style Dictionary's color library), step for step in doubles so its
    /// .5 ties round as it rounds them: the hue clamped to 0–360 (not wrapped), saturation and lightness (in percent)
    /// cut to two decimals, the classic `hue2rgb`, and each channel rounded to 8 bits as `Math.round` does.
    static func tinycolorRGB(
        hue: Double,
        saturation: Double,
        lightness: Double
    ) -> (red: Double, green: Double, blue: Double) {
        let clampedHue = min(360, max(0, hue))
        let h = abs(clampedHue - 360) < 0.000_001 ? 1 : clampedHue.truncatingRemainder(dividingBy: 360) / 360
        /// `bound01(n, 100)` of a percentage: `parseInt(n * 100) / 100`, then 0...1.
        func unit(_ percent: Double) -> Double {
            let cut = (min(100, max(0, percent)) * 100).rounded(.towardZero) / 100
            return abs(cut - 100) < 0.000_001 ? 1 : cut.truncatingRemainder(dividingBy: 100) / 100
        }
        let s = unit(saturation)
        let l = unit(lightness)
        /// tinycolor's `hue2rgb(p, q, t)`, with its operations in its order.
        func channel(_ p: Double, _ q: Double, _ hue: Double) -> Double {
            var t = hue
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1.0 / 6 { return p + (q - p) * 6 * t }
            if t < 1.0 / 2 { return q }
            if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
            return p
        }
        var rgb = (l, l, l)
        if s != 0 {
            let q = l < 0.5 ? l * (1 + s) : l + s - l * s
            let p = 2 * l - q
            rgb = (channel(p, q, h + 1.0 / 3), channel(p, q, h), channel(p, q, h - 1.0 / 3))
        }
        /// `Math.round(c * 255)` (halves up), back to 0...1.
        func byte(_ value: Double) -> Double {
            let scaled = min(255, max(0, value * 255))
            let floor = scaled.rounded(.down)
            return (scaled - floor >= 0.5 ? floor + 1 : floor) / 255
        }
        return (byte(rgb.0), byte(rgb.1), byte(rgb.2))
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

    fileprivate static func missingClosingParenthesis(_ text: String) -> Self {
        Self(text: "'\(text)' is missing the closing ')'")
    }

    fileprivate static func textAfterClosingParenthesis(_ text: String) -> Self {
        Self(text: "'\(text)' has text after the closing ')'")
    }

    fileprivate static func commaInColorFunction(_ text: String) -> Self {
        Self(text: "'\(text)' separates components with ','; write color(display-p3 r g b / a)")
    }

    fileprivate static func mixedSeparators(_ text: String) -> Self {
        Self(text: "'\(text)' mixes ',' and '/'; write rgb(r g b / a) or rgba(r, g, b, a)")
    }

    fileprivate static func emptyComponent(_ text: String) -> Self {
        Self(text: "'\(text)' has an empty component before ','")
    }

    fileprivate static func missingComma(_ text: String, before token: String) -> Self {
        Self(text: "'\(text)' is missing a ',' before '\(token)'")
    }

    fileprivate static func trailingComma(_ text: String) -> Self {
        Self(text: "'\(text)' ends with ','")
    }

    fileprivate static func secondSlash(_ text: String) -> Self {
        Self(text: "'\(text)' has more than one '/'")
    }

    fileprivate static func missingAlpha(_ text: String) -> Self {
        Self(text: "'\(text)' has no alpha after '/'")
    }

    fileprivate static func secondAlpha(_ text: String) -> Self {
        Self(text: "'\(text)' has more than one alpha after '/'")
    }

    fileprivate static func componentCount(_ text: String, count: Int, function: String, names: String) -> Self {
        let noun = count == 1 ? "component" : "components"
        return Self(text: "'\(text)' has \(count) \(noun); \(function) takes \(names) and an optional alpha")
    }

    fileprivate static func missingColorSpace(_ text: String) -> Self {
        Self(text: "'\(text)' needs a color space first: color(display-p3 r g b)")
    }

    fileprivate static func unsupportedColorSpace(_ written: String) -> Self {
        Self(text: "color space '\(written)' is not supported; use display-p3 or srgb")
    }

    fileprivate static func notAChannel(_ name: String, _ written: String) -> Self {
        Self(text: "\(name) '\(written)' must be a number 0–255 or a percentage")
    }

    fileprivate static func notAUnitComponent(_ name: String, _ written: String) -> Self {
        Self(text: "\(name) '\(written)' must be a number 0–1 or a percentage")
    }

    fileprivate static func notAnAngle(_ written: String) -> Self {
        Self(text: "hue '\(written)' must be an angle such as 120 or 120deg")
    }

    fileprivate static func hueTooLarge(_ written: String) -> Self {
        Self(text: "hue \(written) is too large")
    }

    fileprivate static func missingPercentSign(_ name: String, _ written: String) -> Self {
        Self(text: "\(name) \(written) needs a '%' (write \(written)%)")
    }

    fileprivate static func notAPercentage(_ name: String, _ written: String) -> Self {
        Self(text: "\(name) '\(written)' must be a percentage")
    }

    fileprivate static func outOfPercentRange(_ name: String, _ written: String) -> Self {
        Self(text: "\(name) \(written) is out of range 0–100%")
    }

    fileprivate static func outOfByteRange(_ name: String, _ written: String) -> Self {
        Self(text: "\(name) \(written) is out of range 0–255")
    }

    fileprivate static func outOfUnitRange(_ name: String, _ written: String) -> Self {
        Self(text: "\(name) \(written) is out of range 0–1")
    }
}
