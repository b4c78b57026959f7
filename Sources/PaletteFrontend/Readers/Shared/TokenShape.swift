import PaletteModel

/// Which token convention a tree uses: DTCG `$value` or Style Dictionary `value` leaves.
public enum TokenShape: Sendable {
    /// `$value`.
    case dtcg
    /// `value` holding a string.
    case styleDictionary

    /// How many objects the look goes through before deciding, so detection stays cheap on large files.
    static let nodeBudget = 20_000

    /// The first token convention found in a breadth-first look at up to `nodeBudget` objects.
    static func first(in root: SyntaxNode) -> TokenShape? {
        var queue = [root]
        var index = 0
        while index < queue.count, index < nodeBudget {
            let node = queue[index]
            index += 1
            guard case .object(let members) = node.value else { continue }
            for member in members {
                if member.key == "$value" { return .dtcg }
                if member.key == "value", case .string = member.value.value { return .styleDictionary }
                if case .object = member.value.value { queue.append(member.value) }
            }
        }
        return nil
    }
}
