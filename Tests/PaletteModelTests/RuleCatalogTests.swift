import PaletteModel
import PalettecTestSupport
import Testing

/// Keeps `Docs/Diagnostics.md` in step with the rule catalog.
@Suite struct RuleCatalogTests {
    @Test func diagnosticsDocumentIsCurrent() {
        Golden.expect(RuleCatalog.markdown, matches: "Docs/Diagnostics.md")
    }

    @Test func ruleIdsAreStableKebabCase() {
        for rule in Rule.allCases {
            #expect(rule.rawValue.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(rule.rawValue)")
            #expect(!rule.summary.isEmpty)
        }
        #expect(Set(Rule.allCases.map(\.rawValue)).count == Rule.allCases.count)
    }
}
