public import PaletteModel

/// Reads JSON (RFC 8259) into a located `SyntaxNode` tree, keeping member order and duplicate keys.
///
/// Comments (`json-comment`), trailing commas (`json-trailing-comma`), single-quoted strings, bad escapes, lone
/// surrogates and control characters in strings are reported and reading goes on, so one run finds them all.
/// Any other syntax error is reported once and ends the read with `nil`; a tree is never partial.
public enum JSONReader {
    /// The smallest file read on several cores.
    public static let forkingThreshold = 1 << 20

    /// The root value of a JSON file, or `nil` after reporting why it could not be read.
    ///
    /// A returned tree may still come with recoverable errors in `diagnostics`.
    public static func read(
        _ file: SourceFile,
        limits: ReaderLimits = .default,
        diagnostics: inout DiagnosticBag
    ) -> SyntaxNode? {
        read(file, dialect: .json, limits: limits, diagnostics: &diagnostics)
    }

    /// The root value of a file in `dialect`, or `nil` after reporting why it could not be read.
    ///
    /// A file of at least `forkingThreshold` bytes is read on up to `cores` cores (`JSONParser+Forks.swift`), with
    /// the same tree and diagnostics as one pass gives, when `limits` allow pooled threads.
    public static func read(
        _ file: SourceFile,
        dialect: JSONDialect,
        limits: ReaderLimits = .default,
        forkingThreshold: Int = Self.forkingThreshold,
        cores: Int = ParallelSlices.cores,
        diagnostics: inout DiagnosticBag
    ) -> SyntaxNode? {
        guard let start = SourceEncoding.textStart(of: file, limits: limits, diagnostics: &diagnostics) else {
            return nil
        }
        var parser = JSONParser(file: file, start: start, maxDepth: limits.maxDepth, dialect: dialect)
        parser.forks = JSONParser.forks(
            file,
            from: start,
            maxDepth: limits.maxDepth,
            dialect: dialect,
            minimumBytes: limits.allowsPooledThreads ? forkingThreshold : .max,
            cores: cores
        )
        let root = parser.parse()
        diagnostics.append(contentsOf: parser.scanner.diagnostics)
        return root
    }
}
