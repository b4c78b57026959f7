public import PaletteModel

/// One input format's reader: its id, the names it claims, how sure it is that a path holds its format, and the
/// read.
///
/// A reader is registered by one line in `PaletteReaders.all`, which also fixes which reader wins when two are
/// equally sure. Readers are pure: files come from a `FileProvider`, problems go into a `DiagnosticBag`. They
/// report only what is specific to their format (with positions); lowering then validates the documents.
public protocol PaletteReader: Sendable {
    /// The format's id.
    var format: InputFormat { get }

    /// The file and folder names it claims, as `Docs/Formats.md` writes them (`*.tokens.json`, `DKColorTable.txt`).
    var claimedNames: [String] { get }

    /// What the "cannot tell the format" message says this reader reads (`asset catalogs`), and where in that
    /// sentence it stands (lower first); readers with the same words are named once.
    var summary: ReaderSummary { get }

    /// How sure the reader is that `candidate` is its format by names alone: the path's, its folder's, and the
    /// files a folder holds. Asked of every reader before any asks for the contents.
    func confidence(byName candidate: DetectionCandidate) -> DetectionConfidence?

    /// How sure the reader is that `candidate` is its format by its contents, asked when no reader claims it by
    /// name. The candidate parses a file once for every reader.
    func confidence(byContents candidate: DetectionCandidate) -> DetectionConfidence?

    /// Whether the loader hands it a folder; for a reader that reads files only, the loader reports a folder as
    /// unreadable itself.
    var readsFolders: Bool { get }

    /// Whether a search of a project for palettes (`palettec init`) offers the files this reader would read; `false`
    /// for a reader that takes files of a common kind as its last resort, which would offer every such file.
    var isOfferedBySearch: Bool { get }

    /// Reads the file or folder of `request` into documents (usually one); `[]` after reporting why it could not.
    func read(_ request: ReadRequest, diagnostics: inout DiagnosticBag) -> [PaletteDocument]
}

extension PaletteReader {
    /// A reader that claims nothing by name alone.
    public func confidence(byName candidate: DetectionCandidate) -> DetectionConfidence? {
        nil
    }

    /// A reader that claims nothing by its contents alone.
    public func confidence(byContents candidate: DetectionCandidate) -> DetectionConfidence? {
        nil
    }

    /// A reader that is handed folders, and reports what it cannot read in them.
    public var readsFolders: Bool {
        true
    }

    /// A reader whose files a search offers.
    public var isOfferedBySearch: Bool {
        true
    }
}

/// What the "cannot tell the format" message says a reader reads, and where it stands in that sentence.
public struct ReaderSummary: Sendable {
    /// The words (`asset catalogs`).
    public var words: String
    /// Its place in the sentence, lower first.
    public var rank: Int

    /// `words` at place `rank`.
    public init(_ words: String, rank: Int) {
        self.words = words
        self.rank = rank
    }
}
