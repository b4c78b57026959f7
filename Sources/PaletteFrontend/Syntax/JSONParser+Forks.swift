import Dispatch
import PaletteModel

/// Reading a large JSON file on several cores: the members of its big object (a palette's `colors`) are read in
/// stretches side by side, and the parser takes each stretch over when it gets there.
///
/// Where a stretch starts is a guess: a key that begins a line after a comma, near a cut point of the file
/// (`keyAfterComma`), which is a member's key when it is not inside a string, a comment or a deeper value. The guess is never trusted: the
/// parser takes a stretch over only when its own reading arrives at that very offset as the start of a key after
/// a comma, in an object, and only when the stretch was read without a single diagnostic and within the depth
/// limit. Since reading from a key onward depends on nothing before it, the tree and the diagnostics are then those
/// of reading the file in one pass; anything else, and the parser reads that stretch itself.
///
/// Kept for its figure: the 100,000-color palette (10 MB) parses in about 40 ms instead of 62 ms on two cores
/// (`Docs/Performance.md`); files under 1 MB are read in one pass.
extension JSONParser {
    /// One stretch of members read by another thread.
    final class Fork: @unchecked Sendable {
        /// How a stretch ended.
        enum End {
            /// At the `}` of the object (its offset).
            case close(Int)
            /// At the key where the next stretch starts (its offset).
            case nextFork(Int)
            /// Anywhere else, or with a diagnostic: not usable.
            case unusable
        }

        /// The offset of the key the stretch starts with.
        let start: Int
        /// Signaled once `members` and `end` are set.
        private let done = DispatchSemaphore(value: 0)
        /// The members read (set once, before `done` is signaled).
        private var members: [SyntaxNode.Member] = []
        /// How the stretch ended.
        private var end = End.unusable
        /// The deepest nesting inside the stretch, counting its object as 1.
        private var depth = 0

        /// A stretch starting at `start`, not read yet.
        init(start: Int) {
            self.start = start
        }

        /// Reads the stretch on the default global queue, up to the object's `}` or the key at `stop`.
        ///
        /// The default queue is the pool `DispatchQueue.concurrentPerform` draws on when the build goes on: glibc
        /// keeps what a thread frees in the malloc arena it came from, so the stretch's nodes, freed once the
        /// documents are made, are reused by the next parallel steps on the same thread. On a queue of another
        /// quality of service (another pool, other threads), a 1,000,000-color palette peaked 78 MB higher.
        func read(file: SourceFile, maxDepth: Int, dialect: JSONDialect, stop: Int?) {
            DispatchQueue.global().async { [self] in
                var parser = JSONParser(file: file, start: start, maxDepth: maxDepth, dialect: dialect)
                let result = parser.parseMembers(stoppingAt: stop)
                members = result.members
                end = parser.scanner.diagnostics.diagnostics.isEmpty ? result.end : .unusable
                depth = parser.deepest
                done.signal()
            }
        }

        /// Waits for the stretch; its members and end when it can be taken over at `depth` open containers.
        func taken(atDepth open: Int, maxDepth: Int) -> (members: [SyntaxNode.Member], end: End) {
            done.wait()
            defer { members = [] }
            guard open - 1 + depth <= maxDepth else { return ([], .unusable) }
            if case .unusable = end { return ([], .unusable) }
            return (members, end)
        }
    }

    /// Starts reading stretches of `file` on other threads, one per core beyond the first.
    ///
    /// Each starts after its share of the file; nothing is started for a file under `minimumBytes`.
    static func forks(
        _ file: SourceFile,
        from start: Int,
        maxDepth: Int,
        dialect: JSONDialect,
        minimumBytes: Int = JSONReader.forkingThreshold,
        cores: Int = ParallelSlices.cores
    ) -> [Fork] {
        let bytes = file.bytes
        guard bytes.count - start >= max(1, minimumBytes), cores > 1 else { return [] }
        var starts: [Int] = []
        for share in 1..<cores {
            let cut = start + (bytes.count - start) * share / cores
            if let key = keyAfterComma(bytes, from: max(cut, starts.last.map { $0 + 1 } ?? 0)) {
                starts.append(key)
            }
        }
        let forks = starts.map(Fork.init(start:))
        for (index, fork) in forks.enumerated() {
            let stop = index + 1 < forks.count ? forks[index + 1].start : nil
            fork.read(file: file, maxDepth: maxDepth, dialect: dialect, stop: stop)
        }
        return forks
    }

    /// Where a stretch after `from` may start: the `"` of a key that begins a line after a comma (`,` + line break +
    /// indentation + `"`), the least indented of those in the first 16 KB that has any, looked for within 64 KB.
    ///
    /// In a pretty-printed file the least indented of nearby keys belongs to the outermost object around them, so
    /// a stretch starts among the big object's members rather than inside one of them.
    static func keyAfterComma(_ bytes: [UInt8], from: Int) -> Int? {
        var index = from
        var best: (offset: Int, indentation: Int)?
        var limit = min(bytes.count, from + (1 << 16))
        while index < limit {
            guard bytes[index] == UInt8(ascii: ",") else {
                index += 1
                continue
            }
            var next = index + 1
            var indentation = -1
            while next < bytes.count {
                let byte = bytes[next]
                if byte == 0x0A || byte == 0x0D {
                    indentation = 0
                } else if byte == 0x20 || byte == 0x09 {
                    if indentation >= 0 { indentation += 1 }
                } else {
                    break
                }
                next += 1
            }
            if indentation >= 0, next < bytes.count, bytes[next] == UInt8(ascii: "\""),
                best.map({ indentation < $0.indentation }) ?? true
            {
                if best == nil { limit = min(limit, next + (1 << 14)) }
                best = (next, indentation)
            }
            index = next
        }
        return best?.offset
    }

    /// Reads members (`"key": value`, separated by commas) from the read position, as if inside an object, up to
    /// that object's `}` or the key at `stop`.
    mutating func parseMembers(stoppingAt stop: Int?) -> (members: [SyntaxNode.Member], end: Fork.End) {
        frames = [Frame(isObject: true, offset: scanner.index)]
        deepest = 1
        readsStretch = true
        stopAt = stop ?? -1
        guard readKey(afterComma: false) else { return ([], .unusable) }
        guard parse() != nil, let end = stretchEnd else { return ([], .unusable) }
        return (frames.first?.members ?? [], end)
    }

    /// Takes over the stretches that start at the read position (a key after a comma in the innermost object):
    /// the read position afterwards, and whether it is at the object's `}`; `nil` when no stretch starts here.
    mutating func takeOverForks() -> (index: Int, atClose: Bool)? {
        while nextFork < forks.count, forks[nextFork].start < scanner.index { nextFork += 1 }
        var taken: (index: Int, atClose: Bool)?
        while nextFork < forks.count, forks[nextFork].start == scanner.index {
            let fork = forks[nextFork]
            nextFork += 1
            let (members, end) = fork.taken(atDepth: frames.count, maxDepth: maxDepth)
            switch end {
            case .unusable:
                return taken
            case .close(let close):
                forksTaken += 1
                frames[frames.count - 1].members.append(contentsOf: members)
                scanner.index = close
                return (close, true)
            case .nextFork(let next):
                forksTaken += 1
                frames[frames.count - 1].members.append(contentsOf: members)
                scanner.index = next
                taken = (next, false)
            }
        }
        return taken
    }
}
