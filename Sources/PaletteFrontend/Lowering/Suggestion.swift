/// "Did you mean …?" suggestions by edit distance (Levenshtein with adjacent transpositions, so `biuld` is one edit
/// from `build`).
public enum Suggestion {
    /// A candidate ready for comparison: its text and its lower-cased scalars.
    typealias Prepared = (text: String, scalars: [Unicode.Scalar])

    /// Suggestions among one fixed set of candidates at a bounded cost, for a stage that may need many: the
    /// candidates are lower-cased once, a word asked about again gets the answer it got, and only the first `limit`
    /// other words get an answer, so a palette with thousands of unknown names costs time linear in its size rather
    /// than names × candidates.
    struct Budget {
        /// Where the candidates come from.
        private enum Candidates {
            /// The keys of a table, compared in sorted order.
            case keys([String: Int])
            /// Names in the order given.
            case ordered([String])
        }

        /// How many suggestions one build gets.
        static let limit = 8
        /// The candidates, prepared on first use.
        private var prepared: [Prepared]?
        /// The candidates as given.
        private let candidates: Candidates
        /// The answers given so far, by word.
        private var answers: [String: String?] = [:]
        /// Suggestions left.
        private var left = limit

        /// A budget over the keys of `candidates`, compared in sorted order.
        init(_ candidates: [String: Int]) {
            self.candidates = .keys(candidates)
        }

        /// A budget over `candidates`, compared in the order given (the first of equally close ones wins).
        init(ordered candidates: [String]) {
            self.candidates = .ordered(candidates)
        }

        /// The closest candidate to `word`: the answer it got before, else one while the budget lasts.
        mutating func closest(to word: String) -> String? {
            if let answer = answers[word] { return answer }
            guard left > 0 else { return nil }
            left -= 1
            let prepared = self.prepared ?? Self.prepare(candidates)
            self.prepared = prepared
            let answer = Suggestion.closest(to: word, in: prepared)
            answers[word] = answer
            return answer
        }

        /// The candidates, lower-cased, in the order they are compared.
        private static func prepare(_ candidates: Candidates) -> [Prepared] {
            switch candidates {
            case .keys(let table): Suggestion.prepare(table.keys.sorted())
            case .ordered(let names): Suggestion.prepare(names)
            }
        }
    }

    /// The candidate closest to `word` when it is close enough to be a likely typo (case-insensitive).
    public static func closest(to word: String, in candidates: [String]) -> String? {
        closest(to: word, in: prepare(candidates))
    }

    /// The closest candidate to `word` (`closest(to:in:)`), else the only candidate that begins with `word` when
    /// it is at least three characters long (case-insensitive), or the only one where a word of the candidate ends
    /// (`--output` for `--output-dir`, not `--outputs-only`): what a user who typed a name short means.
    public static func closestOrCompletion(to word: String, in candidates: [String]) -> String? {
        if let closest = closest(to: word, in: candidates) { return closest }
        let lowered = word.lowercased()
        guard lowered.count >= 3 else { return nil }
        let completions = candidates.filter { $0 != word && $0.lowercased().hasPrefix(lowered) }
        if completions.count == 1 { return completions[0] }
        let atWordEnd = completions.filter { candidate in
            let next = candidate.unicodeScalars.dropFirst(word.unicodeScalars.count).first
            return next.map { !$0.properties.isLowercase && !("0"..."9").contains($0) } ?? false
        }
        return atWordEnd.count == 1 ? atWordEnd[0] : nil
    }

    /// Candidates with their lower-cased scalars, in the given order.
    static func prepare(_ candidates: [String]) -> [Prepared] {
        candidates.map { ($0, Array($0.lowercased().unicodeScalars)) }
    }

    /// The prepared candidate closest to `word` within a third of the shorter length (at least 1 edit); the first
    /// of equally close ones.
    static func closest(to word: String, in candidates: [Prepared]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        guard lowered.count <= 64 else { return nil }
        var best: (text: String, distance: Int)?
        var rows = ([Int](), [Int](), [Int]())
        for candidate in candidates where candidate.text != word {
            let limit = max(1, min(lowered.count, candidate.scalars.count) / 3)
            // No closer than the best so far, and never past the limit: the length difference alone rules most out.
            let bound = min(limit, (best?.distance ?? Int.max) - 1)
            guard bound >= 0, abs(lowered.count - candidate.scalars.count) <= bound else { continue }
            if bound == 0 {
                // Once a candidate one edit away is found, only one that differs in case alone can beat it.
                if lowered == candidate.scalars { best = (candidate.text, 0) }
                continue
            }
            if let distance = editDistance(lowered, candidate.scalars, atMost: bound, rows: &rows) {
                best = (candidate.text, distance)
            }
        }
        return best?.text
    }

    /// The edit distance (insertions, deletions, substitutions and swaps of two neighbours, each one edit) when
    /// it is at most `bound`, else `nil` (stopping as soon as a whole row exceeds it); `rows` are reused buffers:
    /// the row before the previous one, the previous one, the current one.
    static func editDistance(
        _ a: [Unicode.Scalar],
        _ b: [Unicode.Scalar],
        atMost bound: Int,
        rows: inout ([Int], [Int], [Int])
    ) -> Int? {
        if a.isEmpty { return b.count <= bound ? b.count : nil }
        if b.isEmpty { return a.count <= bound ? a.count : nil }
        rows.0.removeAll(keepingCapacity: true)
        rows.0.append(contentsOf: repeatElement(0, count: b.count + 1))
        rows.1.removeAll(keepingCapacity: true)
        rows.1.append(contentsOf: 0...b.count)
        rows.2.removeAll(keepingCapacity: true)
        rows.2.append(contentsOf: repeatElement(0, count: b.count + 1))
        for i in 1...a.count {
            rows.2[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows.1[j] + 1, rows.2[j - 1] + 1, rows.1[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows.0[j - 2] + 1)
                }
                rows.2[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > bound { return nil }
            // The current row becomes the previous one, the previous one the one before.
            swap(&rows.0, &rows.1)
            swap(&rows.1, &rows.2)
        }
        let distance = rows.1[b.count]
        return distance <= bound ? distance : nil
    }
}

extension Suggestion {
    /// `; did you mean 'suggestion'?`, the end of a message that has a suggestion; empty without one.
    public static func question(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
