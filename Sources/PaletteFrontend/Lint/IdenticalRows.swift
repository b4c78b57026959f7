import PaletteModel

/// The rows of a table of colors that hold the same values in the columns looked at, each row led by the first of
/// its values.
///
/// One hash per row, in an open-addressed table at most half full: rows are compared only when their hashes are
/// equal, so the grouping is linear in the rows whatever their values.
struct IdenticalRows {
    /// For each row, the first row with the same value in every column looked at (itself when it is that row).
    let leader: [Int]
    /// The rows that lead their values, in order.
    let leaders: [Int]

    /// Groups `rows` by their values in `columns`.
    init(_ rows: [[ColorValue]], columns: [Int]) {
        var capacity = 16
        while capacity < 2 * rows.count { capacity <<= 1 }
        let mask = capacity - 1
        // A slot holds a leading row's index + 1; 0 is empty.
        var slots = [Int32](repeating: 0, count: capacity)
        var hashes = [Int](repeating: 0, count: rows.count)
        var leader = [Int](repeating: 0, count: rows.count)
        var leaders: [Int] = []
        for row in rows.indices {
            var hasher = Hasher()
            // The components' bits, the space folded into alpha's: fewer words than `ColorValue`'s own hash, and
            // equal values have equal bits (but for 0 and -0, which are then only searched apart).
            for column in columns {
                let value = rows[row][column]
                hasher.combine(value.red.bitPattern)
                hasher.combine(value.green.bitPattern)
                hasher.combine(value.blue.bitPattern)
                hasher.combine(value.alpha.bitPattern ^ (value.space == .sRGB ? 0 : 1))
            }
            let hash = hasher.finalize()
            hashes[row] = hash
            var slot = hash & mask
            while true {
                let occupant = Int(slots[slot]) - 1
                if occupant < 0 {
                    slots[slot] = Int32(row + 1)
                    leader[row] = row
                    leaders.append(row)
                    break
                }
                if hashes[occupant] == hash && columns.allSatisfy({ rows[occupant][$0] == rows[row][$0] }) {
                    leader[row] = occupant
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        self.leader = leader
        self.leaders = leaders
    }
}
