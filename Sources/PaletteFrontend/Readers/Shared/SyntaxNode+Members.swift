import PaletteModel

extension SyntaxNode {
    /// The members of an object; for any other value, `nil` after reporting `problem` (the type found, and where) at
    /// this node: the check every reader makes of a root that must be an object.
    func members(
        in file: SourceFile,
        diagnostics: inout DiagnosticBag,
        else problem: (_ found: String, _ location: Diagnostic.Location) -> Diagnostic
    ) -> [Member]? {
        guard case .object(let members) = value else {
            diagnostics.report(problem(typeName, file.location(ofOffset: offset)))
            return nil
        }
        return members
    }

    /// The members with every duplicate key reported and only its last occurrence kept, as `JSON.parse` keeps it.
    static func lastOfEachKey(
        _ members: [Member],
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> [Member] {
        NativePaletteReader.reportDuplicates(members, file: file, diagnostics: &diagnostics)
        var last: [String: Int] = [:]
        for (position, member) in members.enumerated() { last[member.key] = position }
        guard last.count < members.count else { return members }
        return members.enumerated().filter { last[$0.element.key] == $0.offset }.map(\.element)
    }
}
