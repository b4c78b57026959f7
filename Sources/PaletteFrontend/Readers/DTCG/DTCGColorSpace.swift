import Foundation
import PaletteModel

/// Converts the DTCG color spaces palettec does not keep (hsl, hwb, srgb-linear) into sRGB.
enum DTCGColorSpace {
    /// sRGB from CSS `hsl()` components: hue in degrees, saturation and lightness in 0–100.
    static func hsl(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        let s = saturation / 100
        let l = lightness / 100
        let a = s * min(l, 1 - l)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let wrapped = k < 0 ? k + 12 : k
            return l - a * max(-1, min(wrapped - 3, 9 - wrapped, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    /// sRGB from CSS `hwb()` components: hue in degrees, whiteness and blackness in 0–100.
    static func hwb(hue: Double, whiteness: Double, blackness: Double) -> (Double, Double, Double) {
        let w = whiteness / 100
        let b = blackness / 100
        if w + b >= 1 {
            let gray = w / (w + b)
            return (gray, gray, gray)
        }
        let base = hsl(hue: hue, saturation: 100, lightness: 50)
        let scale = 1 - w - b
        return (base.0 * scale + w, base.1 * scale + w, base.2 * scale + w)
    }

    /// sRGB from linear-light sRGB.
    static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -result : result
    }
}
