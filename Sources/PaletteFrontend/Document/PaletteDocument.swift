public import PaletteModel

/// A palette as read from one file, in any input format, before validation: located and format-neutral.
///
/// Every reader (native JSON and plist, and each foreign format) produces this; `PaletteLowering`
/// validates one or more documents into the one `Palette` model.
public struct PaletteDocument: Sendable {
    /// The display path of the file.
    public var path: String
    /// The `name` field, if any.
    public var name: String?
    /// The `description` field, if any.
    public var description: String?
    /// Named themes declared in `appearances`, in order.
    public var themes: [ThemeDeclaration]
    /// The color entries, in file order (duplicates kept, so lowering can report them).
    public var entries: [EntrySyntax]
    /// Where the `colors` object (or the format's equivalent; a palette of images only: its `images` object) starts;
    /// used for `empty-palette`.
    public var colorsLocation: Diagnostic.Location?
    /// The contrast pairs declared in `contrast`, in order; native palettes only.
    public var contrastPairs: [ContrastPairSyntax] = []
    /// The color-sense rules set in `lint`, in order; native palettes only.
    public var lint: [LintSetting] = []
    /// The image entries of `images`, in file order (duplicates kept); native palettes only.
    public var images: [ImageEntrySyntax] = []
    /// The Figma collection and mode the file holds, when it is one file of Figma's own per-mode export
    /// (`<Collection>.<Mode>.json`); its sibling modes are paired with it (`FigmaModeFiles`).
    public var figmaMode: FigmaMode?
    /// Whether the build's `themes` were checked against this document's choices: it is a DTCG resolver, whose
    /// modifiers they choose contexts of.
    public var choosesThemes = false

    /// One collection's mode, as a file of Figma's per-mode export names it.
    public struct FigmaMode: Sendable, Equatable {
        /// The collection's name.
        public var collection: String
        /// The mode's name.
        public var mode: String
    }

    /// Creates a document.
    public init(
        path: String,
        name: String? = nil,
        description: String? = nil,
        themes: [ThemeDeclaration] = [],
        entries: [EntrySyntax] = [],
        colorsLocation: Diagnostic.Location? = nil
    ) {
        self.path = path
        self.name = name
        self.description = description
        self.themes = themes
        self.entries = entries
        self.colorsLocation = colorsLocation
    }
}

/// A named theme declared in a palette's `appearances`.
public struct ThemeDeclaration: Sendable {
    /// The theme's name (`sepia`, `RED`).
    public var name: String
    /// Where the name is.
    public var location: Diagnostic.Location?
    /// The declared scheme (`light` or `dark`), if given; otherwise the fallback's scheme, else light.
    public var scheme: String?
    /// Where the scheme value is.
    public var schemeLocation: Diagnostic.Location?
    /// The appearance used when an entry has no value for this theme; `nil` makes that an error.
    public var fallback: String?
    /// Where the fallback value is.
    public var fallbackLocation: Diagnostic.Location?
    /// A description.
    public var description: String?

    /// Creates a theme declaration.
    public init(
        name: String,
        location: Diagnostic.Location? = nil,
        scheme: String? = nil,
        schemeLocation: Diagnostic.Location? = nil,
        fallback: String? = nil,
        fallbackLocation: Diagnostic.Location? = nil,
        description: String? = nil
    ) {
        self.name = name
        self.location = location
        self.scheme = scheme
        self.schemeLocation = schemeLocation
        self.fallback = fallback
        self.fallbackLocation = fallbackLocation
        self.description = description
    }
}

/// One color entry as written.
public struct EntrySyntax: Sendable {
    /// The key, verbatim.
    public var key: String
    /// Where the key is.
    public var location: Diagnostic.Location?
    /// The values, one per appearance written; an entry written as one string has one value with no appearance.
    public var values: [ValueSyntax]
    /// The description, if any.
    public var description: String?
    /// Set when the entry is deprecated; the message is `nil` for `deprecated: true`.
    public var deprecation: Palette.Deprecation?
    /// The color-sense rules the entry's own `lint` turns off for it.
    public var lintOff: [Rule]

