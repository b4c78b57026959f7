import PaletteFrontend
import PaletteModel
import Testing

/// Tests of the plist reader: every value type, offsets, duplicates, DTD problems and limits.
@Suite struct PlistReaderTests {
    /// Reads a marked text, returning the tree and the diagnostics.
    func read(_ source: MarkedSource, limits: ReaderLimits = .default) -> (SyntaxNode?, DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        let node = PlistReader.read(source.file, limits: limits, diagnostics: &diagnostics)
        return (node, diagnostics)
    }

    /// Wraps a value in the usual plist header and root.
    func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>

        """
    }

    @Test func readsEveryValueType() throws {
        let source = MarkedSource(
            plist(
                """
                <dict>
                	<key>s</key><string>#0A84FF &amp; more</string>
                	<key>i</key><integer>-42</integer>
                	<key>r</key><real>0.5</real>
                	<key>t</key><true/>
                	<key>f</key><false/>
                	<key>d</key><date>2024-01-02T03:04:05Z</date>
                	<key>b</key><data>SGVsbG8=</data>
                	<key>a</key><array><string/><dict/><array/></array>
                	<key>e</key><string></string>
                	<key></key><string>empty key</string>
                </dict>
                """
            )
        )
        let (node, diagnostics) = read(source)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(
            try #require(node).compactText
                == ##"{"s":"#0A84FF & more","i":int(-42),"r":real(0.5),"t":true,"f":false,"d":date(2024-01-02T03:04:05Z),"b":data(SGVsbG8=),"a":["",{},[]],"e":"","":"empty key"}"##
        )
    }

    @Test func pointsValuesAndKeysAtTheirTags() throws {
        let source = MarkedSource(
            "<plist>\n1️⃣<dict>\n\t2️⃣<key>PGC01</key>\n\t3️⃣<dict>4️⃣<key>light</key>\r\n\t\t5️⃣<string>#FFF</string></dict>\n</dict></plist>"
        )
        let (node, diagnostics) = read(source)
        #expect(diagnostics.diagnostics.isEmpty)
        let root = try #require(node)
        #expect(root.offset == (try source.offset("1️⃣")))
        guard case .object(let members) = root.value, let entry = members.first,
            case .object(let fields) = entry.value.value, let light = fields.first
        else {
            Issue.record("unexpected shape \(root.compactText)")
            return
        }
        #expect(entry.keyOffset == (try source.offset("2️⃣")))
        #expect(entry.value.offset == (try source.offset("3️⃣")))
        #expect(light.keyOffset == (try source.offset("4️⃣")))
        #expect(light.value.offset == (try source.offset("5️⃣")))
        #expect(source.file.position(ofOffset: light.value.offset) == SourcePosition(line: 5, column: 3))
    }

    @Test func keepsDuplicateKeysInOrder() throws {
        let source = MarkedSource(
            plist(
                "<dict><key>a</key><string>1</string><key>b</key><string>2</string><key>a</key><string>3</string></dict>"
            )
        )
        let (node, diagnostics) = read(source)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(try #require(node).compactText == #"{"a":"1","b":"2","a":"3"}"#)
    }

    @Test func toleratesAMissingDeclarationAndDoctype() throws {
        let (node, diagnostics) = read(MarkedSource("<plist><array><integer>1</integer></array></plist>"))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(try #require(node).compactText == "[int(1)]")
    }

    @Test func reportsAKeyWithoutAValue() throws {
        let source = MarkedSource(plist("<dict><key>a</key><string>1</string>1️⃣<key>b</key></dict>"))
        let (node, diagnostics) = read(source)
        #expect(try #require(node).compactText == #"{"a":"1"}"#)
        #expect(diagnostics.rules == [.plistSyntax])
        #expect(diagnostics.diagnostics.first?.message == "key 'b' has no value; expected a value before </dict>")
        #expect(diagnostics.diagnostics.first?.location == (try source.location("1️⃣")))
    }

    @Test func reportsTwoKeysInARow() throws {
        let source = MarkedSource(plist("<dict>1️⃣<key>a</key>\n2️⃣<key>b</key><string>2</string></dict>"))
        let (node, diagnostics) = read(source)
        #expect(try #require(node).compactText == #"{"b":"2"}"#)
        let diagnostic = try #require(diagnostics.diagnostics.first)
        #expect(diagnostics.diagnostics.count == 1)
        #expect(diagnostic.rule == .plistSyntax)
        #expect(diagnostic.message == "key 'a' has no value; found another <key>")
        #expect(diagnostic.location == (try source.location("2️⃣")))
        #expect(diagnostic.notes == [Diagnostic.Note("'a' is here", at: try source.location("1️⃣"))])
    }

    @Test func reportsDTDProblemsAndReadsOn() throws {
        let source = MarkedSource(
            plist(
                """
                <dict>
                	1️⃣<string>no key</string>
                	<key>a</key>2️⃣<color>#FFF</color>
                	<key>b</key><string>kept</string>
                	3️⃣stray
                	<key>c</key><array>4️⃣<key>x</key>5️⃣<integer> 12x </integer></array>
                	<key>d</key>6️⃣<real>1.5.1</real>
                	<key>e</key>7️⃣<true>yes</true>
                	<key>f</key><string>a8️⃣<b/>c</string>
                </dict>
                """
            )
        )
        let (node, diagnostics) = read(source)
        #expect(
            try #require(node).compactText
                == #"{"b":"kept","c":[int(12x)],"d":real(1.5.1),"e":true,"f":"ac"}"#
        )
        #expect(diagnostics.rules == Array(repeating: .plistSyntax, count: 8))
        #expect(
            Set(diagnostics.diagnostics.map(\.message)) == [
                "expected <key> in <dict>, found <string>",
                "unknown plist element <color>; expected <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>",
                "unexpected text in <dict>",
                "a <key> belongs in a <dict>",
                "invalid <integer> '12x'",
                "invalid <real> '1.5.1'",
                "<true/> must be empty",
                "<string> holds only text; found <b>",
            ]
        )
        // Stray text is found before the members are walked; everything else is in file order.
        let expected = try ["3️⃣", "1️⃣", "2️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣"].map { try source.location($0) }
        let expectedLines = expected.map(\.line)
        #expect(diagnostics.diagnostics.map(\.location?.line) == expectedLines)
        #expect(diagnostics.sorted().map(\.location) == expected.sorted())
    }

    @Test func requiresAPlistRootWithOneValue() throws {
        let notPlist = MarkedSource("1️⃣<dict/>")
        let (node, diagnostics) = read(notPlist)
        #expect(node == nil)
        #expect(diagnostics.diagnostics.map(\.message) == ["expected a <plist> root element, found <dict>"])
        #expect(diagnostics.diagnostics.first?.location == (try notPlist.location("1️⃣")))

        let empty = MarkedSource("1️⃣<plist version=\"1.0\">\n</plist>")
        let (emptyNode, emptyDiagnostics) = read(empty)
        #expect(emptyNode == nil)
        #expect(emptyDiagnostics.diagnostics.map(\.message) == ["empty <plist>: expected one value such as <dict>"])
        #expect(emptyDiagnostics.diagnostics.first?.location == (try empty.location("1️⃣")))

        let two = MarkedSource("<plist><dict/>1️⃣<array/></plist>")
        let (twoNode, twoDiagnostics) = read(two)
        #expect(try #require(twoNode).compactText == "{}")
        #expect(
            twoDiagnostics.diagnostics.map(\.message) == ["a <plist> holds one value; found another element <array>"]
        )
        #expect(twoDiagnostics.diagnostics.first?.location == (try two.location("1️⃣")))
    }

    @Test func leavesMalformedXMLToTheXMLReader() throws {
        let source = MarkedSource(plist("<dict><key>a</key><string>x1️⃣</dict>"))
        let (node, diagnostics) = read(source)
        #expect(node == nil)
        #expect(diagnostics.rules == [.xmlSyntax])
        #expect(
            diagnostics.diagnostics.first?.message == "closing tag '</dict>' does not match the open tag '<string>'"
        )
        #expect(diagnostics.diagnostics.first?.location == (try source.location("1️⃣")))
    }

    @Test func stopsAtTheDepthLimitWithoutRecursing() {
        let deep = "<plist>" + String(repeating: "<array>", count: 100_000)
        var diagnostics = DiagnosticBag()
        let node = PlistReader.read(SourceFile(path: "test", bytes: Array(deep.utf8)), diagnostics: &diagnostics)
        #expect(node == nil)
        #expect(diagnostics.rules == [.limitExceeded])
    }

    @Test func readsNestingUpToTheLimit() throws {
        let text =
            "<plist>" + String(repeating: "<array>", count: 511) + String(repeating: "</array>", count: 511)
            + "</plist>"
        var diagnostics = DiagnosticBag()
        let node = PlistReader.read(SourceFile(path: "test", bytes: Array(text.utf8)), diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        var depth = 0
        var current = try #require(node)
        while case .array(let elements) = current.value {
            depth += 1
            guard let first = elements.first else { break }
            current = first
        }
        #expect(depth == 511)
    }

    @Test func readsAHundredThousandEntries() throws {
        var text = "<plist><dict>\n"
        for index in 0..<100_000 {
            text += "<key>PGC\(index)</key><dict><key>light</key><string>#0A84FF</string></dict>\n"
        }
        text += "</dict></plist>"
        var diagnostics = DiagnosticBag()
        let node = PlistReader.read(SourceFile(path: "test", bytes: Array(text.utf8)), diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        guard case .object(let members) = try #require(node).value else {
            Issue.record("expected a dict")
            return
        }
        #expect(members.count == 100_000)
        #expect(members.last?.key == "PGC99999")
        #expect(members.last?.value.compactText == ##"{"light":"#0A84FF"}"##)
    }
}
