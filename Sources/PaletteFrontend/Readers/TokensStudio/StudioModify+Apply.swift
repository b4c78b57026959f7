import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Tokens Studio's color modifiers, computed as `@tokens-studio/sd-transforms` 2.0.3 computes them for a Style
/// Dictionary export: `src/color-modifiers/modifyColor.ts`, `lighten.ts`, `darken.ts`, `mix.ts` and
/// `transparentize.ts`, with the semantics of the colorjs.io 0.5.2 they call (`src/interpolation.js` `range`,
/// `src/serialize.js`, `src/util.js` `toPrecision`, `src/spaces/srgb.js` hex format).
///
/// - With no `space` sd-transforms fails to convert and keeps the base color: so does `apply`.
/// - `lighten` and `darken` move every channel of `srgb` and `p3` toward 1 or 0, `hsl` lightness toward 100 or 0,
///   and `lch` lightness toward 100 or 0 while also cutting chroma by the same fraction.
/// - `mix` interpolates without premultiplying, in `space`, after gamut-mapping each color into that space
///   (`lch` has no gamut), hues the shorter way with a missing hue taking the other's; the result is written out
///   rounded to 5 significant digits and read back, as sd-transforms does.
/// - `alpha` sets the alpha (clamped to 0...1); it does not multiply.
/// - The result is converted to `format` (else `space`), gamut-mapped into that space's gamut when outside it
///   (colorjs's tolerance 0.000075, CSS's algorithm) and rounded as colorjs writes it: 5 significant digits of
///   each coordinate as printed (`rgb()` in percent), or 8-bit hex for `format: "hex"`.
extension StudioModify {
    /// The modified color as palettec keeps it: sRGB (`srgb`, `hsl`, `hex` results) and Display P3 (`p3`) as plain
    /// colors, `lch` as the color written in lch; `base` itself when the modifier has no `space`.
    public func apply(to base: ColorValue, mixing other: ColorValue?) -> ColorValue {
        guard let written = written(from: base.asAuthored, mixing: other?.asAuthored) else { return base }
        switch written.space {
        case .srgb, .displayP3, .hsl:
            let rgb = written.space == .hsl ? ColorConversion.convert(written, to: .srgb) : written
            return ColorValue(
                space: written.space == .displayP3 ? .displayP3 : .sRGB,
                red: min(1, max(0, rgb.components[0] ?? 0)),
                green: min(1, max(0, rgb.components[1] ?? 0)),
                blue: min(1, max(0, rgb.components[2] ?? 0)),
                alpha: written.alpha ?? 1
            )
        default:
            return ColorValue(authored: written)
        }
    }

    /// What sd-transforms writes for the modified color, as numbers: in the space of `format` (`hex` as `srgb`
    /// whose components are bytes over 255), else of `space`, rounded as its string is; `nil` when the modifier
    /// has no `space` Tokens Studio knows (sd-transforms then keeps the base color).
    public func written(from base: AuthoredColor, mixing other: AuthoredColor?) -> AuthoredColor? {
        guard let working = space.flatMap(StudioSpace.init(rawValue:)) else { return nil }
        var color: AuthoredColor
        switch kind {
        case .lighten: color = lightened(base, in: working)
        case .darken: color = darkened(base, in: working)
        case .mix:
            guard let other else { return nil }
            color = Self.mixed(base, other, fraction: max(0, min(1, value)), in: working)
        case .alpha:
            color = base
            color.alpha = max(0, min(1, value))
        }
        if format == "hex" {
            return Self.hex(ColorConversion.convert(color, to: .srgb))
        }
        let target = format.flatMap(StudioSpace.init(rawValue:)) ?? working
        return Self.serialized(ColorConversion.convert(color, to: target.colorSpace), in: target)
    }

    /// `lighten.ts`.
    private func lightened(_ base: AuthoredColor, in space: StudioSpace) -> AuthoredColor {
        let amount = value
        switch space {
        case .lch:
            var lch = ColorConversion.convert(base, to: .lch)
            let lightness = lch.components[0] ?? 0
            let chroma = lch.components[1] ?? 0
            lch.components[0] = min(100, lightness + (100 - lightness) * amount)
            lch.components[1] = max(0, chroma - amount * chroma)
            return lch
        case .hsl:
            var hsl = ColorConversion.convert(base, to: .hsl)
            let lightness = hsl.components[2] ?? 0
            hsl.components[2] = min(100, lightness + (100 - lightness) * amount)
            return hsl
        case .srgb, .p3:
            var rgb = ColorConversion.convert(base, to: space.colorSpace)
            rgb.components = rgb.components.map { channel in
                let channel = channel ?? 0
                return min(1, channel + amount * (1 - channel))
            }
            return rgb
        }
    }

