import PaletteModel

/// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`).
public struct StudioModify: Sendable, Equatable {
    /// What the modifier does.
    public enum Kind: String, Sendable, Equatable {
        /// Lighten by `value` (0...1) in `space`.
        case lighten
        /// Darken by `value` (0...1) in `space`.
        case darken
        /// Mix `value` (0...1) of `color` into the base, in `space`.
        case mix
        /// Set the alpha to `value`.
        case alpha
    }

    /// What the modifier does.
    public var kind: Kind
    /// The amount, already evaluated.
    public var value: Double
    /// The space the modifier works in (`lch`, `srgb`, `p3`, `hsl`), `nil` when not written.
    public var space: String?
    /// The color mixed in, for `mix`.
    public var color: ColorExpression?
    /// The space the result is written in (`lch`, `srgb`, `p3`, `hsl`, `hex`), `nil` when not written.
    public var format: String?

    /// Creates a modifier.
    public init(kind: Kind, value: Double, space: String?, color: ColorExpression? = nil, format: String? = nil) {
        self.kind = kind
        self.value = value
        self.space = space
        self.color = color
        self.format = format
    }
}
