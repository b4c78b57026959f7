public import PaletteModel

/// How an output format names a palette's colors: the kind of name and the rule that makes one from a key.
///
/// Two keys that become one name cannot both be written. `NameCollisions` checks a palette against the rules of
/// the outputs a build has (and no others: a palette built only for Android is not refused over a Swift name), and
/// every emitter that names colors reports a collision with the same message.
public struct NameRule: Sendable {
    /// The kinds of name the output formats give colors; the raw value is the kind as messages say it.
    public enum Kind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        /// Swift's constants (`SwiftIdentifier`).
        case swiftIdentifier = "Swift identifier"
        /// Android's `<color name>` (`AndroidResourceName`).
        case androidResourceName = "Android resource name"
        /// CSS custom properties (`CSSPropertyName`).
        case cssCustomProperty = "CSS custom property"

        /// The kind as messages say it (`Swift identifier`).
        public var description: String { rawValue }
    }

    /// The kind of name.
    public var kind: Kind
    /// The name of a key.
    public var make: @Sendable (String) -> String

    /// A rule giving names of `kind`.
    public init(kind: Kind, make: @escaping @Sendable (String) -> String) {
        self.kind = kind
        self.make = make
    }
}

/// Keys that become one name under an output's naming rule.
public enum NameCollisions {
    /// The names of `entries` under one rule, and the entries whose name an earlier one already has; the rules of
    /// a build can be named side by side, then reported together by `report`.
    public static func name(_ entries: [Palette.Entry], by rule: NameRule) -> Naming {
        var collisions: [Naming.Collision] = []
        let names = walk(entries, rule: rule) { index, earlier, name in
            collisions.append(Naming.Collision(index: index, earlier: earlier, name: name))
        }
        return Naming(names: names, collisions: collisions)
    }

    /// Reports the collisions of each rule's naming (`namings` aligned with `rules`), each entry once, under the
    /// first rule it collides in; returns the names by rule kind, for the emitters (`EmitOptions.checkedNames`).
    public static func report(
        _ namings: [Naming],
        of palette: Palette,
        rules: [NameRule],
        diagnostics: inout DiagnosticBag
    ) -> CheckedNames {
        let entries = palette.entries
        var reported: Set<Int> = []
        var checked = CheckedNames()
        for (naming, rule) in zip(namings, rules) {
            checked.colors[rule.kind] = naming.names
            for collision in naming.collisions where reported.insert(collision.index).inserted {
                diagnostics.report(
                    .sameName(
                        entries[collision.index],
                        earlier: entries[collision.earlier],
                        name: collision.name,
                        kind: rule.kind
                    )
                )
            }
        }
        return checked
    }

    /// The names one rule gives a palette's entries.
    public struct Naming: Sendable {
        /// A later entry whose name an earlier one already has.
        public struct Collision: Sendable {
            /// The later entry's index.
            public var index: Int
            /// The earlier entry's index.
            public var earlier: Int
            /// The name both have.
            public var name: String
        }

        /// Each entry's name, `nil` for an entry in `collisions`.
        public var names: [String?]
        /// The entries whose name was taken, in palette order.
        public var collisions: [Collision]
    }

    /// The name of each entry under `rule`, or `nil` for an entry whose name an earlier one already has (each
    /// such entry reported): for an emitter that declares the first and leaves the later one out.
    ///
    /// Names the build's check already worked out (`checked`) are taken as they are.
    static func names(
        _ entries: [Palette.Entry],
        rule: NameRule,
        checked: CheckedNames,
        diagnostics: inout DiagnosticBag
    ) -> [String?] {
        if let checked = checked.colors[rule.kind], checked.count == entries.count {
            return checked
        }
        return walk(entries, rule: rule) { index, earlier, name in
            diagnostics.report(.sameName(entries[index], earlier: entries[earlier], name: name, kind: rule.kind))
        }
    }

    /// Names every entry in order, calling `collision` with the later and the earlier index and the name for an
    /// entry whose name is taken (in the order of the later index); returns each entry's name, `nil` for those.
    ///
    /// A large palette's names are first dealt into buckets by their hash, in order, and each bucket's names are
    /// claimed in a table of its own: one table of a million names misses the cache on nearly every claim, a
    /// bucket's table stays in it. A name always falls in the same bucket, and each bucket is walked in index
    /// order, so every name has the same owner as in one walk over all of them.
    private static func walk(
        _ entries: [Palette.Entry],
        rule: NameRule,
        collision: (_ index: Int, _ earlier: Int, _ name: String) -> Void
    ) -> [String?] {
        let made = entries.map { rule.make($0.key) }
        let bucketCount = made.count < 65_536 ? 1 : 1_024
        // A small palette is one bucket, and its names are not hashed for dealing.
        let buckets =
            bucketCount == 1
            ? [Int](repeating: 0, count: made.count) : made.map { $0.hashValue & (bucketCount - 1) }
        var starts = [Int](repeating: 0, count: bucketCount + 1)
        for bucket in buckets { starts[bucket + 1] += 1 }
        for bucket in 0..<bucketCount { starts[bucket + 1] += starts[bucket] }
        var next = starts
        var dealt = [(index: Int, name: String)](repeating: (0, ""), count: made.count)
        for (index, bucket) in buckets.enumerated() {
            dealt[next[bucket]] = (index, made[index])
            next[bucket] += 1
        }
        var collisions: [(index: Int, earlier: Int)] = []
        for bucket in 0..<bucketCount {
            var owners: [String: Int] = [:]
            owners.reserveCapacity(starts[bucket + 1] - starts[bucket])
            for (index, name) in dealt[starts[bucket]..<starts[bucket + 1]] {
                // One hash per name: claim it, and give it back to its owner in the rare case there is one.
                if let earlier = owners.updateValue(index, forKey: name) {
                    owners[name] = earlier
                    collisions.append((index, earlier))
                }
            }
        }
        collisions.sort { $0.index < $1.index }
        var names: [String?] = made
        for (index, earlier) in collisions {
            collision(index, earlier, made[index])
            names[index] = nil
        }
        return names
    }
}

extension Diagnostic {
    /// The one message for two keys that become the same name: at the later key, with a note at the earlier one.
    static func sameName(
        _ entry: Palette.Entry,
        earlier: Palette.Entry,
        name: String,
        kind: NameRule.Kind
    ) -> Diagnostic {
        Diagnostic(
            .nameCollision,
            "'\(entry.key)' and '\(earlier.key)' both become the \(kind) '\(name)'; rename one of them",
            at: entry.location,
            notes: [Note("'\(earlier.key)' is defined here", at: earlier.location)]
        )
    }
}
