import PaletteFrontend
import PaletteModel
import Testing

/// Tests of the located XML reader: structure, offsets, entities, CDATA, DOCTYPE, errors and limits.
@Suite struct XMLReaderTests {
    /// Reads a marked text, returning the root element and the diagnostics.
    func read(_ source: MarkedSource, limits: ReaderLimits = .default) -> (XMLElement?, DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        let root = XMLReader.read(source.file, limits: limits, diagnostics: &diagnostics)
        return (root, diagnostics)
    }

    /// Reads raw bytes, returning the root element and the diagnostics.
    func read(bytes: [UInt8]) -> (XMLElement?, DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        let root = XMLReader.read(SourceFile(path: "test", bytes: bytes), diagnostics: &diagnostics)
        return (root, diagnostics)
    }

    @Test func readsElementsAttributesAndTextWithOffsets() throws {
        let source = MarkedSource(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            1️⃣<2️⃣root 3️⃣a=4️⃣"1" 5️⃣b=6️⃣'x &amp; y'>7️⃣text8️⃣<child/>9️⃣tail</root>

            """
        )
        let (element, diagnostics) = read(source)
        #expect(diagnostics.diagnostics.isEmpty)
        let root = try #require(element)
        #expect(root.name == "root")
        #expect(root.offset == (try source.offset("1️⃣")))
        #expect(root.nameOffset == (try source.offset("2️⃣")))
        #expect(
            root.attributes == [
                XMLAttribute(
                    name: "a",
                    value: "1",
                    nameOffset: try source.offset("3️⃣"),
                    valueOffset: try source.offset("4️⃣")
                ),
                XMLAttribute(
                    name: "b",
                    value: "x & y",
                    nameOffset: try source.offset("5️⃣"),
                    valueOffset: try source.offset("6️⃣")
                ),
            ]
        )
        #expect(root.attribute("b")?.value == "x & y")
        #expect(root.attribute("c") == nil)
        let childOffset = try source.offset("8️⃣")
        #expect(
            root.children == [
                .text("text", offset: try source.offset("7️⃣")),
                .element(XMLElement(name: "child", offset: childOffset, nameOffset: childOffset + 1)),
                .text("tail", offset: try source.offset("9️⃣")),
            ]
        )
        #expect(root.text == "texttail")
        #expect(root.elements.map(\.name) == ["child"])
        #expect(source.file.position(ofOffset: root.offset) == SourcePosition(line: 3, column: 1))
    }

    @Test func decodesEntitiesAndCharacterReferences() throws {
        let (element, diagnostics) = read(
            MarkedSource("<r v=\"&quot;&#x41;\">&lt;&gt;&amp;&apos;&quot;&#65;&#x42;&#x1F600;&#233;</r>")
        )
        #expect(diagnostics.diagnostics.isEmpty)
        let root = try #require(element)
        #expect(root.text == "<>&'\"AB😀é")
        #expect(root.attribute("v")?.value == "\"A")
    }

    @Test func reportsBadReferencesAndReadsOn() throws {
        let source = MarkedSource("<r>1️⃣&nbsp; 2️⃣&#xD800; 3️⃣& 4️⃣&#12a; 5️⃣&#0; 6️⃣&#x110000;</r>")
        let (element, diagnostics) = read(source)
        let root = try #require(element)
        #expect(root.text == "&nbsp; \u{FFFD} & &#12a; \u{FFFD} \u{FFFD}")
        #expect(diagnostics.rules == Array(repeating: .xmlSyntax, count: 6))
        #expect(
            diagnostics.diagnostics.map(\.location)
                == (try ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"].map { try source.location($0) })
        )
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "unknown entity '&nbsp;'; XML knows only &lt; &gt; &amp; &apos; &quot; and &#…;",
                "character reference '&#xD800;' is not a character XML allows; it is read as U+FFFD",
                "'&' must be written '&amp;' in XML",
                "invalid character reference '&#12a;'",
                "character reference '&#0;' is not a character XML allows; it is read as U+FFFD",
                "character reference '&#x110000;' is not a character XML allows; it is read as U+FFFD",
            ]
        )
    }

    @Test func readsCDATAAsTextAndDropsCommentsAndProcessingInstructions() throws {
        let source = MarkedSource("<r>1️⃣a<![CDATA[<b> & ]]>c<!-- <x> -->d<?pi x?>e<!---->f</r>")
        let (element, diagnostics) = read(source)
        #expect(diagnostics.diagnostics.isEmpty)
        let root = try #require(element)
        #expect(root.children == [.text("a<b> & cdef", offset: try source.offset("1️⃣"))])
    }

    @Test func skipsADoctypeWithAnInternalSubset() throws {
        let text = """
            <!DOCTYPE r [
              <!ENTITY x "]>">
              <!-- a ] > comment -->
              <!ATTLIST r a CDATA '>'>
            ]>
            <r/>
            """
        let (element, diagnostics) = read(MarkedSource(text))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(try #require(element).name == "r")
    }

    @Test func readsEmptyElementTags() throws {
        let (element, diagnostics) = read(MarkedSource("<r><a/><b  x='1' /><c></c></r>"))
        #expect(diagnostics.diagnostics.isEmpty)
        let root = try #require(element)
        #expect(root.elements.map(\.name) == ["a", "b", "c"])
        #expect(root.elements.allSatisfy { $0.children.isEmpty })
        #expect(root.elements[1].attribute("x")?.value == "1")
    }

    @Test func normalizesLineEnds() throws {
        let (element, diagnostics) = read(bytes: Array("<r a=\"x\r\ny\tz\">l1\r\nl2\rl3<![CDATA[\r\n]]></r>".utf8))
        #expect(diagnostics.diagnostics.isEmpty)
        let root = try #require(element)
        #expect(root.attribute("a")?.value == "x y z")
        #expect(root.text == "l1\nl2\nl3\n")
    }

    @Test func keepsWhitespaceTextAndNonASCIINames() throws {
        let (element, diagnostics) = read(MarkedSource("<r>\n\t<é:x-1.b>ü</é:x-1.b>\n</r>"))
        #expect(diagnostics.diagnostics.isEmpty)
        let root = try #require(element)
        #expect(root.children.count == 3)
        #expect(root.elements.first?.name == "é:x-1.b")
        #expect(root.elements.first?.text == "ü")
        #expect(root.text == "\n\t\n")
    }

    @Test func reportsAMismatchedCloseTagWithANoteAtTheOpenTag() throws {
        let source = MarkedSource("<a>\n  1️⃣<b>\n  2️⃣</a>\n</b>")
        let (element, diagnostics) = read(source)
        #expect(element == nil)
        let diagnostic = try #require(diagnostics.diagnostics.first)
        #expect(diagnostics.diagnostics.count == 1)
        #expect(diagnostic.rule == .xmlSyntax)
        #expect(diagnostic.message == "closing tag '</a>' does not match the open tag '<b>'")
        #expect(diagnostic.location == (try source.location("2️⃣")))
        #expect(diagnostic.notes == [Diagnostic.Note("'<b>' opened here", at: try source.location("1️⃣"))])
    }

    @Test func reportsAnUnclosedElementAtTheEndOfTheFile() throws {
        let source = MarkedSource("1️⃣<a><b></b>\n2️⃣")
        let (element, diagnostics) = read(source)
        #expect(element == nil)
        let diagnostic = try #require(diagnostics.diagnostics.first)
        #expect(diagnostic.message == "expected '</a>', found end of file")
        #expect(diagnostic.location == (try source.location("2️⃣")))
        #expect(diagnostic.notes == [Diagnostic.Note("'<a>' opened here", at: try source.location("1️⃣"))])
    }

    @Test func reportsTextOutsideTheRootAndASecondRootAndReadsOn() throws {
        let source = MarkedSource("1️⃣hi\n<a>x</a>\n2️⃣<b/>3️⃣bye &amp; more\n")
        let (element, diagnostics) = read(source)
        #expect(try #require(element).name == "a")
        #expect(diagnostics.rules == [.xmlSyntax, .xmlSyntax, .xmlSyntax])
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "text outside the root element",
                "a second root element '<b>'; an XML document has one root",
                "text outside the root element",
            ]
        )
        #expect(diagnostics.diagnostics.map(\.location) == (try ["1️⃣", "2️⃣", "3️⃣"].map { try source.location($0) }))
    }

    @Test func reportsADuplicateAttributeAndReadsOn() throws {
        let source = MarkedSource("<r 1️⃣a='1' 2️⃣a='2'/>")
        let (element, diagnostics) = read(source)
        #expect(try #require(element).attributes.map(\.value) == ["1"])
        #expect(diagnostics.diagnostics.map(\.message) == ["duplicate attribute 'a' in '<r>'"])
        #expect(diagnostics.diagnostics.first?.location == (try source.location("2️⃣")))
        #expect(diagnostics.diagnostics.first?.notes.first?.location == (try source.location("1️⃣")))
    }

    @Test func explainsSyntaxErrors() throws {
        let cases: [(String, String)] = [
            ("1️⃣", "expected a root element, found end of file"),
            ("<!-- only a comment -->\n1️⃣", "expected a root element, found end of file"),
            ("<1️⃣>", "expected an element name after '<', found '>'"),
            ("<1️⃣1a/>", "expected an element name after '<', found '1a'"),
            ("<r a=1️⃣1/>", "expected a quoted value for attribute 'a', found '1'"),
            ("<r a1️⃣></r>", "expected '=' after attribute 'a', found '>'"),
            ("<r a='1'1️⃣b='2'/>", "expected whitespace, '>' or '/>' in tag '<r>', found 'b'"),
            ("<r 1️⃣=''/>", "expected an attribute name, '>' or '/>' in '<r>', found '='"),
            ("<r a=1️⃣'x", "unterminated value of attribute 'a'"),
            ("<r a='1️⃣<'/>", "'<' is not allowed in an attribute value; write '&lt;'"),
            ("<r1️⃣", "unterminated tag '<r': expected '>', found end of file"),
            ("<r>1️⃣<!-- never closed", "unterminated comment: expected '-->', found end of file"),
            ("<r>1️⃣<![CDATA[ never closed", "unterminated CDATA section: expected ']]>', found end of file"),
            ("1️⃣<?xml version='1.0'", "unterminated processing instruction: expected '?>', found end of file"),
            ("1️⃣<!DOCTYPE r [ <!ENTITY x 'y'>", "unterminated DOCTYPE: expected '>', found end of file"),
            ("<r>1️⃣<!FOO></r>", "expected a comment, CDATA section or DOCTYPE after '<!', found 'FOO'"),
            ("<r/>1️⃣</b>", "closing tag '</b>' has no matching open tag"),
            ("<r></r 1️⃣x>", "expected '>' to end '</r', found 'x'"),
            ("<r></1️⃣>", "expected an element name after '</', found '>'"),
        ]
        for (text, message) in cases {
            let source = MarkedSource(text)
            let (element, diagnostics) = read(source)
            #expect(element == nil, "\(text)")
            #expect(diagnostics.rules == [.xmlSyntax], "\(text)")
            #expect(diagnostics.diagnostics.first?.message == message, "\(text)")
            #expect(diagnostics.diagnostics.first?.location == (try source.location("1️⃣")), "\(text)")
        }
    }

    @Test func reportsControlCharactersAndReadsOn() throws {
        let source = MarkedSource("<r>a1️⃣\u{1}b</r>")
        let (element, diagnostics) = read(source)
        #expect(try #require(element).text == "ab")
        #expect(diagnostics.diagnostics.map(\.message) == ["control character U+0001 is not allowed in XML"])
        #expect(diagnostics.diagnostics.first?.location == (try source.location("1️⃣")))
    }

    @Test func checksTheEncodingFirst() throws {
        let bom = read(bytes: [0xEF, 0xBB, 0xBF] + Array("<r/>".utf8))
        #expect(bom.1.diagnostics.isEmpty)
        #expect(try #require(bom.0).offset == 3)
        let utf16 = read(bytes: [0xFF, 0xFE] + "<r/>".utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), 0] })
        #expect(utf16.0 == nil)
        #expect(utf16.1.diagnostics.map(\.message) == ["file is UTF-16; palettec reads UTF-8"])
        let latin1 = read(bytes: Array("<r>caf".utf8) + [0xE9] + Array("</r>".utf8))
        #expect(latin1.0 == nil)
        #expect(latin1.1.rules == [.invalidUTF8])
        #expect(latin1.1.diagnostics.first?.location == Diagnostic.Location(path: "test", line: 1, column: 7))
    }

    @Test func stopsAtTheDepthLimitWithoutRecursing() {
        let (element, diagnostics) = read(bytes: Array(String(repeating: "<a>", count: 100_000).utf8))
        #expect(element == nil)
        #expect(diagnostics.rules == [.limitExceeded])
        #expect(
            diagnostics.diagnostics.first?.message
                == "elements nest deeper than the limit of 512 levels (raise it with --max-depth)"
        )
        #expect(diagnostics.diagnostics.first?.location == Diagnostic.Location(path: "test", line: 1, column: 1537))

        // Like JSON's `[]`, an empty element is a level of its own.
        let shallow = read(MarkedSource("<a><b><c/></b></a>"), limits: ReaderLimits(maxDepth: 3))
        #expect(shallow.1.diagnostics.isEmpty)
        #expect(shallow.0?.name == "a")
        let deep = read(MarkedSource("<a><b><c><d/></c></b></a>"), limits: ReaderLimits(maxDepth: 3))
        #expect(deep.1.rules == [.limitExceeded])
    }
}
