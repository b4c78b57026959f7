public import PaletteModel

/// One image entry of a palette's `images`, as written.
public struct ImageEntrySyntax: Sendable {
    /// The key, verbatim.
    public var key: String
    /// Where the key is.
    public var location: Diagnostic.Location?
    /// The values, one per appearance written; an entry written as one string has one value with no appearance.
    public var values: [ImageValueSyntax]
    /// The description, if any.
    public var description: String?
    /// Set when the image is deprecated; the message is `nil` for `deprecated: true`.
    public var deprecation: Palette.Deprecation?
    /// Whether `template: true` was written.
    public var isTemplate: Bool

    /// Creates an entry.
    public init(
        key: String,
        location: Diagnostic.Location? = nil,
        values: [ImageValueSyntax],
        description: String? = nil,
        deprecation: Palette.Deprecation? = nil,
        isTemplate: Bool = false
    ) {
        self.key = key
        self.location = location
        self.values = values
        self.description = description
        self.deprecation = deprecation
        self.isTemplate = isTemplate
    }
}

/// One value of an image entry, for one appearance (or for all, when `appearance` is `nil`).
public struct ImageValueSyntax: Sendable {
    /// What was written.
    public enum Content: Sendable, Equatable {
        /// A file path relative to the palette file, as written.
        case file(String)
        /// An alias `{KEY}` to another image.
        case alias(String)
        /// `{ "dim": opacity, "from": appearance }`: black of `opacity` over the file of `from` (`light` when not
        /// written).
        case dim(opacity: Double, from: String?)
        /// A value that could not be read; its problem is already reported.
        case reported
    }

    /// The appearance name as written, or `nil` for "every appearance".
    public var appearance: String?
    /// Where the appearance name is.
    public var appearanceLocation: Diagnostic.Location?
    /// The value.
    public var content: Content
    /// Where the value is.
    public var location: Diagnostic.Location?
    /// For a `.file` value, what the loader found at the path (`ImageFileReader`); `nil` until it looked.
    public var found: ImageFileReader.Found?
    /// For a `.file` value, the scale its format states (an asset catalog item's `"scale" : "3x"`); `nil` when the
    /// file's name says it (`@2x`), as in native palettes.
    public var scale: Int?

    /// Creates a value.
    public init(
        appearance: String?,
        appearanceLocation: Diagnostic.Location? = nil,
        content: Content,
        location: Diagnostic.Location? = nil,
        found: ImageFileReader.Found? = nil,
        scale: Int? = nil
    ) {
        self.appearance = appearance
        self.appearanceLocation = appearanceLocation
        self.content = content
        self.location = location
        self.found = found
        self.scale = scale
    }
}
