import PaletteModel

extension ColorFunctionParser {
    /// `color-mix(in SPACE [HUE hue], A [P%], B [Q%])`, each color a color or a reference `{KEY}`, the percentage
    /// before or after it.
    ///
    /// Percentages are 0–100%; two that are both 0% are an error (CSS leaves the result transparent, which a palette
    /// never means).
    func mix(_ arguments: [Node], at offset: Int, close: Int) throws(Failure) -> ColorExpression {
        var parts: [[Node]] = [[]]
        for node in arguments {
            if case .comma = node.token.kind {
                parts.append([])
            } else {
                parts[parts.count - 1].append(node)
            }
        }
        guard parts.count == 3 else {
            throw invalid(.mixArguments(text, count: parts.count), at: offset)
        }
        let (space, hue) = try interpolationMethod(parts[0], close: close)
        let first = try mixOperand(parts[1], close: close)
        let second = try mixOperand(parts[2], close: close)
        if first.percentage == 0, second.percentage == 0, let token = second.token {
            throw invalid(.zeroPercentages(text), at: token.offset)
        }
        return .mix(
            space: space,
            hue: hue,
            first: first.color,
            firstPercentage: first.percentage,
            second: second.color,
            secondPercentage: second.percentage
        )
    }

    /// `in SPACE [HUE hue]`: the space to mix in and how hues go round.
    func interpolationMethod(_ nodes: [Node], close: Int) throws(Failure) -> (ColorSpace, HueInterpolation) {
        guard case .word("in") = nodes.first?.token.kind else {
            throw invalid(.missingInterpolationSpace(text), at: nodes.first?.token.offset ?? close)
        }
        guard nodes.count >= 2, case .word(let name) = nodes[1].token.kind,
            let space = name == "xyz" ? .xyzD65 : ColorSpace(rawValue: name)
        else {
            let token = nodes.count >= 2 ? nodes[1].token : nodes[0].token
            throw invalid(.unsupportedInterpolationSpace(token.text), at: token.offset)
        }
        guard nodes.count > 2 else { return (space, .shorter) }
        guard space.hueIndex != nil else {
            throw invalid(.hueInRectangularSpace(text, space: name), at: nodes[2].token.offset)
        }
        guard nodes.count == 4, case .word(let method) = nodes[2].token.kind,
            let hue = HueInterpolation(rawValue: method), case .word("hue") = nodes[3].token.kind
        else {
            throw invalid(.hueMethod(text), at: nodes[2].token.offset)
        }
        return (space, hue)
    }

    /// One color of `color-mix()` with its percentage, if written.
    func mixOperand(
        _ nodes: [Node],
        close: Int
    ) throws(Failure) -> (color: ColorExpression, percentage: Double?, token: Token?) {
        var color: ColorExpression?
        var percentage: Double?
        var percentToken: Token?
        for node in nodes {
            if case .number(let value, let unit) = node.token.kind {
                guard unit == "%", percentToken == nil else {
                    throw invalid(.notAMixPercentage(node.token.text), at: node.token.offset)
                }
                guard value.isFinite, (0...100).contains(value) else {
                    throw outOfRange(.mixPercentageOutOfRange(node.token.text), node.token)
                }
                percentage = value
                percentToken = node.token
            } else if color == nil {
                color = try operand(node)
            } else {
                throw invalid(.secondMixColor(text), at: node.token.offset)
            }
        }
        guard let color else {
            throw invalid(.missingMixColor(text), at: nodes.first?.token.offset ?? close)
        }
        return (color, percentage, percentToken)
    }

    /// Relative color syntax: `SPACE(from ORIGIN c0 c1 c2 [/ alpha])` or `color(from ORIGIN SPACE c0 c1 c2 …)`.
    ///
    /// Each channel is a number (a percentage or angle converted into the channel's reference range), `none`, a
    /// channel keyword or `calc()`; keywords are numbers in the function's own ranges (`r g b` 0–255 in `rgb()`,
    /// `l` 0–1 in `oklch()`).
    func relative(_ name: String, arguments: [Node], close: Int) throws(Failure) -> ColorExpression {
        var nodes = Array(arguments.dropFirst())
        guard let originNode = nodes.first else {
            throw invalid(.missingOrigin(text), at: close)
        }
        let origin = try operand(originNode)
        nodes.removeFirst()
        let space: ColorSpace
        if name == "color" {
            space = try colorSpace(nodes.first?.token, close: close)
            nodes.removeFirst()
        } else {
            space = Self.space(ofFunction: name)
        }
        let function = name == "color" ? "color()" : "\(space == .srgb ? "rgb" : space.rawValue)()"
        let parts = try components(
            nodes.map(\.token),
            close: close,
            function: function,
            names: Self.componentNames(space),
            legacyAllowed: false
        )
        var byOffset: [Int: Node] = [:]
        for node in nodes { byOffset[node.token.offset] = node }
        let rules = Self.rules(space, function: name, legacy: false)
        let keywords = Calculation(names: space.channelNames, keywordScale: name.hasPrefix("rgb") ? 255 : 1)
        var channels: [ChannelCalculation] = []
        for index in 0..<3 {
            let node = byOffset[parts.values[index].offset] ?? Node(token: parts.values[index], children: nil)
            channels.append(try channel(node, rules[index], keywords, divisor: keywords.keywordScale))
        }
        var alpha: ChannelCalculation?
        if let written = parts.alpha {
            let node = byOffset[written.offset] ?? Node(token: written, children: nil)
            alpha = try channel(node, .unit("alpha"), keywords, divisor: 1)
        }
        return .relative(space: space, origin: origin, channels: channels, alpha: alpha)
    }

