/// The id of an input format palettec reads: what `--from` and a `palettec.json` input's `format` name, and what
/// messages list.
///
/// The formats are the readers of `PaletteReaders.all`, in its order; each reader's folder declares its id here
/// (`InputFormat.dtcg` in `Readers/DTCG/`), so adding a format adds no case to any switch.
public struct InputFormat: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The id as the user writes it (`palette-json`, `dtcg`).
    public let rawValue: String

    /// The format a reader of `PaletteReaders.all` reads under `rawValue`, or `nil` when none does.
    public init?(rawValue: String) {
        guard let reader = PaletteReaders.reader(named: rawValue) else { return nil }
        self = reader.format
    }

    /// A format's id, for the reader that declares it.
    init(id: String) {
        rawValue = id
    }

    /// Every format palettec reads, in the registry's order (`--from` lists them so).
    public static var allCases: [InputFormat] {
        PaletteReaders.all.map(\.format)
    }

    /// The id.
    public var description: String {
        rawValue
    }
}
