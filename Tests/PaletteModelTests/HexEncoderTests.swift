import PaletteModel
import Testing

/// Tests of `HexEncoder`: digits, numbers and every color spelling the outputs use.
@Suite struct HexEncoderTests {
    @Test func bytesAreTwoDigitsInEitherCase() {
        for byte in 0...255 {
            var upper: [UInt8] = []
            var lower: [UInt8] = []
            HexEncoder.append(byte: UInt8(byte), .upper, to: &upper)
            HexEncoder.append(byte: UInt8(byte), .lower, to: &lower)
            let expected = String(byte, radix: 16)
            let padded = expected.count == 1 ? "0" + expected : expected
            #expect(String(decoding: upper, as: UTF8.self) == padded.uppercased())
            #expect(String(decoding: lower, as: UTF8.self) == padded)
        }
    }

    @Test func numbersTakeTheDigitsTheyNeedOrTheMinimum() {
        #expect(HexEncoder.string(0, .upper) == "0")
        #expect(HexEncoder.string(0xE9, .lower) == "e9")
        #expect(HexEncoder.string(0x1F3A8, .upper) == "1F3A8")
        #expect(HexEncoder.string(0xFFFF_FFFF, .lower) == "ffffffff")
        #expect(HexEncoder.string(0xA, minimumDigits: 4, .upper) == "000A")
        #expect(HexEncoder.string(0x10FFFF, minimumDigits: 4, .upper) == "10FFFF")
        #expect(HexEncoder.string(7, minimumDigits: 2, .lower) == "07")
        // More than eight digits are never needed for a UInt32, so a larger minimum stops at eight.
        #expect(HexEncoder.string(1, minimumDigits: 12, .lower) == "00000001")
    }

    @Test func colorSpellingsPlaceAlphaAndCaseAsAsked() {
        let opaque = ColorValue(red8: 0x0A, green8: 0xB1, blue8: 0xFF)
        let translucent = ColorValue(red8: 0x0A, green8: 0xB1, blue8: 0xFF, alpha8: 0x80)
        let cases: [(HexEncoder.ColorSpelling, String, String)] = [
            (HexEncoder.ColorSpelling(), "#0AB1FF", "#0AB1FF80"),
            (HexEncoder.ColorSpelling(alpha: .last), "#0AB1FFFF", "#0AB1FF80"),
            (HexEncoder.ColorSpelling(letterCase: .lower), "#0ab1ff", "#0ab1ff80"),
            (HexEncoder.ColorSpelling(alpha: .firstUnlessOpaque), "#0AB1FF", "#800AB1FF"),
            (HexEncoder.ColorSpelling(hash: false, alpha: .firstUnlessOpaque), "0AB1FF", "800AB1FF"),
            (HexEncoder.ColorSpelling(alpha: .omitted, letterCase: .lower), "#0ab1ff", "#0ab1ff"),
            (HexEncoder.ColorSpelling(hash: false, alpha: .last), "0AB1FFFF", "0AB1FF80"),
        ]
        for (spelling, forOpaque, forTranslucent) in cases {
            #expect(HexEncoder.string(opaque, spelling) == forOpaque)
            #expect(HexEncoder.string(translucent, spelling) == forTranslucent)
        }
    }

    @Test func colorsAreSpelledInTheirOwnSpace() {
        let p3 = ColorValue(space: .displayP3, red: 1, green: 0, blue: 0)
        #expect(HexEncoder.string(p3, HexEncoder.ColorSpelling()) == "#FF0000")
        #expect(HexEncoder.string(p3.sRGB, HexEncoder.ColorSpelling()) == p3.sRGB.hex)
    }

    @Test func appendingKeepsWhatIsThere() {
        var bytes = Array("color: ".utf8)
        HexEncoder.append(ColorValue(red8: 1, green8: 2, blue8: 3), HexEncoder.ColorSpelling(), to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "color: #010203")
    }

    /// Colors are spelled eight digits at once: every byte in every channel must come out as its two digits do.
    @Test func everyChannelByteIsSpelledAsItsTwoDigits() {
        for byte in 0...255 {
            let channels = [UInt8(byte), UInt8(255 - byte), UInt8(byte) ^ 0x5A, UInt8(byte)]
            let color = ColorValue(red8: channels[0], green8: channels[1], blue8: channels[2], alpha8: channels[3])
            for letterCase in [HexEncoder.LetterCase.upper, .lower] {
                var expected: [UInt8] = [0x23]
                for channel in channels { HexEncoder.append(byte: channel, letterCase, to: &expected) }
                let spelling = HexEncoder.ColorSpelling(alpha: .last, letterCase: letterCase)
                #expect(HexEncoder.string(color, spelling) == String(decoding: expected, as: UTF8.self))
            }
        }
    }
}
