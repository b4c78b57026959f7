import Foundation

/// Finds the rows of a table of colors that are within a CIEDE2000 threshold of each other in every column, without
/// comparing every pair.
///
/// The rows are bucketed in a grid over the Lab coordinates of the first column. From each row the search visits
/// only the cells within `ColorDifference.labRadius` of it, a bound on how far in Lab any color within the threshold
/// can be, and only the rows after it in (chroma, position) order, so each pair is looked at once, from its less
/// saturated end, whose radius is the smaller. A candidate is then checked against the same bound with the pair's
/// own mean chroma in every column (a few multiplications), its alphas compared, and only then its ΔE00 computed.
/// The cost grows with the number of rows times the rows within that radius, not with the square of the rows.
public enum NearColorSearch {
    /// Two rows within the threshold in every column.
    public struct Pair: Hashable, Sendable {
        /// The smaller row index.
        public var first: Int
        /// The larger row index.
        public var second: Int
        /// The largest ΔE00 of the two rows over the columns.
        public var largestDifference: Double

        /// Creates a pair.
        public init(first: Int, second: Int, largestDifference: Double) {
            self.first = first
            self.second = second
            self.largestDifference = largestDifference
        }
    }

    /// Every pair of `rows` whose colors are within ΔE00 `maximumDifference` and whose alphas differ by at most
    /// `alphaTolerance` in each of `columns` (positions in each row), sorted by `first`, then `second`.
    ///
    /// `maximumDifference` must be below 16 (see `ColorDifference.labRadius`); above, every pair is compared.
    public static func pairs(
        among rows: [[ColorValue]],
        columns: [Int],
        maximumDifference: Double,
        alphaTolerance: Double
    ) -> [Pair] {
        guard rows.count > 1, !columns.isEmpty else { return [] }
        let table = LabTable(rows: rows, columns: columns)
        let threshold = maximumDifference
        guard table.isFinite,
            let baseRadius = ColorDifference.labRadius(
                of: threshold,
                chroma: 0,
                lightnessOffset: table.lightnessOffset
            )
        else { return bruteForce(table, threshold: threshold, alphaTolerance: alphaTolerance) }
        let grid = LabGrid(table.labs[0], cellSize: baseRadius)
        // The table in the grid's order, so the rows of neighbouring cells are neighbours in memory.
        let sorted = table.reordered(grid.order)
        let lab = sorted.labs[0]
        let chroma = sorted.chromas[0]
        var found: [Pair] = []
        for p in 0..<sorted.count {
            // A radius exists for every chroma once it exists for chroma 0.
            let radius =
                ColorDifference.labRadius(of: threshold, chroma: chroma[p], lightnessOffset: table.lightnessOffset)
                ?? .infinity
            grid.visit(around: lab[p], radius: radius) { range in
                for q in range where chroma[q] > chroma[p] || (chroma[q] == chroma[p] && q > p) {
                    guard let largest = sorted.largestDifference(p, q, threshold, alphaTolerance) else { continue }
                    let (first, second) = (grid.order[p], grid.order[q])
                    found.append(
                        Pair(first: min(first, second), second: max(first, second), largestDifference: largest)
                    )
                }
            }
        }
        return found.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
    }

    /// Every pair compared: the search for thresholds no Lab radius bounds.
    private static func bruteForce(_ table: LabTable, threshold: Double, alphaTolerance: Double) -> [Pair] {
        var found: [Pair] = []
        for p in 0..<table.count {
            for q in (p + 1)..<table.count {
                if let largest = table.largestDifference(p, q, threshold, alphaTolerance) {
                    found.append(Pair(first: p, second: q, largestDifference: largest))
                }
            }
        }
        return found
    }
}

/// The Lab coordinates, chroma and alpha of each row in each searched column, column by column.
private struct LabTable {
    /// Per column, each row's Lab.
    var labs: [[CIELab]]
    /// Per column, each row's chroma.
    var chromas: [[Double]]
    /// Per column, each row's alpha.
    var alphas: [[Double]]
    /// The largest |L − 50| of any row in any column (it bounds S_L).
    var lightnessOffset: Double

    /// The number of rows.
    var count: Int { labs[0].count }

    /// Whether every coordinate is a finite number, as the grid needs.
    var isFinite: Bool {
        lightnessOffset.isFinite && labs[0].allSatisfy { $0.a.isFinite && $0.b.isFinite }
    }

    /// The table of `columns` of `rows`.
    init(rows: [[ColorValue]], columns: [Int]) {
        labs = []
        chromas = []
        alphas = []
        var offset = 50.0
        for column in columns {
            let lab = rows.map { CIELab($0[column]) }
            for color in lab { offset = max(offset, abs(color.lightness - 50)) }
            labs.append(lab)
            chromas.append(lab.map(\.chroma))
            alphas.append(rows.map { $0[column].alpha })
        }
        lightnessOffset = offset
    }

