import PaletteEmitters
import Testing

/// Tests of the output-format registry.
@Suite struct OutputFormatTests {
    @Test func formatNamesAreKebabCaseAndUnique() {
        let names = OutputFormat.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
    }
}
