import PaletteModel
import Testing

/// `ColorValue`'s authored color: the display value it gives, what it keeps, and what reads it.
@Suite struct ColorValueAuthoredTests {
    private func oklch(_ l: Double, _ c: Double?, _ h: Double?, alpha: Double? = 1) -> AuthoredColor {
        AuthoredColor(space: .oklch, components: [l, c, h], alpha: alpha)
    }

    @Test func aColorInsideSRGBDisplaysInSRGB() {
        let authored = oklch(0.7, 0.1, 200)
        let value = ColorValue(authored: authored)
        #expect(value.space == .sRGB)
        #expect(value.authored == authored)
        #expect(value.asAuthored == authored)
        #expect(!value.isGamutMapped)
        #expect(value.gamutDistance(.sRGB) == 0)
        // coloraide: srgb 0.251831 0.694250 0.717064 → #40B1B7.
        #expect(value.hex == "#40B1B7")
        #expect(value.sRGB == value)
    }

    @Test func aColorOutsideSRGBDisplaysInDisplayP3AndMapsIntoSRGB() {
        let authored = AuthoredColor(space: .rec2020, components: [0.5, 0.8, 0.2], alpha: 0.5)
        let value = ColorValue(authored: authored)
        #expect(value.space == .displayP3)
        #expect(!value.isGamutMapped)
        #expect(value.alpha == 0.5)
        let srgb = value.sRGB
        #expect(srgb.space == .sRGB && srgb.authored == nil && srgb.alpha == 0.5)
        #expect(srgb == value.mapped(into: .sRGB))
        #expect(srgb.rgba8 == ColorValue(authored: GamutMapping.map(authored, into: .srgb)).rgba8)
        #expect(value.gamutDistance(.sRGB) > 0.02)
        #expect(value.gamutDistance(.displayP3) == 0)
        #expect(value.mapped(into: .displayP3) == value)
    }

    @Test func aColorOutsideDisplayP3IsGamutMapped() {
        let authored = AuthoredColor(space: .rec2020, components: [0, 1, 0], alpha: 1)
        let value = ColorValue(authored: authored)
        #expect(value.space == .displayP3 && value.isGamutMapped)
        // coloraide's oklch-chroma into display-p3: 0, 0.974072, 0.374448.
        #expect(abs(value.green - 0.9740718107126568) < 1e-9 && abs(value.blue - 0.3744480224386009) < 1e-9)
        #expect(value.red == 0)
        #expect(value.gamutDistance(.displayP3) > 0)
        #expect(value.gamutDistance(.sRGB) > value.gamutDistance(.displayP3))
    }

    @Test func hexAndDisplayP3ColorsKeepNoAuthoredColorAndStayAsTheyWere() {
        let hex = ColorValue(red8: 0x12, green8: 0x34, blue8: 0x56)
        #expect(hex.authored == nil && !hex.isGamutMapped)
        #expect(hex.asAuthored == AuthoredColor(space: .srgb, components: [hex.red, hex.green, hex.blue], alpha: 1))
        let p3 = ColorValue(space: .displayP3, red: 0.302, green: 0.6, blue: 1)
        #expect(p3.asAuthored.space == .displayP3)
        #expect(p3.mapped(into: .displayP3) == p3)
        #expect(p3.gamutDistance(.displayP3) == 0)
        // Slightly outside sRGB (blue 1.031): the clip is within a JND, so the mapping clips as before.
        #expect(p3.sRGB.hex == "#269BFF")
    }

    @Test func equalityAndHashingIncludeTheAuthoredColor() {
        let one = ColorValue(authored: oklch(0.7, 0.1, 200))
        let same = ColorValue(authored: oklch(0.7, 0.1, 200))
        var plain = one
        plain.alpha = one.alpha
        #expect(one == same && one.hashValue == same.hashValue)
        // Setting a component lets go of the authored color: it no longer describes the value.
        #expect(plain.authored == nil)
        #expect(plain != one)
        #expect(Set([one, same, plain]).count == 2)
    }