    /// The table with its rows in `order`.
    func reordered(_ order: [Int]) -> LabTable {
        var copy = self
        copy.labs = labs.map { column in order.map { column[$0] } }
        copy.chromas = chromas.map { column in order.map { column[$0] } }
        copy.alphas = alphas.map { column in order.map { column[$0] } }
        return copy
    }

    /// The largest ΔE00 of rows `p` and `q` over the columns if it is within `threshold` in every one and the
    /// alphas are within `alphaTolerance`; `nil` otherwise.
    ///
    /// Each column is first checked against the Lab distance the threshold allows at the pair's mean chroma, which
    /// rejects nearly every candidate the grid offers without a trigonometric function.
    func largestDifference(_ p: Int, _ q: Int, _ threshold: Double, _ alphaTolerance: Double) -> Double? {
        for column in labs.indices {
            let bound = ColorDifference.labDistanceBound(
                of: threshold,
                meanChroma: (chromas[column][p] + chromas[column][q]) / 2,
                lightnessOffset: lightnessOffset
            )
            let (x, y) = (labs[column][p], labs[column][q])
            let dl = x.lightness - y.lightness
            let da = x.a - y.a
            let db = x.b - y.b
            guard dl * dl + da * da + db * db <= bound * bound,
                abs(alphas[column][p] - alphas[column][q]) <= alphaTolerance
            else { return nil }
        }
        var largest = 0.0
        for column in labs.indices {
            let difference = ColorDifference.ciede2000(labs[column][p], labs[column][q])
            guard difference <= threshold else { return nil }
            largest = max(largest, difference)
        }
        return largest
    }
}

/// A uniform grid of cubic cells over Lab, each cell's rows contiguous in `order` (a counting sort).
private struct LabGrid {
    /// The row indices, cell by cell.
    let order: [Int]
    /// The position in `order` where each cell's rows start, plus the total at the end.
    private let starts: [Int]
    /// The lowest corner of the grid.
    private let origin: (l: Double, a: Double, b: Double)
    /// The cell edge.
    private let cellSize: Double
    /// The number of cells along L, a and b.
    private let dimensions: (l: Int, a: Int, b: Int)

    /// A grid over `labs` whose cells are at least `cellSize` wide, and few enough (about 4 per row) that empty
    /// cells cost little.
    init(_ labs: [CIELab], cellSize: Double) {
        var low = (l: Double.infinity, a: Double.infinity, b: Double.infinity)
        var high = (l: -Double.infinity, a: -Double.infinity, b: -Double.infinity)
        for lab in labs {
            low = (min(low.l, lab.lightness), min(low.a, lab.a), min(low.b, lab.b))
            high = (max(high.l, lab.lightness), max(high.a, lab.a), max(high.b, lab.b))
        }
        let extent = (l: high.l - low.l, a: high.a - low.a, b: high.b - low.b)
        var size = max(cellSize, 1e-9)
        let budget = Double(4 * labs.count + 64)
        let cells = (extent.l / size + 1) * (extent.a / size + 1) * (extent.b / size + 1)
        if cells > budget { size *= cbrt(cells / budget) }
        let dimensions = (l: Int(extent.l / size) + 1, a: Int(extent.a / size) + 1, b: Int(extent.b / size) + 1)
        self.origin = low
        self.cellSize = size
        self.dimensions = dimensions
        let cellOf = labs.map { lab in
            (Int((lab.lightness - low.l) / size) * dimensions.a + Int((lab.a - low.a) / size)) * dimensions.b
                + Int((lab.b - low.b) / size)
        }
        var starts = [Int](repeating: 0, count: dimensions.l * dimensions.a * dimensions.b + 1)
        for cell in cellOf { starts[cell + 1] += 1 }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        var next = starts
        var order = [Int](repeating: 0, count: labs.count)
        for (row, cell) in cellOf.enumerated() {
            order[next[cell]] = row
            next[cell] += 1
        }
        self.order = order
        self.starts = starts
    }

    /// Calls `body` with the positions in `order` of the rows in every cell that a ball of `radius` around
    /// `center` reaches, one run of cells along b at a time.
    func visit(around center: CIELab, radius: Double, _ body: (Range<Int>) -> Void) {
        // Clamped while still a Double, so an unbounded radius reaches every cell instead of trapping.
        func span(_ value: Double, _ low: Double, _ count: Int) -> ClosedRange<Int> {
            let last = Double(count - 1)
            let first = Int(min(last, max(0, ((value - radius - low) / cellSize).rounded(.down))))
            let end = Int(min(last, max(0, ((value + radius - low) / cellSize).rounded(.down))))
            return first...max(first, end)
        }
        let ls = span(center.lightness, origin.l, dimensions.l)
        let as_ = span(center.a, origin.a, dimensions.a)
        let bs = span(center.b, origin.b, dimensions.b)
        for l in ls {
            for a in as_ {
                let row = (l * dimensions.a + a) * dimensions.b
                let range = starts[row + bs.lowerBound]..<starts[row + bs.upperBound + 1]
                if !range.isEmpty { body(range) }
            }
        }
    }
}
