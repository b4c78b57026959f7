import Dispatch
import PaletteModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds, for each row of a table of colors, the earliest row before it that is within a CIEDE2000 threshold of it
/// in every column, without comparing every pair.
///
/// Rows with the same values in every searched column stand for each other (`IdenticalRows`): only the first of
/// each value is searched, and the others take its partner, or it. The searched rows are bucketed in a grid over
/// the Lab coordinates of the first column and the lightness of the second. From each row the search visits only
/// the cells within reach: along the lightnesses, `ColorDifference.lightnessBound` (the same for every color);
/// across a and b, `ColorDifference.labRadius`, which grows with the row's chroma and bounds the distance to any
/// color within the threshold, whatever its chroma. A cell's rows are in table order, so in each cell the row looks
/// only at the rows before it, and only until the first within the threshold or a row no earlier than the earliest
/// it has found: a row within the threshold of many earlier ones stops at the first, so colors clustered closer
/// than the threshold cost the cells within reach per row, not the rows of the cluster. Each pair is looked at
/// once at most, from its later row. A candidate must then be within the same kind of radius around the row's color
/// in the second searched column (which the grid does not place rows by), within the lightness bound in every
/// column, within the Lab bound at the pair's own mean chroma in every column, and within the alpha tolerance (a
/// few subtractions and multiplications each) before its ΔE00 is computed.
enum NearColorSearch {
    /// A row and the earliest row before it within the threshold in every column.
    struct Partner: Hashable, Sendable {
        /// The later row.
        var row: Int
        /// The earliest row before `row` within the threshold of it.
        var earlier: Int
        /// The largest ΔE00 of the two rows over the columns.
        var largestDifference: Double

        /// Creates a partner.
        init(row: Int, earlier: Int, largestDifference: Double) {
            self.row = row
            self.earlier = earlier
            self.largestDifference = largestDifference
        }
    }

    /// Two rows within the threshold in every column.
    struct Pair: Hashable, Sendable {
        /// The smaller row index.
        var first: Int
        /// The larger row index.
        var second: Int
        /// The largest ΔE00 of the two rows over the columns.
        var largestDifference: Double
    }

    /// For each row of `rows` that has one, the earliest row before it whose colors are within ΔE00
    /// `maximumDifference` and whose alphas differ by at most `alphaTolerance` in each of `columns` (positions in
    /// each row), sorted by `earlier`, then `row`.
    ///
    /// Memory is linear in the rows; time in the distinct values (times the rows within reach of each that it looks
    /// at before its earliest partner) and in the rows reported. `maximumDifference` must be below 16 (see
    /// `ColorDifference.labRadius`); above, each row is compared with the rows before it until its first partner.
    static func earliestPartners(
        among rows: [[ColorValue]],
        columns: [Int],
        maximumDifference: Double,
        alphaTolerance: Double
    ) -> [Partner] {
        guard rows.count > 1, !columns.isEmpty else { return [] }
        let identical = IdenticalRows(rows, columns: columns)
        let leaders = identical.leaders
        // The earliest partner of each leading row, by its place among the leaders (which keep the rows' order).
        var partnerOfLeader = [Int](repeating: -1, count: leaders.count)
        var largestOfLeader = [Double](repeating: 0, count: leaders.count)
        if leaders.count > 1 {
            for found in search(
                among: leaders.map { rows[$0] },
                columns: columns,
                maximumDifference: maximumDifference,
                alphaTolerance: alphaTolerance,
                everyPair: false
            ) {
                partnerOfLeader[found.row] = found.earlier
                largestOfLeader[found.row] = found.largestDifference
            }
        }
        var placeOfLeader = [Int](repeating: -1, count: rows.count)
        for (place, row) in leaders.enumerated() { placeOfLeader[row] = place }
        // A row's earliest partner is its leader's when the leader has one (an earlier row near the leader's value is
        // near the row's, and no row before the leader holds that value), else its leader, at ΔE00 0.
        var partners: [Partner] = []
        for row in rows.indices {
            let leader = identical.leader[row]
            let place = placeOfLeader[leader]
            if partnerOfLeader[place] >= 0 {
                partners.append(
                    Partner(
                        row: row,
                        earlier: leaders[partnerOfLeader[place]],
                        largestDifference: largestOfLeader[place]
                    )
                )
            } else if leader != row {
                partners.append(Partner(row: row, earlier: leader, largestDifference: 0))
            }
        }
        partners.sort { ($0.earlier, $0.row) < ($1.earlier, $1.row) }
        return partners
    }

