/// Substring search with the standard library alone (the product links `FoundationEssentials`, which has no
/// `range(of:)` or `replacingOccurrences(of:with:)`).
extension StringProtocol {
    /// The text after the first occurrence of `needle`, compared by Unicode scalars; `nil` when it does not occur.
    public func text(after needle: String) -> SubSequence? {
        let target = Array(needle.unicodeScalars)
        guard !target.isEmpty else { return self[...] }
        let scalars = unicodeScalars
        var start = scalars.startIndex
        while start != scalars.endIndex {
            var index = start
            var matched = 0
            while matched < target.count, index != scalars.endIndex, scalars[index] == target[matched] {
                matched += 1
                index = scalars.index(after: index)
            }
            if matched == target.count { return self[index...] }
            start = scalars.index(after: start)
        }
        return nil
    }

    /// The text with every occurrence of `target` (non-overlapping, left to right) replaced by `replacement`.
    public func replacingEvery(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let after = rest.text(after: target) {
            let matchStart = rest.unicodeScalars.index(after.startIndex, offsetBy: -target.unicodeScalars.count)
            result += rest[..<matchStart]
            result += replacement
            rest = after
        }
        result += rest
        return result
    }
}