    /// What relative color syntax's channels may name.
    struct Calculation {
        /// The origin's channel keywords in the function's space (`alpha` besides).
        var names: [String]
        /// What a keyword's value is multiplied by to be in the function's range (255 for `r g b` in `rgb()`).
        var keywordScale: Double
    }

    /// One channel of a relative color; `divisor` turns what a `calc()` gives into the channel's stored range.
    func channel(
        _ node: Node,
        _ rule: ColorComponentRule,
        _ keywords: Calculation,
        divisor: Double
    ) throws(Failure) -> ChannelCalculation {
        switch node.token.kind {
        case .word("none"):
            return .none
        case .word(let name):
            // A bare keyword keeps the origin's channel as it is (in the stored range already).
            return try keyword(name, node.token, keywords, scaled: false)
        case .number:
            return .number(try component(node.token, rule, legacy: false) ?? 0)
        case .open(let function) where function == "calc" || function.isEmpty:
            // Operations nest as deep as they are many, and their values are worked out by recursion: a bound keeps a
            // hostile value from running the stack out.
            guard Self.size(of: node) <= Self.maximumCalculationSize else {
                throw invalid(.calcTooLarge(text, limit: Self.maximumCalculationSize), at: node.token.offset)
            }
            var index = 0
            let children = node.children ?? []
            let calculation = try sum(children, &index, rule, keywords, scale: divisor, close: node.close)
            if index < children.count {
                throw invalid(.unexpectedInCalc(children[index].token.text, in: text), at: children[index].token.offset)
            }
            return divisor == 1 ? calculation : .operation("/", calculation, .number(divisor))
        default:
            throw invalid(.notAChannel(rule.name, node.token.text), at: node.token.offset)
        }
    }

    /// How many numbers, keywords, operators and parentheses one channel's `calc()` may hold.
    static let maximumCalculationSize = 256

    /// The number of nodes in a node and everything inside it (parentheses nest at most `maximumDepth` deep).
    static func size(of node: Node) -> Int {
        1 + (node.children ?? []).reduce(0) { $0 + size(of: $1) }
    }

    /// A channel keyword, checked against the origin's channels.
    func keyword(
        _ name: String,
        _ token: Token,
        _ keywords: Calculation,
        scaled: Bool
    ) throws(Failure) -> ChannelCalculation {
        guard keywords.names.contains(name) || name == "alpha" else {
            let known = (keywords.names + ["alpha"]).joined(separator: ", ")
            throw invalid(.unknownKeyword(token.text, known: known), at: token.offset)
        }
        guard scaled, keywords.keywordScale != 1, name != "alpha" else { return .keyword(name) }
        return .operation("*", .keyword(name), .number(keywords.keywordScale))
    }

    /// `a + b - c …` in `calc()`, from `index` on.
    func sum(
        _ nodes: [Node],
        _ index: inout Int,
        _ rule: ColorComponentRule,
        _ keywords: Calculation,
        scale: Double,
        close: Int
    ) throws(Failure) -> ChannelCalculation {
        var result = try product(nodes, &index, rule, keywords, scale: scale, close: close)
        while index < nodes.count, case .operation(let operation) = nodes[index].token.kind, operation != "*" {
            index += 1
            let right = try product(nodes, &index, rule, keywords, scale: scale, close: close)
            result = .operation(operation, result, right)
        }
        return result
    }

    /// `a * b / c …` in `calc()`, from `index` on.
    func product(
        _ nodes: [Node],
        _ index: inout Int,
        _ rule: ColorComponentRule,
        _ keywords: Calculation,
        scale: Double,
        close: Int
    ) throws(Failure) -> ChannelCalculation {
        var result = try term(nodes, &index, rule, keywords, scale: scale, close: close)
        while index < nodes.count {
            let operation: Character
            switch nodes[index].token.kind {
            case .operation("*"): operation = "*"
            case .slash: operation = "/"
            default: return result
            }
            index += 1
            let right = try term(nodes, &index, rule, keywords, scale: scale, close: close)
            result = .operation(operation, result, right)
        }
        return result
    }

