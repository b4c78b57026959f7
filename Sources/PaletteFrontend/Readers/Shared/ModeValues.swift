import PaletteModel

/// Values written per mode inside one token.
///
/// Token files in the wild spell them two ways:
/// - a value object keyed by mode: `"value": { "light": "#fff", "dark": "#000" }` (Style Dictionary) or
///   `"$value": { "light": …, "dark": … }` (DTCG);
/// - a vendor block in `$extensions` keyed by mode: Terrazzo's `mode`, or any `<vendor>.modes` or
///   `<vendor>.overrides` block (`"org.primer.overrides": { "dark": "#000" }`), whose entries may be a value or
///   an object with its own `$value`.
///
/// Mode names go through `ModeName`: `light`, `dark` and the high-contrast spellings are the built-in
/// appearances, any other name is a theme.
enum ModeValues {
    /// The keys that make an object a DTCG color object rather than a set of modes.
    private static let colorObjectKeys: Set<String> = ["colorSpace", "components", "alpha", "hex", "$ref"]

    /// The modes of a value written as an object keyed by mode, or `nil` when the value is not one: it must be an
    /// object that names at least one built-in appearance and no color-object field.
    static func inValue(_ node: SyntaxNode) -> [SyntaxNode.Member]? {
        guard case .object(let members) = node.value, !members.isEmpty,
            !members.contains(where: { colorObjectKeys.contains($0.key) }),
            members.contains(where: { ModeName.isBuiltIn(ModeName.appearance($0.key)) })
        else { return nil }
        return members.map(unwrapped)
    }

    /// The modes of a token's `$extensions`: Terrazzo's `mode` block first, else the first `*.modes` or
    /// `*.overrides` vendor block that is an object; `[]` when there is none.
    static func inExtensions(_ fields: [SyntaxNode.Member]) -> [SyntaxNode.Member] {
        guard let extensions = fields.last(where: { $0.key == "$extensions" })?.value,
            case .object(let vendors) = extensions.value
        else { return [] }
        let block =
            vendors.last { $0.key == "mode" }
            ?? vendors.first { $0.key.hasSuffix(".modes") || $0.key.hasSuffix(".overrides") }
        guard case .object(let modes)? = block?.value.value else { return [] }
        return modes.map(unwrapped)
    }

    /// The fields a mode written as a token may carry beside its value.
    private static let tokenFields: Set<String> = ["$value", "value", "$type", "type", "$description", "comment"]

    /// A mode written as a token (`{ "$value": "#000" }`) stands for its value.
    ///
    /// One with other fields (Primer's
    /// `alpha`) is left whole, so the value decoder refuses it rather than dropping what it cannot apply.
    private static func unwrapped(_ member: SyntaxNode.Member) -> SyntaxNode.Member {
        guard case .object(let fields) = member.value.value,
            fields.allSatisfy({ tokenFields.contains($0.key) }),
            let value = fields.last(where: { $0.key == "$value" || $0.key == "value" })?.value
        else { return member }
        return SyntaxNode.Member(key: member.key, keyOffset: member.keyOffset, value: value)
    }
}
