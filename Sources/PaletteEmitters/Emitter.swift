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
    /// How an existing file at the output's path is recognized as one palettec wrote, so a build may replace it.
    var ownership: OutputOwnership { get }
    /// Whether a file at `path` inside this format's output folder (relative, `/`-separated) is one the format
    /// writes, so a build may remove it once no color produces it (and it carries palettec's marker).
    func ownsFile(atRelativePath path: String) -> Bool
    /// The generated file inside this format's output folder that lists a copied file at `path` (relative,
    /// `/`-separated), and the exact text by which it does, if the format copies files there.
    ///
    /// A copy carries no marker, so it counts as palettec's only when the listing file on disk carries palettec's
    /// marker and holds that text (an imageset's `Contents.json` says `"filename" : "logo-dark.png"`): a build may
    /// then replace it, or remove it once no image produces it.
    func listing(ofCopyAt path: String) -> CopyListing?
    /// Renders `palette`, reporting what the format cannot express or names that collide.
    func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile]
}

extension Emitter {
    /// No naming rule, unless the format declares one.
    public var nameRule: NameRule? { nil }

    /// One file, unless the format says otherwise.
    public var writesFolder: Bool { false }

    /// Every file carries palettec's marker, unless the format says otherwise.
    public var ownership: OutputOwnership { .marker }

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
public enum OutputOwnership: Sendable {
    /// Every file carries palettec's marker near its start: the DO-NOT-EDIT header (`GeneratedHeader.marker`) in
    /// the format's comment syntax, or an asset catalog's `"author" : "palettec"`.
    case marker
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