    /// Every pair of `rows` within the threshold in every column, sorted by `first`, then `second`: the same grid
    /// walk as `earliestPartners` without stopping at a row's first partner, so tests can check that the grid
    /// reaches every pair, not only the earliest.
    static func pairs(
        among rows: [[ColorValue]],
        columns: [Int],
        maximumDifference: Double,
        alphaTolerance: Double
    ) -> [Pair] {
        guard rows.count > 1, !columns.isEmpty else { return [] }
        return search(
            among: rows,
            columns: columns,
            maximumDifference: maximumDifference,
            alphaTolerance: alphaTolerance,
            everyPair: true
        )
        .map { Pair(first: $0.earlier, second: $0.row, largestDifference: $0.largestDifference) }
        .sorted { ($0.first, $0.second) < ($1.first, $1.second) }
    }

    /// Each row's earliest partner (`everyPair` false) or every earlier row within the threshold of it (true), in no
    /// particular order.
    private static func search(
        among rows: [[ColorValue]],
        columns: [Int],
        maximumDifference: Double,
        alphaTolerance: Double,
        everyPair: Bool
    ) -> [Partner] {
        var unsorted = LabTable(rows: rows, columns: columns)
        let threshold = maximumDifference
        let offset = unsorted.lightnessOffset
        // The table's chromas and alphas are 32-bit: every bound it is searched with is widened by `LabTable.slack`,
        // and the pairs it offers are judged on their exact Lab.
        let lightness = ColorDifference.lightnessBound(of: threshold, lightnessOffset: offset) + LabTable.slack
        guard unsorted.isFinite,
            let baseRadius = ColorDifference.labRadius(of: threshold, chroma: 0, lightnessOffset: offset)
        else {
            return bruteForce(unsorted, threshold: threshold, alphaTolerance: alphaTolerance, everyPair: everyPair)
        }
        let grid = LabGrid(unsorted, lightnessCell: lightness, chromaCell: baseRadius)
        // The table in the grid's order, so the rows of neighbouring cells are neighbours in memory; the table is
        // then taken (not copied) into the constant the slices share.
        unsorted.reorder(grid.order)
        let table = consume unsorted
        // The rows are searched in interleaved slices side by side (a row's partner is found from it alone), each
        // slice into its own list; interleaving spreads dense and sparse stretches of the grid evenly.
        let slices = ParallelSlices.sliceCount(table.count, minimumPerSlice: minimumPerSlice)
        let lists = ParallelResults<[Partner]>(count: slices)
        // The grid places rows by the first column's Lab and the second's lightness only; the second column's a and
        // b bound a candidate most often, by the radius around the row's second color, before anything else is
        // looked at.
        let second = table.columns > 1 ? 1 : 0
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            table.withBuffers { labs, extras in
                grid.order.withUnsafeBufferPointer { order in
                    var found: [Partner] = []
                    for p in Swift.stride(from: slice, to: table.count, by: slices) {
                        // A radius exists for every chroma once it exists for chroma 0.
                        let radius =
                            (ColorDifference.labRadius(of: threshold, near: table.lab(p, 0), lightnessOffset: offset)
                                ?? .infinity) + LabTable.slack
                        let secondRadius =
                            (ColorDifference.labRadius(
                                of: threshold,
                                near: table.lab(p, second),
                                lightnessOffset: offset
                            ) ?? .infinity) + LabTable.slack
                        let row = order[p]
                        // The rows looked at are those before `before`: the row itself, then its earliest partner so
                        // far (every partner when `everyPair`).
                        var before = row
                        var largestBefore = 0.0
                        grid.visitCells(table, p, lightness: lightness, radius: radius) { range, inOrder in
                            for q in range {
                                guard order[q] < before else {
                                    if inOrder { break } else { continue }
                                }
                                guard table.distanceSquared(labs, p, q, column: second) <= secondRadius * secondRadius,
                                    let largest = table.largestDifference(
                                        labs,
                                        extras,
                                        p,
                                        q,
                                        threshold,
                                        lightness: lightness,
                                        alphaTolerance: alphaTolerance
                                    )
                                else { continue }
                                if everyPair {
                                    found.append(Partner(row: row, earlier: order[q], largestDifference: largest))
                                } else {
                                    (before, largestBefore) = (order[q], largest)
                                    if inOrder { break }
                                }
                            }
                        }
                        if !everyPair && before < row {
                            found.append(Partner(row: row, earlier: before, largestDifference: largestBefore))
                        }
                    }
                    lists.set(slice) { found }
                }
            }
        }
        return lists.values.flatMap { $0 }
    }

    /// The fewest rows a slice of the table's work on another core takes (a table of under 1,024 rows is worked on
    /// the calling thread alone).
    static let minimumPerSlice = 512

    /// Every row compared with the rows before it, up to its first partner unless `everyPair`: the search for
    /// tables the grid cannot place.
    private static func bruteForce(
        _ table: LabTable,
        threshold: Double,
        alphaTolerance: Double,
        everyPair: Bool
    ) -> [Partner] {
        var found: [Partner] = []
        table.withBuffers { labs, extras in
            for row in 0..<table.count {
                for earlier in 0..<row {
                    if let largest = table.largestDifference(
                        labs,
                        extras,
                        row,
                        earlier,
                        threshold,
                        lightness: .infinity,
                        alphaTolerance: alphaTolerance
                    ) {
                        found.append(Partner(row: row, earlier: earlier, largestDifference: largest))
                        if !everyPair { break }
                    }
                }
            }
        }
        return found
    }
}

