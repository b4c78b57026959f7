import PaletteEmitters
import PaletteModel
import Testing

/// Naming a large palette (whose names are dealt into buckets first) gives every name the owner, and reports every
/// collision in the order, that one walk over the keys gives.
@Suite struct LargeNamingTests {
    /// `count` keys in which many become one name: case and separators differ (`Brand-7`, `brand_7`, `BRAND.7`),
    /// and a third of them repeat an earlier stem.
    static func entries(count: Int) -> [Palette.Entry] {
        let color = ColorValue(red: 0.2, green: 0.4, blue: 0.6)
        let spellings = ["brand-%d", "Brand_%d", "BRAND.%d", "brand %d"]
        return (0..<count).map { index in
            let stem = index % 3 == 0 ? index / 7 : index
            let key = spellings[index % spellings.count].replacingOccurrences(of: "%d", with: String(stem))
            return Palette.Entry(key: key, values: [color, color])
        }
    }

    /// The names and collisions of one walk in key order.
    static func oneWalk(_ entries: [Palette.Entry], rule: NameRule) -> (names: [String?], collisions: [[Int]]) {
        var owners: [String: Int] = [:]
        var names: [String?] = []
        var collisions: [[Int]] = []
        for (index, entry) in entries.enumerated() {
            let name = rule.make(entry.key)
            if let earlier = owners[name] {
                collisions.append([index, earlier])
                names.append(nil)
            } else {
                owners[name] = index
                names.append(name)
            }
        }
        return (names, collisions)
    }

    @Test(arguments: [SwiftEmitter().nameRule, CSSEmitter().nameRule].compactMap { $0 })
    func bucketsGiveTheOwnersOfOneWalk(rule: NameRule) {
        let entries = Self.entries(count: 70_000)
        let expected = Self.oneWalk(entries, rule: rule)
        let naming = NameCollisions.name(entries, by: rule)
        #expect(expected.collisions.count > 10_000)
        #expect(naming.names == expected.names)
        #expect(naming.collisions.map { [$0.index, $0.earlier] } == expected.collisions)
        #expect(naming.collisions.allSatisfy { $0.name == rule.make(entries[$0.index].key) })
    }
}
