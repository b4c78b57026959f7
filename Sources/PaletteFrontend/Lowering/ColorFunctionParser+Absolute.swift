import PaletteModel

extension ColorFunctionParser {
    /// A color written with a color function: `rgb()`, `hsl()` and `hwb()` and `color()` in sRGB or Display P3 as
    /// the color they name, every other space as an authored color.
    ///
    /// A `none` is read as 0, except in a color nested in `color-mix()` or relative syntax, where it keeps its
    /// meaning (the other color's component) and so makes the color an authored one.
    func absolute(_ name: String, arguments: [Node], close: Int, nested: Bool) throws(Failure) -> ColorValue {
        var tokens = arguments.map(\.token)
        let space: ColorSpace
        if name == "color" {
            space = try colorSpace(tokens.first, close: close)
            tokens.removeFirst()
            if let comma = tokens.first(where: { if case .comma = $0.kind { true } else { false } }) {
                throw invalid(.commaInColorFunction(text), at: comma.offset)
            }
        } else {
            space = Self.space(ofFunction: name)
        }
        let function = name == "color" ? "color()" : "\(space == .srgb ? "rgb" : space.rawValue)()"
        let parts = try components(
            tokens,
            close: close,
            function: function,
            names: Self.componentNames(space),
            legacyAllowed: name.hasPrefix("rgb") || name.hasPrefix("hsl")
        )
        let rules = Self.rules(space, function: name, legacy: parts.legacy)
        var components: [Double?] = []
        for index in 0..<3 {
            components.append(try component(parts.values[index], rules[index], legacy: parts.legacy))
        }
        var alpha: Double? = 1
        if let written = parts.alpha {
            alpha = try component(written, .unit("alpha"), legacy: parts.legacy)
        }
        return colorValue(AuthoredColor(space: space, components: components, alpha: alpha), nested: nested)
    }

