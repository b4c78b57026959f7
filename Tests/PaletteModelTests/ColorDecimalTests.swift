import PaletteModel
import Testing

/// `ColorValue.decimal` writes from the integer number of millionths what formatting the rounded Double wrote.
@Suite struct ColorDecimalTests {
    /// The text by formatting the rounded Double (how `decimal` wrote it before), for values it did not trap on.
    static func formatted(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        if text.utf8.contains(UInt8(ascii: "e")) {
            let scaled = Int((rounded * 1_000_000).rounded())
            let sign = scaled < 0 ? "-" : ""
            let magnitude = String(abs(scaled))
            let padded = String(repeating: "0", count: max(0, 7 - magnitude.count)) + magnitude
            var fraction = String(padded.suffix(6))
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text = sign + padded.dropLast(6) + "." + fraction
        }
        return text
    }

    /// 200,000 random values from tiny to a billion, both signs, and the edges, give the same text both ways.
    @Test func everyValueIsWrittenAsTheRoundedDoubleWas() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 1, -1, 0.5, -0.5, 1e-7, -1e-7, 5e-7, 0.000001, 0.0000015, 0.1, 0.123456789, 255,
            0.999_999_5, 1.000_000_5, 999_999_999.999_999, -999_999_999.5,
        ]
        for scale in [1e-6, 1e-3, 1, 255, 1e3, 1e6, 1e9] {
            for _ in 0..<25_000 {
                values.append(Double.random(in: -scale...scale, using: &generator))
            }
        }
        let differing = values.filter { ColorValue.decimal($0) != Self.formatted($0) }
        #expect(
            differing.isEmpty,
            "\(differing.prefix(5).map { "\($0): \(ColorValue.decimal($0)) vs \(Self.formatted($0))" })"
        )
    }

    /// Values no component holds are written, not trapped on.
    @Test func hugeAndNonFiniteValuesAreWritten() {
        #expect(ColorValue.decimal(.infinity) == "inf")
        #expect(ColorValue.decimal(.nan) == "nan")
        #expect(ColorValue.decimal(1e300) == "1e+300")
        #expect(ColorValue.decimal(12_345_678_901.25) == "12345678901.25")
    }
}
