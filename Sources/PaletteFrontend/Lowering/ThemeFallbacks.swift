import PaletteModel

/// The fallback chains of a build's declared themes, each theme visited once: which fallbacks form loops, and the
/// scheme each theme takes along its chain.
///
/// Walking each theme's chain on its own would cost the chain's length per theme, and finding a loop in it the
/// square of that: a loop of thousands of themes took minutes.
struct ThemeFallbacks {
    /// The loops, each as its members in fallback order.
    private(set) var loops: [[String]] = []
    /// The loop each theme on one belongs to, by theme name.
    private(set) var loopOf: [String: Int] = [:]
    /// The scheme each theme takes: its own, else that of the first theme along its fallbacks that declares one, or
    /// of the built-in appearance the chain reaches; light for a chain that ends in neither.
    private(set) var schemes: [String: Appearance.Scheme] = [:]

    /// Walks the fallbacks of `order`, the accepted themes (`declared` by name).
    init(declared: [String: ThemeDeclaration], order: [ThemeDeclaration]) {
        findLoops(declared: declared, order: order)
        inheritSchemes(declared: declared, order: order)
    }

    /// Loop `id` as the chain from its member `name` around to it again (`a → b → a`).
    func chain(around id: Int, from name: String) -> [String] {
        let members = loops[id]
        let start = members.firstIndex(of: name) ?? 0
        return Array(members[start...] + members[..<start]) + [members[start]]
    }

    /// Follows each theme's fallbacks until a theme already settled, one outside the declared themes, or one on the
    /// walk itself (a loop); a theme falling back to itself is reported as such, not as a loop.
    private mutating func findLoops(declared: [String: ThemeDeclaration], order: [ThemeDeclaration]) {
        var settled: Set<String> = []
        for theme in order where !settled.contains(theme.name) {
            var path: [String] = []
            var onPath: [String: Int] = [:]
            var current = theme.name
            while !settled.contains(current), let declaration = declared[current] {
                if let start = onPath[current] {
                    let members = Array(path[start...])
                    for member in members {
                        loopOf[member] = loops.count
                    }
                    loops.append(members)
                    break
                }
                onPath[current] = path.count
                path.append(current)
                guard let next = declaration.fallback, next != current else { break }
                current = next
            }
            settled.formUnion(path)
        }
    }

    /// Works out each theme's scheme from the first scheme along its fallbacks, each theme once.
    private mutating func inheritSchemes(declared: [String: ThemeDeclaration], order: [ThemeDeclaration]) {
        for theme in order where schemes[theme.name] == nil {
            var path: [String] = []
            var onPath: Set<String> = []
            var current = theme.name
            var scheme = Appearance.Scheme.light
            while true {
                if let known = schemes[current] {
                    scheme = known
                    break
                }
                guard let declaration = declared[current], onPath.insert(current).inserted else { break }
                path.append(current)
                if let own = declaration.scheme.flatMap(Appearance.Scheme.init(rawValue:)) {
                    scheme = own
                    break
                }
                guard let next = declaration.fallback else { break }
                if let builtIn = Appearance.builtIn.first(where: { $0.name == next }) {
                    scheme = builtIn.scheme
                    break
                }
                current = next
            }
            for name in path {
                schemes[name] = scheme
            }
        }
    }
}