/// Each row's Lab in each searched column, and its chroma and alpha, in two flat arrays (row after row, column
/// after column within a row), so the search's inner loop reads memory in order.
///
/// The Lab numbers are 64-bit, as `CIELab` computes them from the colors, so a pair's ΔE00 comes from the table
/// exactly as from its colors, with no trip back to them. Chroma and alpha are 32-bit: they only bound the search,
/// and every bound is widened by `slack` (far more than a 32-bit number is off by at these magnitudes, about
/// 10⁻⁵). A million colors in two appearances take 64 MB.
private struct LabTable {
    /// The Lab numbers per column of a row.
    static let labStride = 3
    /// The chroma and alpha per column of a row.
    static let extraStride = 2
    /// What every bound the table is searched with is widened by.
    static let slack = 1e-3
    /// L, a and b: `labStride` numbers per column, `columns` columns per row.
    private var labs: [Double]
    /// Chroma and alpha: `extraStride` numbers per column, `columns` columns per row.
    private var extras: [Float]
    /// The number of columns.
    let columns: Int
    /// Whether every Lab coordinate is finite, as the grid needs.
    let isFinite: Bool
    /// The largest |L − 50| of any row in any column (it bounds S_L).
    let lightnessOffset: Double

    /// The number of rows.
    var count: Int { extras.count / (columns * Self.extraStride) }

    /// The table of `columns` of `rows`, converted to Lab in contiguous slices of rows on every core.
    init(rows: [[ColorValue]], columns: [Int]) {
        self.columns = columns.count
        let slices = ParallelSlices.sliceCount(rows.count, minimumPerSlice: NearColorSearch.minimumPerSlice)
        let offsets = ParallelResults<Double>(count: slices)
        let finite = ParallelResults<Bool>(count: slices)
        let (labWidth, extraWidth) = (columns.count * Self.labStride, columns.count * Self.extraStride)
        // Arrays of the final size, each slice filling its own rows: a large table is never held twice.
        var extras = [Float](repeating: 0, count: rows.count * extraWidth)
        labs = [Double](unsafeUninitializedCapacity: rows.count * labWidth) { labBuffer, initialized in
            // Each slice assigns only its own rows.
            labBuffer.initialize(repeating: 0)
            nonisolated(unsafe) let labs = labBuffer
            extras.withUnsafeMutableBufferPointer { extraBuffer in
                nonisolated(unsafe) let extras = extraBuffer
                DispatchQueue.concurrentPerform(iterations: slices) { slice in
                    let range = (rows.count * slice / slices)..<(rows.count * (slice + 1) / slices)
                    var offset = 50.0
                    var allFinite = true
                    for row in range {
                        var (place, extra) = (row * labWidth, row * extraWidth)
                        for column in columns {
                            let value = rows[row][column]
                            let lab = CIELab(value)
                            offset = max(offset, abs(lab.lightness - 50))
                            // Beyond a Float's range is not finite either.
                            allFinite = allFinite && abs(lab.lightness) + abs(lab.a) + abs(lab.b) < 1e30
                            labs[place] = lab.lightness
                            labs[place + 1] = lab.a
                            labs[place + 2] = lab.b
                            extras[extra] = Float(lab.chroma)
                            extras[extra + 1] = Float(value.alpha)
                            place += Self.labStride
                            extra += Self.extraStride
                        }
                    }
                    offsets.set(slice) { offset }
                    finite.set(slice) { allFinite }
                }
            }
            initialized = rows.count * labWidth
        }
        self.extras = extras
        lightnessOffset = offsets.values.max() ?? 50
        isFinite = finite.values.allSatisfy { $0 } && lightnessOffset.isFinite
    }

