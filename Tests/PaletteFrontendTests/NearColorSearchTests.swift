import PalettecTestSupport
import Testing

@testable import PaletteFrontend
@testable import PaletteModel

/// The grid search finds exactly the pairs, and each row's earliest partner, that comparing every pair finds.
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

    /// Each row's earliest partner in `pairs` (sorted by first, then second), sorted by earlier, then row.
    static func earliest(_ pairs: [NearColorSearch.Pair]) -> [NearColorSearch.Partner] {
        var seen: Set<Int> = []
        return pairs.filter { seen.insert($0.second).inserted }.map {
            NearColorSearch.Partner(row: $0.second, earlier: $0.first, largestDifference: $0.largestDifference)
        }
    }

    /// Clusters of colors jittered around random centers (so many pairs lie near every threshold), in two columns
    /// of which the second is sometimes the same color, with some Display P3 and some translucent colors, and some
    /// rows copied from earlier ones.
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
                if random.unit() < 0.05 { rows.append(rows[Int(random.next() % UInt64(rows.count))]) }
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
            let partners = NearColorSearch.earliestPartners(
                among: rows,
                columns: columns,
                maximumDifference: threshold,
                alphaTolerance: 0.005
            )
            #expect(partners == Self.earliest(expected), "threshold \(threshold), columns \(columns)")
        }
    }

    @Test func identicalRowsAndTinyTablesAreHandled() {
        let white = ColorValue(red: 1, green: 1, blue: 1)
        let rows = Array(repeating: [white], count: 4)
        let found = NearColorSearch.pairs(among: rows, columns: [0], maximumDifference: 1, alphaTolerance: 0)
        #expect(found.map { [$0.first, $0.second] } == [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]])
        #expect(found.allSatisfy { $0.largestDifference == 0 })
        #expect(NearColorSearch.pairs(among: [[white]], columns: [0], maximumDifference: 1, alphaTolerance: 0) == [])
        let partners = NearColorSearch.earliestPartners(
            among: rows,
            columns: [0],
            maximumDifference: 1,
            alphaTolerance: 0
        )
        #expect(partners.map { [$0.row, $0.earlier] } == [[1, 0], [2, 0], [3, 0]])
        #expect(partners.allSatisfy { $0.largestDifference == 0 })
        #expect(
            NearColorSearch.earliestPartners(among: [[white]], columns: [0], maximumDifference: 1, alphaTolerance: 0)
                == []
        )
    }

    /// Copies of one value are searched as one row, and each copy keeps one partner, not one per earlier copy: 4,000
    /// copies kept 7,998,000 pairs (20,000 kept 200 million, 16.5 GB).
    @Test func copiesOfOneValueKeepOnePartnerEach() {
        let row = [ColorValue(red: 1, green: 1, blue: 1), ColorValue(red: 0, green: 0, blue: 0)]
        let rows = Array(repeating: row, count: 4000)
        #expect(IdenticalRows(rows, columns: [0, 1]).leaders == [0])
        let partners = NearColorSearch.earliestPartners(
            among: rows,
            columns: [0, 1],
            maximumDifference: 1,
            alphaTolerance: 0.01
        )
        #expect(partners.count == 3999)
        #expect(partners.allSatisfy { $0.earlier == 0 && $0.largestDifference == 0 })
        #expect(partners.map(\.row) == Array(1..<4000))
    }

    /// Distinct colors closer than the threshold (ΔE00 under 10⁻⁵ here) are each reported against the first, and the
    /// search stops at it: each row costs the cells within reach, not the rows of the cluster before it.
    @Test func colorsClusteredWithinTheThresholdKeepOnePartnerEach() {
        let rows = (0..<4000).map { index in
            [
                ColorValue(red: 0.5 + Double(index % 64) * 1e-10, green: 0.3 + Double(index / 64) * 1e-10, blue: 0.7),
                ColorValue(red: 0.2, green: 0.2 + Double(index) * 1e-12, blue: 0.2),
            ]
        }
        #expect(IdenticalRows(rows, columns: [0, 1]).leaders.count == 4000)
        let partners = NearColorSearch.earliestPartners(
            among: rows,
            columns: [0, 1],
            maximumDifference: 1,
            alphaTolerance: 0.01
        )
        #expect(partners.map(\.row) == Array(1..<4000))
        #expect(partners.allSatisfy { $0.earlier == 0 && $0.largestDifference > 0 && $0.largestDifference < 1e-5 })
    }

    @Test func thresholdsBeyondTheBoundCompareEveryPair() {
        let rows = Self.rows(count: 60, seed: 9)
        let expected = Self.bruteForce(rows, columns: [0, 1], maximumDifference: 40, alphaTolerance: 0.005)
        let found = NearColorSearch.pairs(among: rows, columns: [0, 1], maximumDifference: 40, alphaTolerance: 0.005)
        #expect(!expected.isEmpty && found == expected)
        let partners = NearColorSearch.earliestPartners(
            among: rows,
            columns: [0, 1],
            maximumDifference: 40,
            alphaTolerance: 0.005
        )
        #expect(partners == Self.earliest(expected))
    }
}
