import PaletteEmitters
import Testing

/// Tests of the indentation-aware line writer the emitters share.
@Suite struct SourceWriterTests {
    @Test func blocksIndentAndEmptyLinesCarryNoIndentation() {
        var writer = SourceWriter()
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
        var writer = SourceWriter(indentation: "  ")
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
        var writer = SourceWriter()
        writer.indented { body in
            body.write { $0.append(contentsOf: "#0A".utf8) }
            body.write { $0.append(contentsOf: "84FF".utf8) }
            body.endLine()
        }
        #expect(writer.finished() == "    #0A84FF\n")
    }

    @Test func blankLinesNeverDoubleNorLead() {
        var writer = SourceWriter()
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
        var writer = SourceWriter()
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
        var writer = SourceWriter()
        #expect(writer.finished().isEmpty)
        writer.write("open")
        #expect(writer.finished() == "open\n")
    }
}
