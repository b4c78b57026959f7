/// A validated light/dark palette: the one model every emitter reads.
public struct Palette: Hashable, Sendable {
    /// The palette's name (from its `name` field, else the first file's base name).
    public var name: String
    /// The palette's description, if any.
    public var description: String?
    /// The appearances, in order: `light`, `dark`, `light-hc`, `dark-hc`, then declared themes.
    public var appearances: [Appearance]
    /// The entries in declaration order (files in the order given, entries in file order).
    public var entries: [Entry]
    /// The display paths of the files the palette was read from, in order.
    public var sources: [String]
    /// The declared contrast pairs, in declaration order; every key names an entry.
    public var contrastPairs: [ContrastPair]
    /// The images, in declaration order; no image key is also a color key.
    public var images: [PaletteImage]
    /// The palette's `lint` settings, one per rule it sets, in the order first written.
    public var lintSettings: [LintRuleSetting]
    /// The color-sense rules an entry's own `lint` turns off, by key: only the entries that turn one off.
    public var lintOff: [String: [Rule]]

    /// Creates a palette.
    public init(
        name: String,
        description: String? = nil,
        appearances: [Appearance] = Appearance.builtIn,
        entries: [Entry],
        sources: [String] = [],
        contrastPairs: [ContrastPair] = [],
        images: [PaletteImage] = [],
        lintSettings: [LintRuleSetting] = [],
        lintOff: [String: [Rule]] = [:]
    ) {
        self.name = name
        self.description = description
        self.appearances = appearances
        self.entries = entries
        self.sources = sources
        self.contrastPairs = contrastPairs
        self.images = images
        self.lintSettings = lintSettings
        self.lintOff = lintOff
    }

    /// The index of an appearance by name.
    public func appearanceIndex(named name: String) -> Int? {
        appearances.firstIndex { $0.name == name }
    }

    /// The named themes beyond the four built-in appearances.
    public var themes: [Appearance] {
        appearances.filter { !$0.isBuiltIn }
    }

    /// Whether any entry has a high-contrast value that differs from its fallback.
    public var hasHighContrast: Bool {
        guard let lightHC = appearanceIndex(named: "light-hc"), let darkHC = appearanceIndex(named: "dark-hc"),
            let light = appearanceIndex(named: "light"), let dark = appearanceIndex(named: "dark")
        else { return false }
        return entries.contains { $0.values[lightHC] != $0.values[light] || $0.values[darkHC] != $0.values[dark] }
    }
}

extension Palette {
    /// One named color with a resolved value for every appearance of its palette.
    ///
    /// A value type held in one shared storage object that never changes (a change to an entry makes new storage),
    /// so copying an entry (every loop over a palette does) costs one reference count rather than one per array and
    /// string it holds.
    public struct Entry: Hashable, Sendable {
        /// The fields, shared between copies; a change makes new storage.
        @usableFromInline var storage: Storage

        /// The key, verbatim (`PGC01`, `textPrimary`, `bg.secondary`); runtimes look colors up by it.
        public var key: String {
            @inlinable get { storage.fields.key }
            set { change { $0.key = newValue } }
        }
        /// The resolved value per appearance, aligned with `Palette.appearances`.
        public var values: [ColorValue] {
            @inlinable get { storage.fields.values }
            set { change { $0.values = newValue } }
        }
        /// The key this entry's value was an alias of, per appearance (the direct target), else `nil`.
        public var aliases: [String?] {
            @inlinable get { storage.fields.aliases }
            set { change { $0.aliases = newValue } }
        }
        /// Which values were written for that appearance rather than taken from a fallback.
        public var explicit: [Bool] {
            @inlinable get { storage.fields.explicit }
            set { change { $0.explicit = newValue } }
        }
        /// A description, carried into generated doc comments.
        public var description: String? {
            @inlinable get { storage.fields.description }
            set { change { $0.description = newValue } }
        }
        /// The deprecation, if the entry is deprecated.
        public var deprecation: Deprecation? {
            @inlinable get { storage.fields.deprecation }
            set { change { $0.deprecation = newValue } }
        }
        /// Where the entry's key was defined.
        public var location: Diagnostic.Location? {
            @inlinable get { storage.fields.location }
            set { change { $0.location = newValue } }
        }

        /// Creates an entry.
        public init(
            key: String,
            values: [ColorValue],
            aliases: [String?]? = nil,
            explicit: [Bool]? = nil,
            description: String? = nil,
            deprecation: Deprecation? = nil,
            location: Diagnostic.Location? = nil
        ) {
            storage = Storage(
                Fields(
                    key: key,
                    values: values,
                    aliases: aliases ?? Array(repeating: nil, count: values.count),
                    explicit: explicit ?? Array(repeating: true, count: values.count),
                    description: description,
                    deprecation: deprecation,
                    location: location
                )
            )
        }

        /// Whether any appearance's value is an alias.
        public var isAlias: Bool {
            storage.fields.aliases.contains { $0 != nil }
        }

        /// Entries are equal when every field is.
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
        }

        /// Hashes every field.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(storage.fields)
        }

        /// Replaces the storage with a changed copy of its fields.
        ///
        /// Entries change while a palette is put together, rarely, and are read by every writer, often and from
        /// several threads at once: fields that never change in place let a reader borrow them without counting a
        /// reference.
        private mutating func change(_ body: (inout Fields) -> Void) {
            var fields = storage.fields
            body(&fields)
            storage = Storage(fields)
        }

        /// The object that holds an entry's fields.
        @usableFromInline final class Storage: Sendable {
            /// The fields.
            @usableFromInline let fields: Fields

            /// Storage holding `fields`.
            init(_ fields: Fields) {
                self.fields = fields
            }
        }

        /// Every field of an entry, as one value.
        @usableFromInline struct Fields: Hashable, Sendable {
            @usableFromInline var key: String
            @usableFromInline var values: [ColorValue]
            @usableFromInline var aliases: [String?]
            @usableFromInline var explicit: [Bool]
            @usableFromInline var description: String?
            @usableFromInline var deprecation: Deprecation?
            @usableFromInline var location: Diagnostic.Location?
        }
    }

    /// Why an entry is deprecated.
    public struct Deprecation: Hashable, Sendable {
        /// The message, if one was given (`deprecated: "use PGC02"`); `nil` for `deprecated: true`.
        public var message: String?

        /// Creates a deprecation.
        public init(message: String?) {
            self.message = message
        }
    }
}