    @Test func noneAlphaIsTransparentAndNoneComponentsAreZero() {
        let value = ColorValue(authored: oklch(0.5, nil, nil, alpha: nil))
        #expect(value.alpha == 0)
        #expect(value.authored?.alpha == nil)
        #expect(abs(value.red - value.green) < 1e-12 && abs(value.green - value.blue) < 1e-12)
    }

    @Test func hostileComponentsGiveAColorInsideTheGamut() {
        for components: [Double?] in [
            [.nan, 0.2, 30], [0.5, .infinity, 30], [1e300, -1e300, 0], [0.5, 1e300, 1e300],
            [0.5, .greatestFiniteMagnitude, 90],
        ] {
            let value = ColorValue(authored: AuthoredColor(space: .oklch, components: components, alpha: 1))
            for channel in [value.red, value.green, value.blue, value.sRGB.red, value.sRGB.green, value.sRGB.blue] {
                #expect(channel >= 0 && channel <= 1, "\(components)")
            }
        }
    }

    @Test func aColorHoldsNoReferenceSoCopiesTouchNoReferenceCount() {
        // Three outputs copy one palette's colors at once, on their own threads.
        #expect(_isPOD(ColorValue.self))
    }

    @Test func noneComponentsSurviveAndDifferFromZero() {
        let withNone = ColorValue(authored: oklch(0.5, nil, 30, alpha: nil))
        let withZero = ColorValue(authored: oklch(0.5, 0, 30, alpha: 0))
        #expect(withNone.authored == oklch(0.5, nil, 30, alpha: nil))
        #expect(withZero.authored == oklch(0.5, 0, 30, alpha: 0))
        #expect(withNone != withZero)
        #expect(withNone.authoredNotation == "oklch(0.5 none 30 / none)")
        #expect(withZero.authoredNotation == "oklch(0.5 0 30 / 0)")
    }

    @Test(arguments: [
        AuthoredColor(space: .hsl, components: [120, 50, nil], alpha: 0.25),
        AuthoredColor(space: .prophotoRGB, components: [-1e20, 1e300, .greatestFiniteMagnitude], alpha: 1),
        AuthoredColor(space: .lab, components: [50.1234567, -20, 30], alpha: nil),
        AuthoredColor(space: .xyzD50, components: [.nan, .infinity, -.infinity], alpha: 0.5),
    ])
    func theNotationIsTheAuthoredColorsText(_ authored: AuthoredColor) {
        let value = ColorValue(authored: authored)
        #expect(value.authored == authored || authored.components.contains { $0?.isNaN == true })
        #expect(value.authoredNotation == CSSColorNotation.text(authored))
        #expect(Self.spelled(value) == Array(CSSColorNotation.text(authored).utf8))
        #expect(Self.spelled(ColorValue(red8: 1, green8: 2, blue8: 3)) == nil)
    }

    /// The bytes `spellAuthoredNotation` writes into room of `CSSColorNotation.maximumTextBytes`, as printers call it.
    static func spelled(_ value: ColorValue) -> [UInt8]? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: CSSColorNotation.maximumTextBytes) { room in
            value.spellAuthoredNotation(into: room.baseAddress.unsafelyUnwrapped).map { Array(room[..<$0]) }
        }
    }

    @Test func theSRGBChannelsAreThoseOfTheSRGBMapping() {
        let colors = [
            ColorValue(authored: oklch(0.7, 0.1, 200)), ColorValue(authored: oklch(0.6, 0.3, 20, alpha: 0.4)),
            ColorValue(authored: AuthoredColor(space: .rec2020, components: [0, 1, 0], alpha: 1)),
            ColorValue(space: .displayP3, red: 0.302, green: 0.6, blue: 1), ColorValue(red8: 1, green8: 2, blue8: 3),
        ]
        for color in colors {
            #expect(color.sRGBPackedRGBA8 == color.sRGB.packedRGBA8, "\(color)")
        }
        var changed = colors[1]
        changed.red = 0.5
        #expect(changed.sRGBPackedRGBA8 == changed.sRGB.packedRGBA8)
    }
}
