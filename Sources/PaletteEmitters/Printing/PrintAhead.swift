import PaletteModel

/// Lets the threads printing several files at once share the work: a thread whose own file is done prints parts of
/// another file ahead, into memory, for that file's thread to take in order.
///
/// A file cuts its long runs of lines (one per entry) into parts with `CodePrinter.parts(_:size:_:)`. The file's own
/// thread prints the parts in order straight into its sink; a helper takes the last part nobody has taken of the run
/// with the most parts left, so the two meet in the middle and the file's thread rarely waits. A part's bytes depend
/// only on the part, never on the thread that printed it, so the file comes out the same either way. Parts printed
/// ahead are held in memory only up to `limit` bytes, and only by threads that would otherwise have nothing to do:
/// a helper waits for work only once every file has started (so it never keeps a file from starting).
public final class PrintAhead: @unchecked Sendable {
    /// Guards everything below; helpers and file threads wait on it.
    private let condition = Condition()
    /// The runs of parts being printed now.
    private var runs: [Run] = []
    /// Files not yet started.
    private var unstarted: Int
    /// Files started and not yet done.
    private var open = 0
    /// Bytes printed ahead and not yet taken.
    private var held = 0
    /// The most bytes held at once.
    private let limit: Int
    /// How many parts helpers printed.
    private var helped = 0
    /// Whether a file's own thread prints every part but the first ahead itself, as a helper would, before it takes
    /// them: for tests, which check that the bytes come out the same without depending on threads' timing.
    private let printingEveryPartAhead: Bool

    /// Creates the shared work of printing `files` files, holding at most `limit` bytes printed ahead; with
    /// `printingEveryPartAhead` (for tests), every part of a run but the first is printed ahead.
    public init(files: Int, limit: Int = 64 << 20, printingEveryPartAhead: Bool = false) {
        self.unstarted = files
        self.limit = limit
        self.printingEveryPartAhead = printingEveryPartAhead
    }

    /// How many parts threads other than their file's printed ahead so far.
    public var partsPrintedAhead: Int {
        condition.withLock { helped }
    }

    /// Marks one of the files as started.
    public func startFile() {
        condition.withLock {
            unstarted -= 1
            open += 1
        }
    }

    /// Marks a started file as done (printed, or given up).
    public func finishFile() {
        condition.withLock {
            open -= 1
            condition.broadcast()
        }
    }

    /// Prints parts of the files still being printed until every file is done; returns at once while some file has
    /// not started, so the caller goes on to start it.
    public func help() {
        while let (run, part) = nextPart() {
            printAhead(part, of: run)
        }
    }

    /// Prints `part` of `run` into memory, for the file's thread to take; the part is claimed already.
    private func printAhead(_ part: Int, of run: Run) {
        var printer = CodePrinter(indentation: run.indentation, depth: run.depth)
        run.body(run.range(of: part), &printer)
        let bytes = printer.bytes
        condition.withLock {
            run.printed[part] = bytes
            held += bytes.count
            helped += 1
            condition.broadcast()
        }
    }

    /// The run and part a helper prints next, waiting while there is none yet; `nil` once there is nothing left to
    /// help with.
    private func nextPart() -> (Run, Int)? {
        condition.withLock {
            while true {
                guard unstarted == 0, open > 0 else { return nil }
                if held < limit, let run = runs.max(by: { $0.left < $1.left }), run.left > 1 {
                    run.end -= 1
                    return (run, run.end)
                }
                condition.wait()
            }
        }
    }

    /// Offers `run`'s parts to the helpers; with `printingEveryPartAhead`, first prints every part but the first ahead.
    func begin(_ run: Run) {
        if printingEveryPartAhead {
            let parts = condition.withLock {
                defer { run.end = min(run.end, 1) }
                return 1..<run.end
            }
            for part in parts.reversed() { printAhead(part, of: run) }
        }
        condition.withLock {
            runs.append(run)
            condition.broadcast()
        }
    }

    /// Takes part `part` of `run` for the file's own thread: `nil` when the thread is to print it itself, else its
    /// bytes, printed ahead (waiting for a helper still printing them).
    func take(_ run: Run, part: Int) -> [UInt8]? {
        condition.withLock {
            run.next = part + 1
            guard part >= run.end else { return nil }
            while run.printed[part] == nil { condition.wait() }
            let bytes = run.printed.removeValue(forKey: part) ?? []
            held -= bytes.count
            condition.broadcast()
            return bytes
        }
    }

    /// Withdraws a run whose parts are all taken.
    func end(_ run: Run) {
        condition.withLock {
            runs.removeAll { $0 === run }
        }
    }

    /// One `CodePrinter.parts(_:size:_:)` call: its parts, and which are taken by whom.
    final class Run: @unchecked Sendable {
        /// Prints the items of a range.
        let body: @Sendable (Range<Int>, inout CodePrinter) -> Void
        /// The number of items.
        let count: Int
        /// Items per part.
        let size: Int
        /// How many parts the items make.
        let parts: Int
        /// One level of indentation.
        let indentation: [UInt8]
        /// The indentation depth the parts are printed at.
        let depth: Int
        /// The parts before this one are the file thread's (taken or being printed by it).
        var next = 0
        /// The parts from this one on are claimed by helpers.
        var end: Int
        /// Parts printed ahead, not yet taken.
        var printed: [Int: [UInt8]] = [:]

        init(
            count: Int,
            size: Int,
            indentation: [UInt8],
            depth: Int,
            body: @escaping @Sendable (Range<Int>, inout CodePrinter) -> Void
        ) {
            self.count = count
            self.size = size
            self.indentation = indentation
            self.depth = depth
            self.body = body
            self.parts = (count + size - 1) / size
            self.end = parts
        }

        /// The items of part `part`.
        func range(of part: Int) -> Range<Int> {
            part * size..<min(count, (part + 1) * size)
        }

        /// How many parts nobody has taken.
        var left: Int { end - next }
    }
}
