/// "Did you mean …?" suggestions by edit distance.
enum Suggestion {
    /// Suggestions among one fixed set of candidates at a bounded cost, for a stage that may need many: the
    /// candidates are sorted once, and only the first `limit` questions get an answer, so a palette with
    /// thousands of unknown aliases costs time linear in its size rather than aliases × keys.
    struct Budget {
        /// How many suggestions one build gets.
        static let limit = 32
        /// The candidates, sorted on first use.
        private var sorted: [String]?
        /// The candidates as given.
        private let candidates: [String: Int]
        /// Suggestions left.
        private var left = limit

        /// A budget over the keys of `candidates`.
        init(_ candidates: [String: Int]) {
            self.candidates = candidates
        }

        /// The closest candidate to `word`, while the budget lasts.
        mutating func closest(to word: String) -> String? {
            guard left > 0 else { return nil }
            left -= 1
            if sorted == nil { sorted = candidates.keys.sorted() }
            return Suggestion.closest(to: word, in: sorted ?? [])
        }
    }

    /// The candidate closest to `word` when it is close enough to be a likely typo (case-insensitive).
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        guard lowered.count <= 64 else { return nil }
        var best: (String, Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            let limit = max(1, min(lowered.count, candidate.count) / 3)
            if distance <= limit, distance < (best?.1 ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// The Levenshtein distance between two scalar arrays.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
