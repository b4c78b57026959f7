import PaletteModel
import Testing

/// Tests of `HexDecoder`: digits, leading runs and whole values.
@Suite struct HexDecoderTests {
    @Test func digitsAreASCIIInEitherCase() {
        for byte in 0...255 {
            let expected = UInt8(String(UnicodeScalar(UInt8(byte))), radix: 16)
            #expect(HexDecoder.digit(UInt8(byte)) == expected, "byte \(byte)")
        }
        #expect(HexDecoder.isDigits(Array("09afAF".utf8)))
        #expect(!HexDecoder.isDigits(Array("0g".utf8)))
        // Full-width digits are not hex digits.
        #expect(!HexDecoder.isDigits(Array("\u{FF11}".utf8)))
        #expect(HexDecoder.isDigits([UInt8]()))
    }

    @Test func scanReadsTheLeadingRunAndCountsPastSixteenDigits() {
        #expect(HexDecoder.scan(Array("fFz1".utf8)) == (2, 0xFF))
        #expect(HexDecoder.scan(Array("#12".utf8)) == (0, 0))
        #expect(HexDecoder.scan(Array("".utf8)) == (0, 0))
        let long = HexDecoder.scan(Array("123456789ABCDEF0FF".utf8))
        #expect(long.count == 18)
        #expect(long.value == 0x1234_5678_9ABC_DEF0)
    }

    @Test func valueNeedsOneToSixteenDigitsAndNothingElse() {
        #expect(HexDecoder.value(of: Array("00e9".utf8)) == 0xE9)
        #expect(HexDecoder.value(of: Array("FFFFFFFFFFFFFFFF".utf8)) == UInt64.max)
        #expect(HexDecoder.value(of: Array("1FFFFFFFFFFFFFFFF".utf8)) == nil)
        #expect(HexDecoder.value(of: Array("12 ".utf8)) == nil)
        #expect(HexDecoder.value(of: [UInt8]()) == nil)
        #expect(HexDecoder.value(of: Array("x0A".utf8).dropFirst()) == 0x0A)
    }

    @Test func bytesComeOutOfPackedValues() {
        let value: UInt64 = 0x1122_3344
        #expect(HexDecoder.byte(value, 24) == 0x11)
        #expect(HexDecoder.byte(value, 16) == 0x22)
        #expect(HexDecoder.byte(value, 0) == 0x44)
    }

    @Test func whatTheEncoderWritesTheDecoderReads() {
        for value: UInt32 in [0, 1, 0xA, 0xFF, 0x2028, 0x1F3A8, 0x10FFFF, 0xFFFF_FFFF] {
            for letterCase in [HexEncoder.LetterCase.upper, .lower] {
                var bytes: [UInt8] = []
                HexEncoder.append(value, minimumDigits: 4, letterCase, to: &bytes)
                #expect(HexDecoder.value(of: bytes) == UInt64(value))
            }
        }
    }
}