    /// A row's Lab in a column.
    func lab(_ row: Int, _ column: Int) -> CIELab {
        let base = (row * columns + column) * Self.labStride
        return CIELab(lightness: labs[base], a: labs[base + 1], b: labs[base + 2])
    }

    /// Calls `body` with the Lab numbers and the chromas and alphas.
    func withBuffers<Result>(
        _ body: (UnsafeBufferPointer<Double>, UnsafeBufferPointer<Float>) -> Result
    ) -> Result {
        labs.withUnsafeBufferPointer { labs in extras.withUnsafeBufferPointer { extras in body(labs, extras) } }
    }

    /// Puts the rows in `order` (row `order[i]` becomes row `i`): each array is gathered into a new one in
    /// contiguous slices on every core, then the old one is let go of.
    ///
    /// Gathering reads the old rows in a random order but writes the new ones in sequence, side by side; moving
    /// rows in place along the permutation's cycles went one row at a time and cost a million-color table more than
    /// the two copies' memory is worth (the documents freed before the search leave room for them).
    mutating func reorder(_ order: [Int]) {
        labs = Self.gathered(labs, width: columns * Self.labStride, order)
        extras = Self.gathered(extras, width: columns * Self.extraStride, order)
    }

    /// The rows of `width` numbers of `fields` in `order`.
    private static func gathered<Number: Numeric & SendableMetatype>(
        _ fields: [Number],
        width: Int,
        _ order: [Int]
    ) -> [Number] {
        let slices = ParallelSlices.sliceCount(order.count, minimumPerSlice: NearColorSearch.minimumPerSlice)
        return [Number](unsafeUninitializedCapacity: fields.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            // Each slice initializes only its own rows.
            nonisolated(unsafe) let target = base
            fields.withUnsafeBufferPointer { fields in
                // Read only.
                nonisolated(unsafe) let source = fields
                DispatchQueue.concurrentPerform(iterations: slices) { slice in
                    let range = (order.count * slice / slices)..<(order.count * (slice + 1) / slices)
                    for row in range {
                        let from = order[row] * width
                        for k in 0..<width {
                            (target + row * width + k).initialize(to: source[from + k])
                        }
                    }
                }
            }
            initialized = fields.count
        }
    }

    /// The square of the Lab distance (ΔE76) of rows `p` and `q` in `column`.
    @inline(__always)
    func distanceSquared(_ labs: UnsafeBufferPointer<Double>, _ p: Int, _ q: Int, column: Int) -> Double {
        let width = columns * Self.labStride
        let (x, y) = (p * width + column * Self.labStride, q * width + column * Self.labStride)
        let (dl, da, db) = (labs[x] - labs[y], labs[x + 1] - labs[y + 1], labs[x + 2] - labs[y + 2])
        return dl * dl + da * da + db * db
    }

    /// The largest ΔE00 of rows `p` and `q` over the columns if it is within `threshold` in every one and the
    /// alphas are within `alphaTolerance`; `nil` otherwise.
    ///
    /// The lightness bound, the alphas and the Lab distance the threshold allows at the pair's mean chroma are
    /// checked in every column first, which rejects nearly every candidate the grid offers without a trigonometric
    /// function.
    @inline(__always)
    func largestDifference(
        _ labs: UnsafeBufferPointer<Double>,
        _ extras: UnsafeBufferPointer<Float>,
        _ p: Int,
        _ q: Int,
        _ threshold: Double,
        lightness: Double,
        alphaTolerance: Double
    ) -> Double? {
        let (labWidth, extraWidth) = (columns * Self.labStride, columns * Self.extraStride)
        for column in 0..<columns {
            let (x, y) = (p * labWidth + column * Self.labStride, q * labWidth + column * Self.labStride)
            let (u, v) = (p * extraWidth + column * Self.extraStride, q * extraWidth + column * Self.extraStride)
            guard abs(labs[x] - labs[y]) <= lightness,
                Double(abs(extras[u + 1] - extras[v + 1])) <= alphaTolerance + Self.slack
            else { return nil }
        }
        for column in 0..<columns {
            let (u, v) = (p * extraWidth + column * Self.extraStride, q * extraWidth + column * Self.extraStride)
            let bound =
                ColorDifference.labDistanceBound(
                    of: threshold,
                    meanChroma: Double(extras[u] + extras[v]) / 2 + Self.slack,
                    lightnessOffset: lightnessOffset
                ) + Self.slack
            guard distanceSquared(labs, p, q, column: column) <= bound * bound else { return nil }
        }
        var largest = 0.0
        for column in 0..<columns {
            let difference = ColorDifference.ciede2000(lab(p, column), lab(q, column))
            guard difference <= threshold else { return nil }
            largest = max(largest, difference)
        }
        return largest
    }
}

