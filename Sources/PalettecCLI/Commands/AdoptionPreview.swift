import PaletteEmitters

/// What adopting a hand-written output changes, shown before (or, with `--check`, instead of) writing it: the
/// lines that go and the lines that come, between the part both files begin with and the part both end with.
enum AdoptionPreview {
    /// The most lines shown on each side.
    static let maxLines = 20

    /// The lines describing how `new` replaces `old` at `path`.
    static func lines(path: String, old: [UInt8], new: [UInt8], written: Bool) -> [String] {
        let before = String(decoding: old, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let after = String(decoding: new, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
            before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        {
            suffix += 1
        }
        let removed = before[prefix..<(before.count - suffix)]
        let added = after[prefix..<(after.count - suffix)]
        let verb = written ? "adopted" : "would adopt"
        var result = [
            "palettec: \(verb) '\(path)': from line \(prefix + 1), \(removed.count) line\(removed.count == 1 ? "" : "s") "
                + "replaced by \(added.count) generated line\(added.count == 1 ? "" : "s"); palettec owns it from now on"
        ]
        result += removed.prefix(maxLines).map { "  - " + $0 }
        if removed.count > maxLines { result.append("  - … \(removed.count - maxLines) more") }
        result += added.prefix(maxLines).map { "  + " + $0 }
        if added.count > maxLines { result.append("  + … \(added.count - maxLines) more") }
        return result
    }
}
