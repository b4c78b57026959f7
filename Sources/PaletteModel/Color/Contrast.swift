#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Contrast between two sRGB colors: the WCAG 2.2 contrast ratio and the APCA-W3 0.1.9 lightness contrast (Lc).
///
/// Pure functions over `ColorValue`s; colors in Display P3 are converted to sRGB first (`ColorValue.sRGB`, gamut-mapped
/// into sRGB as CSS Color 4 maps), as both methods are defined on sRGB.
public enum Contrast {
    /// WCAG 2.2 relative luminance, 0…1.
    ///
    /// The sRGB channels are linearized with the 0.04045 threshold and weighted 0.2126, 0.7152, 0.0722. Alpha is
    /// ignored; composite translucent colors first (`composite(_:over:)`).
    public static func relativeLuminance(_ color: ColorValue) -> Double {
        let srgb = color.sRGB
        return 0.2126 * linearized(srgb.red) + 0.7152 * linearized(srgb.green) + 0.0722 * linearized(srgb.blue)
    }

    /// The WCAG 2.2 contrast ratio `(L1 + 0.05) / (L2 + 0.05)`, L1 the lighter color's relative luminance: 1…21,
    /// the same whichever color is the foreground.
    public static func wcagRatio(_ first: ColorValue, _ second: ColorValue) -> Double {
        let a = relativeLuminance(first)
        let b = relativeLuminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The APCA-W3 0.1.9 lightness contrast `Lc` of `text` on `background` (`APCAcontrast(sRGBtoY(text),
    /// sRGBtoY(background))`): positive for dark text on a light background, negative for light on dark, about
    /// −108…106; 0 when the two are too close to tell apart.
    public static func apcaLc(text: ColorValue, background: ColorValue) -> Double {
        apcaLc(textY: apcaY(text), backgroundY: apcaY(background))
    }

    /// APCA's screen luminance `Y` of an sRGB color (`sRGBtoY`): each channel raised to 2.4, weighted by the SA98G
    /// coefficients.
    public static func apcaY(_ color: ColorValue) -> Double {
        let srgb = color.sRGB
        return APCA.redCoefficient * pow(srgb.red, APCA.mainTRC)
            + APCA.greenCoefficient * pow(srgb.green, APCA.mainTRC)
            + APCA.blueCoefficient * pow(srgb.blue, APCA.mainTRC)
    }

    /// `APCAcontrast(txtY, bgY)` of APCA-W3 0.1.9, as a number (its `places = -1` form).
    public static func apcaLc(textY: Double, backgroundY: Double) -> Double {
        guard textY.isFinite, backgroundY.isFinite, min(textY, backgroundY) >= 0, max(textY, backgroundY) <= 1.1 else {
            return 0
        }
        let text = softClamped(textY)
        let background = softClamped(backgroundY)
        guard abs(background - text) >= APCA.deltaYmin else { return 0 }
        if background > text {
            // Normal polarity: dark text on a light background.
            let sapc = (pow(background, APCA.normBG) - pow(text, APCA.normTXT)) * APCA.scaleBoW
            return (sapc < APCA.loClip ? 0 : sapc - APCA.loBoWoffset) * 100
        }
        // Reverse polarity: light text on a dark background.
        let sapc = (pow(background, APCA.revBG) - pow(text, APCA.revTXT)) * APCA.scaleWoB
        return (sapc > -APCA.loClip ? 0 : sapc + APCA.loWoBoffset) * 100
    }

    /// `foreground` drawn over the opaque `background` with straight alpha, per channel in sRGB gamma space
    /// (`fg × α + bg × (1 − α)`), as browsers blend; the result is opaque sRGB.
    public static func composite(_ foreground: ColorValue, over background: ColorValue) -> ColorValue {
        let top = foreground.sRGB
        let bottom = background.sRGB
        let alpha = max(0, min(1, top.alpha))
        func blend(_ front: Double, _ back: Double) -> Double { front * alpha + back * (1 - alpha) }
        return ColorValue(
            red: blend(top.red, bottom.red),
            green: blend(top.green, bottom.green),
            blue: blend(top.blue, bottom.blue)
        )
    }

    /// A ratio as checkers print it, to two decimals and never rounded up, so a failing ratio never reads as
    /// the minimum: `4.47:1` for 4.478…, `21:1`.
    public static func ratioText(_ ratio: Double) -> String {
        ColorValue.decimal((ratio * 100).rounded(.down) / 100) + ":1"
    }

    /// An APCA Lc to one decimal, toward zero (never rounded up to a minimum it fails): `Lc 58.1`, `Lc -68.5`.
    public static func lcText(_ lc: Double) -> String {
        "Lc " + ColorValue.decimal((lc * 10).rounded(.towardZero) / 10)
    }

    /// The sRGB transfer function decoded as WCAG 2.2 states it.
    private static func linearized(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// APCA's soft clamp of near-black luminances (`blkThrs`, `blkClmp`).
    private static func softClamped(_ y: Double) -> Double {
        y > APCA.blkThrs ? y : y + pow(APCA.blkThrs - y, APCA.blkClmp)
    }

    /// The SA98G constants of APCA-W3 0.1.9 (`src/apca-w3.js`).
    private enum APCA {
        static let mainTRC = 2.4
        static let redCoefficient = 0.2126729
        static let greenCoefficient = 0.7151522
        static let blueCoefficient = 0.0721750
        static let normBG = 0.56
        static let normTXT = 0.57
        static let revTXT = 0.62
        static let revBG = 0.65
        static let blkThrs = 0.022
        static let blkClmp = 1.414
        static let scaleBoW = 1.14
        static let scaleWoB = 1.14
        static let loBoWoffset = 0.027
        static let loWoBoffset = 0.027
        static let deltaYmin = 0.0005
        static let loClip = 0.1
    }
}
