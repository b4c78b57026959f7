import Foundation
import PalettecTestSupport
import Testing

/// Rules of this repository that no compiler checks: tests place diagnostics by markers, and every message is built
/// by a named factory in an `extension Diagnostic` next to the code that raises it.
@Suite struct SourceHygieneTests {
    /// A place in a source file that breaks a rule.
    struct Finding: Equatable, CustomStringConvertible {
        /// The path from the package root.
        var path: String
        var line: Int
        /// The source line, trimmed.
        var text: String

        var description: String { "\(path):\(line): \(text)" }
    }

    /// The `.swift` files under `folder` of the package, by path from the package root, in order; the folders named
    /// in `skipping` are left out wherever they are.
    static func swiftFiles(under folder: String, skipping: Set<String> = []) -> [String] {
        let root = Golden.packageRoot.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(
            at: Golden.packageRoot.appendingPathComponent(folder),
            includingPropertiesForKeys: [.isDirectoryKey]
        )
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if skipping.contains(url.lastPathComponent) {
                enumerator?.skipDescendants()
            } else if url.pathExtension == "swift" {
                paths.append(String(url.standardizedFileURL.path.dropFirst(root.count)))
            }
        }
        return paths.sorted()
    }

    /// The text of a file of the package.
    static func read(_ path: String) throws -> String {
        try String(contentsOf: Golden.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    // MARK: Positions in tests

    /// The lines of `source` that spell a position by hand: `name.ext:L:C`, an interpolated path followed by
    /// `:L:C`, or a GitHub annotation's `line=L,col=C`.
    static func handCountedPositions(in source: String, path: String) throws -> [Finding] {
        let position = try Regex(#"[A-Za-z0-9_.-]+\.[A-Za-z]+:[0-9]+:[0-9]+|\):[0-9]+:[0-9]+|line=[0-9]+,col=[0-9]+"#)
        return source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
            guard line.contains(position) else { return nil }
            return Finding(path: path, line: number + 1, text: line.trimmingCharacters(in: .whitespaces))
        }
    }

    /// Where positions may be written out: the marker helper's own documentation, the rule catalog's examples
    /// (the text of `Docs/Diagnostics.md`), and fixtures, golden files and generated code, which are inputs and
    /// outputs rather than tests.
    static let positionsAllowed: Set<String> = [
        "MarkedText.swift", "RuleCatalog.swift", "Fixtures", "Golden", "Generated", "Regressions",
    ]

    @Test func noTestSpellsAPositionByHand() throws {
        var findings: [Finding] = []
        for path in Self.swiftFiles(under: "Tests", skipping: Self.positionsAllowed) {
            findings += try Self.handCountedPositions(in: try Self.read(path), path: path)
        }
        #expect(
            findings.isEmpty,
            """
            Mark the position in the input with the markers of Tests/PalettecTestSupport/MarkedText.swift \
            (`1️⃣`, then `marked.place("1️⃣", in: path)`) instead of counting it:
            \(findings.map(\.description).joined(separator: "\n"))
            """
        )
    }

    @Test func handCountedPositionsAreFoundAndMarkedOnesAreNot() throws {
        // Built at run time, so that this file does not spell them itself.
        let counted =
            ["p.json", "\\(path)"].map { $0 + ":" + "2:32: error: x" } + ["::error file=p.json,line=" + "2,col=3"]
        for line in counted {
            #expect(
                try Self.handCountedPositions(in: "let a = 1\n\"\(line)\"", path: "t.swift").map(\.line) == [2],
                "\(line)"
            )
        }
        let marked = #"marked.place("1️⃣", in: "p.json") + ": error: x" // 12:30:00, v1.2"#
        #expect(try Self.handCountedPositions(in: marked, path: "t.swift").isEmpty)
    }

    // MARK: Messages in sources

    /// The places in `source` that build a message from literal text outside an `extension Diagnostic { … }`: a
    /// `Diagnostic(…)` with a string literal among its arguments, or a `report("…")`, `invalid("…")` or `fail("…")`
    /// whose first argument is one.
    static func literalMessages(in source: String, path: String) throws -> [Finding] {
        let code = SwiftCodeSkeleton(source).text
        let bytes = Array(code.utf8)
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let factories = code.ranges(of: try Regex(#"\bextension\s+Diagnostic\b[^{]*\{"#)).map { opening in
            let start = code.utf8.distance(from: code.utf8.startIndex, to: opening.lowerBound)
            let brace = code.utf8.distance(from: code.utf8.startIndex, to: opening.upperBound) - 1
            return start..<(Self.closing(bytes, from: brace) ?? bytes.count)
        }
        var offsets: [Int] = []
        for call in code.ranges(of: try Regex(#"\bDiagnostic\s*\("#)) {
            let start = code.utf8.distance(from: code.utf8.startIndex, to: call.lowerBound)
            let parenthesis = code.utf8.distance(from: code.utf8.startIndex, to: call.upperBound) - 1
            let end = Self.closing(bytes, from: parenthesis) ?? bytes.count
            if bytes[parenthesis..<end].contains(UInt8(ascii: "\"")) { offsets.append(start) }
        }
        for call in code.ranges(of: try Regex(#"\b(report|invalid|fail)\s*\(\s*""#)) {
            offsets.append(code.utf8.distance(from: code.utf8.startIndex, to: call.lowerBound))
        }
        return offsets.sorted().filter { offset in !factories.contains { $0.contains(offset) } }.map { offset in
            let line = bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
            return Finding(path: path, line: line, text: sourceLines[line - 1].trimmingCharacters(in: .whitespaces))
        }
    }

    /// The offset of the bracket that closes the one at `opening` (`(` or `{`) in skeleton code.
    static func closing(_ bytes: [UInt8], from opening: Int) -> Int? {
        let open = bytes[opening]
        let close = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
        var depth = 0
        for index in opening..<bytes.count {
            if bytes[index] == open { depth += 1 }
            if bytes[index] == close { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// Every literal message in `Sources/`, in order.
    static func literalMessagesInSources() throws -> [Finding] {
        try swiftFiles(under: "Sources").flatMap { try literalMessages(in: try read($0), path: $0) }
    }

    @Test
    func everyMessageIsBuiltByAFactory() throws {
        let findings = try Self.literalMessagesInSources()
        let counts = Dictionary(grouping: findings, by: \.path).mapValues(\.count)
        #expect(
            findings.isEmpty,
            """
            \(findings.count) messages are built from literal text outside an `extension Diagnostic { … }`; give each \
            a named factory at the bottom of its file:
            \(findings.map(\.description).joined(separator: "\n"))
            By file:
            \(counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }.joined(separator: "\n"))
            """
        )
    }

    @Test func literalMessagesAreFoundAndFactoriesAndForwardedTextAreNot() throws {
        let source = #"""
            func check() {
                // Diagnostic(.x, "in a comment")
                let text = "Diagnostic(.x, \"in a literal\")"
                diagnostics.report(Diagnostic(rule, message, at: location))
                diagnostics.report(
                    Diagnostic(
                        .invalidColor,
                        "'\(value)' is \("not" + ")") a color",
                        at: nil
                    )
                )
                report(
                    "a literal on the next line", at: offset)
                fail("\(found) found", at: start)
                invalid(.factory(text))
            }

            extension Diagnostic {
                static func factory(_ text: String) -> Diagnostic {
                    Diagnostic(.invalidColor, "'\(text)' is not { a color", at: nil)
                }
            }

            func after() { report(#"raw "text""#) }
            """#
        #expect(try Self.literalMessages(in: source, path: "t.swift").map(\.line) == [6, 12, 14, 24])
    }

    @Test func skeletonKeepsCodeAndLinesAndDropsLiteralsAndComments() {
        let source = ##"""
            a("x\(b("y)")) z", #"q"r"#) /* c /* d */ "e" */ f // "g"
            let s = """
                h \(i)
                """
            """##
        #expect(SwiftCodeSkeleton(source).text == "a(\"\", \"\")   f  \nlet s = \"\"\n\n")
    }

    // MARK: Foundation in the product

    /// The import lines of `source` that link full Foundation (or one of its ICU-backed parts).
    ///
    /// Only the lines before the first declaration are looked at (generated code a source spells in a string literal
    /// is not an import), and `import Foundation` in the `#else` of `#if canImport(FoundationEssentials)` is the
    /// fallback where there is no `FoundationEssentials`. One such import links ICU's data into the binary (60 MB).
    static func fullFoundationImports(in source: String, path: String) -> [Finding] {
        var findings: [Finding] = []
        var essentialsElse = false
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            let isHeader =
                text.isEmpty || text.hasPrefix("import ") || text.hasPrefix("#") || text.hasPrefix("//")
                || text.hasPrefix("@preconcurrency import ")
            guard isHeader else { break }
            if text == "#if canImport(FoundationEssentials)" { essentialsElse = false }
            if text == "#else" { essentialsElse = true }
            if text == "#endif" { essentialsElse = false }
            let imported = text.split(separator: " ").dropFirst().first.map(String.init) ?? ""
            guard text.hasPrefix("import "),
                ["Foundation", "FoundationXML", "FoundationNetworking", "FoundationInternationalization"].contains(
                    imported
                )
            else { continue }
            if imported == "Foundation", essentialsElse { continue }
            findings.append(Finding(path: path, line: number + 1, text: text))
        }
        return findings
    }

    @Test func theProductImportsFoundationEssentialsOnly() throws {
        let findings = try Self.swiftFiles(under: "Sources").flatMap {
            Self.fullFoundationImports(in: try Self.read($0), path: $0)
        }
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func fullFoundationImportsAreFoundAndTheFallbackIsNot() {
        let guarded =
            "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n"
        #expect(Self.fullFoundationImports(in: guarded, path: "a.swift").isEmpty)
        let plain = "import Dispatch\nimport Foundation\n"
        #expect(Self.fullFoundationImports(in: plain, path: "a.swift").map(\.line) == [2])
        #expect(Self.fullFoundationImports(in: guarded + "import FoundationXML\n", path: "a.swift").map(\.line) == [6])
        let spelled = "enum E {\n    static let text = \"\"\"\n        import Foundation\n        \"\"\"\n}\n"
        #expect(Self.fullFoundationImports(in: spelled, path: "a.swift").isEmpty)
    }
}
