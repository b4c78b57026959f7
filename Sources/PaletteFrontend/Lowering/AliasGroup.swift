import PaletteModel

/// The group of keys an alias target names by its shape: the first part of a dotted or slashed path (`core` for
/// `core.blue.500`), else the first word of a hyphenated name (`ds` for the CSS custom property
/// `ds-color-accent-1`), else the letters before a closing number (`PGC` for `PGC01`), or else the whole key.
///
/// Many unknown aliases into one group that no key of the build belongs to have one likely cause: the file that
/// defines the group is not part of the build.
struct AliasGroup {
    /// How the group was found in the name.
    enum Shape {
        /// The first part of a path, or the first word of a hyphenated name: `core` of `core.blue.500`, `ds` of
        /// `ds-color-accent-1`.
        case namespace
        /// The letters before a closing number: `PGC` of `PGC01`.
        case stem
        /// The whole key.
        case key
    }

    /// The group's name.
    var name: Substring
    /// How it was found.
    var shape: Shape

    /// The group of a key or alias target.
    ///
    /// Read on UTF-8 bytes: `.`, `/`, `-` and the ASCII digits are single bytes that never occur inside a multi-byte
    /// character, so the indices found are character boundaries, and a build's every key is cheap to group.
    init(_ key: String) {
        let utf8 = key.utf8
        if let separator = utf8.firstIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/") }),
            separator != utf8.startIndex
        {
            name = key[..<separator]
            shape = .namespace
            return
        }
        // CSS custom properties (`--ds-color-accent-1`, read as `ds-color-accent-1`) have no dots: a design system's
        // prefix is their namespace, and the variables another style sheet defines share it.
        if let hyphen = utf8.firstIndex(of: UInt8(ascii: "-")), hyphen != utf8.startIndex,
            utf8.index(after: hyphen) != utf8.endIndex
        {
            name = key[..<hyphen]
            shape = .namespace
            return
        }
        var digits = utf8.endIndex
        while digits > utf8.startIndex {
            let before = utf8.index(before: digits)
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[before]) else { break }
            digits = before
        }
        if digits != utf8.startIndex, digits != utf8.endIndex {
            name = key[..<digits]
            shape = .stem
        } else {
            name = key[...]
            shape = .key
        }
    }

    /// The cause shared by unknown aliases into this group when no key of the build belongs to it.
    var cause: Diagnostic.Cause {
        switch shape {
        case .namespace: .missingNamespace(String(name))
        case .stem: .missingStem(String(name))
        case .key: .missingKey(String(name))
        }
    }
}

/// The likely cause of unknown aliases, worked out once per group: a group that no key belongs to and that is not a
/// likely typo of one that a key does belong to.
struct AliasGroupCauses {
    /// How many groups are compared with the keys' groups for a typo, so thousands of groups stay cheap; beyond it,
    /// aliases keep no cause and are reported one by one.
    static let comparisons = 16

    /// The keys of the build.
    private let keys: Dictionary<String, Int>.Keys
    /// The groups the keys belong to, found on first use.
    private var defined: Set<Substring>?
    /// The keys' groups that are paths or stems, prepared for comparison on first use.
    private var prefixes: [Suggestion.Prepared]?
    /// The cause found for each group so far.
    private var found: [Substring: Diagnostic.Cause?] = [:]
    /// Comparisons left.
    private var left = comparisons

    /// Causes for unknown aliases among `keys`.
    init(_ keys: Dictionary<String, Int>.Keys) {
        self.keys = keys
    }

    /// The cause of an unknown alias to `target` when its group is a path or a stem that no key of the build
    /// belongs to (and no typo of one), else `nil`.
    ///
    /// Such an alias gets no did-you-mean of its own: the closest key would lie in another group, and the
    /// suggestions' budget is kept for isolated typos.
    mutating func missingGroupCause(of target: String) -> Diagnostic.Cause? {
        let group = AliasGroup(target)
        guard group.shape != .key else { return nil }
        return cause(of: group, suggestion: nil)
    }

    /// The cause of an unknown alias to `target`, which got `suggestion` as its own did-you-mean.
    mutating func cause(of target: String, suggestion: String?) -> Diagnostic.Cause? {
        cause(of: AliasGroup(target), suggestion: suggestion)
    }

    /// The cause of unknown aliases into `group`, worked out the first time the group is asked about.
    private mutating func cause(of group: AliasGroup, suggestion: String?) -> Diagnostic.Cause? {
        if let cause = found[group.name] { return cause }
        let cause = isMissing(group, suggestion: suggestion) ? group.cause : nil
        found[group.name] = cause
        return cause
    }

    /// Whether no key belongs to `group` and its name is no typo of a group some key belongs to.
    private mutating func isMissing(_ group: AliasGroup, suggestion: String?) -> Bool {
        if defined == nil { groupKeys() }
        guard !(defined?.contains(group.name) ?? false) else { return false }
        guard group.shape != .key else { return suggestion == nil }
        guard left > 0 else { return false }
        left -= 1
        return Suggestion.closest(to: String(group.name), in: prefixes ?? []) == nil
    }

    /// Groups every key once: the groups keys belong to, and those that are paths or stems, prepared for comparison.
    private mutating func groupKeys() {
        var defined = Set<Substring>(minimumCapacity: 64)
        var prefixes = Set<Substring>()
        for key in keys {
            let group = AliasGroup(key)
            if defined.insert(group.name).inserted, group.shape != .key { prefixes.insert(group.name) }
        }
        self.defined = defined
        self.prefixes = Suggestion.prepare(prefixes.map(String.init).sorted())
    }
}

extension Diagnostic.Cause {
    /// Where the files of a build are named.
    private static let build = "the build (on the command line or in palettec.json's 'palettes')"

    fileprivate static func missingNamespace(_ name: String) -> Self {
        Self(
            subject: "aliases",
            shared: "refer to keys under '\(name)', which no file of this build defines",
            fix: "add the file that defines them to \(build)"
        )
    }

    fileprivate static func missingStem(_ name: String) -> Self {
        Self(
            subject: "aliases",
            shared: "refer to keys starting with '\(name)', which no file of this build defines",
            fix: "add the file that defines them to \(build)"
        )
    }

    fileprivate static func missingKey(_ name: String) -> Self {
        Self(
            subject: "aliases",
            shared: "refer to '\(name)', which no file of this build defines",
            fix: "define '\(name)', or add the file that defines it to \(build)"
        )
    }
}
