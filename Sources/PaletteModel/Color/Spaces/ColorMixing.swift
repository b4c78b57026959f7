/// CSS Color 5's `color-mix()` of two colors (css-color-5 §color-mix, css-color-4 §interpolation).
public enum ColorMixing {
    /// CSS Color 5 `color-mix()`: percentages normalised as the spec says (nil = the rest; both 0 → nil), premultiplied
    /// interpolation in `space`, `none` taking the other color's value, hue by `hue`; result in `space`.
    ///
    /// Percentages are 0...100. Both omitted mix half and half; one omitted is the rest of 100; a sum above 100 is
    /// scaled down to 100, a sum below 100 is scaled up and multiplies the result's alpha. `hsl` and `hwb` cannot
    /// hold colors outside sRGB, so those are gamut-mapped into sRGB first. A `none` component (or one analogous to
    /// it in `space`, css-color-4 §interpolation-missing) takes the other color's value; a component missing in both
    /// stays `none`. `hue` is ignored in a space without hue.
    public static func mix(
        _ first: AuthoredColor,
        _ firstPercentage: Double?,
        _ second: AuthoredColor,
        _ secondPercentage: Double?,
        in space: ColorSpace,
        hue: HueInterpolation
    ) -> AuthoredColor? {
        guard let weights = MixWeights(firstPercentage, secondPercentage) else { return nil }
        var one = prepared(first, in: space)
        var two = prepared(second, in: space)
        let hueIndex = space.hueIndex
        if let hueIndex, let hueOne = one.components[hueIndex], let hueTwo = two.components[hueIndex] {
            (one.components[hueIndex], two.components[hueIndex]) = adjusted(hueOne, hueTwo, hue)
        }
        premultiply(&one, &two, hueIndex: hueIndex)
        let progress = weights.secondFraction
        var alpha: Double?
        if let alphaOne = one.alpha, let alphaTwo = two.alpha {
            alpha = interpolate(alphaOne, alphaTwo, progress)
        } else {
            alpha = one.alpha ?? two.alpha
        }
        var components: [Double?] = [nil, nil, nil]
        for index in 0..<3 {
            switch (one.components[index], two.components[index]) {
            case (let a?, let b?): components[index] = interpolate(a, b, progress)
            case (let a?, nil): components[index] = a
            case (nil, let b?): components[index] = b
            case (nil, nil): components[index] = nil
            }
        }
        // Undo premultiplication with the interpolated alpha, before the alpha multiplier (css-color-5 note).
        if let alpha, alpha != 0, alpha != 1 {
            for index in 0..<3 where index != hueIndex {
                components[index] = components[index].map { $0 / alpha }
            }
        }
        if let hueIndex, let mixedHue = components[hueIndex] {
            components[hueIndex] = CylindricalForms.normalizedHue(mixedHue)
        }
        return AuthoredColor(space: space, components: components, alpha: alpha.map { $0 * weights.alphaMultiplier })
    }

    /// A color's components in the interpolation space, `nil` where missing, and its alpha.
    private struct Prepared {
        var components: [Double?]
        var alpha: Double?
    }

    /// `color` converted to `space` (into sRGB's gamut first for `hsl` and `hwb`), its missing components carried
    /// forward to the analogous components of `space`, a powerless hue missing.
    private static func prepared(_ color: AuthoredColor, in space: ColorSpace) -> Prepared {
        let origin = ColorTriple(readingNoneAsZero: color)
        let coordinates: ColorTriple
        if space == .hsl || space == .hwb {
            let srgb = GamutMapping.map(origin, from: color.space, into: .srgb)
            coordinates = ColorConversion.convert(srgb, from: .srgb, to: space)
        } else {
            coordinates = ColorConversion.convert(origin, from: color.space, to: space)
        }
        var components = ColorConversion.authored(coordinates, in: space, alpha: nil).components
        for index in 0..<3 where color.components[index] == nil {
            if let target = AnalogousComponent.index(analogousTo: index, of: color.space, in: space) {
                components[target] = nil
            }
        }
        return Prepared(components: components, alpha: color.alpha)
    }

    /// Both colors premultiplied by their alpha (a missing alpha takes the other's), the hue left alone.
    private static func premultiply(_ one: inout Prepared, _ two: inout Prepared, hueIndex: Int?) {
        let alphaOne = one.alpha ?? two.alpha
        let alphaTwo = two.alpha ?? one.alpha
        one.alpha = alphaOne
        two.alpha = alphaTwo
        for index in 0..<3 where index != hueIndex {
            if let alphaOne { one.components[index] = one.components[index].map { $0 * alphaOne } }
            if let alphaTwo { two.components[index] = two.components[index].map { $0 * alphaTwo } }
        }
    }

    /// The two hues, wrapped into 0..<360 and fixed up for `method` (css-color-4 §hue-interpolation).
    private static func adjusted(_ first: Double, _ second: Double, _ method: HueInterpolation) -> (Double, Double) {
        var one = CylindricalForms.normalizedHue(first)
        var two = CylindricalForms.normalizedHue(second)
        let difference = two - one
        switch method {
        case .shorter:
            if difference > 180 {
                one += 360
            } else if difference < -180 {
                two += 360
            }
        case .longer:
            if difference > 0, difference < 180 {
                one += 360
            } else if difference > -180, difference <= 0 {
                two += 360
            }
        case .increasing:
            if two < one { two += 360 }
        case .decreasing:
            if one < two { one += 360 }
        }
        return (one, two)
    }

    /// The value `progress` of the way from `start` to `end`.
    private static func interpolate(_ start: Double, _ end: Double, _ progress: Double) -> Double {
        start + (end - start) * progress
    }
}

/// The percentages of `color-mix()` normalised (css-color-5 §color-mix-percent-norm).
struct MixWeights: Equatable {
    /// How far the result lies from the first color toward the second, 0...1.
    var secondFraction: Double
    /// What the result's alpha is multiplied by: the percentages' sum when below 100 %, else 1.
    var alphaMultiplier: Double

    /// The weights of two percentages (0...100, `nil` when omitted); `nil` when they add up to zero.
    init?(_ first: Double?, _ second: Double?) {
        let one: Double
        let two: Double
        switch (first, second) {
        case (nil, nil): (one, two) = (50, 50)
        case (let p1?, nil): (one, two) = (p1, 100 - p1)
        case (nil, let p2?): (one, two) = (100 - p2, p2)
        case (let p1?, let p2?): (one, two) = (p1, p2)
        }
        let sum = one + two
        guard sum != 0, sum.isFinite else { return nil }
        secondFraction = two / sum
        alphaMultiplier = sum < 100 ? sum / 100 : 1
    }
}
