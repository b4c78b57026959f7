import PaletteModel
import Testing

/// The grid search finds exactly the pairs that comparing every pair finds.
@Suite struct NearColorSearchTests {
    /// Every pair compared: the definition the search must match.
    static func bruteForce(
        _ rows: [[ColorValue]],
        columns: [Int],
        maximumDifference: Double,
        alphaTolerance: Double
    ) -> [NearColorSearch.Pair] {
        var found: [NearColorSearch.Pair] = []
        for p in rows.indices {
            for q in rows.indices where q > p {
                var largest = 0.0
                var near = true
                for column in columns {
                    let difference = ColorDifference.ciede2000(CIELab(rows[p][column]), CIELab(rows[q][column]))
                    largest = max(largest, difference)
                    near =
                        near && difference <= maximumDifference
                        && abs(rows[p][column].alpha - rows[q][column].alpha) <= alphaTolerance
                }
                if near { found.append(NearColorSearch.Pair(first: p, second: q, largestDifference: largest)) }
            }
        }
        return found
    }

    /// Clusters of colors jittered around random centers (so many pairs lie near every threshold), in two columns
    /// of which the second is sometimes the same color, with some Display P3 and some translucent colors.
    static func rows(count: Int, seed: UInt64) -> [[ColorValue]] {
        var random = SplitMix(seed: seed)
        var rows: [[ColorValue]] = []
        while rows.count < count {
            var light = random.color()
            var dark = random.color()
            if random.unit() < 0.2 { light.alpha = 0.5 }
            if random.unit() < 0.3 { dark = light }
            for _ in 0..<Int(random.unit() * 8 + 1) where rows.count < count {
                var row = [random.nearby(light, spread: 0.006), random.nearby(dark, spread: 0.006)]
                if random.unit() < 0.1 { row[1].alpha = max(0, row[1].alpha - 0.01) }
                rows.append(row)
            }
        }
        return rows
    }

    @Test(arguments: [(0.5, 1 as UInt64), (1.0, 2), (2.3, 3), (5.0, 4)])
    func gridFindsExactlyThePairsBruteForceFinds(threshold: Double, seed: UInt64) {
        let rows = Self.rows(count: 2000, seed: seed)
        for columns in [[0, 1], [1]] {
            let expected = Self.bruteForce(rows, columns: columns, maximumDifference: threshold, alphaTolerance: 0.005)
            let found = NearColorSearch.pairs(
                among: rows,
                columns: columns,
                maximumDifference: threshold,
                alphaTolerance: 0.005
            )
            #expect(expected.count > 20, "the data has pairs to find")
            #expect(found == expected, "threshold \(threshold), columns \(columns)")
        }
    }

    @Test func identicalRowsAndTinyTablesAreHandled() {
        let white = ColorValue(red: 1, green: 1, blue: 1)
        let rows = Array(repeating: [white], count: 4)
        let found = NearColorSearch.pairs(among: rows, columns: [0], maximumDifference: 1, alphaTolerance: 0)
        #expect(found.map { [$0.first, $0.second] } == [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]])
        #expect(found.allSatisfy { $0.largestDifference == 0 })
        #expect(NearColorSearch.pairs(among: [[white]], columns: [0], maximumDifference: 1, alphaTolerance: 0) == [])
    }

    @Test func thresholdsBeyondTheBoundCompareEveryPair() {
        let rows = Self.rows(count: 60, seed: 9)
        let expected = Self.bruteForce(rows, columns: [0, 1], maximumDifference: 40, alphaTolerance: 0.005)
        let found = NearColorSearch.pairs(among: rows, columns: [0, 1], maximumDifference: 40, alphaTolerance: 0.005)
        #expect(!expected.isEmpty && found == expected)
    }
}
