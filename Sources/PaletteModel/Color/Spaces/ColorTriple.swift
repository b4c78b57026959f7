/// Three coordinates of a color in one space with no `none` among them: the value every conversion step passes on.
struct ColorTriple: Hashable, Sendable {
    var c0: Double
    var c1: Double
    var c2: Double

    init(_ c0: Double, _ c1: Double, _ c2: Double) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
    }

    /// The components of `color` with `none` read as 0, as CSS Color 4 converts.
    init(readingNoneAsZero color: AuthoredColor) {
        let components = color.components
        self.init(components[0] ?? 0, components[1] ?? 0, components[2] ?? 0)
    }

    /// Whether every coordinate lies in `0 - tolerance ... 1 + tolerance` (false for NaN).
    func isInUnitCube(tolerance: Double = 0) -> Bool {
        let low = -tolerance
        let high = 1 + tolerance
        return c0 >= low && c0 <= high && c1 >= low && c1 <= high && c2 >= low && c2 <= high
    }

    /// Each coordinate clamped to 0...1.
    var clampedToUnitCube: ColorTriple {
        ColorTriple(Self.clamp(c0), Self.clamp(c1), Self.clamp(c2))
    }

    /// Clamps to 0...1 and turns `-0.0` into `0`.
    private static func clamp(_ value: Double) -> Double {
        value > 0 ? min(1, value) : 0
    }

    /// The three coordinates applied to `transform` one by one.
    func map(_ transform: (Double) -> Double) -> ColorTriple {
        ColorTriple(transform(c0), transform(c1), transform(c2))
    }
}
