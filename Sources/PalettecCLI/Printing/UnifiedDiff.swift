/// A unified diff of two texts, bounded for a terminal: what `build --check` shows of each stale output.
///
/// The lines both texts begin and end with are set aside first; the rest is aligned line by line when both sides
/// are at most `maxAligned` lines (so a rewritten file of a million lines costs no quadratic time), else shown as
/// all its old lines replaced by all its new ones. At most `maxLines` changed and context lines are printed, then
/// how many changed lines were left out.
enum UnifiedDiff {
    /// The most lines printed per file, hunk headers apart.
    static let maxLines = 40
    /// Unchanged lines shown around each change.
    static let context = 3
    /// The most lines per side aligned one by one.
    static let maxAligned = 2000

    /// One line of the edit script.
    enum Step: Equatable {
        case same, removed, added
    }

    /// The diff of `old` (the file as it is, `oldName`) to `new` (as palettec writes it, `newName`), as lines;
    /// empty when they are equal.
    static func lines(old: [UInt8], new: [UInt8], oldName: String, newName: String) -> [String] {
        let before = split(old)
        let after = split(new)
        let script = editScript(before, after)
        guard script.contains(where: { $0.step != .same }) else { return [] }
        var result = ["--- \(oldName)", "+++ \(newName)"]
        var printed = 0
        var index = 0
        let changes = script.indices.filter { script[$0].step != .same }
        var changeIndex = 0
        while changeIndex < changes.count, printed < maxLines {
            // A hunk: from `context` lines before this change to `context` lines after the last change that is
            // within twice the context of the one before it.
            let start = max(index, changes[changeIndex] - context)
            var end = changes[changeIndex]
            while changeIndex + 1 < changes.count, changes[changeIndex + 1] - end <= 2 * context {
                changeIndex += 1
                end = changes[changeIndex]
            }
            end = min(script.count, end + context + 1)
            changeIndex += 1
            let hunk = script[start..<end]
            let oldCount = hunk.filter { $0.step != .added }.count
            let newCount = hunk.filter { $0.step != .removed }.count
            let oldStart = hunk.first.map { $0.oldLine } ?? 0
            let newStart = hunk.first.map { $0.newLine } ?? 0
            result.append("@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@")
            for entry in hunk {
                guard printed < maxLines else { break }
                switch entry.step {
                case .same: result.append(" " + entry.text)
                case .removed: result.append("-" + entry.text)
                case .added: result.append("+" + entry.text)
                }
                printed += 1
            }
            index = end
        }
        let shownChanges = result.dropFirst(2).filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count
        let left = changes.count - shownChanges
        if left > 0 { result.append("… \(left) more changed line\(left == 1 ? "" : "s")") }
        return result
    }

    /// A line of the script: its step, its text, and where it is in the old and new text.
    struct Entry {
        var step: Step
        var text: Substring
        var oldLine: Int
        var newLine: Int
    }

    /// The lines of `bytes`, without the empty one after a final line break.
    static func split(_ bytes: [UInt8]) -> [Substring] {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The steps that turn `old` into `new`, removals before additions within a change.
    static func editScript(_ old: [Substring], _ new: [Substring]) -> [Entry] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = old[prefix..<(old.count - suffix)]
        let newMiddle = new[prefix..<(new.count - suffix)]
        var removed = Set<Int>()
        var added = Set<Int>()
        if oldMiddle.count <= maxAligned, newMiddle.count <= maxAligned {
            for change in Array(newMiddle).difference(from: Array(oldMiddle)) {
                switch change {
                case .remove(let offset, _, _): removed.insert(prefix + offset)
                case .insert(let offset, _, _): added.insert(prefix + offset)
                }
            }
        } else {
            removed = Set(oldMiddle.indices)
            added = Set(newMiddle.indices)
        }
        var script: [Entry] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                script.append(Entry(step: .removed, text: old[i], oldLine: i, newLine: j))
                i += 1
            } else if j < new.count, added.contains(j) {
                script.append(Entry(step: .added, text: new[j], oldLine: i, newLine: j))
                j += 1
            } else if i < old.count, j < new.count {
                script.append(Entry(step: .same, text: old[i], oldLine: i, newLine: j))
                i += 1
                j += 1
            } else if i < old.count {
                script.append(Entry(step: .removed, text: old[i], oldLine: i, newLine: j))
                i += 1
            } else {
                script.append(Entry(step: .added, text: new[j], oldLine: i, newLine: j))
                j += 1
            }
        }
        return script
    }
}
