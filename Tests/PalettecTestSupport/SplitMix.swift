public import PaletteModel

/// A small deterministic random generator (SplitMix64), so a failing case repeats.
public struct SplitMix: RandomNumberGenerator {
    /// The state, advanced by each number.
    public var state: UInt64

    /// A generator whose numbers follow from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<1.
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// A random opaque color, sRGB or (one in four) Display P3.
    public mutating func color() -> ColorValue {
        ColorValue(space: unit() < 0.25 ? .displayP3 : .sRGB, red: unit(), green: unit(), blue: unit())
    }

    /// A color of the same space whose components differ from `color`'s by up to `spread`, kept in 0…1.
    public mutating func nearby(_ color: ColorValue, spread: Double) -> ColorValue {
        func move(_ value: Double) -> Double { min(1, max(0, value + (unit() * 2 - 1) * spread)) }
        return ColorValue(
            space: color.space,
            red: move(color.red),
            green: move(color.green),
            blue: move(color.blue),
            alpha: color.alpha
        )
    }
}