    /// `darken.ts`.
    private func darkened(_ base: AuthoredColor, in space: StudioSpace) -> AuthoredColor {
        let amount = value
        switch space {
        case .lch:
            var lch = ColorConversion.convert(base, to: .lch)
            let lightness = lch.components[0] ?? 0
            let chroma = lch.components[1] ?? 0
            lch.components[0] = max(0, lightness - lightness * amount)
            lch.components[1] = max(0, chroma - amount * chroma)
            return lch
        case .hsl:
            var hsl = ColorConversion.convert(base, to: .hsl)
            let lightness = hsl.components[2] ?? 0
            hsl.components[2] = max(0, lightness - lightness * amount)
            return hsl
        case .srgb, .p3:
            var rgb = ColorConversion.convert(base, to: space.colorSpace)
            rgb.components = rgb.components.map { channel in
                let channel = channel ?? 0
                return max(0, channel - amount * channel)
            }
            return rgb
        }
    }

    /// `mix.ts` over colorjs's `range`: `fraction` of `other` mixed into `base`, written out and read back.
    private static func mixed(
        _ base: AuthoredColor,
        _ other: AuthoredColor,
        fraction: Double,
        in space: StudioSpace
    ) -> AuthoredColor {
        var first = intoGamut(ColorConversion.convert(base, to: space.colorSpace), of: space, tolerance: 0)
        var second = intoGamut(ColorConversion.convert(other, to: space.colorSpace), of: space, tolerance: 0)
        if let hue = space.colorSpace.hueIndex {
            var firstHue = first.components[hue]
            var secondHue = second.components[hue]
            // A missing hue takes the other's before the arc is chosen.
            if firstHue == nil { firstHue = secondHue } else if secondHue == nil { secondHue = firstHue }
            if let one = firstHue, let two = secondHue {
                var (a, b) = (constrained(one), constrained(two))
                if b - a > 180 { a += 360 } else if b - a < -180 { b += 360 }
                (firstHue, secondHue) = (a, b)
            }
            first.components[hue] = firstHue
            second.components[hue] = secondHue
        }
        let components = zip(first.components, second.components).map { interpolated($0, $1, fraction) }
        let mix = AuthoredColor(
            space: space.colorSpace,
            components: components,
            alpha: interpolated(first.alpha, second.alpha, fraction)
        )
        return serialized(mix, in: space)
    }

    /// colorjs's `interpolate`: a missing end takes the other end.
    private static func interpolated(_ start: Double?, _ end: Double?, _ fraction: Double) -> Double? {
        guard let start else { return end }
        guard let end else { return start }
        return start + (end - start) * fraction
    }

    /// An angle in 0..<360, as colorjs's `constrain` gives it.
    private static func constrained(_ angle: Double) -> Double {
        (angle.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    }

    /// `color` (in `space`) mapped into the gamut of `space` when it lies outside by more than `tolerance`.
    private static func intoGamut(_ color: AuthoredColor, of space: StudioSpace, tolerance: Double) -> AuthoredColor {
        guard let gamut = space.gamut, !GamutMapping.isInGamut(color, gamut, tolerance: tolerance) else { return color }
        return ColorConversion.convert(GamutMapping.map(color, into: gamut), to: space.colorSpace)
    }

    /// colorjs's `toString({ precision: 5 })` read back: gamut-mapped when outside the space's gamut (tolerance
    /// 0.000075), each coordinate rounded to 5 significant digits as printed (`rgb()` in percent).
    private static func serialized(_ color: AuthoredColor, in space: StudioSpace) -> AuthoredColor {
        var color = intoGamut(color, of: space, tolerance: 0.000075)
        let scale = space == .srgb ? 100.0 : 1
        color.components = color.components.map { $0.map { toPrecision($0 * scale) / scale } }
        color.alpha = color.alpha.map(toPrecision)
        return color
    }

    /// colorjs's hex format: gamut-mapped into sRGB, each channel `Math.round(c * 255)`, alpha kept only below 1.
    private static func hex(_ color: AuthoredColor) -> AuthoredColor {
        var color = intoGamut(color, of: .srgb, tolerance: 0.000075)
        color.components = color.components.map { (($0 ?? 0) * 255 + 0.5).rounded(.down) / 255 }
        if let alpha = color.alpha, alpha < 1 { color.alpha = (alpha * 255 + 0.5).rounded(.down) / 255 }
        return color
    }

    /// colorjs 0.5.2 `toPrecision(n, 5)`: 5 significant digits counted from the integer part, rounded half up.
    static func toPrecision(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        let integer = value.rounded(.towardZero)
        let digits = integer == 0 ? 0 : Int(log10(abs(integer)).rounded(.towardZero)) + 1
        let multiplier = pow(10, Double(5 - digits))
        return (value * multiplier + 0.5).rounded(.down) / multiplier
    }
}
