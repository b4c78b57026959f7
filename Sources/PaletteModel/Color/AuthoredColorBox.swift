/// The authored color a `ColorValue` keeps, behind one reference so a color written in hex pays one word for it.
final class AuthoredColorBox: Hashable, Sendable {
    /// The color as written.
    let color: AuthoredColor
    /// Whether the display value was gamut-mapped into Display P3 (the color lies outside it).
    let isGamutMapped: Bool

    init(color: AuthoredColor, isGamutMapped: Bool) {
        self.color = color
        self.isGamutMapped = isGamutMapped
    }

    static func == (lhs: AuthoredColorBox, rhs: AuthoredColorBox) -> Bool {
        lhs === rhs || (lhs.color == rhs.color && lhs.isGamutMapped == rhs.isGamutMapped)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(color)
    }
}
