/// A color as it was written: its color space, its three components and its alpha, any of them possibly CSS's
/// `none` (a missing component).
///
/// Components are in the space's CSS reference ranges (`ColorSpace` lists them): RGB spaces 0...1, `hsl()`/`hwb()`
/// percentages as numbers 0...100, `lab()` lightness 0...100, `oklab()` lightness 0...1, hues in degrees as
/// written (not wrapped).
public struct AuthoredColor: Hashable, Sendable {
    /// The color space the components are in.
    public var space: ColorSpace
    /// The three components in the space's order; `nil` is `none`.
    public var components: [Double?]
    /// The alpha, 0...1; `nil` is `none`.
    public var alpha: Double?

    /// Creates a color; `components` holds exactly three values.
    public init(space: ColorSpace, components: [Double?], alpha: Double? = 1) {
        precondition(components.count == 3, "a color has three components")
        self.space = space
        self.components = components
        self.alpha = alpha
    }
}
