/// The authored color a `ColorValue` keeps, behind one reference so a color written in hex pays one word for it.
final class AuthoredColorBox: Hashable, Sendable {
    /// The color as written.
    let color: AuthoredColor
    /// Whether the display value was gamut-mapped into Display P3 (the color lies outside it).
    let isGamutMapped: Bool
    /// The color mapped into sRGB when the display value is Display P3 (what every hex-only output reads, so it is
    /// worked out once); `nil` when the display value is sRGB.
    let mappedSRGB: ColorTriple?
    /// `CSSColorNotation.text(color)`, which every output that writes the authored color writes, for each
    /// appearance it falls back to: written once.
    let notation: String

    init(color: AuthoredColor, isGamutMapped: Bool, mappedSRGB: ColorTriple?, notation: String) {
        self.color = color
        self.isGamutMapped = isGamutMapped
        self.mappedSRGB = mappedSRGB
        self.notation = notation
    }

    static func == (lhs: AuthoredColorBox, rhs: AuthoredColorBox) -> Bool {
        lhs === rhs || (lhs.color == rhs.color && lhs.isGamutMapped == rhs.isGamutMapped)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(color)
    }
}
