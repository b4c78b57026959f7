import PaletteModel
import Testing

/// Hand-picked cases of `ColorConversion`, `GamutMapping` and `ColorMixing`: `none`, powerless hues, white, negative
/// components, the spec's and coloraide's worked examples.
///
/// `ColorReferenceTests` compares random colors with coloraide.
@Suite struct ColorConversionTests {
    /// Whether each component is within `tolerance` of the expected one (`nil` only matching `nil`).
    private func matches(_ color: AuthoredColor, _ expected: [Double?], tolerance: Double = 1e-9) -> Bool {
        zip(color.components, expected).allSatisfy { actual, wanted in
            switch (actual, wanted) {
            case (nil, nil): true
            case (let a?, let b?): abs(a - b) <= tolerance
            default: false
            }
        }
    }

    private func color(
        _ space: ColorSpace,
        _ c0: Double?,
        _ c1: Double?,
        _ c2: Double?,
        alpha: Double? = 1
    )
        -> AuthoredColor
    {
        AuthoredColor(space: space, components: [c0, c1, c2], alpha: alpha)
    }

    @Test func oklchConvertsToSRGBAsColoraideDoes() {
        let srgb = ColorConversion.convert(color(.oklch, 0.7, 0.1, 200), to: .srgb)
        #expect(matches(srgb, [0.251830941266278, 0.6942495946215099, 0.7170636888891486]))
        #expect(srgb.alpha == 1)
    }

    @Test func whiteIsTheD65WhiteInXYZAndHasNoHue() {
        let white = color(.srgb, 1, 1, 1)
        #expect(matches(ColorConversion.convert(white, to: .xyzD65), [0.9504559270516715, 1, 1.0890577507598784]))
        #expect(matches(ColorConversion.convert(white, to: .lab), [100, 0, 0]))
        #expect(matches(ColorConversion.convert(white, to: .oklch), [1, 0, nil]))
        #expect(matches(ColorConversion.convert(white, to: .lch), [100, 0, nil]))
        #expect(matches(ColorConversion.convert(white, to: .hsl), [nil, 0, 100]))
        #expect(matches(ColorConversion.convert(white, to: .hwb), [nil, 100, 0]))
        let xyzWhite = color(.xyzD65, 0.9504559270516716, 1, 1.0890577507598784)
        #expect(matches(ColorConversion.convert(xyzWhite, to: .srgb), [1, 1, 1]))
    }

    @Test func noneReadsAsZeroAndAlphaStaysAsWritten() {
        let converted = ColorConversion.convert(color(.oklch, 0.5, nil, 120, alpha: nil), to: .oklab)
        #expect(matches(converted, [0.5, 0, 0]))
        #expect(converted.alpha == nil)
        let noHue = ColorConversion.convert(color(.lch, 50, 40, nil), to: .lab)
        #expect(matches(noHue, [50, 40, 0]))
    }

    @Test func hueIsPowerlessBelowTheSpecsEpsilons() {
        // lch C <= 0.0015, oklch C <= 0.000004: the hue becomes none; just above, it is kept.
        #expect(ColorConversion.convert(color(.lab, 50, 0.0015, 0), to: .lch).components[2] == nil)
        #expect(ColorConversion.convert(color(.lab, 50, 0.0016, 0), to: .lch).components[2] != nil)
        #expect(ColorConversion.convert(color(.oklab, 0.5, 0, 0.000004), to: .oklch).components[2] == nil)
        #expect(ColorConversion.convert(color(.oklab, 0.5, 0, 0.000005), to: .oklch).components[2] != nil)
        #expect(ColorConversion.convert(color(.srgb, 0.4, 0.4, 0.4), to: .hsl).components[0] == nil)
        #expect(ColorConversion.convert(color(.hwb, 30, 60, 40), to: .hwb).components[0] == nil)
        // A gray's hue does not change the color it converts to.
        #expect(matches(ColorConversion.convert(color(.hwb, 90, 60, 60), to: .srgb), [0.5, 0.5, 0.5]))
    }

