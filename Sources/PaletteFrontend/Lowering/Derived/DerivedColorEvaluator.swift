import PaletteModel

/// Computes a derived color in one appearance, from the colors its references have in that appearance.
enum DerivedColorEvaluator {
    /// The keys an expression refers to, in the order they are written (a key once).
    static func references(_ expression: ColorExpression) -> [(key: String, column: Int)] {
        var found: [(key: String, column: Int)] = []
        var pending = [expression]
        while let next = pending.popLast() {
            switch next {
            case .reference(let key, let column):
                if !found.contains(where: { $0.key == key }) { found.append((key, column)) }
            case .color:
                break
            case .mix(_, _, let first, _, let second, _):
                pending.append(second)
                pending.append(first)
            case .relative(_, let origin, _, _):
                pending.append(origin)
            case .studio(let modify, let base):
                if let color = modify.color { pending.append(color) }
                pending.append(base)
            }
        }
        return found
    }

    /// The color `expression` computes, with `value` giving each referenced key's color; `nil` when a reference has
    /// none (its problem is reported where it lies).
    static func evaluate(_ expression: ColorExpression, value: (String) -> ColorValue?) -> ColorValue? {
        switch expression {
        case .reference(let key, _):
            return value(key)
        case .color(let color):
            return color
        case .mix(let space, let hue, let first, let firstPercentage, let second, let secondPercentage):
            guard let first = evaluate(first, value: value), let second = evaluate(second, value: value),
                let mixed = ColorMixing.mix(
                    first.asAuthored,
                    firstPercentage,
                    second.asAuthored,
                    secondPercentage,
                    in: space,
                    hue: hue
                )
            else { return nil }
            return result(mixed)
        case .relative(let space, let origin, let channels, let alpha):
            guard let origin = evaluate(origin, value: value) else { return nil }
            return result(relative(origin.asAuthored, space: space, channels: channels, alpha: alpha))
        case .studio(let modify, let base):
            guard let base = evaluate(base, value: value) else { return nil }
            var mixing: ColorValue?
            if let color = modify.color {
                guard let color = evaluate(color, value: value) else { return nil }
                mixing = color
            }
            return modify.apply(to: base, mixing: mixing)
        }
    }

    /// Relative color syntax: the origin in `space`, each channel computed from its channels.
    ///
    /// The origin is converted without gamut mapping (as coloraide does), so `hsl(from …)` of a color outside sRGB
    /// sees its true channels. The result is clamped as CSS clamps what it parses (lightness to its range, chroma
    /// to 0 or more, alpha to 0–1) and its hue brought into 0–360; a channel that is no finite number is 0.
    static func relative(
        _ origin: AuthoredColor,
        space: ColorSpace,
        channels: [ChannelCalculation],
        alpha: ChannelCalculation?
    ) -> AuthoredColor {
        let converted = ColorConversion.convert(origin, to: space)
        var keywords: [String: Double?] = ["alpha": converted.alpha]
        for (name, component) in zip(space.channelNames, converted.components) {
            keywords[name] = component
        }
        var components = channels.map { value($0, keywords) }
        for index in components.indices {
            guard let component = components[index] else { continue }
            components[index] = clamp(component, channel: index, space: space)
        }
        let alphaValue = alpha.map { value($0, keywords) } ?? converted.alpha
        return AuthoredColor(
            space: space,
            components: components,
            alpha: alphaValue.map { $0.isFinite ? min(1, max(0, $0)) : 0 }
        )
    }

    /// A channel as CSS keeps it: lightness in its range, chroma 0 or more, a hue in 0–360, never infinite.
    static func clamp(_ component: Double, channel: Int, space: ColorSpace) -> Double {
        guard component.isFinite else { return 0 }
        if channel == space.hueIndex {
            let turned = component.truncatingRemainder(dividingBy: 360)
            return turned < 0 ? turned + 360 : turned
        }
        switch (space, channel) {
        case (.lab, 0), (.lch, 0): return min(100, max(0, component))
        case (.oklab, 0), (.oklch, 0): return min(1, max(0, component))
        case (.lch, 1), (.oklch, 1): return max(0, component)
        default: return component
        }
    }

    /// A channel calculation's value; a keyword keeps the origin's `none`, which an operation reads as 0.
    static func value(_ calculation: ChannelCalculation, _ keywords: [String: Double?]) -> Double? {
        switch calculation {
        case .number(let number): return number
        case .none: return nil
        case .keyword(let name): return keywords[name] ?? nil
        case .operation(let operation, let left, let right):
            let lhs = value(left, keywords) ?? 0
            let rhs = value(right, keywords) ?? 0
            switch operation {
            case "+": return lhs + rhs
            case "-": return lhs - rhs
            case "*": return lhs * rhs
            default: return lhs / rhs
            }
        }
    }

    /// A derived result as a color value: the color it names when it is written in sRGB, Display P3, HSL or HWB and
    /// lies in that gamut, else an authored color (its display value mapped into Display P3 when needed).
    static func result(_ color: AuthoredColor) -> ColorValue {
        let rgbSpace: ColorSpace
        switch color.space {
        case .srgb, .hsl, .hwb: rgbSpace = .srgb
        case .displayP3: rgbSpace = .displayP3
        default: return ColorValue(authored: color)
        }
        let rgb = color.space == rgbSpace ? color : ColorConversion.convert(color, to: rgbSpace)
        let values = rgb.components.map { $0 ?? 0 }
        guard values.allSatisfy({ (0...1).contains($0) }), !color.components.contains(nil), color.alpha != nil else {
            return ColorValue(authored: color)
        }
        return ColorValue(
            space: rgbSpace == .srgb ? .sRGB : .displayP3,
            red: values[0],
            green: values[1],
            blue: values[2],
            alpha: color.alpha ?? 0
        )
    }
}
