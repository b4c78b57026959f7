import PaletteModel

/// Token files whose top-level groups are appearances: `{ "light": {…}, "dark": {…} }`, or the same under one
/// wrapper group (`{ "tokens": { "light": {…}, "dark": {…} } }`), read as one palette with an appearance per group
/// instead of keys `dark.rose.100`.
///
/// Only groups at the top (or right under a wrapper every color shares) count, and only when both `light` and
/// `dark` are there (in any case, as `ModeName` reads them) and their colors have mostly the same key paths (at
/// least half of all the paths either has are in both): `light` and `dark` deeper in a tree are shade and weight
/// names (`color.base.dark`, `font.weight.light`), and a lone group or two unrelated trees are not a palette's
/// appearances.
enum AppearanceGroups {
    /// Rewrites the entries of `document` when its keys have appearance groups: each group's colors keyed without
    /// the group (`dark.rose.100` → `rose.100`, keeping the wrapper), their values given the group's appearance,
    /// one entry per key; aliases into a group (`{dark.rose.100}`) point at the regrouped key.
    static func regroup(_ document: inout PaletteDocument) {
        guard let found = groups(in: document.entries.map(\.key)) else { return }
        var entries: [EntrySyntax] = []
        var indexByKey: [String: Int] = [:]
        for entry in document.entries {
            var entry = entry
            var appearance: String?
            if let (group, rest) = found.split(entry.key) {
                appearance = group
                entry.key = rest
            }
            for index in entry.values.indices {
                if let appearance, entry.values[index].appearance == nil {
                    entry.values[index].appearance = appearance
                }
                if case .alias(let target) = entry.values[index].content, let (_, rest) = found.split(target) {
                    entry.values[index].content = .alias(rest)
                }
            }
            if let index = indexByKey[entry.key] {
                entries[index].values += entry.values
            } else {
                indexByKey[entry.key] = entries.count
                entries.append(entry)
            }
        }
        document.entries = entries
    }

    /// The appearance groups of a file's color keys: the wrapper (`""` for none) and each group name's appearance.
    struct Found {
        /// The wrapper with its trailing dot, or `""`.
        var wrapper: String
        /// Each group's name as written → its appearance.
        var appearances: [String: String]

        /// The appearance and the regrouped key of a key inside a group, else `nil`.
        func split(_ key: String) -> (appearance: String, key: String)? {
            guard key.hasPrefix(wrapper) else { return nil }
            let inner = key.dropFirst(wrapper.count)
            guard let dot = inner.firstIndex(of: "."), let appearance = appearances[String(inner[..<dot])] else {
                return nil
            }
            return (appearance, wrapper + inner[inner.index(after: dot)...])
        }
    }

    /// The groups of `keys`, at the top or under the one wrapper every key shares, or `nil`.
    static func groups(in keys: [String]) -> Found? {
        if let found = groups(in: keys, wrapper: "") { return found }
        guard let first = keys.first, let dot = first.firstIndex(of: ".") else { return nil }
        let wrapper = String(first[...dot])
        guard keys.allSatisfy({ $0.hasPrefix(wrapper) }) else { return nil }
        return groups(in: keys, wrapper: wrapper)
    }

    /// The groups right under `wrapper`, when `light` and `dark` are both there with mostly the same key paths.
    private static func groups(in keys: [String], wrapper: String) -> Found? {
        var pathsByAppearance: [String: Set<Substring>] = [:]
        var appearances: [String: String] = [:]
        for key in keys where key.hasPrefix(wrapper) {
            let inner = key.dropFirst(wrapper.count)
            guard let dot = inner.firstIndex(of: ".") else { continue }
            let name = String(inner[..<dot])
            let appearance = ModeName.appearance(name)
            guard ModeName.isBuiltIn(appearance) else { continue }
            appearances[name] = appearance
            pathsByAppearance[appearance, default: []].insert(inner[inner.index(after: dot)...])
        }
        guard let light = pathsByAppearance["light"], let dark = pathsByAppearance["dark"],
            light.intersection(dark).count * 2 >= light.union(dark).count
        else { return nil }
        return Found(wrapper: wrapper, appearances: appearances)
    }
}
