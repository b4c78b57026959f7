import Dispatch
import PaletteEmitters
import Testing

/// Tests of printing parts of a file ahead on another thread: the file's bytes must not depend on who printed what.
@Suite(.timeLimit(.minutes(1))) struct PrintAheadTests {
    /// Items per part in these tests.
    static let size = 16

    /// A file whose parts hold indented lines, blank lines and items that print nothing; `pause` runs before the
    /// first part is printed.
    static func file(count: Int, pause: @escaping @Sendable (Range<Int>) -> Void = { _ in }) -> GeneratedFile {
        GeneratedFile(indentation: "  ") { printer in
            printer.line("{")
            printer.indent()
            printer.parts(count, size: size) { range, printer in
                pause(range)
                for item in range where item % 7 != 3 {
                    if item % 5 == 0 { printer.blankLine() }
                    printer.write("\"item\(item)\": ")
                    printer.write(component: Double(item) / 3)
                    printer.write(item == count - 1 ? "" : ",")
                    printer.endLine()
                    if item % 11 == 0 {
                        printer.indented { $0.line("// eleven") }
                    }
                }
            }
            printer.outdent()
            printer.line("}")
        }
    }

    /// Prints `file` on one thread while another, with no file of its own, helps (as `OutputWriter` runs them).
    fileprivate static func printBesideAHelper(_ file: GeneratedFile, ahead: PrintAhead) -> CollectingSink {
        let sink = CollectingSink()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            ahead.startFile()
            if index == 0 { file.write(to: sink, ahead: ahead) }
            ahead.finishFile()
            ahead.help()
        }
        return sink
    }

    @Test func partsPrintedAheadGiveTheBytesTheFileThreadWouldPrint() {
        let count = 40 * Self.size
        let lastPart = count - Self.size..<count
        let printedLast = DispatchSemaphore(value: 0)
        // The file's own thread holds back in its first part until the helper has printed the last one, so the
        // helper surely prints some.
        let file = Self.file(count: count) { range in
            if range == lastPart { printedLast.signal() }
            if range.lowerBound == 0 { _ = printedLast.wait(timeout: .now() + 30) }
        }
        let ahead = PrintAhead(files: 2)
        let sink = Self.printBesideAHelper(file, ahead: ahead)
        #expect(ahead.partsPrintedAhead > 0)
        let same = sink.bytes == Self.file(count: count).contents
        #expect(same)
    }

    @Test func withoutRoomNothingIsPrintedAhead() {
        let file = Self.file(count: 20 * Self.size)
        let ahead = PrintAhead(files: 2, limit: 0)
        let sink = Self.printBesideAHelper(file, ahead: ahead)
        #expect(ahead.partsPrintedAhead == 0)
        let same = sink.bytes == file.contents
        #expect(same)
    }

    /// One thread printing the files one after another (as on one core) never waits for a file it has yet to start.
    @Test func aHelperDoesNotWaitForAFileNotYetStarted() {
        let files = [Self.file(count: 3 * Self.size), Self.file(count: 5 * Self.size)]
        let ahead = PrintAhead(files: files.count)
        for file in files {
            let sink = CollectingSink()
            ahead.startFile()
            file.write(to: sink, ahead: ahead)
            ahead.finishFile()
            ahead.help()
            let same = sink.bytes == file.contents
            #expect(same)
        }
        #expect(ahead.partsPrintedAhead == 0)
    }

    @Test func aFileWithOnePartIsPrintedAsWithoutHelp() {
        let file = Self.file(count: Self.size - 1)
        let sink = CollectingSink()
        file.write(to: sink, ahead: PrintAhead(files: 1))
        let same = sink.bytes == file.contents
        #expect(same)
        #expect(String(decoding: file.contents, as: UTF8.self).hasPrefix("{\n\n  \"item0\": 0,\n"))
    }
}

/// A sink that keeps everything it is handed.
private final class CollectingSink: ByteSink, @unchecked Sendable {
    /// Everything consumed.
    var bytes: [UInt8] = []

    func consume(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
    }
}
