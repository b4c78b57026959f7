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

    @Test func displayP3RedIsGamutMappedIntoSRGBNotClipped() {
        let p3Red = ColorValue(space: .displayP3, red: 1, green: 0, blue: 0)
        let srgb = p3Red.sRGB
        #expect(srgb.space == .sRGB)
        // CSS Color 4's mapping keeps the hue (coloraide's oklch-chroma: 1, 0.044570, 0.045932); clipping gave #FF0000.
        #expect(srgb.hex == "#FF0B0C")
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

/// The 8-bit channels a color keeps beside its components.
@Suite struct ColorValueChannelTests {
    @Test func theChannelsFollowEveryComponentSet() {
        var color = ColorValue(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(color.rgba8 == (255, 128, 0, 64))
        color.red = 0.2
        color.green = 2
        color.blue = -1
        color.alpha = 1
        #expect(color.rgba8 == (51, 255, 0, 255))
        #expect(color == ColorValue(red: 0.2, green: 2, blue: -1))
    }

    @Test func everyByteComesBackFromEightBitChannels() {
        for byte in 0...255 {
            let value = UInt8(byte)
            let color = ColorValue(red8: value, green8: 255 - value, blue8: value, alpha8: value)
            #expect(color.rgba8 == (value, 255 - value, value, value))
            #expect(ColorValue(packedRGBA8: color.packedRGBA8) == color)
            #expect(color == ColorValue(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
        }
    }

    @Test func theChannelsTakeNoRoomOfTheirOwn() {
        // Ten words: `space`, the authored color's space and flags and the channels in eight bytes, four components,
        // the authored color's four components, and the channels of its sRGB mapping.
        #expect(MemoryLayout<ColorValue>.size <= 80)
    }

    @Test func exactChannelsAreToldWithoutRounding() {
        for byte in 0...255 {
            let value = UInt8(byte)
            #expect(ColorValue(red8: value, green8: value, blue8: 0, alpha8: 255 - value).isExactlyItsChannels)
            let off = ColorValue(red: (Double(byte) + 0.25) / 255, green: 0, blue: 0)
            #expect(!off.isExactlyItsChannels)
        }
        #expect(!ColorValue(red: 1.2, green: 0, blue: 0).isExactlyItsChannels)
        #expect(!ColorValue(red: -1 / 255, green: 0, blue: 0).isExactlyItsChannels)
        #expect(!ColorValue(red: .nan, green: 0, blue: 0).isExactlyItsChannels)
        #expect(ColorValue(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).isExactlyItsChannels)
    }
}
