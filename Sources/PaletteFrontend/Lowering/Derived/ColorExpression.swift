import PaletteModel

/// A color computed from other colors: CSS `color-mix()`, relative color syntax, or a Tokens Studio `modify`.
///
/// Lowering resolves an expression once per appearance, after aliases, so a color derived from `brand` follows
/// `brand` into every appearance.
public indirect enum ColorExpression: Sendable, Equatable {
    /// Another entry's color (`{brand}`), with the 0-based scalar column of the `{` in the value string.
    case reference(String, column: Int)
    /// A color written in place.
    case color(ColorValue)
    /// `color-mix(in SPACE HUE?, first P%?, second Q%?)`; percentages 0...100, `nil` where not written.
    case mix(
        space: ColorSpace,
        hue: HueInterpolation,
        first: ColorExpression,
        firstPercentage: Double?,
        second: ColorExpression,
        secondPercentage: Double?
    )
    /// Relative color syntax: `SPACE(from ORIGIN c0 c1 c2 / alpha)`, each channel a calculation over the origin's
    /// channels in `space`.
    case relative(
        space: ColorSpace,
        origin: ColorExpression,
        channels: [ChannelCalculation],
        alpha: ChannelCalculation?
    )
    /// A Tokens Studio `$extensions["studio.tokens"].modify` applied to a base color.
    case studio(StudioModify, base: ColorExpression)
}

/// One channel of relative color syntax: a number, `none`, a channel keyword or a `calc()` over them.
public indirect enum ChannelCalculation: Sendable, Equatable {
    /// A literal number, already in the channel's reference range (a percentage or angle converted).
    case number(Double)
    /// `none`.
    case none
    /// A channel keyword of the origin color (`l`, `c`, `h`, `r`, `alpha`…), by name.
    case keyword(String)
    /// `a + b`, `a - b`, `a * b`, `a / b`.
    case operation(Character, ChannelCalculation, ChannelCalculation)
}
