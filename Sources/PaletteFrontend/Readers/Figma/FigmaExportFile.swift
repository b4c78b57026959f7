import PaletteModel

/// A file of the per-mode export Figma's own sync example writes (`figma/variables-github-action-example`): one DTCG
/// file per collection and mode, named `<Collection>.<Mode>.json`, whose tokens carry `$extensions["com.figma"]`.
enum FigmaExportFile {
    /// How many nodes are looked at for a first token, so a large file that is no export costs little.
    static let nodeBudget = 4_096

    /// The collection and mode a file's name gives, when its first token carries `com.figma` extensions.
    static func mode(of root: SyntaxNode, path: String) -> PaletteDocument.FigmaMode? {
        var name = PathText.lastComponent(path)
        guard ForeignFiles.hasSuffix(name, ".json") else { return nil }
        name.removeLast(".json".count)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex,
            isExport(root)
        else { return nil }
        return PaletteDocument.FigmaMode(
            collection: String(name[..<dot]),
            mode: String(name[name.index(after: dot)...])
        )
    }

    /// Whether the first token, breadth first, has `$extensions` with a `com.figma` member.
    private static func isExport(_ root: SyntaxNode) -> Bool {
        var queue = [root]
        var index = 0
        while index < queue.count, index < nodeBudget {
            let node = queue[index]
            index += 1
            guard case .object(let members) = node.value else { continue }
            if members.contains(where: { $0.key == "$value" }) {
                guard let extensions = FigmaVariables.member(node, "$extensions") else { return false }
                return FigmaVariables.member(extensions, "com.figma") != nil
            }
            for member in members where !member.key.hasPrefix("$") { queue.append(member.value) }
        }
        return false
    }
}
