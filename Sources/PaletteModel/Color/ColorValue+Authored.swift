/// A color written in a space other than sRGB and Display P3: the color as written, and the display value worked out
/// from it.
extension ColorValue {
    /// How far outside a gamut a converted color may lie and still count as inside (coloraide's default, 0.000075):
    /// conversions' rounding must not make a color written at sRGB's edge a Display P3 color.
    static let displayGamutTolerance = 0.000075

    /// The color as written when it was written in a space other than sRGB or Display P3 (`oklch()`, `lab()`,
    /// `color(rec2020 …)`, a DTCG object in those spaces, a derived color's result); `nil` for hex, `rgb()`, `hsl()`,
    /// `color(srgb …)`, `color(display-p3 …)` — whose outputs stay byte-identical.
    public var authored: AuthoredColor? {
        guard let space = authoredSpaceStorage else { return nil }
        let (c0, c1, c2, alpha) = authoredParts
        return AuthoredColor(space: space, components: [c0, c1, c2], alpha: alpha)
    }

    /// Whether the color keeps an authored color (`authored != nil`, without making it).
    public var isAuthored: Bool { authoredSpaceStorage != nil }

    /// The space of the authored color, or `nil` when there is none (`authored?.space`, without making it).
    public var authoredSpace: ColorSpace? { authoredSpaceStorage }

    /// The authored color in CSS notation (`CSSColorNotation.text(authored)`), or `nil` when there is none.
    public var authoredNotation: String? {
        guard let space = authoredSpaceStorage else { return nil }
        let (c0, c1, c2, alpha) = authoredParts
        return CSSColorNotation.withText(space: space, components: (c0, c1, c2), alpha: alpha) {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Writes `authoredNotation`'s UTF-8 at `destination` and returns how many bytes it wrote.
    ///
    /// `destination` has room for `CSSColorNotation.maximumTextBytes`; `nil` (nothing written) for a color that keeps
    /// no authored color. For printers, which write it straight into their buffers.
    public func spellAuthoredNotation(into destination: UnsafeMutablePointer<UInt8>) -> Int? {
        guard let space = authoredSpaceStorage else { return nil }
        let (c0, c1, c2, alpha) = authoredParts
        return CSSColorNotation.spell(space: space, components: (c0, c1, c2), alpha: alpha, into: destination)
    }

    /// The authored color's three components and alpha, each `nil` where `none`, or `nil` when there is none
    /// (`authored`'s numbers, without making its array).
    public var authoredNumbers: (Double?, Double?, Double?, alpha: Double?)? {
        guard authoredSpaceStorage != nil else { return nil }
        let (c0, c1, c2, alpha) = authoredParts
        return (c0, c1, c2, alpha)
    }

    /// The authored components and alpha, `nil` where `none`.
    private var authoredParts: (Double?, Double?, Double?, Double?) {
        let flags = authoredFlags
        let stored = authoredStorage
        return (
            flags.contains(.noneC0) ? nil : stored.c0, flags.contains(.noneC1) ? nil : stored.c1,
            flags.contains(.noneC2) ? nil : stored.c2, flags.contains(.noneAlpha) ? nil : stored.alpha
        )
    }

    /// The display value of an authored color: sRGB when it lies in the sRGB gamut (tolerance 0.000075, coloraide's),
    /// else Display P3, gamut-mapped (CSS algorithm) when it lies outside P3 too.
    ///
    /// Keeps `authored`, and for a Display P3 value the 8-bit channels of its sRGB mapping (`sRGBPackedRGBA8`).
    /// Components inside a gamut by the tolerance are clamped to 0...1; a `none` alpha is 0, as CSS renders it.
    public init(authored: AuthoredColor) {
        let components = authored.components
        self.init(authoredIn: authored.space, components[0], components[1], components[2], alpha: authored.alpha)
    }

    /// `init(authored:)` of the color in `space` with these components and alpha (`nil` is `none`), without making
    /// an `AuthoredColor`'s array: readers call it for every color they parse.
    public init(authoredIn space: ColorSpace, _ c0: Double?, _ c1: Double?, _ c2: Double?, alpha authoredAlpha: Double?)
    {
        let origin = ColorTriple(c0 ?? 0, c1 ?? 0, c2 ?? 0)
        let alpha = max(0, min(1, authoredAlpha ?? 0))
        let srgb = ColorConversion.convert(origin, from: space, to: .srgb)
        var displaySpace = Space.sRGB
        var display = srgb
        var isGamutMapped = false
        var mappedSRGB8: UInt32 = 0
        if !srgb.isInUnitCube(tolerance: Self.displayGamutTolerance) {
            displaySpace = .displayP3
            display = ColorConversion.convert(origin, from: space, to: .displayP3)
            if !display.isInUnitCube(tolerance: Self.displayGamutTolerance) {
                display = GamutMapping.map(origin, from: space, into: .displayP3, direct: display)
                isGamutMapped = true
            }
            let mapped = GamutMapping.map(origin, from: space, into: .srgb, direct: srgb).clampedToUnitCube
            mappedSRGB8 = Self.pack(mapped.c0, mapped.c1, mapped.c2, alpha)
        }
        display = display.clampedToUnitCube
        self.init(space: displaySpace, red: display.c0, green: display.c1, blue: display.c2, alpha: alpha)
        keepAuthored(space, (c0, c1, c2), alpha: authoredAlpha, isGamutMapped: isGamutMapped)
        self.mappedSRGB8 = mappedSRGB8
    }

    /// The color as an `AuthoredColor`: `authored` when there is one, else its own space's components.
    public var asAuthored: AuthoredColor {
        authored ?? AuthoredColor(space: space.colorSpace, components: [red, green, blue], alpha: alpha)
    }

    /// This color mapped into the RGB gamut `gamut` (`.sRGB`, `.displayP3`) with the CSS algorithm, from the
    /// authored color when there is one; itself when it already lies inside.
    ///
    /// A color whose display value is in `gamut` is itself (its display value is already mapped when it had to be).
    /// The result of a mapping carries no authored color: it is another color.
    public func mapped(into gamut: ColorValue.Space) -> ColorValue {
        if space == gamut { return self }
        let origin: ColorTriple
        let originSpace: ColorSpace
        if let authoredSpace = authoredSpaceStorage {
            origin = authoredTriple
            originSpace = authoredSpace
        } else {
            origin = ColorTriple(red, green, blue)
            originSpace = space.colorSpace
        }
        let result = GamutMapping.map(origin, from: originSpace, into: gamut.colorSpace).clampedToUnitCube
        return ColorValue(space: gamut, red: result.c0, green: result.c1, blue: result.c2, alpha: alpha)
    }

    /// ΔEOK between the color and its mapped color in `gamut`: 0 inside the gamut, else how far outside.
    public func gamutDistance(_ gamut: ColorValue.Space) -> Double {
        let source = asAuthored
        guard !GamutMapping.isInGamut(source, gamut.colorSpace) else { return 0 }
        return GamutMapping.deltaEOK(source, GamutMapping.map(source, into: gamut.colorSpace))
    }

    /// Whether the display value was gamut-mapped (the color lies outside Display P3).
    public var isGamutMapped: Bool { authoredFlags.contains(.gamutMapped) }
}

extension ColorValue.Space {
    /// The same space among CSS Color 4's.
    public var colorSpace: ColorSpace {
        switch self {
        case .sRGB: .srgb
        case .displayP3: .displayP3
        }
    }
}
