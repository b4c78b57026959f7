import PaletteModel
import Testing

/// Tests of `DiagnosticSummary.summarized`: which diagnostics become one summary, and what it says.
@Suite struct DiagnosticSummaryTests {
    static let cause = Diagnostic.Cause(
        subject: "aliases",
        shared: "refer to keys under 'core', which no file of this build defines",
        fix: "add the file that defines them to the build"
    )

    /// An `unknown-alias` at line `line` of `s.json`, with `cause`.
    static func alias(_ line: Int, cause: Diagnostic.Cause? = cause, rule: Rule = .unknownAlias) -> Diagnostic {
        Diagnostic(
            rule,
            "'t\(line)' refers to '{core.\(line)}', which is not defined",
            at: Diagnostic.Location(path: "s.json", line: line, column: 5),
            cause: cause
        )
    }

    @Test func moreThanTheThresholdBecomeOneSummaryWhereTheFirstWasReported() {
        let unrelated = Self.alias(1, cause: nil)
        // Reported out of place order: the summary stands at the place printed first and lists the first three.
        let group = [9, 3, 7, 5, 4, 8].map { Self.alias($0) }
        let summarized = DiagnosticSummary.summarized([unrelated] + group + [Self.alias(2, cause: nil)])
        #expect(summarized.count == 3)
        #expect(summarized[0] == unrelated)
        #expect(summarized[2].message == "'t2' refers to '{core.2}', which is not defined")
        let summary = summarized[1]
        #expect(summary.rule == .unknownAlias)
        #expect(summary.severity == .error)
        #expect(summary.location == Diagnostic.Location(path: "s.json", line: 3, column: 5))
        #expect(
            summary.message
                == "6 aliases refer to keys under 'core', which no file of this build defines; add the file that "
                + "defines them to the build; the first 3 follow, 3 more are not shown"
        )
        #expect(
            summary.notes.map(\.message) == [3, 4, 5].map { "'t\($0)' refers to '{core.\($0)}', which is not defined" }
        )
        #expect(summary.notes.map { $0.location?.line } == [3, 4, 5])
    }

    @Test func theThresholdOrFewerAndOtherRulesPrintOneByOne() {
        #expect(DiagnosticSummary.threshold == 5)
        let five = (1...5).map { Self.alias($0) }
        #expect(DiagnosticSummary.summarized(five) == five)
        // One cause under two rules is two groups of four.
        let mixed = (1...4).map { Self.alias($0) } + (5...8).map { Self.alias($0, rule: .missingAppearance) }
        #expect(DiagnosticSummary.summarized(mixed) == mixed)
        let six = (1...6).map { Self.alias($0) }
        #expect(DiagnosticSummary.summarized(six).count == 1)
    }
}
