import PaletteModel
import Testing

/// Tests of `ColorValue`: exact hex round trips and P3 conversion.
@Suite struct ColorValueTests {
    @Test func hexRoundTripsEveryByte() {
        for byte in 0...255 {
            let value = ColorValue(red8: UInt8(byte), green8: 0x12, blue8: 0xAB, alpha8: UInt8(255 - byte))
            let expected =
                "#" + String(byte, radix: 16, uppercase: true).leftPadded() + "12AB"
                + String(255 - byte, radix: 16, uppercase: true).leftPadded()
            #expect(value.hexRGBA == expected)
            #expect(value.isExactIn8Bit)
        }
    }

    @Test func opaqueHexDropsAlpha() {
        #expect(ColorValue(red8: 0x0A, green8: 0x84, blue8: 0xFF).hex == "#0A84FF")
        #expect(ColorValue(red8: 0, green8: 0, blue8: 0, alpha8: 0x80).hex == "#00000080")
    }

    @Test func displayP3RedConvertsOutOfSRGBGamutAndClamps() {
        let p3Red = ColorValue(space: .displayP3, red: 1, green: 0, blue: 0)
        let srgb = p3Red.sRGB
        #expect(srgb.space == .sRGB)
        #expect(srgb.rgba8.red == 255)
        #expect(srgb.rgba8.green == 0)
        // P3 white is sRGB white.
        #expect(ColorValue(space: .displayP3, red: 1, green: 1, blue: 1).sRGB.hex == "#FFFFFF")
    }

    @Test func decimalsAreShortAndNeverExponential() {
        #expect(ColorValue.decimal(1) == "1")
        #expect(ColorValue.decimal(0) == "0")
        #expect(ColorValue.decimal(0.5) == "0.5")
        #expect(ColorValue.decimal(0.000001) == "0.000001")
        #expect(ColorValue.decimal(0.1234567) == "0.123457")
    }
}

extension String {
    /// Pads a one-digit hex string to two digits.
    fileprivate func leftPadded() -> String {
        count == 1 ? "0" + self : self
    }
}
