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

    @Test(.timeLimit(.minutes(1)))
    func aTenMegabyteLineAnswersQuickly() {
        let bytes = Array(repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024)
        let file = SourceFile(path: "x", bytes: bytes)
        // 100,000 lookups near the end of one 10 MB line: with checkpoints each scans at most 4 KiB.
        var last = SourcePosition(line: 0, column: 0)
        for step in 0..<100_000 {
            last = file.position(ofOffset: bytes.count - 1 - step)
        }
        #expect(last == SourcePosition(line: 1, column: bytes.count - 99_999))
    }

    @Test func lineEndsOfEveryStyle() {
        let file = SourceFile(path: "x", text: "a\nb\r\nc\rd")
        #expect(file.lineStarts == [0, 2, 5, 7])
        #expect(file.position(ofOffset: 7) == SourcePosition(line: 4, column: 1))
        #expect(file.lineText(2) == "b")
    }
}