    /// Creates an entry.
    public init(
        key: String,
        location: Diagnostic.Location? = nil,
        values: [ValueSyntax],
        description: String? = nil,
        deprecation: Palette.Deprecation? = nil,
        lintOff: [Rule] = []
    ) {
        self.key = key
        self.location = location
        self.values = values
        self.description = description
        self.deprecation = deprecation
        self.lintOff = lintOff
    }
}

/// One value of an entry, for one appearance (or for all, when `appearance` is `nil`).
public struct ValueSyntax: Sendable {
    /// What was written.
    public enum Content: Sendable, Equatable {
        /// Native color syntax (any CSS color, `color-mix()`, relative colors) or an alias `{KEY}`, parsed by
        /// lowering.
        case text(String)
        /// A hex color (`#RGB`, `#RRGGBB`, `#RRGGBBAA`, …) the native reader already read: sRGB, exact in 8 bits,
        /// red in the high byte (`ColorValue.packedRGBA8`). Read while the entries are read side by side, so lowering
        /// does not parse the palette's commonest values one by one.
        case hex(UInt32)
        /// A color a foreign reader already decoded from its own syntax. Boxed, so that the native reader's values
        /// (text) are not as large as a color: a million-color palette holds two million of them.
        indirect case color(ColorValue)
        /// An alias to another entry's key, from a foreign reader.
        case alias(String)
        /// A color derived from other colors, from a foreign reader (a Tokens Studio `modify`); lowering resolves it
        /// per appearance, after aliases.
        indirect case derived(ColorExpression)
        /// A value that could not be read; its problem is already reported, so lowering reports nothing more
        /// for this appearance (no `missing-appearance` on top of a `wrong-type`).
        case reported
        /// A color the source wrote out in full but names as an alias of `alias` (a key of the build): Figma's export
        /// writes an alias into another collection as the target's value, with the target's name in
        /// `$extensions["com.figma.aliasData"]`. Lowering uses the color, so outputs keep what the file says; lint
        /// treats the value as an alias (see `PendingPalette.statedAliases`). Boxed, as `color` is.
        indirect case flattenedAlias(Content, alias: String)
    }

    /// The content of a native palette's string value: `.hex` when it is a hex color exact in 8-bit sRGB, a color or a
    /// derived color when it is one in another notation (`oklch()`, `color-mix()`), else the text for lowering to
    /// parse (and report).
    ///
    /// Read while the entries are read side by side, so the notations that cost a parse (a palette written in
    /// `oklch()`) are not parsed one by one in lowering; a value with a problem is left to lowering, which reports it.
    static func nativeContent(_ text: String) -> Content {
        guard text.utf8.first == UInt8(ascii: "#") else {
            guard let first = text.utf8.first, ColorSyntaxParser.isLetter(first) else { return .text(text) }
            switch ColorSyntaxParser.parse(text) {
            case .color(let color): return .color(color)
            case .derived(let expression): return .derived(expression)
            case .alias, .invalid: return .text(text)
            }
        }
        guard case .color(let color) = ColorSyntaxParser.parse(text), color.space == .sRGB, color.isExactlyItsChannels
        else { return .text(text) }
        return .hex(color.packedRGBA8)
    }

    /// The appearance name as written (`light`, `dark`, `light-hc`, a theme), or `nil` for "every appearance".
    public var appearance: String?
    /// Where the appearance name is.
    public var appearanceLocation: Diagnostic.Location?
    /// The value.
    public var content: Content
    /// Where the value is.
    public var location: Diagnostic.Location?

    /// Creates a value.
    public init(
        appearance: String?,
        appearanceLocation: Diagnostic.Location? = nil,
        content: Content,
        location: Diagnostic.Location? = nil
    ) {
        self.appearance = appearance
        self.appearanceLocation = appearanceLocation
        self.content = content
        self.location = location
    }
}
