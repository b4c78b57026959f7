import PaletteEmitters
import PaletteModel
import Testing

/// Tests of the indentation-aware line writer the emitters share.
@Suite struct CodePrinterTests {
    @Test func blocksIndentAndEmptyLinesCarryNoIndentation() {
        var writer = CodePrinter()
        writer.block("enum Brand {") { body in
            body.line("case light")
            body.line("")
            body.block("var isDark: Bool {") { inner in
                inner.line("false")
            }
        }
        let expected = "enum Brand {\n    case light\n\n    var isDark: Bool {\n        false\n    }\n}\n"
        #expect(writer.finished() == expected)
    }

    @Test func fragmentsBuildOneIndentedLine() {
        var writer = CodePrinter(indentation: "  ")
        writer.indent()
        writer.write("let x = ")
        writer.write("1")
        writer.endLine()
        writer.outdent()
        writer.outdent()
        writer.line("done")
        #expect(writer.finished() == "  let x = 1\ndone\n")
        #expect(writer.depth == 0)
    }

    @Test func appendedBytesStartAnIndentedLine() {
        var writer = CodePrinter()
        writer.indented { body in
            body.write { $0.append(contentsOf: "#0A".utf8) }
            body.write { $0.append(contentsOf: "84FF".utf8) }
            body.endLine()
        }
        #expect(writer.finished() == "    #0A84FF\n")
    }

    @Test func blankLinesNeverDoubleNorLead() {
        var writer = CodePrinter()
        writer.blankLine()
        writer.line("a")
        writer.blankLine()
        writer.blankLine()
        writer.line("b")
        writer.blankLine()
        #expect(writer.text == "a\n\nb\n\n")
        #expect(writer.finished() == "a\n\nb\n")
    }

    @Test func bytesOpenTheLineWithIndentationAndFinishedBytesMatchTheText() {
        var writer = CodePrinter()
        writer.indented { body in
            body.write(byte: 0x23)
            body.write("FF")
            body.endLine()
        }
        writer.line("")
        writer.line("")
        #expect(writer.bytes == Array("    #FF\n\n\n".utf8))
        #expect(writer.finishedBytes() == Array("    #FF\n".utf8))
        #expect(writer.finished() == "    #FF\n")
    }

    @Test func finishedEndsAnOpenLineAndEmptyStaysEmpty() {
        var writer = CodePrinter()
        #expect(writer.finished().isEmpty)
        writer.write("open")
        #expect(writer.finished() == "open\n")
    }

    /// Prints a text with blocks, blank lines, JSON and XML spellings and trailing blank lines.
    private static func sample(_ printer: inout CodePrinter) {
        for index in 0..<40 {
            printer.block("group \(index) {") { body in
                body.write("name: ")
                body.write(jsonString: "a \"quoted\" \u{2028} name")
                body.endLine()
                body.blankLine()
                body.write(xmlEscaped: "<b & c>")
                body.endLine()
            }
            printer.blankLine()
        }
        printer.blankLine()
    }

    @Test(arguments: [1, 7, 64, 1 << 20])
    func aSinkReceivesExactlyTheTextInChunks(chunkSize: Int) {
        var whole = CodePrinter(indentation: "  ")
        Self.sample(&whole)
        let sink = ChunkCountingSink()
        var streamed = CodePrinter(indentation: "  ", sink: sink, chunkSize: chunkSize)
        Self.sample(&streamed)
        streamed.finish()
        #expect(sink.bytes == whole.finishedBytes())
        #expect(streamed.handedOver == sink.bytes.count)
        #expect(sink.bytes.last == 0x0A && sink.bytes.dropLast().last == 0x7D)
        // Small chunks are handed over as the text grows; a large chunk size keeps everything to the end.
        #expect(chunkSize == 1 << 20 ? sink.chunks == 1 : sink.chunks > 40)
    }

    @Test func spellingsComeFromTheModelsQuoters() {
        var printer = CodePrinter()
        printer.write(jsonString: "a\"b\n")
        printer.write(" ")
        printer.write(xmlEscaped: "<&>")
        printer.write(" ")
        printer.write(hex: ColorValue(red8: 0x0A, green8: 0x84, blue8: 0xFF), .init(alpha: .last))
        #expect(printer.finished() == "\"a\\\"b\\n\" &lt;&amp;&gt; #0A84FFFF\n")
    }

    @Test(arguments: [0, 7, 10, 1_234_567, -42, Int.max, Int.min])
    func decimalsAreWhatStringWrites(value: Int) {
        var printer = CodePrinter()
        printer.write("at(")
        printer.write(decimal: value)
        printer.write(")")
        #expect(printer.finished() == "at(\(value))\n")
    }

    /// A stretch of the open line is written again as it was, also right after the printer handed a chunk to its
    /// sink (which happens only where a line starts).
    @Test(arguments: [1, 1 << 20])
    func aStretchOfTheLineIsWrittenAgain(chunkSize: Int) {
        let sink = ChunkCountingSink()
        var printer = CodePrinter(indentation: "  ", sink: sink, chunkSize: chunkSize)
        printer.line("first line")
        printer.indent()
        printer.beginLine()
        let start = printer.position
        printer.write("p(0.5")
        printer.write(component: 0.25)
        printer.write(")")
        let stretch = start..<printer.position
        printer.write(byte: 0x20)
        printer.writeAgain(stretch)
        printer.write(byte: 0x20)
        printer.writeAgain(stretch)
        printer.endLine()
        printer.finish()
        #expect(String(decoding: sink.bytes, as: UTF8.self) == "first line\n  p(0.50.25) p(0.50.25) p(0.50.25)\n")
    }

    /// Numbers spelled straight into the printer's buffer read as `ColorValue.decimal` and `CSSColorNotation.number`
    /// spell them, on both sides of every edge: 10^9 (the last value spelled in place), none, infinities, signs.
    @Test func numbersSpelledInPlaceReadAsTheirText() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 1, -1, 0.5, -0.5, 5e-7, -5e-7, 4.9e-7, 0.000_001, 0.999_999_5, 999_999_999.999_999,
            999_999_999.999_999_5, 1e9, -1e9, 1_234_567_890.5, 1e12, 1e15, .infinity, -.infinity, .nan, 157.434,
        ]
        for scale in [1e-3, 1, 360, 1e6, 2e9] {
            for _ in 0..<5_000 { values.append(Double.random(in: -scale...scale, using: &generator)) }
        }
        var printer = CodePrinter()
        var expected = ""
        for value in values {
            printer.write(component: value)
            printer.write(" ")
            printer.write(number: value)
            printer.endLine()
            expected += ColorValue.decimal(value) + " " + CSSColorNotation.number(value) + "\n"
        }
        let lines = printer.finished().split(separator: "\n")
        let wanted = expected.split(separator: "\n")
        let differing = zip(lines, wanted).filter { $0.0 != $0.1 }.prefix(5).map { "\($0.0) vs \($0.1)" }
        #expect(differing.isEmpty && lines.count == wanted.count, "\(differing)")
    }

    @Test func aGeneratedFileWritesToASinkWhatItsContentsHold() {
        let file = GeneratedFile(indentation: "  ") { printer in Self.sample(&printer) }
        let sink = ChunkCountingSink()
        let count = file.write(to: sink)
        #expect(sink.bytes == file.contents)
        #expect(count == file.contents.count)
    }
}

/// A sink that counts the chunks it was handed.
private final class ChunkCountingSink: ByteSink {
    /// Everything consumed.
    var bytes: [UInt8] = []
    /// How many chunks came.
    var chunks = 0

    func consume(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
        chunks += 1
    }
}
