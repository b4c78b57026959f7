/// How hues are interpolated when colors are mixed in a polar space (CSS Color 4 `<hue-interpolation-method>`).
public enum HueInterpolation: String, CaseIterable, Hashable, Sendable {
    /// The shorter arc between the two hues (CSS's default).
    case shorter
    /// The longer arc.
    case longer
    /// Hues only increase.
    case increasing
    /// Hues only decrease.
    case decreasing
}
