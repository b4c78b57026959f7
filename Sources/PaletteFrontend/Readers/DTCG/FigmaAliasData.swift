/// The alias Figma's "Export variables" names for a token whose value it wrote out in full.
///
/// Figma writes an alias into another collection (a semantic color into the primitives) as the target's resolved
/// value, with `$extensions["com.figma.aliasData"]` naming the target variable (`targetVariableName`,
/// `Colors/neutral/50`, whose `/`-separated groups are the groups of its own export file). The value is kept as
/// written; the name becomes the key the value stands for (`Colors.neutral.50`), so lint does not take the token for
/// a color of its own (`ValueSyntax.Content.flattenedAlias`).
enum FigmaAliasData {
    /// The key a token's `$extensions` say its value is an alias of, if they name one.
    static func target(in fields: [SyntaxNode.Member]) -> String? {
        guard case .object(let vendors)? = fields.last(where: { $0.key == "$extensions" })?.value.value,
            case .object(let data)? = vendors.last(where: { $0.key == "com.figma.aliasData" })?.value.value,
            case .string(let name)? = data.last(where: { $0.key == "targetVariableName" })?.value.value
        else { return nil }
        let key = name.split(separator: "/", omittingEmptySubsequences: false).joined(separator: ".")
        return key.isEmpty ? nil : key
    }

    /// `values` with each color marked as standing for `target`; aliases, derived colors and reported values are
    /// left as they are.
    static func flattened(_ values: [ValueSyntax], target: String?) -> [ValueSyntax] {
        guard let target else { return values }
        return values.map { value in
            var value = value
            switch value.content {
            case .color, .hex, .text: value.content = .flattenedAlias(value.content, alias: target)
            case .alias, .derived, .reported, .flattenedAlias: break
            }
            return value
        }
    }
}
