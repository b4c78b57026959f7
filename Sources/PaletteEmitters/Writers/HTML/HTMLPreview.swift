import PaletteModel

/// What the preview page shows, worked out once before it is printed: the entries it lists, where each key's
/// row is, every contrast pair measured in every appearance, and the counts of its header.
struct HTMLPreview: Sendable {
    /// The palette.
    var palette: Palette
    /// The positions in `palette.entries` of the entries listed (those with a value for every appearance).
    var listed: [Int]
    /// Each listed key's row number (1-based, as its `id="cN"` says), for alias links.
    var rows: [String: Int]
    /// Each pair's measurement per appearance, aligned with `palette.contrastPairs` and `palette.appearances`;
    /// `nil` where the palette lacks one of the pair's keys.
    var measurements: [[ContrastPair.Measurement?]]
    /// The file names of the palettes, for the header.
    var sourceNames: [String]
    /// The URL of every image value as the page refers to it, image by image (`HTMLImagesSection.paths`).
    var imagePaths: [String] = []

    /// Measures every pair with one key index.
    init(palette: Palette, listed: [Int], sourceNames: [String]) {
        self.palette = palette
        self.listed = listed
        self.sourceNames = sourceNames
        var rows: [String: Int] = [:]
        rows.reserveCapacity(listed.count)
        for (row, index) in listed.enumerated() where rows[palette.entries[index].key] == nil {
            rows[palette.entries[index].key] = row + 1
        }
        self.rows = rows
        let keyIndex = palette.keyIndex()
        let sound = Set(listed)
        measurements = palette.contrastPairs.map { pair in
            let keys = [pair.foreground, pair.background] + (pair.base.map { [$0] } ?? [])
            // A pair over an entry without every value cannot be measured in every appearance.
            guard keys.allSatisfy({ keyIndex[$0].map(sound.contains) ?? false }) else {
                return Array(repeating: nil, count: palette.appearances.count)
            }
            return palette.appearances.indices.map { palette.measure(pair, appearance: $0, keyIndex: keyIndex) }
        }
    }

    /// How many contrast checks (pairs × appearances) pass, fail, and could not be measured.
    var checkCounts: (passing: Int, failing: Int, unmeasured: Int) {
        var counts = (passing: 0, failing: 0, unmeasured: 0)
        for measurement in measurements.joined() {
            switch measurement {
            case .measured(_, true, _, _)?: counts.passing += 1
            case .measured(_, false, _, _)?: counts.failing += 1
            case .translucentBackground?, nil: counts.unmeasured += 1
            }
        }
        return counts
    }
}