/// A uniform grid over the Lab of a table's first column and the lightness of its second (when it has one), each
/// cell's rows contiguous in `order` (a counting sort).
///
/// Cells are `lightnessCell` deep along both lightnesses and `chromaCell` wide along a and b, since the search reaches
/// a fixed distance in lightness but a distance in a and b that grows with chroma. The second lightness is the
/// innermost axis, so the cells a search reaches along it for one (L, a, b) cell are one run of rows; it is what
/// keeps a palette whose colors are spread in both appearances from offering every color near in one of them.
private struct LabGrid {
    /// The longest run of rows `visitCells` passes whole although it spans several cells.
    static let shortRun = 16
    /// The row indices, cell by cell, each cell's in table order.
    let order: [Int]
    /// The position in `order` where each cell's rows start, plus the total at the end (32 bits: there are about
    /// 4 cells per row, so these are most of the grid's memory).
    private let starts: [Int32]
    /// The lowest corner of the grid: L, a and b of the first column, L of the second.
    private let origin: (l: Double, a: Double, b: Double, m: Double)
    /// The cell sizes along the lightnesses, and along a and b.
    private let size: (l: Double, ab: Double)
    /// The number of cells along L, a, b and the second lightness.
    private let dimensions: (l: Int, a: Int, b: Int, m: Int)

    /// A grid over `table` whose cells are at least the sizes given, and few enough (at most 4 per row) that empty
    /// cells cost little.
    init(_ table: LabTable, lightnessCell: Double, chromaCell: Double) {
        let second = min(1, table.columns - 1)
        var low = (l: Double.infinity, a: Double.infinity, b: Double.infinity, m: Double.infinity)
        var high = (l: -Double.infinity, a: -Double.infinity, b: -Double.infinity, m: -Double.infinity)
        for row in 0..<table.count {
            let lab = table.lab(row, 0)
            let m = second == 0 ? 0 : table.lab(row, second).lightness
            low = (min(low.l, lab.lightness), min(low.a, lab.a), min(low.b, lab.b), min(low.m, m))
            high = (max(high.l, lab.lightness), max(high.a, lab.a), max(high.b, lab.b), max(high.m, m))
        }
        var size = (l: max(lightnessCell, 1e-9), ab: max(chromaCell, 1e-9))
        let budget = Double(4 * table.count + 64)
        let cells =
            ((high.l - low.l) / size.l + 1) * ((high.a - low.a) / size.ab + 1) * ((high.b - low.b) / size.ab + 1)
            * ((high.m - low.m) / size.l + 1)
        if cells > budget {
            let scale = pow(cells / budget, second == 0 ? 1.0 / 3 : 1.0 / 4)
            size = (size.l * scale, size.ab * scale)
        }
        let dimensions = (
            l: Int((high.l - low.l) / size.l) + 1, a: Int((high.a - low.a) / size.ab) + 1,
            b: Int((high.b - low.b) / size.ab) + 1, m: Int((high.m - low.m) / size.l) + 1
        )
        self.origin = low
        self.size = size
        self.dimensions = dimensions
        let cellOf = (0..<table.count).map { row in
            let m = second == 0 ? 0 : table.lab(row, second).lightness
            let column = Self.column(of: table.lab(row, 0), origin: low, size: size)
            return ((column.l * dimensions.a + column.a) * dimensions.b + column.b) * dimensions.m
                + Int((m - low.m) / size.l)
        }
        var starts = [Int32](repeating: 0, count: dimensions.l * dimensions.a * dimensions.b * dimensions.m + 1)
        for cell in cellOf { starts[cell + 1] += 1 }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        // Each row goes where its cell's next free place is; `starts[cell]` counts up as the cell fills, to the next
        // cell's start, so afterwards every entry has moved up one place and is shifted back.
        var order = [Int](repeating: 0, count: table.count)
        for (row, cell) in cellOf.enumerated() {
            order[Int(starts[cell])] = row
            starts[cell] += 1
        }
        for index in stride(from: starts.count - 1, to: 0, by: -1) { starts[index] = starts[index - 1] }
        starts[0] = 0
        self.order = order
        self.starts = starts
    }

