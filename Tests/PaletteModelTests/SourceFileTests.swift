import PaletteModel
import Testing

/// Tests of `SourceFile`: line tables and columns, including very long lines and every line-end style.
@Suite struct SourceFileTests {
    /// The column of every offset, counted the slow, obvious way.
    static func naivePositions(_ bytes: [UInt8]) -> [SourcePosition] {
        var result: [SourcePosition] = []
        var line = 1
        var column = 1
        var index = 0
        while index <= bytes.count {
            var position = SourcePosition(line: line, column: column)
            // Offsets inside a multi-byte scalar belong to the scalar that started it.
            if index < bytes.count, bytes[index] & 0xC0 == 0x80, let last = result.last, last.line == line {
                position = last
            }
            result.append(position)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return result
    }

    @Test func everyOffsetMatchesTheNaiveCountOnLongMixedLines() {
        var text = ""
        for index in 0..<3_000 {
            text += index % 7 == 0 ? "é🎨" : "ab"
            if index % 997 == 0 { text += "\r\n" }
            if index % 1_499 == 0 { text += "\r" }
            if index % 2_003 == 0 { text += "\n" }
        }
        let bytes = Array(text.utf8)
        let file = SourceFile(path: "x", bytes: bytes)
        let expected = Self.naivePositions(bytes)
        for offset in stride(from: 0, through: bytes.count, by: 1) where bytes.indices.contains(offset) {
            // CR of a CR LF pair and the LF itself belong to the line they end.
            if bytes[offset] == 0x0A || bytes[offset] == 0x0D { continue }
            #expect(file.position(ofOffset: offset) == expected[offset], "offset \(offset)")
        }
    }

    /// 10,000 lookups near the end of one 10 MB line: with checkpoints each scans at most 4 KiB (40 MB in all);
    /// without them each would scan the whole line (100 GB in all), which the time limit, a hang guard and no
    /// speed check, stops.
    @Test(.timeLimit(.minutes(10)))
    func aTenMegabyteLineAnswersWithoutRescanningIt() {
        let bytes = Array(repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024)
        let file = SourceFile(path: "x", bytes: bytes)
        var last = SourcePosition(line: 0, column: 0)
        for step in 0..<10_000 {
            last = file.position(ofOffset: bytes.count - 1 - step)
        }
        #expect(last == SourcePosition(line: 1, column: bytes.count - 9_999))
    }

    /// Line starts found the slow way, one byte at a time (the table builder before the word-at-a-time search).
    static func naiveLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                index += 1
            }
            if bytes[index] == 0x0A || bytes[index] == 0x0D {
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// The position of every offset from 0 through the end, counted from its line's start without checkpoints;
    /// columns count non-continuation bytes, and an offset inside a multi-byte scalar belongs to the scalar that
    /// started it.
    static func naivePositions(_ bytes: [UInt8], starts: [Int]) -> [SourcePosition] {
        var result: [SourcePosition] = []
        var line = 0
        var scalars = 0
        for offset in 0...bytes.count {
            if line + 1 < starts.count, starts[line + 1] == offset {
                line += 1
                scalars = 0
            }
            var column = scalars + 1
            if offset < bytes.count, offset > starts[line], bytes[offset] & 0xC0 == 0x80 {
                column -= 1
            }
            result.append(SourcePosition(line: line + 1, column: column))
            if offset < bytes.count, bytes[offset] & 0xC0 != 0x80 {
                scalars += 1
            }
        }
        return result
    }

    /// Long lines with line ends and multi-byte scalars placed on and around every 4096-byte checkpoint.
    static func trickyInputs() -> [[UInt8]] {
        let lineEnds: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D], [0x0D, 0x0D, 0x0A], [0x0A, 0x0D]]
        let scalars: [[UInt8]] = [Array("é".utf8), Array("€".utf8), Array("🎨".utf8), [UInt8(ascii: "a")]]
        var inputs: [[UInt8]] = [[], [0x0A], [0x0D], [0x0D, 0x0A], Array("a\r\nb\rc\nd\r".utf8)]
        for (which, lineEnd) in lineEnds.enumerated() {
            for shift in -2...2 {
                // A line end (or a scalar) that starts `shift` bytes from the first checkpoint after 0.
                var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 4096 + shift)
                bytes += lineEnd
                bytes += [UInt8](repeating: UInt8(ascii: "y"), count: 8300)
                bytes += scalars[(which + shift + 2) % scalars.count]
                inputs.append(bytes)
                var multi: [UInt8] = []
                while multi.count < 4096 + shift {
                    multi += scalars[(multi.count / 3 + which) % scalars.count]
                }
                multi += lineEnd
                while multi.count < 2 * 4096 + 17 {
                    multi += scalars[(multi.count / 5) % scalars.count]
                    if multi.count % 1_000 < 4 { multi += lineEnd }
                }
                inputs.append(multi)
            }
        }
        // Invalid UTF-8 (stray continuation bytes, a truncated sequence) at the end of a long line.
        inputs.append([UInt8](repeating: 0x80, count: 5000) + [0xE2, 0x82, 0x0D, 0xBF])
        return inputs
    }

    @Test func lineTablesAndPositionsMatchTheByteByByteCountOnTrickyInputs() {
        for (number, bytes) in Self.trickyInputs().enumerated() {
            let file = SourceFile(path: "x", bytes: bytes)
            let starts = Self.naiveLineStarts(bytes)
            #expect(file.lineStarts == starts, "input \(number)")
            let expected = Self.naivePositions(bytes, starts: starts)
            // Every offset near a checkpoint or a line start, and a sample of the rest (each lookup may scan 4 KiB).
            let nearStarts = Set(starts.flatMap { ($0 - 8)...($0 + 8) })
            let offsets = (0...bytes.count).filter { offset in
                offset % 4096 < 40 || offset % 4096 > 4056 || offset % 61 == 0 || nearStarts.contains(offset)
            }
            let found = offsets.map { file.position(ofOffset: $0) }
            #expect(found == offsets.map { expected[$0] }, "input \(number)")
            #expect(file.position(ofOffset: -1) == expected[0])
            #expect(file.position(ofOffset: bytes.count + 1) == expected[bytes.count])
        }
    }

    @Test func lineEndsOfEveryStyle() {
        let file = SourceFile(path: "x", text: "a\nb\r\nc\rd")
        #expect(file.lineStarts == [0, 2, 5, 7])
        #expect(file.position(ofOffset: 7) == SourcePosition(line: 4, column: 1))
        #expect(file.lineText(2) == "b")
    }
}
