import PaletteModel

/// Which entries lack values because a reader could not read them.
///
/// A reader that cannot read a value (a number where a color is expected, a color space it cannot convert)
/// reports it and leaves the value out; the entry then lacks that appearance for a reason already given. An entry
/// is explained when such an error lies in its text: at or after its key and before the next entry's key in the
/// same file.
struct ExplainedEntries {
    /// The rules a reader reports when it leaves a value out.
    static let valueRules: Set<Rule> = [.wrongType, .invalidColor, .colorOutOfRange, .unsupportedByFormat]

    /// Where the readers' value errors are, by path, in order.
    private let errors: [String: [SourcePosition]]
    /// Where the entry keys of each file with such errors are, in order.
    private let keys: [String: [SourcePosition]]

    /// Finds the value errors among the readers' `diagnostics` and the entry keys of the files they are in.
    init(documents: [PaletteDocument], diagnostics: [Diagnostic]) {
        var errors: [String: [SourcePosition]] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .error && Self.valueRules.contains(diagnostic.rule) {
            guard let location = diagnostic.location else { continue }
            errors[location.path, default: []].append(location.position)
        }
        var keys: [String: [SourcePosition]] = [:]
        if !errors.isEmpty {
            for document in documents {
                for entry in document.entries {
                    guard let location = entry.location, errors[location.path] != nil else { continue }
                    keys[location.path, default: []].append(location.position)
                }
            }
        }
        self.errors = errors.mapValues { $0.sorted() }
        self.keys = keys.mapValues { $0.sorted() }
    }

    /// Whether a reader's value error lies in the text of the entry whose key is at `location`.
    func explains(_ location: Diagnostic.Location?) -> Bool {
        guard let location, let errors = errors[location.path] else { return false }
        let start = location.position
        let firstError = Self.firstIndex(in: errors) { $0 >= start }
        guard firstError < errors.count else { return false }
        let keys = self.keys[location.path] ?? []
        let next = Self.firstIndex(in: keys) { $0 > start }
        return next == keys.count || errors[firstError] < keys[next]
    }

    /// The first index of sorted `positions` whose position satisfies `isAfter`, which holds from some index on;
    /// `positions.count` when none does.
    private static func firstIndex(in positions: [SourcePosition], where isAfter: (SourcePosition) -> Bool) -> Int {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if isAfter(positions[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
