/// The registry: every input format palettec reads, one reader a line.
///
/// Its order is the order `--from`, help, completions and messages list the formats in, and it settles which
/// reader wins when two are equally sure of a path (`DetectionConfidence`). Adding a format is a folder under
/// `Readers/` and one line here.
public enum PaletteReaders {
    /// Every reader, in order.
    public static let all: [any PaletteReader] = [
        NativeReader.json,
        NativeReader.plist,
        LFLBundleReader(),
        DKTableReader(),
        DTCGReader(),
        StyleDictionaryReader(),
        TokensStudioReader(),
        SwiftGenReader(),
        XcassetsReader(),
        AndroidResourcesReader(),
        FigmaReader(),
        CSSThemeReader(),
    ]

    /// The reader of the format with id `id`.
    static func reader(named id: String) -> (any PaletteReader)? {
        all.first { $0.format.rawValue == id }
    }

    /// What palettec reads, as the "cannot tell the format" message says it: each reader's summary once, by rank,
    /// as a list in prose (`a, b and c`).
    static var summary: String {
        var words: [String] = []
        for reader in all.sorted(by: { $0.summary.rank < $1.summary.rank }) where !words.contains(reader.summary.words)
        {
            words.append(reader.summary.words)
        }
        guard let last = words.popLast() else { return "" }
        return words.isEmpty ? last : words.joined(separator: ", ") + " and " + last
    }

    /// The reader of `format`.
    public static func reader(for format: InputFormat) -> any PaletteReader {
        guard let reader = reader(named: format.rawValue) else {
            preconditionFailure("no reader in PaletteReaders.all reads \(format.rawValue)")
        }
        return reader
    }
}
