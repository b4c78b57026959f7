/// How a `ColorValue` keeps its authored color: in the value itself, as plain numbers, so that copying a color (three
/// outputs copy the same palette's colors at once, on their own threads) touches no reference count.
extension ColorValue {
    /// The authored color's three components and its alpha, with `none` read as 0 (`AuthoredFlags` says which).
    struct AuthoredComponents: Hashable, Sendable {
        /// The first component.
        var c0: Double
        /// The second component.
        var c1: Double
        /// The third component.
        var c2: Double
        /// The alpha.
        var alpha: Double

        /// All zero: what a color without an authored color keeps.
        static let none = AuthoredComponents(c0: 0, c1: 0, c2: 0, alpha: 0)
    }

    /// Which of the authored color's components are `none`, and what became of the color.
    struct AuthoredFlags: OptionSet, Hashable, Sendable {
        let rawValue: UInt8

        /// The first component is `none`.
        static let noneC0 = AuthoredFlags(rawValue: 1)
        /// The second component is `none`.
        static let noneC1 = AuthoredFlags(rawValue: 2)
        /// The third component is `none`.
        static let noneC2 = AuthoredFlags(rawValue: 4)
        /// The alpha is `none`.
        static let noneAlpha = AuthoredFlags(rawValue: 8)
        /// The display value was gamut-mapped into Display P3 (the color lies outside it).
        static let gamutMapped = AuthoredFlags(rawValue: 16)
    }

    /// Keeps the color in `space` with `components` and `alpha` (`nil` is `none`) as the authored color.
    mutating func keepAuthored(
        _ space: ColorSpace,
        _ components: (Double?, Double?, Double?),
        alpha: Double?,
        isGamutMapped: Bool
    ) {
        var flags: AuthoredFlags = isGamutMapped ? .gamutMapped : []
        if components.0 == nil { flags.insert(.noneC0) }
        if components.1 == nil { flags.insert(.noneC1) }
        if components.2 == nil { flags.insert(.noneC2) }
        if alpha == nil { flags.insert(.noneAlpha) }
        authoredSpaceStorage = space
        authoredFlags = flags
        authoredStorage = AuthoredComponents(
            c0: components.0 ?? 0,
            c1: components.1 ?? 0,
            c2: components.2 ?? 0,
            alpha: alpha ?? 0
        )
    }

    /// The authored color's components with `none` read as 0, in its space (`ColorTriple(readingNoneAsZero:)`).
    var authoredTriple: ColorTriple {
        ColorTriple(authoredStorage.c0, authoredStorage.c1, authoredStorage.c2)
    }
}
