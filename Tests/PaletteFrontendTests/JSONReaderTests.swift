import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the JSON reader: values, escapes, positions, encodings, recoverable problems and limits.
@Suite struct JSONReaderTests {
    /// Reads a marked text, returning the tree and the diagnostics.
    func read(_ source: MarkedSource, limits: ReaderLimits = .default) -> (SyntaxNode?, DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        let node = JSONReader.read(source.file, limits: limits, diagnostics: &diagnostics)
        return (node, diagnostics)
    }

    /// Reads raw bytes, returning the tree and the diagnostics.
    func read(bytes: [UInt8]) -> (SyntaxNode?, DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        let node = JSONReader.read(SourceFile(path: "test", bytes: bytes), diagnostics: &diagnostics)
        return (node, diagnostics)
    }

    /// Reads text that must produce exactly one diagnostic and no tree, and returns that diagnostic.
    func singleFailure(_ source: MarkedSource, sourceLocation: SourceLocation = #_sourceLocation) throws -> Diagnostic {
        let (node, diagnostics) = read(source)
        #expect(node == nil, sourceLocation: sourceLocation)
        try #require(diagnostics.diagnostics.count == 1, "\(diagnostics.diagnostics)", sourceLocation: sourceLocation)
        return diagnostics.diagnostics[0]
    }

    @Test func readsEveryKindOfValue() throws {
        let (node, diagnostics) = read(
            MarkedSource(
                #"{"s": "x", "n": 1e999, "t": true, "f": false, "z": null, "a": [1, [2], {}], "o": {"k": []}}"#
            )
        )
        #expect(diagnostics.diagnostics.isEmpty)
        let root = try #require(node)
        #expect(root.compactText == #"{"s":"x","n":1e999,"t":true,"f":false,"z":null,"a":[1,[2],{}],"o":{"k":[]}}"#)
    }

