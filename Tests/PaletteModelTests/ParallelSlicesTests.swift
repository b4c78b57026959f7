import PaletteModel
import Testing

/// Work cut into slices that run side by side.
@Suite struct ParallelSlicesTests {
    @Test func valuesAndDiagnosticsComeOutAsOneLoopWouldGiveThem() {
        let count = 10_007
        var diagnostics = DiagnosticBag()
        let values = ParallelSlices.map(count: count, minimumPerSlice: 100, diagnostics: &diagnostics) { index, bag in
            if index % 1_000 == 0 { bag.report(Diagnostic(.invalidKey, "at \(index)", at: nil)) }
            return String(index * 3)
        }
        #expect(values == (0..<count).map { String($0 * 3) })
        #expect(diagnostics.diagnostics.map(\.message) == stride(from: 0, to: count, by: 1_000).map { "at \($0)" })
    }

    @Test func fewItemsRunOnTheCallingThreadAlone() {
        #expect(ParallelSlices.sliceCount(10, minimumPerSlice: 4_096) == 1)
        #expect(ParallelSlices.sliceCount(0, minimumPerSlice: 4_096) == 1)
        #expect(ParallelSlices.sliceCount(1_000_000, minimumPerSlice: 4_096) >= 1)
        var diagnostics = DiagnosticBag()
        #expect(ParallelSlices.map(count: 0, diagnostics: &diagnostics) { index, _ in index }.isEmpty)
    }
}
