extension ColorFunctionParser {
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

    /// The CSS Color 4 `hwb()` to sRGB conversion (the specification's `hwbToRgb`); whiteness and blackness in
    /// 0...1, a gray when they add up to 1 or more.
    static func rgb(hue: Double, whiteness: Double, blackness: Double) -> (red: Double, green: Double, blue: Double) {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return (gray, gray, gray)
        }
        let pure = rgb(hue: hue, saturation: 1, lightness: 0.5)
        let scale = 1 - whiteness - blackness
        return (pure.red * scale + whiteness, pure.green * scale + whiteness, pure.blue * scale + whiteness)
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
}
