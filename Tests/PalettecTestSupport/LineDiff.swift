/// A short, readable line diff for test failures.
public enum LineDiff {
    /// The first differing lines with a little context, `-` expected and `+` actual.
    public static func describe(expected: String, actual: String, limit: Int = 20) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var output: [String] = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, let line, _): output.append("-\(offset + 1): \(line)")
            case .insert(let offset, let line, _): output.append("+\(offset + 1): \(line)")
            }
            if output.count >= limit {
                output.append("…")
                break
            }
        }
        return output.joined(separator: "\n")
    }
}
