/// One named image with a value for every appearance of its palette: the light/dark artwork of an app, held in
/// the same palette as its colors and checked the same way.
public struct PaletteImage: Hashable, Sendable {
    /// The key, verbatim (`logo`, `empty.state`); a color and an image never share one.
    public var key: String
    /// The resolved value per appearance, aligned with `Palette.appearances`.
    public var values: [ImageValue]
    /// The image key this image's value was an alias of, per appearance (the direct target), else `nil`.
    public var aliases: [String?]
    /// Which values were written for that appearance rather than taken from a fallback.
    public var explicit: [Bool]
    /// A description, carried into generated doc comments.
    public var description: String?
    /// The deprecation, if the image is deprecated.
    public var deprecation: Palette.Deprecation?
    /// Whether the image is a template: drawn in the tint color of where it is shown (an asset catalog's
    /// "template" rendering intent, `UIImage.withRenderingMode(.alwaysTemplate)`).
    public var isTemplate: Bool
    /// Where the image's key was defined.
    public var location: Diagnostic.Location?
    /// Where each appearance's value was written (the fallback's value for one that falls back; an alias's own
    /// place for an alias), aligned with `values`; `nil`s for an image built without locations.
    public var valueLocations: [Diagnostic.Location?]

    /// Creates an image.
    public init(
        key: String,
        values: [ImageValue],
        aliases: [String?]? = nil,
        explicit: [Bool]? = nil,
        description: String? = nil,
        deprecation: Palette.Deprecation? = nil,
        isTemplate: Bool = false,
        location: Diagnostic.Location? = nil,
        valueLocations: [Diagnostic.Location?]? = nil
    ) {
        self.key = key
        self.values = values
        self.aliases = aliases ?? Array(repeating: nil, count: values.count)
        self.explicit = explicit ?? Array(repeating: true, count: values.count)
        self.description = description
        self.deprecation = deprecation
        self.isTemplate = isTemplate
        self.location = location
        self.valueLocations = valueLocations ?? Array(repeating: nil, count: values.count)
    }

    /// Where the value of the appearance at `index` was written, else where the image's key is.
    public func location(ofValueAt index: Int) -> Diagnostic.Location? {
        (valueLocations.indices.contains(index) ? valueLocations[index] : nil) ?? location
    }
}

/// An image's value in one appearance: a file, or a file dimmed for a dark appearance (the "night mask").
public enum ImageValue: Hashable, Sendable {
    /// The file as it is.
    case file(ImageFile)
    /// The file with black of `opacity` (0…1) laid over its visible pixels only: transparent pixels stay
    /// transparent and translucent ones keep their alpha (what a night mask means, without darkening the edges).
    case dimmed(ImageFile, opacity: Double)

    /// The file the value shows.
    public var file: ImageFile {
        switch self {
        case .file(let file), .dimmed(let file, _): file
        }
    }

    /// The opacity of black over the file: 0 for a plain file.
    public var dimming: Double {
        switch self {
        case .file: 0
        case .dimmed(_, let opacity): opacity
        }
    }
}

/// An image file a palette names, as read and checked by the frontend.
public struct ImageFile: Hashable, Sendable {
    /// The kinds of image file palettec reads, told by their first bytes, never by their extension.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// PNG (`\x89PNG\r\n\x1A\n`).
        case png
        /// JPEG (`FF D8 FF`).
        case jpeg
        /// PDF (`%PDF-`): vector, drawn at any size.
        case pdf
        /// SVG (an XML document whose root is `svg`): vector.
        case svg

        /// The file extension outputs give a copy of this kind.
        public var fileExtension: String {
            switch self {
            case .png: "png"
            case .jpeg: "jpg"
            case .pdf: "pdf"
            case .svg: "svg"
            }
        }

        /// Whether the kind is vector artwork (no pixel size).
        public var isVector: Bool { self == .pdf || self == .svg }
    }

    /// The path the driver reads the file at (relative to the working folder, or absolute).
    public var path: String
    /// The path as the palette wrote it (relative to the palette file), for messages and generated comments.
    public var written: String
    /// What the file is, from its first bytes.
    public var kind: Kind
    /// The size in pixels of a PNG or JPEG; `nil` for vector kinds.
    public var pixelSize: PixelSize?
    /// The scale the artwork is drawn for (`@2x` in its name: 2), 1 when its name says none.
    public var scale: Int
    /// The file's size in bytes.
    public var byteCount: Int
    /// A digest of the file's bytes, so outputs that copy it are compared without reading it again.
    public var digest: String

    /// Creates an image file.
    public init(
        path: String,
        written: String,
        kind: Kind,
        pixelSize: PixelSize?,
        scale: Int = 1,
        byteCount: Int,
        digest: String
    ) {
        self.path = path
        self.written = written
        self.kind = kind
        self.pixelSize = pixelSize
        self.scale = scale
        self.byteCount = byteCount
        self.digest = digest
    }

    /// The scale a file's name gives: `2` for `logo@2x.png`, 1 without `@1x`, `@2x` or `@3x` before its extension.
    ///
    /// The native palette format has no other way to say it, so readers take a file's scale from its name and the
    /// native writers check that the name says the scale the model holds.
    public static func scale(named path: String) -> Int {
        let name = path.split(separator: "/").last ?? ""
        let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? name[...]
        for scale in 1...3 where stem.hasSuffix("@\(scale)x") {
            return scale
        }
        return 1
    }
}

/// A raster image's width and height in pixels.
public struct PixelSize: Hashable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
