import PaletteModel
import Testing

/// Tests of the order `DiagnosticBag.sorted()` prints diagnostics in.
@Suite struct DiagnosticBagTests {
    @Test func aNoteOfItsOwnFollowsEveryErrorAndWarningWhichKeepTheirPlaceOrder() {
        let note = Diagnostic(
            .missingAppearance,
            "'fg' is not in dark.plist",
            at: Diagnostic.Location(path: "a/dark.plist", line: 3, column: 1),
            severity: .note
        )
        let error = Diagnostic(
            .missingAppearance,
            "'fg' has no 'dark' value",
            at: Diagnostic.Location(path: "a/light.plist", line: 5, column: 3)
        )
        let samePlace = Diagnostic(
            .wrongType,
            "a second error at that place",
            at: Diagnostic.Location(path: "a/light.plist", line: 5, column: 3)
        )
        let earlier = Diagnostic(
            .unknownField,
            "unknown field",
            at: Diagnostic.Location(path: "a/b.json", line: 9, column: 1)
        )
        let nowhere = Diagnostic(.invalidConfig, "no place", at: nil)
        let bag = DiagnosticBag([note, error, samePlace, earlier, nowhere])
        #expect(
            bag.sorted().map(\.message) == [
                "no place", "unknown field", "'fg' has no 'dark' value", "a second error at that place",
                "'fg' is not in dark.plist",
            ]
        )
    }
}
