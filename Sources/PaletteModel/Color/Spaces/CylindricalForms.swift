#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The cylindrical forms of CSS Color 4: LCh and OKLCh over Lab and OKLab, HSL and HWB over sRGB (sample code
/// `Lab_to_LCH`, `hslToRgb`, `rgbToHsl`, `hwbToRgb`; percentages as numbers 0...100).
enum CylindricalForms {
    /// A hue in degrees brought into 0..<360.
    static func normalizedHue(_ hue: Double) -> Double {
        var result = hue.truncatingRemainder(dividingBy: 360)
        if result < 0 { result += 360 }
        // A tiny negative remainder plus 360 rounds to 360.
        return result >= 360 ? result - 360 : result
    }

    /// (L, C, h) from rectangular (L, a, b); the hue in 0..<360 even where it is powerless.
    static func polar(fromRectangular lab: ColorTriple) -> ColorTriple {
        let chroma = (lab.c1 * lab.c1 + lab.c2 * lab.c2).squareRoot()
        let hue = atan2(lab.c2, lab.c1) * 180 / .pi
        return ColorTriple(lab.c0, chroma, normalizedHue(hue))
    }

    /// Rectangular (L, a, b) from (L, C, h).
    static func rectangular(fromPolar lch: ColorTriple) -> ColorTriple {
        let radians = lch.c2 * .pi / 180
        return ColorTriple(lch.c0, lch.c1 * cos(radians), lch.c1 * sin(radians))
    }

    /// sRGB from HSL (hue in degrees, saturation and lightness 0...100).
    static func srgb(fromHSL hsl: ColorTriple) -> ColorTriple {
        let hue = normalizedHue(hsl.c0)
        let saturation = hsl.c1 / 100
        let lightness = hsl.c2 / 100
        let a = saturation * min(lightness, 1 - lightness)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return ColorTriple(channel(0), channel(8), channel(4))
    }

    /// HSL from sRGB; a color outside sRGB can give a saturation above 100.
    static func hsl(fromSRGB rgb: ColorTriple) -> ColorTriple {
        let maximum = max(rgb.c0, rgb.c1, rgb.c2)
        let minimum = min(rgb.c0, rgb.c1, rgb.c2)
        let lightness = (minimum + maximum) / 2
        var hue = rawHue(rgb, maximum: maximum, minimum: minimum)
        var saturation = 0.0
        if maximum - minimum != 0, lightness != 0, lightness != 1 {
            saturation = (maximum - lightness) / min(lightness, 1 - lightness)
        }
        // Far outside the gamut the saturation comes out negative: the same color has the opposite hue and a
        // positive saturation (csswg-drafts#9222).
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        return ColorTriple(normalizedHue(hue), saturation * 100, lightness * 100)
    }

    /// sRGB from HWB (hue in degrees, whiteness and blackness 0...100).
    static func srgb(fromHWB hwb: ColorTriple) -> ColorTriple {
        let white = hwb.c1 / 100
        let black = hwb.c2 / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return ColorTriple(gray, gray, gray)
        }
        let scale = 1 - white - black
        return srgb(fromHSL: ColorTriple(hwb.c0, 100, 50)).map { $0 * scale + white }
    }

    /// HWB from sRGB.
    static func hwb(fromSRGB rgb: ColorTriple) -> ColorTriple {
        let maximum = max(rgb.c0, rgb.c1, rgb.c2)
        let minimum = min(rgb.c0, rgb.c1, rgb.c2)
        // The hue of the channels themselves, never turned round as HSL's is for a negative saturation: whiteness
        // and blackness do not change sign with it, so HWB → sRGB gives the color back (as coloraide's HSV route does).
        let hue = rawHue(rgb, maximum: maximum, minimum: minimum)
        return ColorTriple(normalizedHue(hue), minimum * 100, (1 - maximum) * 100)
    }

    /// The hue angle of an RGB triple (0 for a gray).
    private static func rawHue(_ rgb: ColorTriple, maximum: Double, minimum: Double) -> Double {
        let difference = maximum - minimum
        guard difference != 0 else { return 0 }
        let sextant: Double
        if maximum == rgb.c0 {
            sextant = (rgb.c1 - rgb.c2) / difference + (rgb.c1 < rgb.c2 ? 6 : 0)
        } else if maximum == rgb.c1 {
            sextant = (rgb.c2 - rgb.c0) / difference + 2
        } else {
            sextant = (rgb.c0 - rgb.c1) / difference + 4
        }
        return sextant * 60
    }
}
