import PaletteModel
import Testing

@testable import PaletteFrontend

/// The appearances the near-duplicate search looks at: each one whose values are not all those of an earlier one.
@Suite struct DistinctColumnsTests {
    static let red = ColorValue(red8: 255, green8: 0, blue8: 0)
    static let blue = ColorValue(red8: 0, green8: 0, blue8: 255)

    @Test func appearancesEqualToAnEarlierOneInEveryEntryAreLeftOut() {
        // light, dark, light-hc (= light everywhere), dark-hc (= dark but in the last entry).
        let entries = (0..<50).map { index in
            Palette.Entry(
                key: "K\(index)",
                values: [Self.red, Self.blue, Self.red, index == 49 ? Self.red : Self.blue]
            )
        }
        #expect(NearDuplicateCheck.distinctColumns(entries) == [0, 1, 3])
        #expect(NearDuplicateCheck.distinctColumns(Array(entries.prefix(49))) == [0, 1])
        #expect(NearDuplicateCheck.distinctColumns([]) == [])
        #expect(NearDuplicateCheck.distinctColumns([Palette.Entry(key: "A", values: [Self.red])]) == [0])
    }
}
