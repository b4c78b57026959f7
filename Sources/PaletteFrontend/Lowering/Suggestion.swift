/// "Did you mean …?" suggestions by edit distance.
enum Suggestion {
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
