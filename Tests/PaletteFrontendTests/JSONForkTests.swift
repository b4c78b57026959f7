import PaletteModel
import Testing

@testable import PaletteFrontend

/// Large JSON files are read in stretches on several cores: the tree and the diagnostics must be those of one pass,
/// whatever the stretches start in (a string, a comment, a deeper value) and wherever the file is broken.
@Suite struct JSONForkTests {
    /// A palette-like document: one big object of members, with strings that hold `, "`, escapes, nested values
    /// and (in JSON5) comments that look like member starts.
    static func document(members: Int, json5: Bool, using generator: inout some RandomNumberGenerator) -> String {
        var text = "{\n  \"name\": \"Forks\",\n  \"colors\": {\n"
        for index in 0..<members {
            if index > 0 { text += ",\n" }
            if json5, Int.random(in: 0..<7, using: &generator) == 0 { text += "    // , \"not\": \"a key\"\n" }
            text += "    \"K\(index)\": "
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: text += "\"#0A84FF\""
            case 1: text += "{ \"description\": \"has , \\\"quoted\\\" , \\\"x\\\": 1 inside\", \"light\": \"#FFF\" }"
            case 2: text += "[1, 2, { \"deep\": [\"a\", \", \\\"b\\\"\"] }]"
            case 3: text += "{ \"nested\": { \"k\": \"v\", \"w\": [true, false, null] }, \"n\": -1.5e3 }"
            default: text += "\"text with , \\\"comma\\\" and \\u00e9\""
            }
        }
        text += "\n  },\n  \"appearances\": { \"sepia\": { \"fallback\": \"light\" } }\n}\n"
        return text
    }

    /// The tree and diagnostics of reading `bytes` in one pass and in stretches on `cores` cores.
    static func both(
        _ bytes: [UInt8],
        dialect: JSONDialect,
        cores: Int,
        limits: ReaderLimits = .default
    ) -> (
        serial: (SyntaxNode?, [Diagnostic]), forked: (SyntaxNode?, [Diagnostic])
    ) {
        let file = SourceFile(path: "forks.json", bytes: bytes)
        var serialBag = DiagnosticBag()
        let serial = JSONReader.read(
            file,
            dialect: dialect,
            limits: limits,
            forkingThreshold: .max,
            diagnostics: &serialBag
        )
        var forkedBag = DiagnosticBag()
        let forked = JSONReader.read(
            file,
            dialect: dialect,
            limits: limits,
            forkingThreshold: 0,
            cores: cores,
            diagnostics: &forkedBag
        )
        return ((serial, serialBag.diagnostics), (forked, forkedBag.diagnostics))
    }

    @Test(arguments: [JSONDialect.json, .json5])
    func stretchesGiveTheTreeOfOnePass(dialect: JSONDialect) {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<40 {
            let text = Self.document(members: 50 + round * 7, json5: dialect == .json5, using: &generator)
            let (serial, forked) = Self.both(Array(text.utf8), dialect: dialect, cores: 2 + round % 7)
            #expect(serial.0 != nil)
            #expect(forked.0 == serial.0, "round \(round)")
            #expect(forked.1 == serial.1, "round \(round)")
        }
    }

    @Test func brokenFilesGiveTheDiagnosticsOfOnePass() {
        var generator = SystemRandomNumberGenerator()
        let text = Array(Self.document(members: 300, json5: false, using: &generator).utf8)
        let breakers: [[UInt8]] = [[], Array("}".utf8), Array(",,".utf8), Array("\"".utf8), Array("/* c */".utf8)]
        for round in 0..<200 {
            var bytes = text
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            let breaker = breakers[round % breakers.count]
            if breaker.isEmpty {
                bytes.removeSubrange(at...)
            } else {
                bytes.insert(contentsOf: breaker, at: at)
            }
            let (serial, forked) = Self.both(bytes, dialect: .json, cores: 2 + round % 4)
            #expect(forked.0 == serial.0, "round \(round)")
            #expect(forked.1 == serial.1, "round \(round)")
        }
    }

    @Test func theDepthLimitHoldsAcrossStretches() {
        var generator = SystemRandomNumberGenerator()
        let bytes = Array(Self.document(members: 200, json5: false, using: &generator).utf8)
        for depth in 2...7 {
            let (serial, forked) = Self.both(bytes, dialect: .json, cores: 3, limits: ReaderLimits(maxDepth: depth))
            #expect(forked.0 == serial.0, "depth \(depth)")
            #expect(forked.1 == serial.1, "depth \(depth)")
        }
    }

    /// The stretches of a clean palette are taken over, not read again: otherwise the tests above would compare one
    /// pass with itself.
    @Test func aCleanPalettesStretchesAreTakenOver() {
        let members = (0..<2_000).map { "    \"PGC\($0)\": { \"light\": \"#0A84FF\", \"dark\": \"#FF9F0A\" }" }
        let text = "{\n  \"colors\": {\n" + members.joined(separator: ",\n") + "\n  }\n}\n"
        let file = SourceFile(path: "forks.json", bytes: Array(text.utf8))
        var parser = JSONParser(file: file, start: 0, maxDepth: 512)
        parser.forks = JSONParser.forks(file, from: 0, maxDepth: 512, dialect: .json, minimumBytes: 0, cores: 4)
        #expect(parser.forks.count == 3)
        let root = parser.parse()
        #expect(parser.scanner.diagnostics.diagnostics.isEmpty)
        #expect(parser.forksTaken == 3)
        var bag = DiagnosticBag()
        #expect(root == JSONReader.read(file, dialect: .json, forkingThreshold: .max, diagnostics: &bag))
    }
}