    @Test func negativeComponentsKeepTheirSign() {
        let oklab = ColorConversion.convert(color(.srgb, -0.2, 0.5, 1.3), to: .oklab)
        #expect(matches(oklab, [0.6685977346917339, -0.05930144613112115, -0.3023802252730239]))
        let prophoto = ColorConversion.convert(color(.srgb, -0.2, 0.5, 1.3), to: .prophotoRGB)
        #expect(matches(prophoto, [0.521173373357072, 0.44735944975126724, 1.2995429893049415]))
    }

    @Test func rec2020IsAPure24Gamma() {
        let linear = ColorConversion.convert(color(.rec2020, 0.5, 0.5, 0.5), to: .srgbLinear)
        #expect(matches(linear, [0.18946457081379994, 0.18946457081379994, 0.18946457081379994]))
    }

    @Test func labAndLChGoThroughD50() {
        #expect(
            matches(
                ColorConversion.convert(color(.lab, 50, 40, -30), to: .xyzD50),
                [0.2635573202242843, 0.18418651851244416, 0.30664309797561184]
            )
        )
        #expect(
            matches(
                ColorConversion.convert(color(.lch, 50, 40, -30), to: .a98RGB),
                [0.5741991765007803, 0.3752165394603734, 0.5909567863877937]
            )
        )
        #expect(matches(ColorConversion.convert(color(.hwb, 200, 20, 30), to: .hsl), [200, 55.55555555555555, 45]))
    }

    @Test func gamutMappingFollowsTheCSSAlgorithm() {
        // coloraide 8.13.1 `fit(method='oklch-chroma')`, which equals the spec's pseudocode.
        let yellow = GamutMapping.map(color(.displayP3, 1, 1, 0), into: .srgb)
        #expect(matches(yellow, [0.9962332729609734, 0.9990138958496099, 0]))
        #expect(
            matches(
                GamutMapping.map(color(.rec2020, 0, 1, 0), into: .srgb),
                [0, 0.9473440908897227, 0.44628054350230045]
            )
        )
        #expect(
            matches(
                GamutMapping.map(color(.rec2020, 0, 1, 0), into: .displayP3),
                [0, 0.9740718107126568, 0.3744480224386009]
            )
        )
        #expect(
            matches(
                GamutMapping.map(color(.prophotoRGB, 0.2, 1, 0.1), into: .displayP3),
                [0, 1, 0.3485352778132568]
            )
        )
        // Lightness at or beyond the ends is white or black; a color inside is only converted.
        #expect(matches(GamutMapping.map(color(.oklch, 1.2, 0.3, 40), into: .srgb), [1, 1, 1]))
        #expect(matches(GamutMapping.map(color(.oklch, -0.1, 0.3, 40), into: .srgb), [0, 0, 0]))
        #expect(
            matches(
                GamutMapping.map(color(.oklch, 0.7, 0.1, 200), into: .srgb),
                [0.251830941266278, 0.6942495946215099, 0.7170636888891486]
            )
        )
        #expect(GamutMapping.isInGamut(color(.oklch, 0.7, 0.1, 200), .srgb))
        #expect(!GamutMapping.isInGamut(color(.displayP3, 1, 1, 0), .srgb))
        #expect(GamutMapping.isInGamut(color(.displayP3, 1, 1, 0), .displayP3))
        #expect(GamutMapping.isInGamut(color(.lab, 200, 300, 0), .oklch))
    }

    @Test func gamutMappingEndsOnInfiniteAndNaNComponents() {
        let infinite = GamutMapping.map(color(.oklch, 0.5, .infinity, 40), into: .srgb)
        #expect(infinite.components.allSatisfy { ($0 ?? -1) >= 0 && ($0 ?? 2) <= 1 })
        let notANumber = GamutMapping.map(color(.oklch, .nan, 0.3, 40), into: .displayP3)
        #expect(notANumber.components.allSatisfy { ($0 ?? -1) >= 0 && ($0 ?? 2) <= 1 })
    }

    @Test func deltaEOKIsTheDistanceInOKLab() {
        let one = color(.oklab, 0.5, 0.1, 0)
        let two = color(.oklab, 0.5, 0.1, 0.02)
        #expect(abs(GamutMapping.deltaEOK(one, two) - 0.02) < 1e-15)
        #expect(
            GamutMapping.deltaEOK(color(.srgb, 1, 1, 1), color(.xyzD65, 0.9504559270516716, 1, 1.0890577507598784))
                < 1e-12
        )
    }

    @Test func mixingFollowsTheSpecsExamples() throws {
        // css-color-5: premultiplied, the second color's percentage the rest.
        let premultiplied = try #require(
            ColorMixing.mix(
                color(.srgb, 1, 0, 0, alpha: 0.7),
                25,
                color(.srgb, 0, 1, 0, alpha: 0.2),
                nil,
                in: .srgb,
                hue: .shorter
            )
        )
        #expect(matches(premultiplied, [0.5384615384615384, 0.46153846153846156, 0], tolerance: 1e-12))
        #expect(abs((premultiplied.alpha ?? 0) - 0.325) < 1e-12)
        // 20 % + 60 %: scaled to 25/75, alpha times 0.8.
        let scaled = try #require(
            ColorMixing.mix(
                color(.srgb, 1, 0, 0, alpha: 0.7),
                20,
                color(.srgb, 0, 1, 0, alpha: 0.2),
                60,
                in: .srgb,
                hue: .shorter
            )
        )
        #expect(abs((scaled.alpha ?? 0) - 0.26) < 1e-12)
        // A none hue takes the other's.
        let noneHue = try #require(
            ColorMixing.mix(
                color(.oklch, 0.1, 0.2, nil),
                nil,
                color(.oklch, 0.5, 0.6, 70),
                nil,
                in: .oklch,
                hue: .shorter
            )
        )
        #expect(matches(noneHue, [0.3, 0.4, 70], tolerance: 1e-12))
        // White's powerless hue takes blue's.
        let whiteBlue = try #require(
            ColorMixing.mix(color(.srgb, 1, 1, 1), nil, color(.srgb, 0, 0, 1), nil, in: .oklch, hue: .shorter)
        )
        #expect(matches(whiteBlue, [0.7260068590872117, 0.15660719431724268, 264.05202261637], tolerance: 1e-9))
        // Both percentages zero: no color.
        #expect(ColorMixing.mix(color(.srgb, 1, 0, 0), 0, color(.srgb, 0, 0, 1), 0, in: .srgb, hue: .shorter) == nil)
        // hsl with alpha, as WPT expects it.
        let hsl = try #require(
            ColorMixing.mix(
                color(.hsl, 120, 10, 20, alpha: 0.4),
                nil,
                color(.hsl, 30, 30, 40, alpha: 0.8),
                nil,
                in: .hsl,
                hue: .shorter
            )
        )
        #expect(
            matches(
                ColorConversion.convert(hsl, to: .srgb),
                [0.37222222222222223, 0.41111111111111115, 0.2555555555555556]
            )
        )
        #expect(abs((hsl.alpha ?? 0) - 0.6) < 1e-12)
    }

    @Test func hueInterpolationMethods() throws {
        let one = color(.oklch, 0.5, 0.1, 20)
        let two = color(.oklch, 0.7, 0.2, 300)
        let expected: [(HueInterpolation, Double)] = [
            (.shorter, 356), (.longer, 104), (.increasing, 104), (.decreasing, 356),
        ]
        for (method, hue) in expected {
            let mixed = try #require(ColorMixing.mix(one, 70, two, 30, in: .oklch, hue: method))
            #expect(matches(mixed, [0.56, 0.13, hue], tolerance: 1e-9), "\(method)")
        }
    }

    @Test func missingComponentsCarryForwardToAnalogousOnes() throws {
        // lch's missing chroma is oklch's chroma: it takes the other color's.
        let mixed = try #require(
            ColorMixing.mix(color(.lch, 50, nil, 30), nil, color(.oklch, 0.6, 0.1, 30), nil, in: .oklch, hue: .shorter)
        )
        #expect(abs((mixed.components[1] ?? 0) - 0.1) < 1e-12)
        // Missing in both stays missing.
        let both = try #require(
            ColorMixing.mix(color(.srgb, nil, 0, 0), nil, color(.srgb, nil, 1, 1), nil, in: .srgb, hue: .shorter)
        )
        #expect(both.components[0] == nil)
    }
}