    /// A number, a percentage, an angle, a keyword or a parenthesis in `calc()`.
    func term(
        _ nodes: [Node],
        _ index: inout Int,
        _ rule: ColorComponentRule,
        _ keywords: Calculation,
        scale: Double,
        close: Int
    ) throws(Failure) -> ChannelCalculation {
        guard index < nodes.count else {
            throw invalid(.incompleteCalc(text), at: close)
        }
        let node = nodes[index]
        index += 1
        switch node.token.kind {
        case .number(let value, let unit):
            guard value.isFinite else { throw outOfRange(.calcNumberTooLarge(node.token.text), node.token) }
            if unit.isEmpty { return .number(value) }
            if unit == "%", let percent = rule.percent {
                return .number(value * percent.reference * scale / 100)
            }
            if rule.isHue, let degrees = Self.degrees(value, unit: unit) { return .number(degrees) }
            throw invalid(.notInCalc(node.token.text, rule.name), at: node.token.offset)
        case .word(let name):
            return try keyword(name, node.token, keywords, scaled: true)
        case .open(let function) where function == "calc" || function.isEmpty:
            var inner = 0
            let children = node.children ?? []
            let result = try sum(children, &inner, rule, keywords, scale: scale, close: node.close)
            if inner < children.count {
                throw invalid(.unexpectedInCalc(children[inner].token.text, in: text), at: children[inner].token.offset)
            }
            return result
        default:
            throw invalid(.unexpectedInCalc(node.token.text, in: text), at: node.token.offset)
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func mixArguments(_ text: String, count: Int) -> Self {
        Self(text: "'\(text)' has \(count) parts; write color-mix(in SPACE, COLOR P%, COLOR Q%)")
    }

    fileprivate static func missingInterpolationSpace(_ text: String) -> Self {
        Self(text: "'\(text)' needs 'in' and a color space first: color-mix(in oklch, …)")
    }

    fileprivate static func unsupportedInterpolationSpace(_ written: String) -> Self {
        Self(
            text: "color space '\(written)' cannot be mixed in; use srgb, srgb-linear, display-p3, a98-rgb, "
                + "prophoto-rgb, rec2020, lab, oklab, xyz, xyz-d50, xyz-d65, hsl, hwb, lch or oklch"
        )
    }

    fileprivate static func hueInRectangularSpace(_ text: String, space: String) -> Self {
        Self(text: "'\(text)' gives a hue method, but \(space) has no hue")
    }

    fileprivate static func hueMethod(_ text: String) -> Self {
        Self(text: "'\(text)' has an unknown hue method; write shorter, longer, increasing or decreasing hue")
    }

    fileprivate static func notAMixPercentage(_ written: String) -> Self {
        Self(text: "'\(written)' must be a percentage, written once beside its color")
    }

    fileprivate static func mixPercentageOutOfRange(_ written: String) -> Self {
        Self(text: "percentage \(written) is out of range 0–100%")
    }

    fileprivate static func zeroPercentages(_ text: String) -> Self {
        Self(text: "'\(text)' mixes 0% of each color; give one of them more")
    }

    fileprivate static func secondMixColor(_ text: String) -> Self {
        Self(text: "'\(text)' has two colors in one part; separate the colors with ','")
    }

    fileprivate static func missingMixColor(_ text: String) -> Self {
        Self(text: "'\(text)' is missing a color")
    }

    fileprivate static func missingOrigin(_ text: String) -> Self {
        Self(text: "'\(text)' has no color after 'from'")
    }

    fileprivate static func notAChannel(_ name: String, _ written: String) -> Self {
        Self(text: "\(name) '\(written)' must be a number, a channel keyword, none or calc()")
    }

    fileprivate static func unknownKeyword(_ written: String, known: String) -> Self {
        Self(text: "'\(written)' is not a channel of the origin color; use \(known)")
    }

    fileprivate static func unexpectedInCalc(_ written: String, in text: String) -> Self {
        Self(text: "'\(text)' has an unexpected '\(written)' in calc()")
    }

    fileprivate static func incompleteCalc(_ text: String) -> Self {
        Self(text: "'\(text)' has a calc() that ends too early")
    }

    fileprivate static func notInCalc(_ written: String, _ name: String) -> Self {
        Self(text: "'\(written)' cannot be used in calc() for \(name)")
    }

    fileprivate static func calcTooLarge(_ text: String, limit: Int) -> Self {
        Self(text: "'\(text)' has a calc() of more than \(limit) terms")
    }

    fileprivate static func calcNumberTooLarge(_ written: String) -> Self {
        Self(text: "\(written) in calc() is too large")
    }
}
