/// The tokens of several sets that are not colors: how many, and the first of them.
struct SkippedTokenCount {
    /// The count and the first, `nil` while none was added.
    private(set) var summary: SkippedTokens?

    /// Adds the skipped tokens of one set.
    mutating func add(_ skipped: SkippedTokens?) {
        guard let skipped else { return }
        if summary == nil { summary = skipped } else { summary?.count += skipped.count }
    }
}