    @Test func keepsNumbersAsWritten() throws {
        let (node, diagnostics) = read(
            MarkedSource("[0, -0, 1.50, 1E+2, -12.5e-3, 1e999, 123456789012345678901234567890]")
        )
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(try #require(node).compactText == "[0,-0,1.50,1E+2,-12.5e-3,1e999,123456789012345678901234567890]")
    }

    @Test func readsTopLevelScalars() throws {
        for (text, expected) in [(" 12 ", "12"), ("\"a\"", "\"a\""), ("null", "null"), ("\ntrue\n", "true")] {
            let (node, diagnostics) = read(MarkedSource(text))
            #expect(diagnostics.diagnostics.isEmpty, "\(text)")
            #expect(node?.compactText == expected)
        }
    }

    @Test func unescapesEveryEscape() throws {
        let (node, diagnostics) = read(MarkedSource(#"["\" \\ \/ \b \f \n \r \t \u00e9 \u20AC \uD83D\uDE00 \u0000"]"#))
        #expect(diagnostics.diagnostics.isEmpty)
        let root = try #require(node)
        guard case .array(let elements) = root.value, case .string(let text) = elements.first?.value else {
            Issue.record("expected an array of one string, got \(root.compactText)")
            return
        }
        #expect(text == "\" \\ / \u{08} \u{0C} \n \r \t é € 😀 \u{0}")
    }

    @Test func replacesLoneSurrogatesAndGoesOn() throws {
        let source = MarkedSource(#"["a1️⃣\uD800b", "2️⃣\uDC00", "3️⃣\uD83D\u0041"]"#)
        let (node, diagnostics) = read(source)
        #expect(try #require(node).compactText == "[\"a\u{FFFD}b\",\"\u{FFFD}\",\"\u{FFFD}A\"]")
        #expect(diagnostics.rules == [.jsonSyntax, .jsonSyntax, .jsonSyntax])
        #expect(
            diagnostics.diagnostics.map(\.location) == [
                try source.location("1️⃣"), try source.location("2️⃣"), try source.location("3️⃣"),
            ]
        )
        #expect(diagnostics.diagnostics.first?.message == "lone surrogate '\\uD800' in string; it is read as U+FFFD")
    }

    @Test func reportsInvalidEscapesAndGoesOn() throws {
        let source = MarkedSource(#"{"a": "x1️⃣\qy", "b": "2️⃣\u12G4"}"#)
        let (node, diagnostics) = read(source)
        #expect(try #require(node).compactText == "{\"a\":\"xqy\",\"b\":\"\u{FFFD}12G4\"}")
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "invalid escape '\\q' in string", "invalid escape '\\u': expected 4 hex digits",
            ]
        )
        #expect(diagnostics.diagnostics.map(\.location) == [try source.location("1️⃣"), try source.location("2️⃣")])
    }

    @Test func recordsTheOffsetOfEveryValueAndKey() throws {
        let source = MarkedSource("{1️⃣\"a\": 2️⃣[3️⃣1, 4️⃣\"x\"],\n  5️⃣\"é\": 6️⃣{7️⃣\"k\": 8️⃣null}}")
        let (node, _) = read(source)
        let root = try #require(node)
        #expect(root.offset == 0)
        guard case .object(let members) = root.value, members.count == 2,
            case .array(let elements) = members[0].value.value, elements.count == 2,
            case .object(let inner) = members[1].value.value, inner.count == 1
        else {
            Issue.record("unexpected shape \(root.compactText)")
            return
        }
        #expect(members[0].keyOffset == (try source.offset("1️⃣")))
        #expect(members[0].value.offset == (try source.offset("2️⃣")))
        #expect(elements[0].offset == (try source.offset("3️⃣")))
        #expect(elements[1].offset == (try source.offset("4️⃣")))
        #expect(members[1].keyOffset == (try source.offset("5️⃣")))
        #expect(members[1].value.offset == (try source.offset("6️⃣")))
        #expect(inner[0].keyOffset == (try source.offset("7️⃣")))
        #expect(inner[0].value.offset == (try source.offset("8️⃣")))
        #expect(source.file.position(ofOffset: inner[0].value.offset) == SourcePosition(line: 2, column: 14))
    }

    @Test func keepsDuplicateKeysInOrder() throws {
        let source = MarkedSource(#"{1️⃣"a": 1, "b": 2, 2️⃣"a": 3}"#)
        let (node, diagnostics) = read(source)
        #expect(diagnostics.diagnostics.isEmpty)
        guard case .object(let members) = try #require(node).value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b", "a"])
        #expect(members.map(\.value.compactText) == ["1", "2", "3"])
        #expect(members[0].keyOffset == (try source.offset("1️⃣")))
        #expect(members[2].keyOffset == (try source.offset("2️⃣")))
    }

    @Test func skipsAUTF8ByteOrderMark() throws {
        let (node, diagnostics) = read(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(diagnostics.diagnostics.isEmpty)
        let root = try #require(node)
        #expect(root.compactText == #"{"a":1}"#)
        #expect(root.offset == 3)
    }

    @Test func readsCRLFLineEnds() throws {
        let source = MarkedSource("{\r\n  \"a\": 1,\r\n  1️⃣\"b\": 22️⃣,\r\n}")
        let (node, diagnostics) = read(source)
        #expect(try #require(node).compactText == #"{"a":1,"b":2}"#)
        #expect(diagnostics.rules == [.jsonTrailingComma])
        #expect(source.file.position(ofOffset: try source.offset("1️⃣")) == SourcePosition(line: 3, column: 3))
        guard case .object(let members) = try #require(node).value else { return }
        #expect(source.file.position(ofOffset: members[1].keyOffset) == SourcePosition(line: 3, column: 3))
        #expect(diagnostics.diagnostics.first?.location == (try source.location("2️⃣")))
        #expect(diagnostics.diagnostics.first?.location == Diagnostic.Location(path: "test", line: 3, column: 9))
    }

    @Test func pointsAtTheFirstInvalidUTF8Byte() throws {
        // Line 2: `  "é": "x` then 0xFF at column 10.
        let bytes = Array("{\n  \"é\": \"x".utf8) + [0xFF] + Array("\"}".utf8)
        let (node, diagnostics) = read(bytes: bytes)
        #expect(node == nil)
        #expect(diagnostics.rules == [.invalidUTF8])
        #expect(diagnostics.diagnostics.first?.location == Diagnostic.Location(path: "test", line: 2, column: 10))
        #expect(diagnostics.diagnostics.first?.message.hasPrefix("invalid UTF-8 byte 0xFF") == true)
    }

    @Test func pointsAtTruncatedSequencesAndStrayContinuationBytes() {
        let truncated = read(bytes: Array("[\"ab".utf8) + [0xE2, 0x82] + Array("A\"]".utf8)).1
        #expect(truncated.diagnostics.first?.location == Diagnostic.Location(path: "test", line: 1, column: 5))
        let stray = read(bytes: Array("[\"é".utf8) + [0x80] + Array("\"]".utf8)).1
        #expect(stray.diagnostics.first?.location == Diagnostic.Location(path: "test", line: 1, column: 4))
        let surrogate = read(bytes: Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8)).1
        #expect(surrogate.diagnostics.first?.location == Diagnostic.Location(path: "test", line: 1, column: 3))
        let overlong = read(bytes: Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8)).1
        #expect(overlong.rules == [.invalidUTF8])
        let atEnd = read(bytes: Array("[\"".utf8) + [0xF0, 0x9F]).1
        #expect(atEnd.diagnostics.first?.location == Diagnostic.Location(path: "test", line: 1, column: 3))
    }

    @Test func findsInvalidUTF8OnEitherSideOfEightByteWords() {
        // Bad sequences after ASCII runs of every length up to three words, after valid multi-byte scalars.
        let bad: [[UInt8]] = [[0xFF], [0x80], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF0, 0x9F]]
        let valid: [[UInt8]] = [[], Array("é".utf8), Array("€".utf8), Array("🎨".utf8)]
        for sequence in bad {
            for scalar in valid {
                for run in 0..<24 {
                    let prefix = Array("[\"".utf8) + scalar + [UInt8](repeating: UInt8(ascii: "a"), count: run)
                    let bytes = prefix + sequence + Array("bcdefghijklmnop\"]".utf8)
                    let diagnostics = read(bytes: bytes).1
                    // The bad sequence's first byte; a stray continuation byte is a character of its own.
                    let column = 3 + (scalar.isEmpty ? 0 : 1) + run
                    #expect(diagnostics.rules == [.invalidUTF8])
                    #expect(
                        diagnostics.diagnostics.first?.location
                            == Diagnostic.Location(path: "test", line: 1, column: column),
                        "\(sequence) after \(scalar) and \(run) ASCII bytes"
                    )
                    #expect(
                        diagnostics.diagnostics.first?.message.contains(
                            "0x" + String(sequence[0], radix: 16, uppercase: true)
                        ) == true
                    )
                }
                let clean = Array("[\"".utf8) + scalar + [UInt8](repeating: UInt8(ascii: "a"), count: 21) + scalar
                #expect(read(bytes: clean + Array("\"]".utf8)).1.diagnostics.isEmpty)
            }
        }
    }

    @Test func reportsUTF16AndUTF32Files() {
        let text = #"{"a": 1}"#
        let littleEndian: [UInt8] = text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let bigEndian: [UInt8] = text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let utf16LE: [UInt8] = [0xFF, 0xFE] + littleEndian
        let utf16BE: [UInt8] = [0xFE, 0xFF] + bigEndian
        let utf32LE: [UInt8] = text.unicodeScalars.flatMap { scalar -> [UInt8] in [UInt8(scalar.value & 0xFF), 0, 0, 0]
        }
        for bytes in [utf16LE, utf16BE, littleEndian] {
            let (node, diagnostics) = read(bytes: bytes)
            #expect(node == nil)
            #expect(diagnostics.rules == [.invalidUTF8])
            #expect(diagnostics.diagnostics.first?.message == "file is UTF-16; palettec reads UTF-8")
            #expect(diagnostics.diagnostics.first?.location == Diagnostic.Location(path: "test", line: 1, column: 1))
        }
        #expect(read(bytes: utf32LE).1.diagnostics.first?.message == "file is UTF-32; palettec reads UTF-8")
    }

    @Test func reportsCommentsAndTrailingCommasAndReadsOn() throws {
        let source = MarkedSource(
            """
            {
              1️⃣// a line comment
              "a": [1, 22️⃣,],
              3️⃣/* a block
                 comment */ "b": {"c": true4️⃣,}5️⃣,
            }
            """
        )
        let (node, diagnostics) = read(source)
        #expect(try #require(node).compactText == #"{"a":[1,2],"b":{"c":true}}"#)
        #expect(
            diagnostics.rules == [
                .jsonComment, .jsonTrailingComma, .jsonComment, .jsonTrailingComma, .jsonTrailingComma,
            ]
        )
        #expect(
            diagnostics.diagnostics.map(\.location)
                == [
                    try source.location("1️⃣"), try source.location("2️⃣"), try source.location("3️⃣"),
                    try source.location("4️⃣"), try source.location("5️⃣"),
                ]
        )
        #expect(diagnostics.diagnostics[0].message == "comments are not allowed in JSON")
        #expect(diagnostics.diagnostics[1].message == "trailing comma before ']' is not allowed in JSON")
        #expect(diagnostics.diagnostics[4].message == "trailing comma before '}' is not allowed in JSON")
    }

    @Test func findsASyntaxErrorAfterAComment() throws {
        let source = MarkedSource("// header\n{\"a\": 1 1️⃣\"b\": 2}")
        let (node, diagnostics) = read(source)
        #expect(node == nil)
        #expect(diagnostics.rules == [.jsonComment, .jsonSyntax])
        let error = diagnostics.diagnostics[1]
        #expect(error.message == "expected ',' or '}' after object member, found '\"'")
        #expect(error.location == (try source.location("1️⃣")))
        #expect(error.notes.first?.message == "the object starts here")
        #expect(error.notes.first?.location == Diagnostic.Location(path: "test", line: 2, column: 1))
    }

    @Test func reportsAnUnterminatedBlockComment() throws {
        let source = MarkedSource("{\"a\": 1 1️⃣/* never closed")
        let (node, diagnostics) = read(source)
        #expect(node == nil)
        #expect(diagnostics.rules == [.jsonComment, .jsonSyntax])
        #expect(diagnostics.diagnostics[1].message == "unterminated comment: expected '*/', found end of file")
        #expect(diagnostics.diagnostics[1].location == (try source.location("1️⃣")))
    }

    @Test func explainsSyntaxErrors() throws {
        let cases: [(String, String)] = [
            ("{\"a\": 1️⃣\"abc", "unterminated string"),
            ("[\"ab1️⃣\ncd\"]", "control character U+000A in string; is the closing quote missing?"),
            ("[1️⃣01]", "invalid number '01'"),
            ("[1️⃣1.]", "invalid number '1.'"),
            ("[1️⃣-]", "invalid number '-'"),
            ("[1️⃣.5]", "invalid number '.5'"),
            ("[1️⃣+1]", "invalid number '+1'"),
            ("[1️⃣1e]", "invalid number '1e'"),
            ("[1️⃣0x1F]", "invalid number '0x1F'"),
            ("1️⃣", "expected a value, found end of file"),
            ("  \n1️⃣", "expected a value, found end of file"),
            ("{\"a\":1️⃣", "expected a value, found end of file"),
            ("[1️⃣tru]", "expected a value, found 'tru'"),
            ("[1️⃣NaN]", "expected a value, found 'NaN'"),
            ("[1️⃣}", "expected a value, found '}'"),
            ("{1️⃣a: 1}", "expected a string key or '}', found 'a'"),
            ("{\"a\": 1, 1️⃣2: 1}", "expected a string key after ',', found '2'"),
            ("{\"a\" 1️⃣1}", "expected ':' after object key, found '1'"),
            ("[1 1️⃣2]", "expected ',' or ']' after array element, found '2'"),
            ("[1, 2 1️⃣", "expected ',' or ']' after array element, found end of file"),
            ("{\"a\": 1} 1️⃣{}", "unexpected content after the JSON value, found '{'"),
            ("[1️⃣\u{7F}]", "expected a value, found control character U+007F"),
            ("[1️⃣é]", "expected a value, found 'é'"),
        ]
        for (text, message) in cases {
            let source = MarkedSource(text)
            let diagnostic = try singleFailure(source)
            #expect(diagnostic.rule == .jsonSyntax, "\(text)")
            #expect(diagnostic.message == message, "\(text)")
            #expect(diagnostic.location == (try source.location("1️⃣")), "\(text)")
        }
    }

    @Test func reportsControlCharactersInStringsAndReadsOn() throws {
        let source = MarkedSource("[\"a1️⃣\tb\", 1]")
        let (node, diagnostics) = read(source)
        #expect(try #require(node).compactText == "[\"a\tb\",1]")
        #expect(diagnostics.diagnostics.map(\.message) == ["control character U+0009 in string; write it as an escape"])
        #expect(diagnostics.diagnostics.first?.location == (try source.location("1️⃣")))
    }

    @Test func reportsSingleQuotedStringsAndReadsOn() throws {
        let source = MarkedSource("{1️⃣'a': 2️⃣'it\\'s \"x\"'}")
        let (node, diagnostics) = read(source)
        #expect(try #require(node).compactText == "{\"a\":\"it's \"x\"\"}")
        #expect(diagnostics.rules == [.jsonSyntax, .jsonSyntax])
        #expect(diagnostics.diagnostics.first?.message == "single-quoted strings are not allowed in JSON; use '\"'")
        #expect(diagnostics.diagnostics.map(\.location) == [try source.location("1️⃣"), try source.location("2️⃣")])
    }

    @Test func stopsAtTheDepthLimitWithoutRecursing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let (node, diagnostics) = read(bytes: Array(deep.utf8))
        #expect(node == nil)
        #expect(diagnostics.rules == [.limitExceeded])
        #expect(
            diagnostics.diagnostics.first?.message
                == "arrays and objects nest deeper than the limit of 512 levels (raise it with --max-depth)"
        )
        #expect(diagnostics.diagnostics.first?.location == Diagnostic.Location(path: "test", line: 1, column: 513))

        let unbalanced = read(bytes: Array(String(repeating: "{\"a\":", count: 100_000).utf8)).1
        #expect(unbalanced.rules == [.limitExceeded])
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let limits = ReaderLimits(maxDepth: 3)
        let (node, diagnostics) = read(MarkedSource("[{\"a\": []}]"), limits: limits)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(try #require(node).compactText == "[{\"a\":[]}]")
        let tooDeep = read(MarkedSource("[{\"a\": [[]]}]"), limits: limits).1
        #expect(tooDeep.rules == [.limitExceeded])
    }

    @Test func refusesFilesOverTheSizeLimit() {
        let (node, diagnostics) = read(MarkedSource("[1, 2, 3]"), limits: ReaderLimits(maxFileBytes: 8))
        #expect(node == nil)
        #expect(diagnostics.rules == [.limitExceeded])
        #expect(
            diagnostics.diagnostics.first?.message
                == "file is 9 bytes; the limit is 8 bytes (raise it with --max-file-size)"
        )
    }

    @Test func readsAHundredThousandEntries() throws {
        var text = "{\"colors\": {\n"
        for index in 0..<100_000 {
            text += "  \"PGC\(index)\": {\"light\": \"#0A84FF\", \"dark\": \"#409CFF\"},\n"
        }
        text += "  \"last\": \"#000000\"\n}}"
        // No markers: `MarkedText` scans characters, far slower than the reader on six megabytes.
        let (node, diagnostics) = read(bytes: Array(text.utf8))
        #expect(diagnostics.diagnostics.isEmpty)
        guard case .object(let root) = try #require(node).value, case .object(let colors) = root.first?.value.value
        else {
            Issue.record("expected {colors: {…}}")
            return
        }
        #expect(colors.count == 100_001)
        #expect(colors[99_999].key == "PGC99999")
        #expect(colors[99_999].value.compactText == ##"{"light":"#0A84FF","dark":"#409CFF"}"##)
    }
}