    /// The cell along L, a and b of the first column that `lab` falls in (the grid's cells are these, each split
    /// along the second lightness).
    private static func column(
        of lab: CIELab,
        origin: (l: Double, a: Double, b: Double, m: Double),
        size: (l: Double, ab: Double)
    ) -> (l: Int, a: Int, b: Int) {
        (
            Int((lab.lightness - origin.l) / size.l), Int((lab.a - origin.a) / size.ab),
            Int((lab.b - origin.b) / size.ab)
        )
    }

    /// Calls `body` with the positions (in `order`) of the rows of every cell within `lightness` of row `row` of
    /// `table` (in grid order) along the lightnesses and within `radius` in (L, a, b), and whether the range holds
    /// them in table order.
    ///
    /// The cells along the second lightness of one (L, a, b) cell are one run of rows: a short run (at most
    /// `shortRun` rows, nearly every run of a spread palette) is passed whole, a longer one cell by cell, each in
    /// table order, so a row can stop at its first partner in each.
    @inline(__always)
    func visitCells(
        _ table: LabTable,
        _ row: Int,
        lightness: Double,
        radius: Double,
        _ body: (Range<Int>, _ inOrder: Bool) -> Void
    ) {
        // Clamped while still a Double, so an unbounded radius reaches every cell instead of trapping.
        func span(_ value: Double, _ reach: Double, _ low: Double, _ size: Double, _ count: Int) -> ClosedRange<Int> {
            let last = Double(count - 1)
            let first = Int(min(last, max(0, ((value - reach - low) / size).rounded(.down))))
            let end = Int(min(last, max(0, ((value + reach - low) / size).rounded(.down))))
            return first...max(first, end)
        }
        /// How far `value` is from cell `index` along an axis: 0 inside it.
        func gap(_ value: Double, _ index: Int, _ low: Double, _ size: Double) -> Double {
            let start = low + Double(index) * size
            return max(0, start - value, value - (start + size))
        }
        let center = table.lab(row, 0)
        let second = min(1, table.columns - 1)
        let m = second == 0 ? 0 : table.lab(row, second).lightness
        let ls = span(center.lightness, lightness, origin.l, size.l, dimensions.l)
        let as_ = span(center.a, radius, origin.a, size.ab, dimensions.a)
        let bs = span(center.b, radius, origin.b, size.ab, dimensions.b)
        let ms = span(m, lightness, origin.m, size.l, dimensions.m)
        // Only cells that reach into the ball of `radius` around the row in (L, a, b): for each L and a cell, the b
        // range is cut to it.
        let reach = radius * radius
        starts.withUnsafeBufferPointer { starts in
            for l in ls {
                let dl = gap(center.lightness, l, origin.l, size.l)
                for a in as_ {
                    let da = gap(center.a, a, origin.a, size.ab)
                    let left = reach - dl * dl - da * da
                    guard left >= 0 else { continue }
                    let half = left.squareRoot()
                    let first = max(bs.lowerBound, Int(((center.b - half - origin.b) / size.ab).rounded(.down)))
                    let last = min(bs.upperBound, Int(((center.b + half - origin.b) / size.ab).rounded(.down)))
                    guard first <= last else { continue }
                    var cells = ((l * dimensions.a + a) * dimensions.b + first) * dimensions.m
                    for _ in first...last {
                        var start = Int(starts[cells + ms.lowerBound])
                        let runEnd = Int(starts[cells + ms.upperBound + 1])
                        if runEnd - start <= Self.shortRun || ms.count == 1 {
                            if start < runEnd { body(start..<runEnd, ms.count == 1) }
                        } else {
                            for cell in (cells + ms.lowerBound)...(cells + ms.upperBound) {
                                let end = Int(starts[cell + 1])
                                if start < end { body(start..<end, true) }
                                start = end
                            }
                        }
                        cells += dimensions.m
                    }
                }
            }
        }
    }
}
