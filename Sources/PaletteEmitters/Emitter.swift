public import PaletteModel

/// Turns the one palette model into the files of one output format.
///
/// Pure: no I/O.
public protocol Emitter: Sendable {
    /// The options this format accepts, in the order help lists them.
    var optionSpecs: [OptionSpec] { get }
    /// The rule that names colors in this format, if it derives names from keys (`nil`: keys are kept verbatim
    /// or the format has its own checks).
    var nameRule: NameRule? { get }
    /// Whether the output's `path` names a folder the emitter fills, rather than one file.
    var writesFolder: Bool { get }
    /// The name a single-file output of the palette named `name` usually has (`Brand.swift`, `brand.css`), whose
    /// extension says the file's syntax; `nil` for a folder output.
    func fileName(forPaletteNamed name: String) -> String?
    /// How an existing file at the output's path is recognized as one palettec wrote, so a build may replace it.
    var ownership: OutputOwnership { get }
    /// Where the file at `path` (relative, `/`-separated; empty for a single-file output) carries palettec's
    /// header, for formats whose ownership is `.header`: the one statement of the position, which the emitter
    /// prints at and the driver checks existing files against.
    func header(ofFileAt path: String) -> GeneratedHeader.Position?
    /// Whether a file at `path` inside this format's output folder (relative, `/`-separated) is one the format
    /// writes, so a build may remove it once no color produces it (and it is proven palettec's).
    func ownsFile(atRelativePath path: String) -> Bool
    /// The generated file inside this format's output folder that lists a copied file at `path` (relative,
    /// `/`-separated), and the exact text by which it does, if the format copies files there.
    ///
    /// A copy carries no marker, so it counts as palettec's only when the listing file on disk is proven palettec's
    /// (`ownership`) and holds that text (an imageset's `Contents.json` says `"filename" : "logo-dark.png"`): a build may
    /// then replace it, or remove it once no image produces it.
    func listing(ofCopyAt path: String) -> CopyListing?
    /// The id of the input format that reads this format's files back (`InputFormat`'s raw value, which emitters
    /// cannot see: a test checks each id), or `nil` when palettec does not read the format.
    ///
    /// A format whose files cannot carry palettec's marker (`OutputOwnership.canonicalForm`) needs one: without it
    /// an existing file is never recognized as palettec's.
    var readBackFormatID: String? { get }
    /// Renders `palette`, reporting what the format cannot express or names that collide.
    func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile]
}

extension Emitter {
    /// No naming rule, unless the format declares one.
    public var nameRule: NameRule? { nil }

    /// One file, unless the format says otherwise.
    public var writesFolder: Bool { false }

    /// No conventional name, unless the format gives one.
    public func fileName(forPaletteNamed name: String) -> String? { nil }

    /// Every file carries palettec's header, unless the format says otherwise.
    public var ownership: OutputOwnership { .header }

    /// Not read back, unless the format names its reader.
    public var readBackFormatID: String? { nil }

    /// No header, unless the format states where.
    public func header(ofFileAt path: String) -> GeneratedHeader.Position? { nil }

    /// No file is removed from an output, unless the format names the ones it writes.
    public func ownsFile(atRelativePath path: String) -> Bool { false }

    /// No copies, unless the format makes them.
    public func listing(ofCopyAt path: String) -> CopyListing? { nil }

    /// The options by name, with the kind of value each takes.
    public var options: [String: OptionKind] {
        Dictionary(optionSpecs.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    /// The option a name (current or former) refers to.
    public func optionSpec(named name: String) -> OptionSpec? {
        optionSpecs.first { $0.name == name || $0.formerNames.contains(name) }
    }
}

/// How palettec tells an existing file of a format that it wrote, which a build may replace, from one someone
/// else wrote, which it never replaces (a file with exactly the new contents is left alone either way).
public enum OutputOwnership: Equatable, Sendable {
    /// Every file carries the DO-NOT-EDIT header (`GeneratedHeader`) exactly at the format's position
    /// (`Emitter.header(ofFileAt:)`), with the digest of the file's other bytes: an edited file is not palettec's.
    case header
    /// The format has no comment syntax but a top-level member palettec's files hold, byte for byte as palettec
    /// prints it (the text given starts at a line's start, two spaces in, in a JSON file that starts with `{` and
    /// a line break and ends with `}`): an asset catalog's `"info" : { "author" : "palettec", "version" : 1 }`.
    /// Xcode writes `"author" : "xcode"` when it saves one; a member's text nested deeper, quoted in a string or
    /// spelled otherwise does not count.
    case topLevelMember(String)
    /// The format has no room for a marker, so a file counts as palettec's only when it is exactly what palettec
    /// writes for the colors it holds: read back in the matching input format and written again, it gives the
    /// same bytes. For single-file formats whose every file palettec can also read; the driver pairs the format
    /// with its reader, since emitters cannot see readers.
    case canonicalForm
    /// The file carries no marker and is meant to be edited from then on (a converted palette that becomes the
    /// source of truth), so palettec does not take an existing one that differs for its own.
    case editable
}

/// Where a format records that palettec copied a file into its output folder (see `Emitter.listing(ofCopyAt:)`).
public struct CopyListing: Hashable, Sendable {
    /// The listing file, relative to the output folder.
    public var path: String
    /// The exact text in it that names the copy.
    public var entry: String

    /// Creates a listing.
    public init(path: String, entry: String) {
        self.path = path
        self.entry = entry
    }
}
