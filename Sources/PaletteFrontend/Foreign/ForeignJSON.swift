import PaletteModel

/// Reads JSON for the foreign readers, accepting the comments and trailing commas that JSONC and JSON5 files
/// may hold.
enum ForeignJSON {
    /// The root node of a JSON file; in a `.jsonc` or `.json5` file comments and trailing commas are allowed.
    ///
    /// Other JSON5 syntax (unquoted keys, single quotes, hex numbers) is still reported by the JSON reader, and an
    /// unquoted key or single-quoted string is said to look like JSON5.
    static func read(_ file: SourceFile, limits: ReaderLimits, diagnostics: inout DiagnosticBag) -> SyntaxNode? {
        let lenient = ForeignFiles.hasSuffix(file.path, ".jsonc") || ForeignFiles.hasSuffix(file.path, ".json5")
        var local = DiagnosticBag()
        let root = JSONReader.read(file, limits: limits, diagnostics: &local)
        diagnostics.append(
            contentsOf: JSON5Hint.annotated(local).filter {
                !lenient || ($0.rule != .jsonComment && $0.rule != .jsonTrailingComma)
            }
        )
        return root
    }

    /// The members with every duplicate key reported and only its last occurrence kept, as `JSON.parse` keeps it.
    static func lastOfEachKey(
        _ members: [SyntaxNode.Member],
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> [SyntaxNode.Member] {
        NativePaletteReader.reportDuplicates(members, file: file, diagnostics: &diagnostics)
        var last: [String: Int] = [:]
        for (position, member) in members.enumerated() { last[member.key] = position }
        guard last.count < members.count else { return members }
        return members.enumerated().filter { last[$0.element.key] == $0.offset }.map(\.element)
    }
}