    /// The color value of a color read from a function.
    func colorValue(_ color: AuthoredColor, nested: Bool) -> ColorValue {
        if nested, color.alpha == nil || color.components.contains(nil) {
            return ColorValue(authored: color)
        }
        let values = color.components.map { $0 ?? 0 }
        let alpha = color.alpha ?? 0
        switch color.space {
        case .srgb:
            return ColorValue(red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case .displayP3:
            return ColorValue(space: .displayP3, red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case .hsl:
            let rgb =
                switch hsl {
                case .css: Self.rgb(hue: values[0], saturation: values[1] / 100, lightness: values[2] / 100)
                case .tinycolor: Self.tinycolorRGB(hue: values[0], saturation: values[1], lightness: values[2])
                }
            return ColorValue(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
        case .hwb:
            let rgb = Self.rgb(hue: values[0], whiteness: values[1] / 100, blackness: values[2] / 100)
            return ColorValue(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
        default:
            return ColorValue(authored: color)
        }
    }

    /// The space of a color function other than `color()`.
    static func space(ofFunction name: String) -> ColorSpace {
        switch name {
        case "hsl", "hsla": .hsl
        case "hwb": .hwb
        case "lab": .lab
        case "lch": .lch
        case "oklab": .oklab
        case "oklch": .oklch
        default: .srgb
        }
    }

    /// The names of a space's components, for messages.
    static func componentNames(_ space: ColorSpace) -> String {
        switch space {
        case .hsl: "hue, saturation, lightness"
        case .hwb: "hue, whiteness, blackness"
        case .lab, .oklab: "lightness, a, b"
        case .lch, .oklch: "lightness, chroma, hue"
        case .xyzD50, .xyzD65: "x, y, z"
        default: "red, green, blue"
        }
    }

    /// What each component of a function accepts.
    static func rules(_ space: ColorSpace, function: String, legacy: Bool) -> [ColorComponentRule] {
        switch space {
        case .srgb where function != "color":
            [.byte("red"), .byte("green"), .byte("blue")]
        case .hsl:
            [.hue, .hslPercentage("saturation", legacy: legacy), .hslPercentage("lightness", legacy: legacy)]
        case .hwb: [.hue, .hundred("whiteness"), .hundred("blackness")]
        case .lab: [.hundred("lightness"), .unbounded("a", reference: 125), .unbounded("b", reference: 125)]
        case .lch: [.hundred("lightness"), .chroma(reference: 150), .hue]
        case .oklab: [.unit("lightness"), .unbounded("a", reference: 0.4), .unbounded("b", reference: 0.4)]
        case .oklch: [.unit("lightness"), .chroma(reference: 0.4), .hue]
        case .xyzD50, .xyzD65: ["x", "y", "z"].map { .unbounded($0, reference: 1) }
        default: [.unit("red"), .unit("green"), .unit("blue")]
        }
    }

    /// Splits tokens into three components and an optional alpha, in the modern syntax or, where `legacyAllowed`,
    /// the legacy comma syntax.
    func components(
        _ tokens: [Token],
        close: Int,
        function: String,
        names: String,
        legacyAllowed: Bool
    ) throws(Failure) -> (values: [Token], alpha: Token?, legacy: Bool) {
        var values: [Token] = []
        var alpha: Token?
        let commas = tokens.filter { if case .comma = $0.kind { true } else { false } }
        let slashes = tokens.filter { if case .slash = $0.kind { true } else { false } }
        if let comma = commas.first {
            guard legacyAllowed else {
                throw invalid(.commaInModernFunction(text, function: function), at: comma.offset)
            }
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
        return (values, alpha, !commas.isEmpty)
    }

    /// The color space named first in `color()`.
    func colorSpace(_ token: Token?, close: Int) throws(Failure) -> ColorSpace {
        guard let token, case .word(let name) = token.kind else {
            throw invalid(.missingColorSpace(text), at: token?.offset ?? close)
        }
        if name == "xyz" { return .xyzD65 }
        guard let space = ColorSpace(rawValue: name), space.isRGB || space == .xyzD50 || space == .xyzD65 else {
            var failure = invalid(.unsupportedColorSpace(token.text), at: token.offset)
            failure.problem.cause = .unsupportedColorSpace(name)
            throw failure
        }
        return space
    }

    /// One component as its rule reads it, in its CSS reference range; `nil` for `none` (modern syntax only).
    func component(_ token: Token, _ rule: ColorComponentRule, legacy: Bool) throws(Failure) -> Double? {
        if case .word("none") = token.kind, !legacy { return nil }
        if case .hash = token.kind {
            throw invalid(.unexpectedCharacter("#", in: text), at: token.offset)
        }
        if rule.isHue { return try hue(token) }
        guard case .number(let value, let unit) = token.kind else { throw notAComponent(token, rule) }
        switch unit {
        case "":
            guard let number = rule.number else {
                throw invalid(.missingPercentSign(rule.name, token.text), at: token.offset)
            }
            try check(value, number.range, token, rule: rule, rangeText: number.rangeText)
            return number.divisor == 1 ? value : value / number.divisor
        case "%":
            guard let percent = rule.percent else { throw notAComponent(token, rule) }
            try check(value, percent.range, token, rule: rule, rangeText: percent.rangeText)
            // Divided as written, so `rgb(50% …)` and `hsl(… 50% …)` keep the values they always had.
            return percent.reference == 100 ? value : value * percent.reference / 100
        default:
            throw notAComponent(token, rule)
        }
    }

    /// The failure for a token that is not what `rule` accepts.
    func notAComponent(_ token: Token, _ rule: ColorComponentRule) -> Failure {
        guard let expected = rule.expected else {
            return invalid(.notAPercentage(rule.name, token.text), at: token.offset)
        }
        return invalid(.notAComponent(rule.name, token.text, expected: expected), at: token.offset)
    }

    /// Fails with `color-out-of-range` unless `value` is finite and in `range` (any finite value when `nil`).
    func check(
        _ value: Double,
        _ range: ClosedRange<Double>?,
        _ token: Token,
        rule: ColorComponentRule,
        rangeText: String
    ) throws(Failure) {
        guard let range else {
            guard value.isFinite else { throw outOfRange(.tooLarge(rule.name, token.text), token) }
            return
        }
        guard value.isFinite, range.contains(value) else {
            throw outOfRange(.outOfRange(rule.name, token.text, rangeText), token)
        }
    }

    /// A hue in degrees (bare or `deg`), or `rad`, `grad`, `turn`; any finite value, wrapped later.
    func hue(_ token: Token) throws(Failure) -> Double {
        guard case .number(let value, let unit) = token.kind, let degrees = Self.degrees(value, unit: unit) else {
            throw invalid(.notAnAngle(token.text), at: token.offset)
        }
        guard degrees.isFinite else {
            throw outOfRange(.tooLarge("hue", token.text), token)
        }
        return degrees
    }

    /// An angle in degrees, or `nil` for a unit that is not an angle's.
    static func degrees(_ value: Double, unit: String) -> Double? {
        switch unit {
        case "", "deg": value
        case "rad": value * 180 / Double.pi
        case "grad": value * 0.9
        case "turn": value * 360
        default: nil
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func commaInColorFunction(_ text: String) -> Self {
        Self(text: "'\(text)' separates components with ','; write color(display-p3 r g b / a)")
    }

    fileprivate static func commaInModernFunction(_ text: String, function: String) -> Self {
        Self(
            text: "'\(text)' separates components with ','; \(function) takes them separated by spaces, alpha after '/'"
        )
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
        Self(
            text: "color space '\(written)' is not supported; use srgb, srgb-linear, display-p3, a98-rgb, "
                + "prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65"
        )
    }

    fileprivate static func notAComponent(_ name: String, _ written: String, expected: String) -> Self {
        Self(text: "\(name) '\(written)' must be \(expected)")
    }

    fileprivate static func notAnAngle(_ written: String) -> Self {
        Self(text: "hue '\(written)' must be an angle such as 120 or 120deg")
    }

    fileprivate static func tooLarge(_ name: String, _ written: String) -> Self {
        Self(text: "\(name) \(written) is too large")
    }

    fileprivate static func missingPercentSign(_ name: String, _ written: String) -> Self {
        Self(text: "\(name) \(written) needs a '%' (write \(written)%)")
    }

    fileprivate static func notAPercentage(_ name: String, _ written: String) -> Self {
        Self(text: "\(name) '\(written)' must be a percentage")
    }

    fileprivate static func outOfRange(_ name: String, _ written: String, _ range: String) -> Self {
        Self(text: "\(name) \(written) is out of range \(range)")
    }
}

extension Diagnostic.Cause {
    /// Values that name a `color()` space palettec does not read.
    fileprivate static func unsupportedColorSpace(_ name: String) -> Self {
        Self(
            subject: "colors",
            shared: "use color space '\(name)', which palettec does not read",
            fix: "write them in srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65"
        )
    }
}
